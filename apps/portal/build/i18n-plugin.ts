// The portal's build step for translations and the per-locale app shells (decisions 003, 004 and 056):
// - `/_i18n/{locale}/messages.json`: the locale's common bundle, loaded by every page: the app's
//   `src/locales/{locale}.json` and the design system's strings;
// - `/_i18n/{locale}/{feature}.json`: each feature's bundle, loaded with the feature's routes: every
//   `{locale}.json` of the feature's `messages` folders (`auth/messages` and `auth/external/messages` make `auth`);
// - `virtual:portal-i18n`: the strings needed before a bundle arrives or when it fails (`portal.shell.*`,
//   `portal.error.*`): the default locale's, and for each other locale a loader of its own small chunk
//   (`virtual:portal-i18n/critical/{locale}`); the names of the feature bundles; and the bundles' version, which the
//   app sends as `?v=` so the server can let browsers cache a bundle for 24 hours and still never serve a stale one
//   after a deploy;
// - `shells/{locale}.html`: index.html with the locale's `lang`, `<title>` and `<noscript>` text (index.html
//   says `lang="en-GB"` and holds `__PORTAL_TITLE__` and `__PORTAL_NOSCRIPT__` for them).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/**
 * Prefixes of the keys that ride in the entry chunk for every locale: the portal's shell and error strings, and
 * the design system's strings of the components the shell renders before a bundle arrives (header, footer, side
 * navigation, alerts, buttons, links, spinners). `critical-messages.test.ts` checks the list against the shell.
 */
export const criticalPrefixes = [
  'portal.shell.',
  'portal.error.',
  'ui.siteHeader.',
  'ui.siteFooter.',
  'ui.sideNav.',
  'ui.alert.',
  'ui.button.',
  'ui.link.',
  'ui.spinner.',
] as const;

const virtualId = 'virtual:portal-i18n';
const resolvedVirtualId = `\0${virtualId}`;
/** One locale's critical strings: `virtual:portal-i18n/critical/fr-FR`. */
const criticalId = `${virtualId}/critical/`;
const bundlePath = /^\/_i18n\/([A-Za-z-]+)\/([a-z][a-z0-9-]*)\.json(?:\?.*)?$/;

/** The common bundle's name: the spec's `/_i18n/{locale}/messages.json`. */
export const commonBundle = 'messages';

export interface PortalI18nOptions {
  /** The folder of the app's `{locale}.json` bundles. */
  localesDir: string;
  /** The features folder: the `messages` folders inside a feature make the feature's bundle. */
  featuresDir: string;
  /** The locale whose texts index.html gets. */
  defaultLocale: string;
  /**
   * The design system's `{locale}.json` strings (decisions 013 and 056). Given, they join each locale's common
   * bundle (the portal's own `ui.*` keys win) and the design system's compiled strings are left out of the
   * JavaScript, the default locale's too: the app passes them with the bundle, and those the shell shows before it
   * arrives with the critical strings.
   */
  uiLocalesDir?: string;
}

export interface BuildInfo {
  /** A hash of every bundle: the `v` the app asks with, and the server's test for a cacheable request. */
  i18nVersion: string;
  locales: string[];
  /** The features with a bundle, which every locale has besides `messages` (`/_i18n/{locale}/{feature}.json`). */
  messageBundles: string[];
  defaultLocale: string;
}

function readMessages(file: string): Record<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: a message bundle is a flat object of strings`);
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`${file}: ${key} is not a string`);
  }
  return parsed as Record<string, string>;
}

/** The message folders of the features (any folder named `messages` inside a feature), in a stable order. */
export function featureMessageDirs(featuresDir: string): string[] {
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === 'messages')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The bundle a feature's message folder belongs to: its feature's (`auth/messages` and `auth/external/messages` are
 * both `auth`). A feature's code may use the strings of any of its folders, and it is the feature that a route loads.
 */
export function bundleNameOf(featuresDir: string, dir: string): string {
  return path.relative(featuresDir, dir).split(path.sep)[0] ?? '';
}

/** Every locale's bundles by name: `messages` (common) and one per feature with strings of its own. */
export type Bundles = Record<string, Record<string, Record<string, string>>>;

/** Every locale's bundles, as the build emits them. Throws on a key defined twice or a locale's missing file. */
export function readBundles(localesDir: string, featuresDir: string, uiLocalesDir?: string): Bundles {
  const bundles: Bundles = {};
  const dirs = featureMessageDirs(featuresDir).map((dir) => [bundleNameOf(featuresDir, dir), dir] as const);
  for (const file of readdirSync(localesDir).sort()) {
    if (!file.endsWith('.json')) continue;
    const locale = file.slice(0, -'.json'.length);
    const common = readMessages(path.join(localesDir, file));
    // A key lives in one bundle only: a page's catalogue is the union of the bundles it loaded.
    const owner = new Map(Object.keys(common).map((key) => [key, commonBundle]));
    const own: Record<string, Record<string, string>> = { [commonBundle]: common };
    for (const [name, dir] of dirs) {
      if (name === commonBundle || !/^[a-z][a-z0-9-]*$/.test(name)) {
        throw new Error(`${dir}: "${name}" cannot name a message bundle`);
      }
      const featureFile = path.join(dir, file);
      if (!existsSync(featureFile)) throw new Error(`${featureFile}: the ${name} bundle has no ${locale} strings`);
      const bundle = readMessages(featureFile);
      for (const key of Object.keys(bundle)) {
        const first = owner.get(key);
        if (first !== undefined) throw new Error(`${featureFile}: ${key} is defined twice (${first} and ${name})`);
        owner.set(key, name);
      }
      own[name] = { ...own[name], ...bundle };
    }
    const uiFile = uiLocalesDir === undefined ? undefined : path.join(uiLocalesDir, file);
    if (uiFile !== undefined) {
      if (!existsSync(uiFile)) throw new Error(`${uiFile}: the design system has no strings for ${locale}`);
      for (const [key, message] of Object.entries(readMessages(uiFile))) {
        if (!(key in common)) common[key] = message;
      }
    }
    bundles[locale] = own;
  }
  return bundles;
}

/** The names of the feature bundles (every locale has the same: a missing file fails the build). */
function featureBundleNames(bundles: Bundles): string[] {
  return Object.keys(Object.values(bundles)[0] ?? {}).filter((name) => name !== commonBundle);
}

function versionOf(bundles: Bundles): string {
  return createHash('sha256').update(JSON.stringify(bundles)).digest('hex').slice(0, 12);
}

function critical(bundles: Bundles): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(bundles).map(([locale, own]) => [
      locale,
      Object.fromEntries(
        Object.entries(own[commonBundle] ?? {}).filter(([key]) =>
          criticalPrefixes.some((prefix) => key.startsWith(prefix)),
        ),
      ),
    ]),
  );
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * What the first render waits for besides the scripts: the runtime configuration (src/lib/config/runtime-config.ts)
 * and the session (the root loader reads it for every page; decision 058). Each asked with the page's own cookies.
 */
export const startupPreloads = ['/api/cache/public/config', '/api/cache/public/infos', '/api/auth/session'] as const;

/**
 * Fills the placeholders of index.html for one locale. `preloads`: JSON the first render waits for (the locale's
 * message bundle, the runtime configuration), preloaded from the shell so that it downloads alongside the entry
 * script instead of after it. Each address must be exactly the one the app asks for.
 */
export function fillShell(
  html: string,
  locale: string,
  messages: Record<string, string>,
  preloads: readonly string[] = [],
): string {
  const preload = preloads
    .map(
      (url) =>
        `    <link rel="preload" href="${escapeHtml(url)}" as="fetch" type="application/json" crossorigin="anonymous" />\n`,
    )
    .join('');
  return html
    .replace('</head>', `${preload}</head>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(locale)}"`)
    .replaceAll('__PORTAL_TITLE__', escapeHtml(messages['portal.shell.siteTitle'] ?? 'Mynacon'))
    .replaceAll('__PORTAL_NOSCRIPT__', escapeHtml(messages['portal.shell.noscript'] ?? ''));
}

/** The design system's compiled strings of one locale (`@mynacon/ui`'s `dist/i18n/locales/fr-FR.js`). */
const uiLocaleModule = /[\\/]packages[\\/]ui[\\/]dist[\\/]i18n[\\/]locales[\\/]([A-Za-z-]+)\.js$/;

/** The Vite plugin: message bundles, critical strings, app shells, and the dev server's bundle endpoint. */
export function portalI18n({ localesDir, featuresDir, defaultLocale, uiLocalesDir }: PortalI18nOptions): Plugin {
  let bundles: Bundles = readBundles(localesDir, featuresDir, uiLocalesDir);
  let isDev = false;

  const reload = (server: ViteDevServer) => {
    bundles = readBundles(localesDir, featuresDir, uiLocalesDir);
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith(resolvedVirtualId)) server.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'mynacon:portal-i18n',
    enforce: 'post',
    configResolved(config) {
      isDev = config.command === 'serve';
    },
    resolveId: (id) => (id === virtualId || id.startsWith(criticalId) ? `\0${id}` : null),
    load(id) {
      const uiLocale = uiLocalesDir === undefined ? null : uiLocaleModule.exec(id);
      if (uiLocale) {
        // The locale's design-system strings arrive with its bundle (and the critical ones in the entry).
        return 'export default {};';
      }
      if (id.startsWith(`\0${criticalId}`)) {
        const strings = critical(bundles)[id.slice(criticalId.length + 1)];
        if (!strings) throw new Error(`${id}: no such locale`);
        return `export default ${JSON.stringify(strings)};`;
      }
      if (id !== resolvedVirtualId) return null;
      // The dev server never lets a bundle be cached, so it needs no real version.
      const version = isDev ? 'dev' : versionOf(bundles);
      const others = Object.keys(bundles).filter((locale) => locale !== defaultLocale);
      return [
        `export const i18nVersion = ${JSON.stringify(version)};`,
        `export const defaultLocale = ${JSON.stringify(defaultLocale)};`,
        `export const defaultCritical = ${JSON.stringify(critical(bundles)[defaultLocale] ?? {})};`,
        'export const criticalLoaders = {',
        ...others.map((locale) => `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(criticalId + locale)}),`),
        '};',
        `export const featureBundles = ${JSON.stringify(featureBundleNames(bundles))};`,
      ].join('\n');
    },
    configureServer(server) {
      server.watcher.add([localesDir, featuresDir]);
      const isBundle = (file: string) =>
        file.endsWith('.json') &&
        (path.dirname(file) === path.resolve(localesDir) ||
          (file.startsWith(path.resolve(featuresDir)) && path.basename(path.dirname(file)) === 'messages'));
      for (const event of ['change', 'add', 'unlink'] as const) {
        server.watcher.on(event, (file) => {
          if (isBundle(file)) reload(server);
        });
      }
      server.middlewares.use((request, response, next) => {
        const match = bundlePath.exec(request.url ?? '');
        if (!match) return next();
        const messages = bundles[match[1] ?? '']?.[match[2] ?? ''];
        response.setHeader('cache-control', 'no-cache');
        response.setHeader('x-content-type-options', 'nosniff');
        if (!messages) {
          response.statusCode = 404;
          response.setHeader('content-type', 'application/json; charset=utf-8');
          response.end(JSON.stringify({ error: { code: 'not_found', message: 'No such locale.' } }));
          return;
        }
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(messages));
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        // The dev server fills the shell per request; a build keeps the placeholders for generateBundle.
        if (!context.server) return html;
        const prefix = (context.originalUrl ?? '/').split('/')[1] ?? '';
        const locale = prefix in bundles ? prefix : defaultLocale;
        return fillShell(html, locale, bundles[locale]?.[commonBundle] ?? {});
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('index.html was not produced');
        const html = String(index.source);
        const defaults = bundles[defaultLocale]?.[commonBundle];
        if (!defaults) throw new Error(`No bundle for the default locale ${defaultLocale}`);
        index.source = fillShell(html, defaultLocale, defaults);
        const version = versionOf(bundles);
        for (const [locale, own] of Object.entries(bundles)) {
          for (const [name, bundle] of Object.entries(own)) {
            this.emitFile({ type: 'asset', fileName: `_i18n/${locale}/${name}.json`, source: JSON.stringify(bundle) });
          }
          const messages = own[commonBundle] ?? {};
          // The same address the app asks for (src/lib/i18n/messages.ts), so the browser uses the preloaded answer.
          const bundleUrl = `/_i18n/${locale}/messages.json?v=${encodeURIComponent(version)}`;
          this.emitFile({
            type: 'asset',
            fileName: `shells/${locale}.html`,
            source: fillShell(html, locale, messages, [bundleUrl, ...startupPreloads]),
          });
        }
        const info: BuildInfo = {
          i18nVersion: version,
          locales: Object.keys(bundles),
          messageBundles: featureBundleNames(bundles),
          defaultLocale,
        };
        this.emitFile({ type: 'asset', fileName: 'portal-build.json', source: `${JSON.stringify(info, null, 2)}\n` });
      },
    },
  };
}
