// The build's render of the prerendered pages (decision 051): the app's own route objects in React Router's data
// mode on the server (`createStaticHandler`, `StaticRouterProvider`). Only the loaders change: the build has no
// API and no player, so the root loads no configuration and no session, the messages come from the build's files,
// and the pages prerendered have no guard to run. The components read the configuration and the player only after
// hydration (`useHydrated`), so the browser's first render draws the same page.

import type { SignInMethod } from '@mynacon/contract';
import { isLocale } from '@mynacon/contract/locale';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import type { LocaleData } from '../app/roots';
import { buildRoutes } from '../app/routes';
import { type RouteName, routes } from '../config/paths';
import { drawExternalSignInTemplate } from '../features/auth/external/ExternalSignIn';
import { rootRouteId } from '../lib/config/useRuntimeConfig';
import { loadFeatureMessages, loadMessages } from '../lib/i18n/messages';
import { onServerPageTitle } from '../lib/i18n/useT';
import { type DrawnFeature, drawWithFeatures } from '../lib/startup/drawn-features';
import { HydrationProvider } from '../lib/startup/hydration';

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
export async function renderPage(pathname: string, features: readonly DrawnFeature[] = []): Promise<RenderedPage> {
  drawWithFeatures(features);
  try {
    return await renderRoute(pathname);
  } finally {
    drawWithFeatures(undefined);
  }
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
