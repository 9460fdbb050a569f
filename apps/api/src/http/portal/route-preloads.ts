// A page's code named in its first answer (decision 058): the portal's build lists, per route of its table, the chunks
// and stylesheets the route's code needs (`routePreloads` in `prerendered/rules.json`), and the account menu's for a
// signed-in player. The server matches the address against the table as the portal's router ranks its routes, and
// writes `modulepreload` and `preload` links into the app's shell, so that the browser fetches them alongside the
// entry rather than one level after another once the entry has run. Prerendered pages are sent without them.

/** What the portal's build writes (apps/portal/build/route-preloads.ts). */
export interface RoutePreloadRules {
  routes: ReadonlyArray<{ name: string; path: string; feature: string; files: readonly string[] }>;
  signedIn: readonly string[];
}

interface CompiledRoute {
  name: string;
  feature: string;
  files: readonly string[];
  segments: ReadonlyArray<{ kind: 'static'; text: string } | { kind: 'param' } | { kind: 'rest' }>;
  score: number;
}

/**
 * A route's rank, as React Router ranks paths: a static segment counts most, then a parameter; a rest parameter
 * counts against (it matches most).
 */
function compile(route: RoutePreloadRules['routes'][number]): CompiledRoute {
  const segments = route.path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (/^\{\w+\.\.\.\}$/.test(segment)) return { kind: 'rest' as const };
      if (/^\{\w+\}$/.test(segment)) return { kind: 'param' as const };
      return { kind: 'static' as const, text: segment };
    });
  const score = segments.reduce(
    (total, segment) => total + (segment.kind === 'static' ? 10 : segment.kind === 'param' ? 3 : -2),
    0,
  );
  return { name: route.name, feature: route.feature, files: route.files, segments, score };
}

function matches(route: CompiledRoute, parts: readonly string[]): boolean {
  for (const [index, segment] of route.segments.entries()) {
    // As React Router's `*`: the rest may be empty.
    if (segment.kind === 'rest') return parts.length >= index;
    const part = parts[index];
    if (part === undefined) return false;
    if (segment.kind === 'static' && part !== segment.text) return false;
  }
  return parts.length === route.segments.length;
}

export interface RoutePreloader {
  /** The route of a path under the locale prefix (`/profile/all`), or undefined when no route has it. */
  routeOf(pathUnderLocale: string): { name: string; feature: string; files: readonly string[] } | undefined;
  /**
   * The links to write into a shell for a route's page: every file of its code (and the account menu's when
   * `signedIn`), and its feature's message bundle when there is one.
   */
  links(route: { feature: string; files: readonly string[] }, signedIn: boolean, bundle?: string): string;
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export function routePreloader(rules: RoutePreloadRules): RoutePreloader {
  const compiled = rules.routes.map(compile);
  return {
    routeOf(pathUnderLocale) {
      const parts = pathUnderLocale.split('/').filter((part) => part !== '');
      let best: CompiledRoute | undefined;
      for (const route of compiled) {
        if (matches(route, parts) && (best === undefined || route.score > best.score)) best = route;
      }
      return best;
    },
    links(route, signedIn, bundle) {
      const lines: string[] = [];
      const link = (file: string, priority: string) => {
        const href = escapeAttribute(`/${file}`);
        return file.endsWith('.css')
          ? `<link rel="preload" href="${href}" as="style" crossorigin${priority} />`
          : `<link rel="modulepreload" href="${href}" crossorigin${priority} />`;
      };
      for (const file of route.files) lines.push(link(file, ''));
      // The account menu is drawn after the page (a lazy part of the header): its files wait behind the page's code
      // and its first calls, which over HTTP/1.1 share six connections with them.
      if (signedIn) {
        for (const file of rules.signedIn)
          if (!route.files.includes(file)) lines.push(link(file, ' fetchpriority="low"'));
      }
      if (bundle !== undefined) {
        lines.push(
          `<link rel="preload" href="${escapeAttribute(bundle)}" as="fetch" type="application/json" crossorigin="anonymous" />`,
        );
      }
      return lines.map((line) => `    ${line}\n`).join('');
    },
  };
}

/** Whether a request's `Cookie` header carries an Auth.js session (its name over HTTP or HTTPS, split or whole). */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && /(?:^|;\s*)(?:__Host-|__Secure-)?authjs\.session-token(?:\.\d+)?=[^;\s]/.test(cookie);
}
