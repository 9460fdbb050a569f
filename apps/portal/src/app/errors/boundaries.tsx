// Error boundaries at three depths: a page's error keeps the locale's messages (PageErrorBoundary); a bundle
// that failed to load, or a configuration that did not, falls back to the locale's critical strings (the default
// locale's in the entry chunk, another's in a small chunk of its own, decision 056).

import { localeOfPath } from '@mynacon/contract/locale';
import { I18nProvider } from '@mynacon/ui';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { loadCriticalMessages, useCriticalMessages } from '../../lib/i18n/messages';
import { detectLocale } from '../../lib/locale/browser';
import { PortalFrame } from '../layouts/PortalFrame';
import { ErrorView } from './ErrorView';

/** Errors of a page (guards, unknown paths, failed route modules), inside the locale with its full messages. */
export function PageErrorBoundary() {
  const error = useRouteError();
  return (
    <PortalFrame layout="default">
      <ErrorView error={error} />
    </PortalFrame>
  );
}

/** Errors above the pages (the bundle or the configuration failed): shell strings only. */
export function ShellErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname) ?? detectLocale();
  const messages = useCriticalMessages(locale);
  useEffect(() => {
    // Loaded already on the way here, unless the locale was not known then (a path without a prefix).
    void loadCriticalMessages(locale);
  }, [locale]);
  return (
    <I18nProvider locale={locale} messages={messages}>
      <LangAttribute locale={locale} />
      <PortalFrame layout="default" reduced>
        <ErrorView error={error} />
      </PortalFrame>
    </I18nProvider>
  );
}

/** Keeps `<html lang>` on the locale shown. */
export function LangAttribute({ locale }: { locale: string }) {
  useEffect(() => {
    // Set only when it changes: the attribute's observers (consent, services) and the page's style follow each write.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
