// The build's render of the prerendered pages (decision 051): the app's own route objects in React Router's data
// mode on the server (`createStaticHandler`, `StaticRouterProvider`). Only the loaders change: the build has no
// API and no player, so the root loads no configuration and no session, the messages come from the build's files,
// and the pages prerendered have no guard to run. The components read the configuration and the player only after
// hydration (`useHydrated`), so the browser's first render draws the same page.
// The server loads the same render (`dist/server/render.js`) to draw a signed-in page's frame with the player's data
// (`renderSignedInPage`, decision 063): the store holds what the page's reads answered, and the browser's store starts
// with the same values.

import type { Session, SignInMethod } from '@mynacon/contract';
import { isLocale, localeOfPath } from '@mynacon/contract/locale';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import type { LocaleData } from '../app/roots';
import { buildRoutes } from '../app/routes';
import { href, type RouteName, routes } from '../config/paths';
import { drawExternalSignInTemplate } from '../features/auth/external/ExternalSignIn';
import { serverReads as homeServerReads } from '../features/home/server-reads';
import { rootRouteId } from '../lib/config/useRuntimeConfig';
import type { Query } from '../lib/data/query';
import { appData, type SeededEntries } from '../lib/data/store';
import { getSession } from '../lib/http/calls/get-session';
import { createHttpClient } from '../lib/http/client';
import { fetchBundlesWith, loadFeatureMessages, loadMessages } from '../lib/i18n/messages';
import { onServerPageTitle } from '../lib/i18n/useT';
import { type DrawnFeature, drawWithFeatures } from '../lib/startup/drawn-features';
import { HydrationProvider } from '../lib/startup/hydration';
import { serverDataId, serverDataJson } from '../lib/startup/server-data';

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The document title the page sets (`usePageTitle`). */
  title: string | undefined;
}

/**
 * The route objects with the build's loaders. The messages load as in the browser (`loadMessages`,
 * `loadFeatureMessages`), from the build's bundles through the `fetch` the build gives (scripts/prerender.ts).
 */
function buildTimeRoutes(routeObjects: RouteObject[]): RouteObject[] {
  return routeObjects.map((route): RouteObject => {
    const children = route.children ? buildTimeRoutes(route.children) : undefined;
    const id = route.id ?? '';
    let loader = route.loader;
    if (id === rootRouteId) loader = () => null;
    else if (isLocale(id)) {
      loader = async (): Promise<LocaleData> => {
        await loadMessages(id);
        return { locale: id };
      };
    } else if (loader !== undefined) {
      // A page's loader runs its guards (the pages prerendered have none) and loads its feature's messages.
      const [locale, name] = id.split(':') as [string, RouteName];
      const feature = routes[name]?.feature;
      loader = async () => {
        if (isLocale(locale) && feature !== undefined) await loadFeatureMessages(locale, feature);
        return null;
      };
    }
    return { ...route, loader, ...(children ? { children } : {}) } as RouteObject;
  });
}

/**
 * Renders one path of one locale, with `features` on (the flags that add a part to the page, `useDrawnFeature`); rejects
 * when the route redirects or fails (nothing to prerender then).
 */
export function renderPage(pathname: string, features: readonly DrawnFeature[] = []): Promise<RenderedPage> {
  return aloneWith(features, () => renderRoute(pathname));
}

/**
 * The render's state is the app's: its stores and the flags drawn are the modules' own. A server renders for several
 * players at once: one render at a time, each from an empty store.
 */
let queue: Promise<unknown> = Promise.resolve();
/** How long the next render waits for one that does not end (its page has been sent as its frame by then). */
const longestTurn = 5_000;
function alone<T>(render: () => Promise<T>): Promise<T> {
  const turn = queue.then(render);
  queue = Promise.race([
    turn.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, longestTurn).unref?.()),
  ]);
  return turn;
}

/** A render in its turn (`alone`), drawn with `features` on. */
function aloneWith<T>(features: readonly DrawnFeature[], render: () => Promise<T>): Promise<T> {
  return alone(async () => {
    drawWithFeatures(features);
    try {
      return await render();
    } finally {
      drawWithFeatures(undefined);
    }
  });
}

/** What each signed-in page prerendered as its frame draws with on a server, for the player asking (decision 063). */
const signedInReads: Partial<Record<RouteName, ReadonlyArray<Query<unknown>>>> = { home: homeServerReads };

/**
 * Where the render reads what the browser fetches, the message bundles: the build's files (scripts/prerender.ts) or
 * the server's own answers (decision 063). Call once, before the first render.
 */
export function fetchWith(fetcher: typeof fetch): void {
  fetchBundlesWith(fetcher);
}

/** The frames rendered, by path and flags: the same for every player. */
const frames = new Map<string, RenderedPage>();

/** A signed-in page drawn with the player's data: its frame's markup, its own, and the values it was drawn with. */
export interface SignedInPage {
  /** The markup inside `#root` of the page prerendered as its frame, which `html` takes the place of. */
  frame: string;
  html: string;
  /** The values it was drawn with, as the page's data block (`lib/startup/server-data.ts`), for the end of its body. */
  data: string;
}

/**
 * Renders a signed-in page prerendered as its frame (decision 061) with the player's data (decision 063): its reads,
 * made through `fetcher` as the browser makes them (the server's own answers, with the request's cookie), and the page
 * drawn with them in the store, as the browser's store holds them once it has read the page's data block. Undefined when
 * there is nothing to add to the frame: no session, or no read answered (the browser loads and shows what it finds).
 */
export async function renderSignedInPage(
  pathname: string,
  features: readonly DrawnFeature[],
  fetcher: typeof fetch,
): Promise<SignedInPage | undefined> {
  const locale = localeOfPath(pathname);
  if (locale === undefined) return undefined;
  const name = (Object.keys(signedInReads) as RouteName[]).find(
    (candidate) => href(candidate, {} as never, locale).replace(/\/$/, '') === pathname.replace(/\/$/, ''),
  );
  const reads = name === undefined ? undefined : signedInReads[name];
  if (reads === undefined) return undefined;
  // One try each and a short time-out: the page is sent as its frame rather than late.
  const options = { baseUrl: 'http://portal.invalid', fetch: fetcher, retryLimit: 0, timeout: 3_000 };
  let session: Session | null;
  try {
    session = await getSession(createHttpClient(options));
  } catch {
    return undefined;
  }
  if (session === null) return undefined;
  const signedIn = session;
  // No second session read: it would carry the request's cookie, whose refresh token the first read may have spent
  // (rotated, its successor in that answer's cookie), and spending it again ends the session. A read refused here
  // leaves its part to the browser, which has the new cookie.
  const client = createHttpClient({
    ...options,
    session: { current: () => signedIn, refresh: () => Promise.resolve(null) },
  });
  const answers = await Promise.all(
    reads.map(async (read) => {
      try {
        return [read.key.name, { scope: read.key.scope, value: await read.load(client) }] as const;
      } catch {
        return undefined;
      }
    }),
  );
  const entries: SeededEntries = Object.fromEntries(answers.filter((answer) => answer !== undefined));
  if (Object.keys(entries).length === 0) return undefined;
  return aloneWith(features, async () => {
    try {
      const key = `${pathname} ${features.join(' ')}`;
      let frame = frames.get(key);
      if (frame === undefined) {
        frame = await renderRoute(pathname);
        frames.set(key, frame);
      }
      appData.seed(entries);
      const page = await renderRoute(pathname);
      const data = `<script type="application/json" id="${serverDataId}">${serverDataJson(entries)}</script>`;
      return { frame: frame.html, html: page.html, data };
    } finally {
      appData.clear('player');
      appData.clear('site');
      // Seeding nothing into the emptied store makes the state renders start from empty again: `clear` keeps the
      // seeded state (a browser's hydration reads it), which here is this player's.
      appData.seed({});
    }
  });
}

async function renderRoute(pathname: string): Promise<RenderedPage> {
  const { query, dataRoutes } = createStaticHandler(buildTimeRoutes(buildRoutes()));
  const context = await query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} at build time`);
  if (context.errors) throw new Error(`${pathname} failed at build time: ${JSON.stringify(context.errors)}`);
  if (!dataRoutes.some((route) => route.id === rootRouteId)) throw new Error('The route tree has no root');
  const router = createStaticRouter(dataRoutes, context);
  let title: string | undefined;
  onServerPageTitle((text) => {
    title = text;
  });
  try {
    // `prerender` waits for every lazy part. A part larger than its chunk size would be written apart, with an inline
    // script that moves it into place (no script may run before the entry's, and the CSP knows none): no limit.
    const { prelude } = await prerender(
      <StrictMode>
        <HydrationProvider hydrating>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HydrationProvider>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    if (/<script\b|<template\b/.test(html)) throw new Error(`${pathname} has a part written apart`);
    if (!html.includes('data-layout')) {
      throw new Error(`${pathname} rendered no page`);
    }
    return { html, title };
  } finally {
    onServerPageTitle(undefined);
  }
}

/**
 * What the server puts in place of the tokens of the external sign-in buttons' template: it draws the methods of its
 * configuration into a prerendered page's empty place for them (decision 051).
 */
export const externalSignInTokens = {
  code: 'ExternalCode',
  label: 'ExternalLabel',
  displayClass: 'ExternalDisplayClass',
  environment: 'ExternalEnvironment',
} as const;

/** Renders a page with the external sign-in buttons drawn for one method of tokens: their template. */
export async function renderExternalSignInTemplate(pathname: string): Promise<string> {
  drawExternalSignInTemplate([
    {
      ...externalSignInTokens,
      code: externalSignInTokens.code as SignInMethod['code'],
      active: true,
      horizontalPopup: false,
    },
  ]);
  try {
    return (await renderPage(pathname)).html;
  } finally {
    drawExternalSignInTemplate(undefined);
  }
}
