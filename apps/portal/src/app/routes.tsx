// The route tree, built from the table in src/config/paths.ts:
//   root (configuration, session) ─┬─ /{locale} × 7 (messages) ── pages (error boundary) ── layouts ── routes
//                                  │                                          (each: its guards, its feature's messages)
//                                  ├─ /externallogin/{method} (locale from cookie or browser), account layout
//                                  └─ anything else: to the active locale's prefix (replace), /login included

import { type Locale, localeOfPath, locales, withLocalePrefix } from '@mynacon/contract/locale';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import {
  type FeatureName,
  href,
  type LayoutName,
  layouts,
  type RouteName,
  routeNames,
  routerPath,
  routes,
} from '../config/paths';
import { useSession } from '../lib/auth/session-store';
import { loadRuntimeConfig } from '../lib/config/runtime-config';
import { rootRouteId } from '../lib/config/useRuntimeConfig';
import { pageNotFound } from '../lib/errors';
import { guardedLoader } from '../lib/guards/loader';
import { loadCriticalMessages, loadFeatureMessages, loadMessages } from '../lib/i18n/messages';
import { detectLocale } from '../lib/locale/browser';
import { pendingHash, redirectResponse, shownLocation } from '../lib/navigation/navigate';
import type { PageHandle } from '../lib/routing/handle';
import { firstPagePainted } from '../lib/startup/first-paint';
import { afterParts } from '../lib/startup/groundwork';
import { nextTask } from '../lib/startup/next-task';
import { PageErrorBoundary, ShellErrorBoundary } from './errors/boundaries';
import { layoutRoutes } from './layouts/layouts';
import { LoadingScreen, type LocaleData, LocaleRoot, RootProviders } from './roots';

type RouteComponent = () => React.ReactNode;
/** A feature's route module: its page component, and what loads a page's own chunk beforehand, when it has one. */
interface FeatureModule {
  Component: RouteComponent;
  preload?: (name: RouteName) => Promise<void>;
}

/**
 * The shared code the home's page and reads run, imported a task each before them (decision 069): the data store,
 * then the player's reads with the contract's tables. The page's display parts run with the page.
 */
const homeParts = [() => import('../lib/data/query'), () => import('../lib/data/player-queries')];

/** Each feature's route module, loaded when one of its routes is first visited. */
const featureRouteModules: Record<FeatureName, () => Promise<FeatureModule>> = {
  account: () => import('../features/account/routes'),
  auth: () => import('../features/auth/routes'),
  content: () => import('../features/content/routes'),
  'game-support': () => import('../features/game-support/routes'),
  home: afterParts(homeParts, () => import('../features/home/routes')),
  inbox: () => import('../features/inbox/routes'),
  newsletters: () => import('../features/newsletters/routes'),
  orders: () => import('../features/orders/routes'),
  playtests: () => import('../features/playtests/routes'),
  profiles: () => import('../features/profiles/routes'),
  search: () => import('../features/search/routes'),
  support: () => import('../features/support/routes'),
  surveys: () => import('../features/surveys/routes'),
};

/**
 * What a feature starts loading for its pages once their guards have passed, beside the page's code rather than after
 * its first render (decision 058): the home's blocks' reads.
 */
const featurePrefetches: Partial<Record<FeatureName, () => Promise<{ prefetch: () => void }>>> = {
  home: afterParts(homeParts, () => import('../features/home/prefetch')),
};

/** The inner loader of a page whose feature prefetches: it starts the reads and waits for none of them. */
function prefetchLoader(feature: FeatureName): LoaderFunction | undefined {
  const load = featurePrefetches[feature];
  if (load === undefined) return undefined;
  return () => {
    // A chunk that fails to load prefetches nothing: the page loads what it reads itself.
    load().then(
      ({ prefetch }) => prefetch(),
      () => undefined,
    );
    return null;
  };
}

/** A page's component: its feature's route module, and the page's own chunk when the feature loads it apart. */
async function pageComponent(feature: FeatureName, name: RouteName): Promise<RouteComponent> {
  // A task later (decision 062): on the first load the router asks for the page's code while it is being created,
  // and the import's preload step adds the route's stylesheet and chunk tags to the page, a quarter of that task.
  await nextTask();
  const module = await featureRouteModules[feature]();
  await module.preload?.(name);
  return module.Component;
}

/**
 * A page's loader that also loads its feature's messages (decision 056), alongside its guards, so that the page
 * never renders before its strings. A guard's refusal or redirect decides before a failed bundle does.
 */
function withMessages(loader: LoaderFunction, locale: Locale, feature: FeatureName): LoaderFunction {
  return async (...args) => {
    const messages = loadFeatureMessages(locale, feature);
    messages.catch(() => undefined);
    const data = await loader(...args);
    await messages;
    return data;
  };
}

/**
 * One page route; `scope` keeps route ids unique across the locale subtrees. A page whose locale is known only once
 * its parent has loaded (`/externallogin`) gets its messages from that parent's loader.
 */
function pageRoute(name: RouteName, scope: string, locale: Locale | (() => Locale), index = false): RouteObject {
  const definition = routes[name];
  const middleware = definition.middleware ?? [];
  const handle: PageHandle = { name, layout: definition.layout, middleware };
  const guarded = guardedLoader(middleware, locale, prefetchLoader(definition.feature));
  const route = {
    id: `${scope}:${name}`,
    handle,
    loader: typeof locale === 'function' ? guarded : withMessages(guarded, locale, definition.feature),
    // A loader of the route's component, which the router calls once (not a component).
    lazy: { Component: pageComponent.bind(null, definition.feature, name) },
  };
  const path = routerPath(name);
  return index || path === '' ? { ...route, index: true } : { ...route, path };
}

/** The routes of one layout, under a pathless route that renders the layout. */
function layoutRoute(layout: LayoutName, scope: string, children: RouteObject[]): RouteObject {
  const { lazy, ...route } = layoutRoutes[layout];
  // A lazy object of its own per scope: the router clears each property of a route's lazy object once loaded, so a
  // shared one would leave the same layout in another locale (or /externallogin) with nothing to load.
  const own = typeof lazy === 'object' ? { lazy: { ...lazy } } : lazy === undefined ? {} : { lazy };
  return { id: `${scope}:layout:${layout}`, ...route, ...own, children };
}

/** An unmatched path inside a locale: the 404 page (non-fatal). */
const unmatched: LoaderFunction = ({ request }) => {
  throw pageNotFound(new URL(request.url).pathname);
};

function localeRoute(locale: Locale): RouteObject {
  const pages = layouts.map((layout) =>
    layoutRoute(
      layout,
      locale,
      routeNames.filter((name) => routes[name].layout === layout).map((name) => pageRoute(name, locale, locale)),
    ),
  );
  return {
    id: locale,
    path: locale,
    loader: async (): Promise<LocaleData> => {
      await loadMessages(locale);
      return { locale };
    },
    shouldRevalidate: () => false,
    Component: LocaleRoot,
    ErrorBoundary: ShellErrorBoundary,
    children: [
      {
        id: `${locale}:pages`,
        ErrorBoundary: PageErrorBoundary,
        children: [...pages, { id: `${locale}:unmatched`, path: '*', loader: unmatched }],
      },
    ],
  };
}

/** `/externallogin/{method}` without a prefix: providers return here (spec section 2), in the active locale. */
function externalLoginRoute(): RouteObject {
  const scope = 'externallogin';
  let locale: Locale | undefined;
  const activeLocale = () => {
    locale ??= detectLocale();
    return locale;
  };
  return {
    id: scope,
    path: 'externallogin/:method',
    loader: async (): Promise<LocaleData> => {
      const { config } = await loadRuntimeConfig();
      const active = detectLocale(config.defaultLocale);
      locale = active;
      await Promise.all([loadMessages(active), loadFeatureMessages(active, routes.externallogin.feature)]);
      return { locale: active };
    },
    Component: LocaleRoot,
    ErrorBoundary: ShellErrorBoundary,
    children: [
      {
        id: `${scope}:pages`,
        ErrorBoundary: PageErrorBoundary,
        children: [
          layoutRoute(routes.externallogin.layout, scope, [pageRoute('externallogin', scope, activeLocale, true)]),
        ],
      },
    ],
  };
}

/**
 * The router's `patchRoutesOnNavigation` for a tree built with some locales: a path in a locale it lacks (matched so
 * far by the unprefixed catch-all only) gets that locale's subtree before the navigation goes on.
 */
export function patchLocaleRoutes(included: readonly Locale[]) {
  const added = new Set(included);
  return ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    const locale = localeOfPath(path);
    if (locale === undefined || added.has(locale)) return;
    added.add(locale);
    patch(rootRouteId, [localeRoute(locale)]);
  };
}

const fullPageLoadPrefixes = ['/api/', '/auth/'];

/**
 * A path without a locale prefix goes to the active locale's prefix, keeping query and hash, replacing the
 * history entry; `/login` goes to the locale's sign-in page. `/api/` and `/auth/` belong to the server: they load
 * as full pages. `/externallogin/…` is never redirected (spec section 2).
 */
export async function unprefixed({ request }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  if (fullPageLoadPrefixes.some((prefix) => path.startsWith(prefix))) {
    // The first load of the app at this very address (the dev server answers every path with the app): going to
    // the server again would only load the app again.
    const shown = shownLocation();
    if (shown === undefined || new URL(shown, url).pathname === path) throw pageNotFound(path);
    return redirectResponse(url.href, { document: true });
  }
  if (path.startsWith('/externallogin/')) throw pageNotFound(path);
  const { config } = await loadRuntimeConfig();
  const locale = detectLocale(config.defaultLocale);
  const target =
    path === '/login'
      ? `${href('login', {}, locale)}${url.search}${pendingHash()}`
      : withLocalePrefix(`${path}${url.search}${pendingHash()}`, locale);
  return redirectResponse(target, { replace: true });
}

/**
 * The route tree, with the subtrees of the locales named (all seven by default). The browser starts with the address's
 * locale alone and adds another's subtree when a navigation first reaches it (`patchLocaleRoutes`): matching seven
 * copies of every page cost a slowed phone's main thread about 30 ms at start (decision 055).
 */
export function buildRoutes(included: readonly Locale[] = locales): RouteObject[] {
  return [
    {
      id: rootRouteId,
      path: '/',
      loader: async ({ request }) => {
        // The shell and error strings of the address's locale (a chunk unless it is the default locale's), for the
        // loading screen and for an error above the pages.
        void loadCriticalMessages(localeOfPath(new URL(request.url).pathname) ?? detectLocale());
        // The session may fail to load (the store then says signed out): the page still shows.
        const [runtime] = await Promise.all([
          loadRuntimeConfig(),
          useSession
            .getState()
            .load()
            .catch(() => null),
        ]);
        const locale = localeOfPath(new URL(request.url).pathname) ?? detectLocale(runtime.config.defaultLocale);
        // The rest of the start-up data, in the spec's order, loads in its own chunk once the first page has been
        // painted (decision 055): no page waits for it, and the data guards load what they read themselves.
        firstPagePainted()
          .then(() => import('../lib/startup/startup'))
          .then(
            ({ startup }) => startup({ locale, site: runtime }),
            // Start-up data failures are silent (spec section 8): the pages that need the data say so themselves.
            () => undefined,
          );
        return runtime;
      },
      shouldRevalidate: () => false,
      Component: RootProviders,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: ShellErrorBoundary,
      children: [
        ...included.map(localeRoute),
        externalLoginRoute(),
        { id: 'unprefixed-root', index: true, loader: unprefixed },
        { id: 'unprefixed', path: '*', loader: unprefixed },
      ],
    },
  ];
}
