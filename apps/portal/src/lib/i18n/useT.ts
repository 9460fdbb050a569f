import { type MessageValues, type UIMessageKey, useI18n } from '@mynacon/ui';
import { useEffect } from 'react';
import type enGB from '../../locales/en-GB.json';

/** Every key of the portal's bundles (en-GB is the reference; a unit test keeps the others equal). */
export type PortalMessageKey = keyof typeof enGB;

/**
 * A translator typed with the portal's and the design system's keys and, for a feature, the keys of its bundle
 * (`Translate<typeof messages>` with `import type messages from '../messages/en-GB.json'`).
 */
export type Translate<Bundle extends object = object> = (
  key: PortalMessageKey | UIMessageKey | (keyof Bundle & string),
  values?: MessageValues,
) => string;

/**
 * The same translator seen by code that computes its keys (a refusal mapper's table of the contract's codes):
 * a key missing from the bundles shows as the key itself.
 */
export type AnyKeyTranslate = (key: string, values?: MessageValues) => string;

/**
 * The active locale and a typed translator: the one translation hook of the app and of every feature. A feature
 * passes its bundle's type, `useT<typeof messages>()`, so a key missing from its en-GB bundle does not compile.
 */
export function useT<Bundle extends object = object>(): {
  t: Translate<Bundle>;
  locale: ReturnType<typeof useI18n>['locale'];
} {
  const { t, locale } = useI18n();
  return { t, locale };
}

let serverTitle: ((title: string) => void) | undefined;

/** The build's prerendering hears each page's title here (there is no document to set it on). */
export function onServerPageTitle(listener: ((title: string) => void) | undefined): void {
  serverTitle = listener;
}

/** Sets the document title to “{page} · Mynacon” in the active locale while the page is shown. */
export function usePageTitle(page: string): void {
  const { t } = useT();
  const title = t('portal.shell.documentTitle', { page });
  // The build's render of a prerendered page runs no effects: it takes the title from here (decision 051).
  if (typeof document === 'undefined') serverTitle?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
