// The public surface of @mynacon/ui. A test snapshots this export list: changing it is a deliberate act.

export type {
  AccordionContentProps,
  AccordionHeadingLevel,
  AccordionItemProps,
  AccordionMultipleProps,
  AccordionProps,
  AccordionSingleProps,
  AccordionTriggerProps,
  AccordionType,
} from './components/Accordion';
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  accordionHeadingLevels,
  accordionTypes,
} from './components/Accordion';
export type { AlertProps, AlertTone } from './components/Alert';
export { Alert, alertTones } from './components/Alert';
export type { AvatarProps, AvatarSize } from './components/Avatar';
export { Avatar, avatarSizes, getInitials } from './components/Avatar';
export type {
  BadgeEmphasis,
  BadgeProps,
  BadgeTone,
  CommunityStatus,
  Severity,
  SeverityBadgeProps,
  StatusBadgeProps,
} from './components/Badge';
export {
  Badge,
  badgeEmphases,
  badgeTones,
  communityStatuses,
  SeverityBadge,
  StatusBadge,
  severities,
} from './components/Badge';
export type { BoxElement, BoxProps, BoxStyleProps } from './components/Box';
export { Box, boxElements } from './components/Box';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Button, buttonSizes, buttonVariants } from './components/Button';
export type { CardHeadingLevel, CardImage, CardProps, CardVariant } from './components/Card';
export { Card, cardHeadingLevels, cardVariants } from './components/Card';
export type { CheckboxProps } from './components/Checkbox';
export { Checkbox } from './components/Checkbox';
export type { CheckboxGroupOrientation, CheckboxGroupProps } from './components/CheckboxGroup';
export { CheckboxGroup, checkboxGroupOrientations } from './components/CheckboxGroup';
export type { ComboBoxProps } from './components/ComboBox';
export { ComboBox } from './components/ComboBox';
export type { ContainerElement, ContainerProps, ContainerSize } from './components/Container';
export { Container, containerElements, containerSizes } from './components/Container';
export type { DateFieldProps, DateFieldValue } from './components/DateField';
export { DateField, dateNotAfter, minAge } from './components/DateField';
export type {
  DialogCloseProps,
  DialogContentProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogProps,
  DialogRole,
  DialogSize,
  DialogTitleProps,
  DialogTriggerProps,
} from './components/Dialog';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  dialogRoles,
  dialogSizes,
} from './components/Dialog';
export type {
  DropdownMenuAlign,
  DropdownMenuCheckboxItemProps,
  DropdownMenuContentProps,
  DropdownMenuGroupProps,
  DropdownMenuItemProps,
  DropdownMenuItemTone,
  DropdownMenuProps,
  DropdownMenuSide,
  DropdownMenuTriggerProps,
} from './components/DropdownMenu';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuAligns,
  dropdownMenuItemTones,
  dropdownMenuSides,
} from './components/DropdownMenu';
export type { EmailFieldProps } from './components/EmailField';
export { EmailField } from './components/EmailField';
export type { EmptyStateAction, EmptyStateHeadingLevel, EmptyStateProps } from './components/EmptyState';
export { EmptyState, emptyStateHeadingLevels } from './components/EmptyState';
export type { ErrorPageAction, ErrorPageProps } from './components/ErrorPage';
export { ErrorPage } from './components/ErrorPage';
export type { FieldFrameProps } from './components/Field';
export { FieldFrame, useRuleMessage } from './components/Field';
export type {
  FormContextValue,
  FormFieldRegistration,
  FormProps,
  FormSubmissionErrorOptions,
  FormSubmitProps,
  FormValues,
} from './components/Form';
export { Form, FormContext, FormSubmissionError, FormSubmit, useFormContext, useFormField } from './components/Form';
export type { GridColumnCount, GridProps } from './components/Grid';
export { Grid, gridColumnCounts } from './components/Grid';
export type { HeadingAlign, HeadingLevel, HeadingProps, HeadingSize, HeadingTone } from './components/Heading';
export { Heading, headingAligns, headingLevels, headingSizes, headingTones } from './components/Heading';
export type { IconBaseProps, IconComponent, IconProps, IconSize } from './components/Icon';
export { createIcon, Icon, iconSizes } from './components/Icon';
export type { InlineAlign, InlineJustify, InlineProps } from './components/Inline';
export { Inline, inlineAligns, inlineJustifies } from './components/Inline';
export type { LinkProps } from './components/Link';
export { Link, linkVariants } from './components/Link';
export type { LoadMoreProps } from './components/LoadMore';
export { LoadMore } from './components/LoadMore';
export type { NumberFieldProps, NumberFieldValue } from './components/NumberField';
export { NumberField, numberFieldRules } from './components/NumberField';
export type { PageHeaderProps } from './components/PageHeader';
export { PageHeader } from './components/PageHeader';
export type { PaginationProps, PaginationRangeItem } from './components/Pagination';
export { Pagination, paginationRange } from './components/Pagination';
export type { PasswordFieldProps, PasswordFieldPurpose } from './components/PasswordField';
export { PasswordField, passwordCheckOrder, passwordFieldPurposes } from './components/PasswordField';
export type {
  GroupedPlatform,
  PlatformGroup,
  PlatformId,
  PlatformOption,
  PlatformSelectProps,
} from './components/PlatformSelect';
export {
  groupPlatforms,
  isPlatformModel,
  PlatformSelect,
  platformDisplayName,
  platformSeparator,
  platformsShownByModel,
} from './components/PlatformSelect';
export type { RadioGroupItemProps, RadioGroupOrientation, RadioGroupProps } from './components/RadioGroup';
export { RadioGroup, RadioGroupItem, radioGroupOrientations } from './components/RadioGroup';
export type { RatingInputProps } from './components/RatingInput';
export { RatingInput, ratingInputScaleLimits } from './components/RatingInput';
export type { ResponseCurve, ResponseCurveChartProps, ResponseCurvePoint } from './components/ResponseCurveChart';
export { ResponseCurveChart } from './components/ResponseCurveChart';
export type { ChoiceRule, SelectItem, SelectOption, SelectProps, SelectSection } from './components/Select';
export { Select } from './components/Select';
export type { SeveritySelectProps } from './components/SeveritySelect';
export { SeveritySelect } from './components/SeveritySelect';
export type { SideNavGroup, SideNavHeadingLevel, SideNavItem, SideNavProps } from './components/SideNav';
export { SideNav, sideNavHeadingLevels } from './components/SideNav';
export type { SiteFooterGroup, SiteFooterHeadingLevel, SiteFooterLink, SiteFooterProps } from './components/SiteFooter';
export { SiteFooter, siteFooterHeadingLevels } from './components/SiteFooter';
export type {
  SiteHeaderCollapse,
  SiteHeaderNavItem,
  SiteHeaderProps,
  SiteHeaderSearch,
} from './components/SiteHeader';
export { SiteHeader, siteHeaderCollapseModes } from './components/SiteHeader';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton';
export { Skeleton, skeletonShapes } from './components/Skeleton';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';
export { Spinner, spinnerSizes } from './components/Spinner';
export type { StackAlign, StackProps } from './components/Stack';
export { Stack, stackAligns } from './components/Stack';
export type { SwitchProps } from './components/Switch';
export { Switch } from './components/Switch';
export type {
  TabsActivationMode,
  TabsContentProps,
  TabsListProps,
  TabsOrientation,
  TabsProps,
  TabsTriggerProps,
} from './components/Tabs';
export { Tabs, TabsContent, TabsList, TabsTrigger, tabsActivationModes, tabsOrientations } from './components/Tabs';
export type { TextAlign, TextElement, TextProps, TextSize, TextTone, TextWeight } from './components/Text';
export { Text, textAligns, textElements, textSizes, textTones, textWeights } from './components/Text';
export type { TextAreaProps } from './components/TextArea';
export { TextArea } from './components/TextArea';
export type {
  Debouncer,
  TextFieldAsyncCheck,
  TextFieldProps,
  TextFieldRule,
  TextFieldSharedProps,
  TextFieldType,
} from './components/TextField';
export { createDebouncer, TextField, textFieldTypes, useDebouncedCallback } from './components/TextField';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastSwipeDirection, ToastTone } from './components/Toast';
export { ToastProvider, toastSwipeDirections, toastTones, useToast } from './components/Toast';
export type { TooltipAlign, TooltipProps, TooltipProviderProps, TooltipSide } from './components/Tooltip';
export { Tooltip, TooltipProvider, tooltipAligns, tooltipSides } from './components/Tooltip';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { I18nProviderProps, Locale, Messages, MessageValues, UIMessageKey } from './i18n';
export { defaultLocale, formatMessage, I18nProvider, locales, uiMessages, useI18n } from './i18n';
export * from './icons/generated';
export type { NavigationProviderProps } from './navigation/NavigationProvider';
export { NavigationProvider } from './navigation/NavigationProvider';
export type { Brand } from './theme';
export { brandClassName, brands, breakpoints, defaultBrand, mediaQueries, vars } from './theme';
export type { ResponsiveValue, Space, Sprinkles } from './theme/sprinkles.css';
export { spaceSteps, sprinkles } from './theme/sprinkles.css';
export { isExternalHref, safeHref } from './utils/safeHref';
export type {
  EmailDnsCheckOptions,
  EmailDnsOutcome,
  EmailDnsValidator,
  FieldRule,
  GenericRuleOptions,
  PasswordCheck,
  RuleFailure,
  ValidationResult,
  ValidationRule,
} from './validation';
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
