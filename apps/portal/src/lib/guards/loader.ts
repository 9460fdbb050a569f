// The one mechanism that runs route middleware: every page route's loader is wrapped, so the guards named in
// the route's `handle.middleware` run before the page loads, in order, and a failure ends as a fatal 404.

import type { Locale } from '@mynacon/contract/locale';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { href } from '../../config/paths';
import { sessionStatus } from '../auth/session-store';
import { loadRuntimeConfig } from '../config/runtime-config';
import { guardFailed } from '../errors';
import { redirectResponse, shownLocation } from '../navigation/navigate';
import { type GuardContext, resolveMiddleware, runGuards } from './guards';

/** The page the player was on when a refused navigation started from another page (none on a first load). */
function restorableLocation(target: URL): string | undefined {
  const shown = shownLocation();
  if (shown === undefined) return undefined;
  const { pathname, search } = new URL(shown, target);
  return pathname === target.pathname && search === target.search ? undefined : shown;
}

function guardContext(args: LoaderFunctionArgs, locale: Locale): GuardContext {
  return {
    url: new URL(args.request.url),
    params: args.params,
    locale,
    features: async () => (await loadRuntimeConfig()).config.features,
    defaultLocale: async () => (await loadRuntimeConfig()).config.defaultLocale,
    sessionStatus,
    signInRedirect: (returnPath) =>
      redirectResponse(`${href('login', {}, locale)}?redirect=${encodeURIComponent(returnPath)}`, { replace: true }),
  };
}

/**
 * Wraps a page's loader with its guards. Names are checked here, when the routes are built, so a typo fails at
 * start-up rather than on the first visit.
 */
export function guardedLoader(
  names: readonly string[],
  locale: Locale | (() => Locale),
  inner?: LoaderFunction,
): LoaderFunction {
  for (const name of names) resolveMiddleware(name);
  return async (args) => {
    const context = guardContext(args, typeof locale === 'function' ? locale() : locale);
    if (!(await runGuards(names, context))) {
      throw guardFailed(`${context.url.pathname}${context.url.search}`, restorableLocation(context.url));
    }
    return inner ? inner(args) : null;
  };
}
