import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria';
import { formatMessage, type MessageValues } from './format';
import { defaultLocale, type Locale } from './locales';
import deDE from './locales/de-DE.json';
import enGB from './locales/en-GB.json';
import enUS from './locales/en-US.json';
import esES from './locales/es-ES.json';
import frFR from './locales/fr-FR.json';
import itIT from './locales/it-IT.json';
import nlNL from './locales/nl-NL.json';

export type UIMessageKey = keyof typeof enGB;
export type Messages = Record<string, string>;

/** The design system's own strings, in every locale. A site may override any of them through `messages`. */
export const uiMessages: Record<Locale, Record<UIMessageKey, string>> = {
  'en-GB': enGB,
  'en-US': enUS,
  'fr-FR': frFR,
  'nl-NL': nlNL,
  'es-ES': esES,
  'de-DE': deDE,
  'it-IT': itIT,
};

interface I18nContextValue {
  locale: Locale;
  t: (key: string, values?: MessageValues) => string;
}

function createTranslator(locale: Locale, messages: Messages = {}): I18nContextValue {
  const catalogue: Messages = { ...uiMessages[locale], ...messages };
  return { locale, t: (key, values) => formatMessage(catalogue[key] ?? key, values, locale) };
}

const I18nContext = createContext<I18nContextValue>(createTranslator(defaultLocale));

export interface I18nProviderProps {
  /** One of the seven supported locales. @default 'en-GB' */
  locale?: Locale;
  /** Extra messages or overrides of the `ui.*` strings, in ICU MessageFormat. */
  messages?: Messages;
  children: ReactNode;
}

/** Sets the locale and the messages for everything below it, including react-aria's formatting. */
export function I18nProvider({ locale = defaultLocale, messages, children }: I18nProviderProps) {
  const value = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  return (
    <I18nContext.Provider value={value}>
      <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>
    </I18nContext.Provider>
  );
}

/** The active locale and its message formatter. */
export function useI18n(): I18nContextValue {
  return useContext(I18nContext);
}
