import { type Locale, localeOfPath } from '@mynacon/contract/locale';
import { I18nProvider, NavigationProvider, Spinner } from '@mynacon/ui';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import { useCatalogue, useCriticalMessages } from '../lib/i18n/messages';
import { detectLocale } from '../lib/locale/browser';
import { navigateTo } from '../lib/navigation/navigate';
import { firstPageRendered } from '../lib/startup/first-paint';
import { LangAttribute } from './errors/boundaries';
import { loading } from './layouts/layout.css';

/** What a locale route's loader gives its component, once the locale's common bundle is in. */
export interface LocaleData {
  locale: Locale;
}

const navigate = (path: string) => {
  navigateTo(path);
};

/** The root route: links navigate through the router (and the rules of `navigateTo`), focus follows pages. */
export function RootProviders() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // The router renders this once the first page's loaders and code are in: the start-up may follow its paint.
  useEffect(firstPageRendered, []);
  useEffect(() => {
    // After a client-side navigation, focus moves to the new page's heading (its content when it has none), as a
    // page load starts at the top: a screen reader says where the player is.
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    const main = document.getElementById('main');
    const heading = main?.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    } else {
      main?.focus({ preventScroll: true });
    }
  }, [pathname]);
  return (
    <NavigationProvider navigate={navigate}>
      <ScrollRestoration />
      <Outlet />
    </NavigationProvider>
  );
}

/** A locale subtree: its messages (the common bundle and those its pages have loaded) and `<html lang>`. */
export function LocaleRoot() {
  const { locale } = useLoaderData() as LocaleData;
  const messages = useCatalogue(locale);
  useEffect(() => {
    // The product list follows the locale the player switches to (spec section 1).
    import('../lib/startup/startup').then(
      ({ followLocale }) => followLocale(locale),
      () => undefined,
    );
  }, [locale]);
  return (
    <I18nProvider locale={locale} messages={messages}>
      <LangAttribute locale={locale} />
      <Outlet />
    </I18nProvider>
  );
}

/** Shown while the first route loads (the configuration, the session and the bundle). */
export function LoadingScreen() {
  const locale = localeOfPath(window.location.pathname) ?? detectLocale();
  const messages = useCriticalMessages(locale);
  return (
    <I18nProvider locale={locale} messages={messages}>
      <div className={loading}>
        <Spinner size="large" label={messages['portal.shell.loading']} />
      </div>
    </I18nProvider>
  );
}
