// The platform services that start with the runtime configuration, in a lazy chunk: new-build detection, cookie
// consent, the tag manager, bot protection's script, and error reporting with its performance traces. `start.ts` loads this once the
// configuration is known.
import type { PublicConfigResponse } from '@mynacon/contract';
import { isLocale } from '@mynacon/contract/locale';
import type { DataRouter, Location } from 'react-router';
import { routes } from '../../config/paths';
import { useSession } from '../auth/session-store';
import { isPageHandle, type PageHandle } from '../routing/handle';
import { botProtection } from './bot-protection';
import { fullLoadOnNextNavigation, watchForNewBuild } from './builds/new-build';
import { type ConsentStore, createConsentStore, languageOf } from './consent/consent';
import { cookieSettingsEvent, hasCookieSettings } from './consent/settings';
import type { CaptureQueue } from './errors/capture';
import { createErrorReporter, type ErrorReporter } from './errors/reporter';
import { isSecretLinkPage } from './secret-link-pages';
import { createTagManager } from './tag-manager';

export interface PlatformServicesInput {
  config: PublicConfigResponse;
  router: DataRouter;
  build: { id: string; timestamp: number };
  /** The errors seen so far, and the ones to come. */
  errors: CaptureQueue;
}

export interface PlatformServices {
  consent: ConsentStore;
  reporter: ErrorReporter | undefined;
}

/** The id the dev server gives its build. */
const devBuildId = 'dev';

const pageLanguage = () => languageOf(document.documentElement.lang || 'en');

/** The route pattern of the page shown, such as `/{locale}/newsletter/{id}`, else its path. */
function transactionName(matches: DataRouter['state']['matches'], location: Location) {
  const handle = [...matches].reverse().find((match) => isPageHandle(match.route.handle))?.route.handle as
    | PageHandle
    | undefined;
  if (handle) return { name: `/{locale}${routes[handle.name].path}`, source: 'route' as const };
  return { name: location.pathname, source: 'url' as const };
}

/** Page loads and navigations as performance transactions, and navigations as breadcrumbs of later errors. */
function traceNavigations(router: DataRouter, reporter: ErrorReporter): void {
  let navigationStart: number | undefined;
  let pageLoadSent = false;
  const sendPageLoad = (state: DataRouter['state']) => {
    if (pageLoadSent || !state.initialized || state.navigation.state !== 'idle') return;
    pageLoadSent = true;
    reporter.transaction({
      ...transactionName(state.matches, state.location),
      op: 'pageload',
      start: performance.timeOrigin,
      end: Date.now(),
    });
  };
  sendPageLoad(router.state);
  router.subscribe((state) => {
    sendPageLoad(state);
    const target = state.navigation.location;
    if (state.navigation.state !== 'idle' && target && navigationStart === undefined) {
      navigationStart = Date.now();
      reporter.startTrace('navigation');
      // Paths only: queries can hold tokens and e-mail addresses.
      reporter.addBreadcrumb({ category: 'navigation', data: { from: state.location.pathname, to: target.pathname } });
    } else if (state.navigation.state === 'idle' && navigationStart !== undefined) {
      const start = navigationStart;
      navigationStart = undefined;
      reporter.transaction({
        ...transactionName(state.matches, state.location),
        op: 'navigation',
        start,
        end: Date.now(),
      });
    }
  });
}

let mountingConsent: Promise<typeof import('./consent/mount-consent')> | undefined;

/** Starts every service the configuration asks for. Called once per page. */
export function startPlatformServices({ config, router, build, errors }: PlatformServicesInput): PlatformServices {
  const { monitoring, tagManagerCode, recaptchaSiteKey, features } = config;
  // The dev server's build is always the newest (apps/portal/build/build-info-plugin.ts).
  if (build.id !== devBuildId) {
    watchForNewBuild({ currentId: build.id, onNewBuild: () => fullLoadOnNextNavigation(router) });
  }
  const consent = createConsentStore({
    required: features.cookieConsent,
    cookies: {
      read: () => document.cookie,
      write: (cookie) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the consent must be readable on the next page load
        document.cookie = cookie;
      },
    },
    language: pageLanguage(),
    secure: window.location.protocol === 'https:',
  });
  new MutationObserver(() => consent.setLanguage(pageLanguage())).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
  });

  // The pages whose address holds a secret (account recovery, newsletter preferences) load no third-party script
  // (their shell's policy would refuse it anyway), and the next page is a full load that gets the usual policy back.
  const secretLink = isSecretLinkPage(window.location.pathname);
  if (secretLink) fullLoadOnNextNavigation(router);

  // Security, hence necessary: loaded for every player, consent or not.
  if (recaptchaSiteKey && !secretLink) void botProtection().load();

  if (tagManagerCode && !secretLink) {
    const tagManager = createTagManager(tagManagerCode, {
      document,
      window: window as { dataLayer?: unknown[] },
      hostname: window.location.hostname,
      now: () => Date.now(),
    });
    tagManager.update(consent.getState().choices);
    consent.subscribe((state) => tagManager.update(state.choices));
  }

  let reporter: ErrorReporter | undefined;
  if (monitoring) {
    const analyticsAllowed = () => consent.getState().choices.analytics;
    reporter = createErrorReporter({
      dsn: monitoring.dsn,
      tunnel: monitoring.tunnel,
      release: build.id,
      environment: import.meta.env.DEV ? 'development' : 'production',
      tracesSampleRate: monitoring.tracesSampleRate,
      analyticsAllowed,
      userId: () => {
        const id = useSession.getState().session?.user.user_id;
        return id === undefined ? undefined : String(id);
      },
      // Never the query of a recovery page (it holds the link's token); the events drop every query and newsletter id.
      url: () => (secretLink ? `${window.location.origin}${window.location.pathname}` : window.location.href),
      origin: window.location.origin,
      userAgent: navigator.userAgent,
      tags: (): Record<string, string> => {
        const lang = document.documentElement.lang;
        return isLocale(lang) ? { locale: lang } : {};
      },
    });
    const active = reporter;
    errors.drainTo((captured) => active.capture(captured));
    traceNavigations(router, active);
  } else {
    errors.close();
  }

  // Nothing optional to consent to (no tag manager, no error reports): no banner either.
  if (hasCookieSettings(config)) {
    const showConsent = (openSettings: boolean) => {
      mountingConsent ??= import('./consent/mount-consent');
      void mountingConsent.then(({ mountConsent }) => mountConsent(consent, { openSettings }));
    };
    if (consent.getState().status === 'pending') showConsent(false);
    consent.subscribe((state) => {
      if (state.status === 'pending') showConsent(false);
    });
    window.addEventListener(cookieSettingsEvent, () => showConsent(true));
  }
  return { consent, reporter };
}
