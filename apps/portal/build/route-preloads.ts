// What the server names in a page's first answer (decision 058), so that the browser fetches the page's code while
// the entry is still arriving instead of after it has run: without it, a page's chunks are found one level at a time
// (the entry, then the route module's imports, then the route module, then what its first render imports), each
// level a round trip on a mobile connection. Written by the prerender step into `prerendered/rules.json`.
import { bootKeys, chunkFiles, closure, type Manifest } from '../scripts/first-visit.ts';
import { lazyLayoutModule, lazyLayouts } from '../src/app/layouts/lazy-layouts.ts';
import { type RouteName, routeNames, routes } from '../src/config/paths.ts';

/** The account menu: the header draws it for a signed-in player, on every page, once its chunk has loaded. */
export const signedInModule = 'src/app/layouts/AccountMenu.tsx';

/**
 * The pages a feature's route module loads apart, each a chunk of its own (the auth feature's `loaders`, which its
 * route loader waits for). Named with their route, a shell names their code too, rather than the browser finding it
 * once the route module has run (confirmation and password reset, opened from a mail, are first visits); a
 * prerendered page links their stylesheets. route-preloads.test.ts checks the table against the feature's loaders.
 */
export const pageModules: Partial<Record<RouteName, string>> = {
  register: 'src/features/auth/register-route.tsx',
  confirmation: 'src/features/auth/confirmation-route.tsx',
  'customer-resetpassword': 'src/features/auth/reset-password-route.tsx',
  externallogin: 'src/features/auth/external/externallogin-route.tsx',
  'register-link': 'src/features/auth/external/register-link-route.tsx',
};

export interface RoutePreloads {
  /**
   * Every route of the table: its path under the locale prefix in the table's notation (`/profile/{detail...}`), its
   * feature (whose message bundle the page loads with it) and the files of its code (relative to the build folder):
   * its feature's route module, its feature's prefetch module when it has one (`prefetch.ts`, the reads its loader
   * starts), its page's module when the route module loads it apart (`pageModules`) and, for a page of a lazy layout,
   * that layout's module, each with its static imports,
   * scripts and stylesheets, less what every page loads (the entry and its imports).
   */
  routes: Array<{ name: RouteName; path: string; feature: string; files: string[] }>;
  /** The files a signed-in player's first render adds on every page: the account menu's. */
  signedIn: string[];
}

/** A module's chunk and its static imports, less what every page loads; throws when the module has no chunk. */
function ownKeys(manifest: Manifest, module: string, boot: Set<string>): string[] {
  if (!manifest[module]) throw new Error(`${module} is not in the client build's manifest: is it still loaded lazily?`);
  return [...closure(manifest, module)].filter((key) => !boot.has(key));
}

/** The preloads of every route, from the client build's manifest. */
export function routePreloadsOf(manifest: Manifest): RoutePreloads {
  const boot = bootKeys(manifest);
  return {
    routes: routeNames.map((name) => {
      const { path, feature, layout } = routes[name];
      // What the feature's route loader starts with the page (its reads), when it has one: first, since its calls
      // go out as soon as it has arrived and the session is known, while the rest of the code arrives.
      const prefetch = `src/features/${feature}/prefetch.ts`;
      const keys = manifest[prefetch] ? ownKeys(manifest, prefetch, boot) : [];
      keys.push(...ownKeys(manifest, `src/features/${feature}/routes.tsx`, boot));
      const page = pageModules[name];
      if (page !== undefined) keys.push(...ownKeys(manifest, page, boot));
      if ((lazyLayouts as readonly string[]).includes(layout)) keys.push(...ownKeys(manifest, lazyLayoutModule, boot));
      return { name, path, feature, files: [...chunkFiles(manifest, keys)] };
    }),
    signedIn: [...chunkFiles(manifest, ownKeys(manifest, signedInModule, boot))],
  };
}
