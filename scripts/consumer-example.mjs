// Another site installs @mynacon/ui from its tarball, as it would from a registry: the example in
// examples/game-landing (a game's landing page, outside the workspace) is copied to a temporary folder, installs the
// packed package with its own dependencies, type-checks and builds with its own TypeScript and Vite configuration,
// and is served and checked in Chromium: it renders dark with the site's re-branded accent and the package's fonts
// (and, with `?brand=emberline`, in the second label's brand: its surfaces and radii, the site's accent on top),
// axe finds nothing (also with the dialog open and the form showing errors), the dialog and the form work by
// keyboard, and nothing fails to load. Its bundle must carry the styles and icons of what it imports, and nothing
// else (the bundle check's rules, scripts/bundle-contents.mjs). Run after the package build. Decision 047.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright';
import {
  assets,
  closure,
  componentSheets,
  exportModules,
  iconModules,
  iconsIn,
  kb,
  sheetsIn,
} from './bundle-contents.mjs';
import { ensureChromium, headlessShellPath } from './ensure-chromium.mjs';
import { packUi, pnpm, root, run } from './pack-ui.mjs';

const example = join(root, 'examples/game-landing');
const keep = process.argv.includes('--keep');
const work = mkdtempSync(join(tmpdir(), 'mynacon-consumer-'));
const site = join(work, 'site');
const problems = [];
const check = (ok, message) => {
  if (!ok) problems.push(message);
};

/** The names the site imports from the package (values, not types), by reading its sources. */
function importedNames(dir) {
  const names = new Set();
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(join(dir, file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mynacon\/ui'/g)) {
      for (const item of list.split(',')) {
        const name = item.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}

/** Serves a built site from a folder on a free local port. */
async function serve(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : decodeURIComponent(path)));
    try {
      if (relative(dir, file).startsWith('..')) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

/** Relative luminance of a computed `rgb(…)` colour (WCAG). */
function luminance(color) {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

async function axe(page, state) {
  const results = await new AxeBuilder({ page }).analyze();
  for (const violation of results.violations) {
    problems.push(
      `axe, ${state}: ${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }
}

async function checkInBrowser(url) {
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: headlessShellPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
    });
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Race the rings of a dying star' }).waitFor();

    const look = await page.evaluate(async () => {
      await document.fonts.ready;
      const html = getComputedStyle(document.documentElement);
      const primary = document.querySelector('[data-component="Button"][data-variant="primary"]');
      return {
        background: html.backgroundColor,
        text: html.color,
        colorScheme: html.colorScheme,
        fontFamily: getComputedStyle(document.body).fontFamily,
        interLoaded: document.fonts.check('1em "Inter Variable"'),
        accent: primary ? getComputedStyle(primary).backgroundColor : null,
      };
    });
    check(luminance(look.background) < 0.02, `the page is not dark: background ${look.background}`);
    check(luminance(look.text) > 0.7, `the text is not light: ${look.text}`);
    check(look.colorScheme === 'dark', `color-scheme is ${look.colorScheme}, not dark`);
    check(look.fontFamily.startsWith('"Inter Variable"'), `the body font is ${look.fontFamily}`);
    check(look.interLoaded, 'the Inter font files from the package did not load');
    // The site's stylesheet assigns its own accent to the theme's custom property (site.css).
    check(look.accent === 'rgb(255, 138, 61)', `the primary button is ${look.accent}, not the site's accent`);
    await axe(page, 'the landing page');

    // The dialog, by keyboard: opens from its trigger, is named by its title, closes on Escape, gives focus back.
    const trigger = page.getByRole('button', { name: 'Platforms and release' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Platforms and release' });
    await dialog.waitFor();
    check(await dialog.getByText('Xbox Series X|S').isVisible(), 'the dialog does not show the platforms');
    await axe(page, 'the dialog open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    check(
      await trigger.evaluate((element) => element === document.activeElement),
      'focus did not return to the dialog trigger',
    );

    // The sign-up form: an empty submit shows the errors and focuses the address; a valid one confirms.
    const email = page.getByRole('textbox', { name: /E-mail address/ });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('2 fields need your attention').waitFor();
    check((await email.getAttribute('aria-invalid')) === 'true', 'the empty address is not marked invalid');
    check(await email.evaluate((element) => element === document.activeElement), 'focus did not move to the address');
    await axe(page, 'the form showing errors');
    await email.fill('pilot@example.com');
    const consent = page.getByRole('checkbox', { name: 'Send me the Starfall Drift newsletter' });
    await consent.focus();
    await page.keyboard.press('Space');
    check(await consent.isChecked(), 'Space did not check the consent box');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('You are on the list').waitFor();

    // The other label's brand (decision 052): its class on the root, its surfaces and radii; the site's accent,
    // assigned after the brand's stylesheet, still wins; axe still finds nothing.
    await page.goto(`${url}?brand=emberline`);
    await page.getByRole('heading', { level: 1, name: 'Race the rings of a dying star' }).waitFor();
    const branded = await page.evaluate(() => {
      const primary = document.querySelector('[data-component="Button"][data-variant="primary"]');
      return {
        classes: document.documentElement.className,
        background: getComputedStyle(document.documentElement).backgroundColor,
        accent: primary ? getComputedStyle(primary).backgroundColor : null,
        radius: primary ? getComputedStyle(primary).borderTopLeftRadius : null,
      };
    });
    check(branded.classes === 'mc-brand-emberline', `the Emberline page's root classes are "${branded.classes}"`);
    check(branded.background === 'rgb(12, 10, 9)', `the Emberline page's background is ${branded.background}`);
    check(branded.radius === '4px', `the Emberline primary button's radius is ${branded.radius}, not 4px`);
    check(branded.accent === 'rgb(255, 138, 61)', `the Emberline primary button is ${branded.accent}, not the site's`);
    await axe(page, 'the landing page in the Emberline brand');
  } finally {
    await browser.close();
  }
}

/** The site's bundle against what it imports: styles and icons of those modules only. */
function checkBundle() {
  const dist = join(realpathSync(join(site, 'node_modules/@mynacon/ui')), 'dist');
  const assetsDir = join(site, 'dist/assets');
  const js = assets(assetsDir, '.js');
  const css = assets(assetsDir, '.css');
  const modules = exportModules(dist);
  const imported = [...importedNames(join(site, 'src'))];
  const missing = imported.filter((name) => !modules.has(name));
  check(missing.length === 0, `the site imports names the package does not export: ${missing}`);
  const reachable = new Set(imported.flatMap((name) => [...closure(modules.get(name) ?? '')]));

  const icons = iconModules(dist);
  const bundledIcons = iconsIn(icons, js.text);
  const importedIcons = imported.filter((name) => /^Mynacon[A-Z]/.test(name));
  const strayIcons = bundledIcons.filter((icon) => !reachable.has(icon.file)).map((icon) => icon.name);
  check(strayIcons.length === 0, `icons the site does not import: ${strayIcons}`);
  const absentIcons = importedIcons.filter((name) => !bundledIcons.some((icon) => icon.name === name));
  check(absentIcons.length === 0, `imported icons missing from the bundle: ${absentIcons}`);

  const sheets = componentSheets(dist);
  const bundledSheets = sheetsIn(sheets, css.text);
  const straySheets = bundledSheets.filter((sheet) => !reachable.has(sheet.file)).map((sheet) => sheet.name);
  check(straySheets.length === 0, `styles of components the site does not import: ${straySheets}`);
  const ownSheets = imported
    .map((name) => modules.get(name)?.replace(/\.js$/, '.css'))
    .filter((file) => sheets.some((sheet) => sheet.file === file));
  const absentSheets = ownSheets.filter((file) => !bundledSheets.some((sheet) => sheet.file === file));
  check(
    absentSheets.length === 0,
    `styles of imported components missing: ${absentSheets.map((f) => relative(dist, f))}`,
  );
  check(css.text.includes('--mc-color-background') && css.text.includes('@font-face'), 'the theme is not bundled');
  check(css.text.includes('.mc-brand-emberline{'), "the Emberline brand's stylesheet is not bundled");

  const result = {
    js: { raw: js.raw, gzip: js.gzip },
    css: { raw: css.raw, gzip: css.gzip },
    icons: bundledIcons.map((icon) => icon.name),
    stylesheets: bundledSheets.map((sheet) => sheet.name),
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results/consumer.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nThe landing page's bundle (site build, from the tarball):`);
  console.log(`  JS  ${kb(js.gzip)} gzipped (${kb(js.raw)} raw), React included`);
  console.log(`  CSS ${kb(css.gzip)} gzipped (${kb(css.raw)} raw), theme and site styles included`);
  console.log(`  Icons: ${result.icons.join(', ')} (of ${icons.length})`);
  console.log(`  Stylesheets: theme.css, ${result.stylesheets.join(', ')} (of ${sheets.length})`);
}

const timings = [];
let current;
/** Starts a phase, ending the one before; the phases' times are printed at the end. */
const step = (name) => {
  const now = Date.now();
  if (current) timings.push(`${current.name} ${((now - current.start) / 1000).toFixed(1)} s`);
  current = name ? { name, start: now } : undefined;
  if (name) console.log(`\n· ${name}`);
};
let server;
try {
  step('pack');
  const tarball = packUi(join(work, 'pack'));

  step('install');
  cpSync(example, site, {
    recursive: true,
    filter: (from) => !/[/\\](node_modules|dist)$/.test(from) && !from.endsWith('pnpm-lock.yaml'),
  });
  const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
  manifest.dependencies['@mynacon/ui'] = `file:${tarball}`;
  writeFileSync(join(site, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // pnpm's strict layout: the package resolves only the dependencies it declares. Versions come from the local
  // store and metadata cache where they can (the workspace's install filled them), the registry otherwise.
  const { command, prefix } = pnpm();
  run(
    command,
    [...prefix, 'install', '--prefer-offline', '--no-frozen-lockfile', '--ignore-workspace', '--reporter=silent'],
    { cwd: site },
  );

  step('type-check');
  run(join(site, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], { cwd: site });
  step('build');
  run(join(site, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: site });
  checkBundle();

  step('Chromium');
  const served = await serve(join(site, 'dist'));
  server = served.server;
  await checkInBrowser(served.url);
  step();
  console.log(`\nTimes: ${timings.join(', ')}`);
} catch (error) {
  problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  server?.close();
  if (keep) console.log(`\nThe site is kept in ${site}`);
  else rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\nConsumer example check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nConsumer example check passed: installed from the tarball, built, dark, accessible, lean.');
