// The portal's prerendered pages (decision 051), run by the portal's `build` script after `vite build`:
// 1. builds the app's render for Node (`src/prerender/render.tsx`, `vite build --ssr`, with the client build's id) into
//    `dist/server/render.js`, one file, which the server also draws the signed-in home with (decision 063);
// 2. renders each prerendered route of each locale into the locale's shell (`dist/shells/{locale}.html`): the page
//    inside `#root`, its title and description, and one stylesheet: the shell's theme and every CSS file its route's
//    chunks bring (read from the client build's manifest), written once per set of files as `assets/prerendered-{hash}.css`;
//    a page with a part that a feature flag adds (`featurePages`) is rendered once more with the flag on; what a flag
//    on in every page adds (`drawnByDefault`) is found in one page per locale drawn with it off (`defaultParts`);
//    the signed-in home's frame (decision 061) asks after its paint for its route's code too;
// 3. writes `dist/prerendered/{locale}/…html`, the rules the server matches paths with (`prerendered/rules.json`),
//    and the route rules and prerendered routes into the build's metadata (`builds/meta/{id}.json`).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { bootOrder, importInTasks, nextTaskExpression, scriptJson, shellBootScript } from '../build/boot-scripts.ts';
import {
  addedPart,
  drawnByDefault,
  type ExternalSignInTemplate,
  featurePages,
  type PrerenderedPage,
  type PrerenderRules,
  prerenderedPages,
  singleSegmentRoutes,
} from '../build/prerender-routes.ts';
import { routePreloadsOf } from '../build/route-preloads.ts';
import { type DrawnFeature, drawnFeaturesAttribute } from '../src/lib/startup/drawn-features.ts';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.PORTAL_DIST_DIR ?? path.join(portalDir, 'dist');
// The render is part of the build: the server draws the signed-in pages prerendered as frames with it (decision 063).
const serverDir = path.join(distDir, 'server');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const latest = readJson<{ id: string; timestamp: number }>(path.join(distDir, 'builds', 'latest.json'));
const info = readJson<{ locales: string[]; i18nVersion: string }>(path.join(distDir, 'portal-build.json'));
const manifest = readJson<Manifest>(path.join(distDir, '.vite', 'manifest.json'));

/** The CSS files a module's chunk and its static imports bring, the entry's excepted (the shell links those). */
function stylesOf(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  if (chunk.isEntry) return [];
  return [...(chunk.imports ?? []).flatMap((child) => stylesOf(child, seen)), ...(chunk.css ?? [])];
}

/**
 * The page's one stylesheet (decision 051, amended): the shell's and the route's CSS files, in the order the browser
 * would apply them, in one file named for its content. A prerendered page is drawn as soon as its stylesheets have
 * arrived; four files (the theme and three small ones of the sign-in page) cost a round trip each on a slow mobile
 * connection where one file costs one. The route's files are still named in the page, disabled (the browser fetches
 * none of them): the script's loader of a route's code adds a stylesheet only when the page has no link to it, and
 * their rules are in the page's file.
 */
function pageStylesheet(files: string[]): string {
  const text = files.map((file) => readFileSync(path.join(distDir, file), 'utf8').trimEnd()).join('\n');
  const name = `assets/prerendered-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.css`;
  if (!existsSync(path.join(distDir, name))) writeFileSync(path.join(distDir, name), `${text}\n`);
  return `/${name}`;
}
const shellStylesheet = /\s*<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The meta description: the page header's description, else the site's title. */
function descriptionOf(html: string, fallback: string): string {
  const match = /<p\b[^>]*data-part="description"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return match?.[1] ? match[1].replace(/<[^>]+>/g, '') : escapeHtml(fallback);
}

// The render's `virtual:portal-build` is the client's.
process.env.PORTAL_BUILD_ID = latest.id;
await build({
  root: portalDir,
  configFile: path.join(portalDir, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
  },
  // Every module it needs in the build's folder: the server loads it from wherever that is. The styles' compiler adds
  // an import of its recipe helper that the bundler would leave to Node's resolution, from the folder: named here.
  ssr: { noExternal: true },
  resolve: {
    alias: { '@vanilla-extract/css/recipe': fileURLToPath(import.meta.resolve('@vanilla-extract/css/recipe')) },
  },
});

// What `src/prerender/render.tsx` exports (typed here: the app's modules are not Node's to type-check).
interface Render {
  renderPage(pathname: string, features: readonly DrawnFeature[]): Promise<{ html: string; title: string | undefined }>;
  renderExternalSignInTemplate(pathname: string): Promise<string>;
  fetchWith(fetcher: typeof fetch): void;
  externalSignInTokens: Omit<ExternalSignInTemplate['tokens'], 'items'>;
}
// A module left to Node's resolution would load from the portal's folder only, and the server's pages would fail
// elsewhere (sent as frames): none may be.
for (const file of ['render.js', ...readdirSync(path.join(serverDir, 'assets')).map((name) => `assets/${name}`)]) {
  const text = readFileSync(path.join(serverDir, file), 'utf8');
  // The bundler's own import statements: one line each, double quotes (a library's comments may show others).
  for (const [, name] of text.matchAll(/^import [^\n"]*"([^"./][^"]*)";$/gm)) {
    if (!name?.startsWith('node:')) throw new Error(`The render for the server imports ${name} from outside the build`);
  }
}
const render = (await import(pathToFileURL(path.join(serverDir, 'render.js')).href)) as Render;
// The app loads its message bundles from `/_i18n/…`: here, from the build.
render.fetchWith(async (input: string | URL | Request) => {
  const address = new URL(input instanceof Request ? input.url : String(input), 'http://prerender.invalid');
  const file = path.join(distDir, path.normalize(address.pathname));
  if (!address.pathname.startsWith('/_i18n/') || !file.startsWith(distDir) || !existsSync(file)) {
    return new Response(null, { status: 404 });
  }
  return new Response(readFileSync(file), { headers: { 'content-type': 'application/json' } });
});

// The text face of the pages' Latin script (the theme's `font-display: swap`): a prerendered page is painted before
// any script, and text first drawn in the fallback face would move when it arrives. Preloaded, it comes with the
// stylesheets.
const textFonts = readdirSync(path.join(distDir, 'assets')).filter((file) =>
  /^inter-latin-wght-normal-.+\.woff2$/.test(file),
);

/**
 * A prerendered page asks for the app's scripts and the data of its start-up once it has been painted (decision 060).
 * Named in the head, the entry (145 kB), the Intl warm-up and four preloads (the messages, the configuration, the
 * announcements, the session) were fetched beside the page's stylesheet and text face and shared a slow connection
 * with them. The page is drawn, readable and open to typing before any script (decision 051; what is typed before
 * hydration is kept), and the start-up waits for the entry anyway. The first paint is waited for with a performance
 * observer, not a timer or an animation frame, which a test's paused clock would hold; a browser without paint timing
 * asks at once. A page opened in a background tab is painted, and asks, when it is shown.
 */
const entry = manifest['index.html'];
const intl = Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key.endsWith('src/intl-warm-up.ts'))?.[1];
if (!entry?.isEntry || !intl) throw new Error("The client build's manifest lacks the entry or the Intl warm-up");
const intlFile = `/${intl.file}`;
/**
 * The entry's boot chunks (`boot-*` in vite.config.ts), each after the chunks it imports, then the entry (decision
 * 062). The shell names them with modulepreload tags and imports them with one script (`build/boot-scripts.ts`): the
 * page takes those out of its head, with the warm-up's tag, and asks for them after its paint.
 */
const files = [
  ...bootOrder('index.html', (key) => {
    if (!manifest[key]) throw new Error(`The entry imports ${key}, which is not in the client build's manifest`);
    return manifest[key].imports ?? [];
  }),
  'index.html',
].map((key) => `/${manifest[key]?.file}`);
const scripts = [`<script type="module" crossorigin src="${intlFile}"></script>`, shellBootScript(files)];
const preloadTags = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
const preloadTag =
  /\s*<link rel="preload" href="([^"]+)" as="fetch" type="application\/json" crossorigin="anonymous" \/>/g;

/** A file a page asks for beside its start-up: a module, a stylesheet or a message bundle; `low`: at low priority. */
interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
  low?: boolean;
}

/**
 * The shell with its scripts and preloads asked for by one inline script once the page has been painted, and a signed-in
 * page's code (`code`: its route's files, its messages, the account menu's), which its shell would have named.
 */
function afterPaint(shell: string, locale: string, code: readonly Preload[] = []): string {
  for (const tag of [...scripts, ...preloadTags]) {
    if (!shell.includes(tag)) throw new Error(`The shell of ${locale} has no ${tag}`);
  }
  const preloads = [...shell.matchAll(preloadTag)].map((match) => (match[1] as string).replaceAll('&amp;', '&'));
  // As the build's i18n plugin writes them (`fillShell`): none found would drop them without a word.
  if (preloads.length === 0) throw new Error(`The shell of ${locale} preloads no start-up data`);
  const ask = [
    `const ask=()=>{for(const href of ${scriptJson(preloads)}){`,
    'const link=document.createElement("link");link.rel="preload";link.as="fetch";link.crossOrigin="anonymous";',
    'link.href=href;document.head.append(link)}',
    // The entry and its boot chunks fetched at once; run once the warm-up has run and all of them have arrived (a
    // library's module run before the entry has arrived would listen to the page's events with no app behind it),
    // each in a task of its own.
    `const files=${scriptJson(files)};const fetched=files.map(href=>`,
    'new Promise(done=>{const link=document.createElement("link");link.rel="modulepreload";link.href=href;',
    'link.onload=link.onerror=done;document.head.append(link)}));',
    // The warm-up's module runs its first part; its last has run when `warmedUp` resolves (decision 066).
    `import(${scriptJson(intlFile)}).then(warmUp=>warmUp.warmedUp).finally(()=>Promise.all(fetched).then(()=>${importInTasks('files')}));`,
    // The page's own code a task later: the 15 to 20 tags of a signed-in page took 3 to 6 of the task's 8 to 13 ms here
    // (decision 067), and they are needed after the shell's.
    ...(code.length === 0
      ? []
      : [
          `${nextTaskExpression}.then(()=>{for(const{href,as,low}of ${scriptJson(code)}){`,
          'const link=document.createElement("link");',
          'if(as==="script")link.rel="modulepreload";else{link.rel="preload";link.as=as}',
          'if(as==="fetch")link.crossOrigin="anonymous";else link.crossOrigin="";',
          'if(low)link.fetchPriority="low";link.href=href;document.head.append(link)}})',
        ]),
    '};',
    'PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((_,observer)=>',
    '{observer.disconnect();ask()}).observe({type:"paint",buffered:true}):ask()',
  ].join('');
  return preloadTags
    .reduce((html, tag) => {
      const at = html.indexOf(tag);
      return html.slice(0, at).trimEnd() + html.slice(at + tag.length);
    }, shell)
    .replace(preloadTag, '')
    .replace(scripts[0] as string, '')
    .replace(scripts[1] as string, `<script type="module">${ask}</script>`);
}

const outDir = path.join(distDir, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
const signedInPages: Record<string, string> = {};
const rules: PrerenderRules = {
  pages: {},
  signedInPages,
  contentPages: {},
  reservedSegments: singleSegmentRoutes(),
  routePreloads: routePreloadsOf(manifest),
};
for (const module of new Set(
  info.locales.flatMap((locale) => prerenderedPages(locale).flatMap((page) => page.modules)),
)) {
  if (!manifest[module])
    throw new Error(`${module} is not in the client build's manifest: its page would lose its styles`);
}
// The external sign-in buttons' place (ExternalSignIn.tsx): empty in the page; the template of its buttons is drawn
// for one method of tokens, for the server to draw its configured methods with.
const externalSlotAttribute = 'data-part="external-sign-in"';
const itemsToken = 'ExternalItems';
async function addExternalTemplate(locale: string, pagePath: string, html: string): Promise<void> {
  const slot = /<div data-part="external-sign-in"[^>]*><\/div>/.exec(html)?.[0];
  if (slot === undefined) throw new Error(`${pagePath}: the external sign-in buttons' place is not empty`);
  const drawn = await render.renderExternalSignInTemplate(pagePath);
  const opening = slot.slice(0, -'</div>'.length);
  const start = drawn.indexOf(opening);
  const section = /^<section\b[\s\S]*?<\/section>/.exec(drawn.slice(start + opening.length))?.[0];
  const items = section?.match(/<li\b[\s\S]*?<\/li>/g) ?? [];
  const [item] = items;
  const tokens = render.externalSignInTokens;
  if (start === -1 || section === undefined || item === undefined || items.length !== 1) {
    throw new Error(`${pagePath}: the external sign-in buttons' template has no section of one item`);
  }
  for (const token of Object.values(tokens)) {
    if (!item.includes(token)) throw new Error(`${pagePath}: the external sign-in button has no ${token}`);
  }
  rules.externalSignIn ??= { slot, tokens: { ...tokens, items: itemsToken }, locales: {} };
  const template = rules.externalSignIn;
  if (template.slot !== slot) throw new Error(`${pagePath}: the external sign-in buttons' place differs`);
  template.locales[locale] = { section: section.replace(item, itemsToken), item };
}

/**
 * What a signed-in page asks for after its paint beside the start-up (decision 061), as the server names it in a
 * shell (decision 058): its route's files, its feature's messages, then the account menu's files, at low priority.
 */
function signedInCode(locale: string, name: string): Preload[] {
  const table = rules.routePreloads;
  const route = table?.routes.find((candidate) => candidate.name === name);
  if (table === undefined || route === undefined) throw new Error(`The route preloads have no ${name}`);
  const preload = (file: string, low = false): Preload => ({
    href: `/${file}`,
    as: file.endsWith('.css') ? 'style' : 'script',
    ...(low ? { low } : {}),
  });
  // The bundle as the shell names the common one: the build's messages version in its query.
  const bundle = `/_i18n/${locale}/${route.feature}.json?v=${encodeURIComponent(info.i18nVersion)}`;
  // Their stylesheets' rules are in the page's own stylesheet, and each is named in the page, disabled: not fetched.
  const code = (file: string) => !file.endsWith('.css');
  return [
    ...route.files.filter(code).map((file) => preload(file)),
    ...(existsSync(path.join(distDir, '_i18n', locale, `${route.feature}.json`))
      ? [{ href: bundle, as: 'fetch' as const }]
      : []),
    ...table.signedIn.filter((file) => code(file) && !route.files.includes(file)).map((file) => preload(file, true)),
  ];
}

/**
 * What each flag drawn on in every page adds to the locale's pages (`rules.defaultParts`): the difference between a
 * page drawn with it on and with it off, one piece of text, which the server takes out while the flag is off.
 */
async function addDefaultParts(locale: string, pagePath: string): Promise<void> {
  const withAll = (await render.renderPage(pagePath, drawnByDefault)).html;
  for (const feature of drawnByDefault) {
    const without = (
      await render.renderPage(
        pagePath,
        drawnByDefault.filter((flag) => flag !== feature),
      )
    ).html;
    const part = addedPart(withAll, without);
    if (part === undefined) throw new Error(`${pagePath}: ${feature} adds no one piece of text to the page`);
    rules.defaultParts ??= {};
    rules.defaultParts[feature] ??= {};
    rules.defaultParts[feature][locale] = part;
  }
}

for (const locale of info.locales) {
  // The locale's shell as every prerendered page of it starts: its scripts asked for after the paint.
  const source = readFileSync(path.join(distDir, 'shells', `${locale}.html`), 'utf8');
  const first = prerenderedPages(locale)[0];
  if (first === undefined) throw new Error(`No page of ${locale} is prerendered`);
  await addDefaultParts(locale, first.path);
  const shell = afterPaint(source, locale);
  const messages = readJson<Record<string, string>>(path.join(distDir, '_i18n', locale, 'messages.json'));
  for (const page of prerenderedPages(locale)) {
    const file = `${locale}/${page.file}`;
    // A signed-in page asks for its route's code too, with its own script.
    const own = page.kind === 'signed-in' ? afterPaint(source, locale, signedInCode(locale, page.name)) : shell;
    await writePage(locale, own, messages, page, file, drawnByDefault);
    // A flag that adds a part to the page: the page once more with it on, which the server sends while it is on.
    for (const feature of featurePages[page.name] ?? []) {
      const featured = `${locale}/${page.file.replace(/\.html$/, `.${feature}.html`)}`;
      await writePage(locale, shell, messages, page, featured, [...drawnByDefault, feature]);
      rules.featurePages ??= {};
      rules.featurePages[feature] ??= {};
      rules.featurePages[feature][file] = featured;
    }
    if (page.kind === 'content') rules.contentPages[locale] = file;
    else if (page.kind === 'signed-in') signedInPages[page.path.replace(/\/$/, '')] = file;
    else rules.pages[page.path] = file;
  }
}

/** Renders `page` with `features` on and writes it into the locale's shell as `prerendered/{file}`. */
async function writePage(
  locale: string,
  shell: string,
  messages: Record<string, string>,
  page: PrerenderedPage,
  file: string,
  features: readonly DrawnFeature[],
): Promise<void> {
  const rendered = await render.renderPage(page.path, features);
  // The server takes a flag's part out of the page by its text (decision 068): every page has it once, in its frame.
  for (const feature of features) {
    const part = rules.defaultParts?.[feature]?.[locale];
    if (part !== undefined && rendered.html.split(part).length !== 2) {
      throw new Error(`${page.path}: ${feature}'s part is not drawn once, as in ${locale}'s other pages`);
    }
  }
  const theme = shellStylesheet.exec(shell);
  if (theme?.[1] === undefined) throw new Error(`The shell of ${locale} links no stylesheet of its own`);
  const styles = [...new Set(page.modules.flatMap((module) => stylesOf(module)))];
  const stylesheet = pageStylesheet([theme[1], ...styles]);
  const title = rendered.title ?? messages['portal.shell.siteTitle'] ?? 'Mynacon';
  const description = descriptionOf(rendered.html, messages['portal.shell.siteTitle'] ?? 'Mynacon');
  const head = [
    `    <meta name="description" content="${description}" />\n`,
    ...textFonts.map(
      (file) => `    <link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />\n`,
    ),
    `    <link rel="stylesheet" crossorigin href="${escapeHtml(stylesheet)}" />\n`,
    ...styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" disabled />\n`),
  ].join('');
  const drawn = features.length > 0 ? ` ${drawnFeaturesAttribute}="${escapeHtml(features.join(' '))}"` : '';
  // The shell's own stylesheet stays named too, disabled: a lazy chunk that imports the entry's modules lists it, and
  // the loader would otherwise add it once more, a second copy of every rule restyling the whole page.
  const html = shell
    .replace(theme[0], `\n    <link rel="stylesheet" crossorigin href="/${escapeHtml(theme[1])}" disabled>`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${head}  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeHtml(page.route)}"${drawn}>${rendered.html}</div>`,
    );
  if (!html.includes('data-prerendered')) throw new Error(`The shell of ${locale} has no empty #root`);
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  writeFileSync(path.join(outDir, file), html);
  if (rendered.html.includes(externalSlotAttribute)) await addExternalTemplate(locale, page.path, rendered.html);
}
writeFileSync(path.join(outDir, 'rules.json'), `${JSON.stringify(rules, null, 2)}\n`);

// The build's metadata (spec section 7): the route rules and the prerendered routes.
const metaFile = path.join(distDir, 'builds', 'meta', `${latest.id}.json`);
if (!existsSync(metaFile)) throw new Error(`${metaFile} is missing: the client build writes it`);
const meta = readJson<Record<string, unknown>>(metaFile);
const contentPattern = (locale: string) => `/${locale}/:slug`;
writeFileSync(
  metaFile,
  `${JSON.stringify({
    ...meta,
    matcher: {
      static: Object.fromEntries(Object.keys(rules.pages).map((route) => [route, { prerender: true }])),
      wildcard: Object.fromEntries(info.locales.map((locale) => [`/${locale}/**`, { ssr: false }])),
      dynamic: Object.fromEntries(
        Object.keys(rules.contentPages).map((locale) => [
          contentPattern(locale),
          { prerender: true, except: rules.reservedSegments.map((segment) => `/${locale}/${segment}`) },
        ]),
      ),
    },
    prerendered: [...Object.keys(rules.pages), ...Object.keys(rules.contentPages).map(contentPattern)],
  })}\n`,
);
console.log(
  `Prerendered ${Object.keys(rules.pages).length + Object.keys(rules.contentPages).length} pages in ${info.locales.length} locales.`,
);
