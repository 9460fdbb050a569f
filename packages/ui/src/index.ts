// The public surface of @mynacon/ui. A test snapshots this export list: changing it is a deliberate act.

export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Button, buttonSizes, buttonVariants } from './components/Button';
export type { IconBaseProps, IconComponent, IconProps, IconSize } from './components/Icon';
export { createIcon, Icon, iconSizes } from './components/Icon';
export type { LinkProps } from './components/Link';
export { Link, linkVariants } from './components/Link';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { I18nProviderProps, Locale, Messages, MessageValues, UIMessageKey } from './i18n';
export { defaultLocale, formatMessage, I18nProvider, locales, uiMessages, useI18n } from './i18n';
export * from './icons/generated';
export type { NavigationProviderProps } from './navigation/NavigationProvider';
export { NavigationProvider } from './navigation/NavigationProvider';
export { breakpoints, mediaQueries, vars } from './theme';
export { isExternalHref, safeHref } from './utils/safeHref';
export {
  confirmed,
  createEmailDnsCheck,
  digits,
  emailFormat,
  maxLength,
  maxValue,
  minLength,
  minValue,
  orderId,
  password,
  passwordChecks,
  passwordMinLength,
  passwordSpecialCharacters,
  required,
  username,
  usernameForbiddenCharacters,
} from './validation';
export type {
  EmailDnsCheckOptions,
  EmailDnsOutcome,
  EmailDnsValidator,
  GenericRuleOptions,
  PasswordCheck,
  RuleFailure,
  ValidationResult,
} from './validation';
