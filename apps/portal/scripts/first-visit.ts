// What a first visit loads, from the build's manifest (decision 055): the bundle check counts these files, and an
// end-to-end test checks that the browser loads nothing else on the way to an idle sign-in page.
// No imports: the end-to-end tests load it as it is.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What the start-up imports on every first visit, whatever the page: the start-up data (after the first paint,
 * decision 055) and the platform services (once the configuration is known). The consent dialog is left out: it
 * loads only where consent is configured and not yet given.
 */
export const startupModules = ['src/lib/startup/startup.ts', 'src/lib/platform/services.ts'] as const;

export /** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The entry's key in the manifest: the page's. */
export function entryKeyOf(manifest: Manifest): string {
  if (!manifest['index.html']?.isEntry) throw new Error('The manifest has no entry for index.html');
  return 'index.html';
}

/**
 * What every page loads before it runs: the page's two entries (the Intl warm-up, which runs first in a task of its
 * own, and the app's; decision 055) and their static imports.
 */
export function bootKeys(manifest: Manifest): Set<string> {
  const boot = closure(manifest, entryKeyOf(manifest));
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, boot);
  return boot;
}

/** What a first visit to any page loads: what every page loads before it runs (`bootKeys`) and what the start-up imports. */
export function shellKeys(manifest: Manifest): Set<string> {
  const shell = bootKeys(manifest);
  for (const module of startupModules) {
    if (!manifest[entryKeyOf(manifest)]?.dynamicImports?.includes(module)) {
      throw new Error(`${module} is no longer a dynamic import of the entry: update startupModules`);
    }
    closure(manifest, module, shell);
  }
  return shell;
}

/** What a page's first visit adds to the shell: its feature's route module and, for a lazy layout, that layout's. */
export interface PageModules {
  /** The feature's route module, as the manifest names it: `src/features/auth/routes.tsx`. */
  route: string;
  /** The lazy layout's module when the page's layout is one (`lazyLayoutModule`). */
  layout?: string | undefined;
}

/** A page's route chunk and its imports, with its lazy layout's module and its imports. */
export function routeKeys(manifest: Manifest, { route, layout }: PageModules): Set<string> {
  if (!manifest[route]) throw new Error(`${route} is not in the manifest: is the route module still loaded lazily?`);
  const keys = closure(manifest, route);
  if (layout !== undefined) {
    if (!manifest[layout]) throw new Error(`${layout} is not in the manifest: is it still lazy?`);
    closure(manifest, layout, keys);
  }
  return keys;
}

/** The files of chunks (each one's script, then its stylesheets), relative to the build folder. */
export function chunkFiles(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) files.add(sheet);
  }
  return files;
}

/** The files (scripts and stylesheets, relative to the build folder) of a first visit to a page. */
export function firstVisitFiles(manifest: Manifest, page: PageModules): Set<string> {
  return chunkFiles(manifest, new Set([...shellKeys(manifest), ...routeKeys(manifest, page)]));
}

/**
 * The stylesheets a prerendered page applies (decision 051, amended): its one stylesheet, which holds the theme and
 * the CSS files of the page's chunks, linked in their place (those are named in the page too, disabled, and never
 * fetched). `html` is the prerendered file; the files are relative to the build folder.
 */
export function prerenderedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g)]
    .filter((match) => !/\sdisabled\b/.test(match[0]))
    .map((match) => match[1] as string);
}

/** A first visit's files when its page is prerendered: the page's stylesheets in place of the chunks' CSS files. */
export function withPrerenderedStylesheets(files: Set<string>, html: string): Set<string> {
  return new Set([...[...files].filter((file) => !file.endsWith('.css')), ...prerenderedStylesheets(html)]);
}
