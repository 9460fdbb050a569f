import { fileURLToPath } from 'node:url';
import { defaultLocale, locales } from '@mynacon/contract/locale';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { bootOrder, shellBootScript } from './build/boot-scripts.ts';
import { portalBuildInfo } from './build/build-info-plugin.ts';
import { portalI18n } from './build/i18n-plugin.ts';

const intlWarmUp = fileURLToPath(new URL('./src/intl-warm-up.ts', import.meta.url));
const localesDir = fileURLToPath(new URL('./src/locales', import.meta.url));
const featuresDir = fileURLToPath(new URL('./src/features', import.meta.url));
const uiLocalesDir = fileURLToPath(new URL('../../packages/ui/src/i18n/locales', import.meta.url));
// The API the dev server forwards /api to (`pnpm dev` starts it alongside on this port).
const apiOrigin = process.env.PORTAL_API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * Chunks by hand (decisions 017 and 059); rolldown splits the rest. Left to itself it puts what the entry shares with
 * lazy routes (buttons, icons, the HTTP client) in chunks of their own, splits the design system's form layer in
 * three, and cuts what the routes share into a chunk per set of routes: the signed-in home loaded 40 files, fetched
 * six at a time over HTTP/1.1, each a round trip. The groups are taken in order; a module goes to the first that
 * matches, with what it imports that no earlier group took.
 * - `boot-react`, `boot-router`, `boot-kit` (zod, ky, zustand, react-aria and react-stately, class helpers) and
 *   `boot-contract` (the contract's schemas the start-up parses with): what the entry imports statically from those
 *   libraries, in chunks that every page runs one task each before the entry (`pageScripts` below, and a prerendered
 *   page's own script, decision 062). In the entry's one chunk they ran in one task of about 135 ms on a phone slowed
 *   four times; none of them has styles;
 * - `shell`: everything else the entry imports statically, so one script and one stylesheet for the shell (the Intl
 *   warm-up stays a script of its own: its point is to run in a task apart);
 * - `forms`: the design system's form, field, text and password fields with their rules, which every page with a form
 *   loads (sign-in, registration, account, orders), and the page header, which every page draws. Select and the date
 *   field stay in their own, heavier chunk;
 * - `startup-data`: the data store, the start-up's reads and the contract's tables for them, which the start-up
 *   imports on every first visit (after the first paint) and the pages share;
 * - `search-contract`: the search's schemas, apart so that the public search page does not load the player's tables;
 * - `contract`: the contract's other endpoint tables and schemas, which a page's calls import through the package's
 *   index and rolldown cut into seven chunks that nearly every page loaded together;
 * - `player-data`: the signed-in player's reads (their calls), shared by the home, the inbox and the player's pages;
 * - `page-kit`: the design system's display parts that most pages draw (cards, badges, skeletons, headings, boxes)
 *   with the portal's block states and the data hook. Some pages load a few kB they do not draw; each had loaded
 *   those parts as a dozen files.
 * The sign-in page loads none of the last four: its first visit is counted by the bundle check.
 */
const contract = String.raw`[\\/]packages[\\/]contract[\\/]src[\\/]`;
const ui = String.raw`[\\/]packages[\\/]ui[\\/]dist[\\/]`;
const portalLib = String.raw`[\\/]src[\\/]lib[\\/]`;
const nodeModule = (names: string) => new RegExp(String.raw`[\\/]node_modules[\\/](${names})[\\/]`);
const chunkGroups = [
  { name: 'boot-react', tags: ['$initial' as const], test: nodeModule('react|react-dom|scheduler') },
  { name: 'boot-router', tags: ['$initial' as const], test: nodeModule('react-router') },
  {
    name: 'boot-kit',
    tags: ['$initial' as const],
    test: nodeModule(
      'zod|ky|zustand|react-aria|react-stately|@react-aria|@react-stately|@internationalized|class-variance-authority|clsx',
    ),
  },
  { name: 'boot-contract', tags: ['$initial' as const], test: new RegExp(contract) },
  { name: 'shell', tags: ['$initial' as const], test: /^(?!.*[\\/]src[\\/]intl-warm-up\.ts$)/ },
  {
    name: 'forms',
    test: new RegExp(
      String.raw`${ui}(components[\\/](Form|Field|TextField|PasswordField|PageHeader)[\\/]|validation[\\/])`,
    ),
  },
  {
    name: 'startup-data',
    test: new RegExp(
      String.raw`${portalLib}(startup[\\/]site-data|data[\\/](query|store|startup-queries))\.ts$|${contract}(endpoints-startup|support)\.ts$`,
    ),
  },
  { name: 'search-contract', test: new RegExp(String.raw`${contract}search\.ts$`) },
  { name: 'contract', test: new RegExp(contract) },
  { name: 'player-data', test: new RegExp(String.raw`${portalLib}data[\\/]player-queries\.ts$`) },
  {
    name: 'page-kit',
    test: new RegExp(
      String.raw`${ui}components[\\/](Box|Grid|Stack|Card|Skeleton|EmptyState|Badge|StatusBadge|Heading)[\\/]|${portalLib}(page[\\/](BlockState|page\.css)|data[\\/]useData)\.tsx?$`,
    ),
  },
];

/**
 * The page's scripts (decisions 055 and 062): the Intl warm-up (src/intl-warm-up.ts) as a script of its own, named in
 * the page ahead of the entry (module scripts run in the page's order, each once it has arrived, so it runs in a task
 * of its own before the shell's; Vite would fold a second script of index.html into the entry), and the entry's
 * script replaced by one that imports its boot chunks and then the entry, a task each (`build/boot-scripts.ts`). The
 * entry keeps a modulepreload tag, so that it is fetched as the page is read, as its script tag was.
 */
function pageScripts(): Plugin {
  return {
    name: 'portal-page-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const intl = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === intlWarmUp);
        if (!intl) throw new Error('The build has no Intl warm-up script');
        // A prerendered page waits for the warm-up's last task through this export (decision 066): without it, the
        // page would run the shell beside the warm-up without a word.
        if (!intl.exports.includes('warmedUp')) throw new Error('The Intl warm-up script does not export warmedUp');
        const entryTag = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html);
        const entry = chunks.find((chunk) => chunk.fileName === entryTag?.[1]);
        if (!entryTag || !entry) throw new Error("index.html has no module script of the build's entry");
        const importsOf = (file: string) => chunks.find((chunk) => chunk.fileName === file)?.imports ?? [];
        const files = [...bootOrder(entry.fileName, importsOf), entry.fileName].map((file) => `/${file}`);
        const tags = [
          `<script type="module" crossorigin src="/${intl.fileName}"></script>`,
          `<link rel="modulepreload" crossorigin href="/${entry.fileName}">`,
          shellBootScript(files),
        ];
        return html.replace(entryTag[0], tags.join('\n    '));
      },
    },
  };
}

/**
 * vanilla-extract compiles the portal's own `.css.ts` files. The design system arrives already compiled
 * (`@mynacon/ui` ships JS class names and a stylesheet per style module, decision 017): its `.css.js` modules must pass
 * through untouched, which the plugin has no option for. The hook filter also spares the other modules a JS call each.
 */
function ownStylesOnly(plugins: PluginOption[]): Plugin[] {
  const styleModule = /\.css\.(js|cjs|mjs|jsx|ts|tsx)(\?.*)?$/;
  const prebuilt = /\/packages\/ui\/dist\/|\/node_modules\//;
  return (plugins.flat() as Plugin[]).map((plugin) => {
    const transform = plugin.transform;
    if (typeof transform !== 'function') return plugin;
    return {
      ...plugin,
      transform: {
        filter: { id: { include: styleModule, exclude: prebuilt } },
        handler(this: unknown, code: string, id: string, options: unknown) {
          return (transform as (...args: unknown[]) => unknown).call(this, code, id, options);
        },
      },
    } as Plugin;
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ownStylesOnly([vanillaExtractPlugin()]),
    ...[portalI18n({ localesDir, featuresDir, uiLocalesDir, defaultLocale }), portalBuildInfo()].map((plugin) =>
      // The render for Node gives their virtual modules and writes none of the client build's files.
      isSsrBuild ? { ...plugin, generateBundle: undefined } : plugin,
    ),
    // react-aria ships its own strings (date fields, menus, overlays) in 34 languages; the portal speaks 7.
    optimizeLocales.vite({ locales: [...locales] }),
    pageScripts(),
  ],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: Number(process.env.PORTAL_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': { target: apiOrigin, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The size check and the bench read it to find what a route loads.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: {
      // A lazy chunk is imported once the stylesheets it brings have loaded (no unstyled flash). A modulepreload of
      // the chunk itself would fetch it a second time whenever it fails (a failed preload is not reused), and the
      // chunk-load recovery counts on one request per attempt (decision 012): a chunk loads by its import alone.
      // The chunks it imports are still preloaded beside its stylesheets.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep !== file) : deps,
    },
    rolldownOptions: {
      // The build's render of the prerendered pages (scripts/prerender.ts) is one module for Node: no chunk groups.
      output: isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups } },
      // The page's two scripts: the Intl warm-up, then the app's entry.
      ...(isSsrBuild
        ? {}
        : {
            input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), intl: intlWarmUp },
            // The warm-up's `warmedUp`, which a prerendered page waits for (decision 066); the app's entry exports nothing.
            preserveEntrySignatures: 'exports-only' as const,
          }),
      treeshake: {
        // The contract registers every schema for the OpenAPI document as it loads; the browser needs only the
        // schemas it parses with, so its modules count as free of side effects here.
        moduleSideEffects: (id: string) => !/\/packages\/contract\/src\//.test(id),
      },
    },
  },
}));
