// The one way the app navigates: links (through NavigationProvider), the locale switcher, guards and redirects
// all come here, so the rules of `targets.ts` apply everywhere.
import { redirect, redirectDocument, replace } from 'react-router';
import { classifyTarget, type NavigationTarget } from './targets';

/** The part of react-router's router that navigation needs. */
export interface NavigatingRouter {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  state: {
    location: { pathname: string; search: string; hash: string };
    navigation: { location?: { hash: string } | undefined };
  };
}

let router: NavigatingRouter | undefined;
let allowedHosts: readonly string[] = [];

/** The hosts outside the site that navigation may go to: `externalLinkHosts` of the runtime configuration. */
export function allowExternalHosts(hosts: readonly string[]): void {
  allowedHosts = hosts;
}

/** Connects the router once it exists (see `src/app/router.tsx`). */
export function connectRouter(instance: NavigatingRouter): void {
  router = instance;
}

/** Checks a target against this page's origin and the allowed hosts (none until the configuration has loaded). */
export function checkTarget(target: string): NavigationTarget {
  return classifyTarget(target, window.location.origin, allowedHosts);
}

/**
 * Navigates to an internal path through the router, or to an allowed external address with a full page load.
 * Returns false, and does nothing, when the target is refused.
 */
export function navigateTo(target: string, options: { replace?: boolean } = {}): boolean {
  const checked = checkTarget(target);
  if (checked.kind === 'refused') {
    console.warn(`Navigation refused (${checked.reason}): ${target}`);
    return false;
  }
  if (checked.kind === 'external') {
    if (options.replace) window.location.replace(checked.url);
    else window.location.assign(checked.url);
    return true;
  }
  if (router) void router.navigate(checked.path, options);
  else window.location.assign(checked.path);
  return true;
}

/**
 * A redirect for a loader to return or throw: internal targets navigate inside the app (replacing the entry with
 * `replace`), allowed external ones and internal ones with `document` load a full page, refused ones throw.
 */
export function redirectResponse(target: string, options: { replace?: boolean; document?: boolean } = {}): Response {
  const checked = checkTarget(target);
  if (checked.kind === 'refused') throw new Error(`Navigation refused (${checked.reason}): ${target}`);
  if (checked.kind === 'external') return redirectDocument(checked.url, 302);
  if (options.document) return redirectDocument(checked.path, 302);
  return options.replace ? replace(checked.path, 302) : redirect(checked.path, 302);
}

/** The hash of the navigation under way (loaders only see the request, which has none), or of the page. */
export function pendingHash(): string {
  return router?.state.navigation.location?.hash ?? window.location.hash;
}

/** The address of the page shown now (while a navigation runs, the one it started from), if the router runs. */
export function shownLocation(): string | undefined {
  const location = router?.state.location;
  return location ? `${location.pathname}${location.search}${location.hash}` : undefined;
}
