export type { MessageValues } from './format';
export { formatMessage } from './format';
export type { I18nProviderProps, Messages, UIMessageKey } from './I18nProvider';
export { I18nProvider, uiMessages, useI18n } from './I18nProvider';
export type { Locale } from './locales';
export { defaultLocale, locales } from './locales';
