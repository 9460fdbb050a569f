import { type MessageValues, type UIMessageKey, useI18n } from '@mynacon/ui';
import { useEffect } from 'react';
import type enGB from '../../locales/en-GB.json';

/** Every key of the portal's bundles (en-GB is the reference; a unit test keeps the others equal). */
export type PortalMessageKey = keyof typeof enGB;

/** A translator typed with the portal's and the design system's keys. */
export type Translate = (key: PortalMessageKey | UIMessageKey, values?: MessageValues) => string;

/** The active locale and a typed translator. */
export function useT(): { t: Translate; locale: ReturnType<typeof useI18n>['locale'] } {
  const { t, locale } = useI18n();
  return { t, locale };
}

/** Sets the document title to “{page} · Mynacon” in the active locale while the page is shown. */
export function usePageTitle(page: string): void {
  const { t } = useT();
  const title = t('portal.shell.documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
