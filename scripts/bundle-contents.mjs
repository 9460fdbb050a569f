// What a page's bundle took from the built @mynacon/ui: which component stylesheets and which icons. Shared by the
// bundle check (scripts/bench-bundle.mjs, pages built against packages/ui/dist) and the consumer example's check
// (scripts/consumer-example.mjs, a site that installed the packed tarball): a page must carry the styles and icons
// of what it imports, and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The package modules a module imports, transitively (relative imports only: the package's own files). */
export function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!file.endsWith('.js')) return seen;
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
    /(?:^|\n)\s*(?:import|export)\b[^'"]*["'](\.{1,2}\/[^'"]+)["']/g,
  )) {
    closure(join(dirname(file), specifier), seen);
  }
  return seen;
}

/** Each component stylesheet of a built package, with a class name of its own that shows whether a page bundled it. */
export function componentSheets(dist) {
  return (
    readdirSync(dist, { recursive: true })
      .map(String)
      // A brand's stylesheet (decision 052) is not a module's: a site imports it by name, as it does theme.css.
      .filter(
        (f) => f.endsWith('.css') && f.includes('/') && f !== 'theme/global.css' && !f.startsWith('theme/brands/'),
      )
      .map((f) => ({
        file: join(dist, f),
        name: relative(dist, join(dist, f)),
        marker: readFileSync(join(dist, f), 'utf8').match(/\.([A-Za-z_][\w-]*)\{/)?.[1],
      }))
      .filter((sheet) => sheet.marker)
  );
}

/** The sheets whose class names occur in a bundle's CSS. */
export const sheetsIn = (sheets, css) => sheets.filter((sheet) => new RegExp(`\\.${sheet.marker}[^\\w-]`).test(css));

/** The icon components of a built package (`MynaconHeart`, …), by their modules in `icons/generated`. */
export function iconModules(dist) {
  const dir = join(dist, 'icons/generated');
  return readdirSync(dir)
    .filter((f) => /^Mynacon\w+\.js$/.test(f))
    .map((f) => ({ name: f.replace(/\.js$/, ''), file: join(dir, f) }));
}

/** The icons whose display names occur in a bundle's JavaScript. */
export const iconsIn = (icons, js) => icons.filter((icon) => new RegExp(`["'\`]${icon.name}["'\`]`).test(js));

/**
 * The module of each name the package's entry exports (`Button` → `…/components/Button/Button.js`), read from
 * the built `index.js`, which imports each export from its own module.
 */
export function exportModules(dist) {
  const modules = new Map();
  const entry = readFileSync(join(dist, 'index.js'), 'utf8');
  for (const [, names, specifier] of entry.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](\.{1,2}\/[^'"]+)["']/g)) {
    for (const name of names.split(',')) {
      const imported = name.trim().split(/\s+as\s+/)[0];
      if (imported) modules.set(imported, join(dist, specifier));
    }
  }
  return modules;
}

/** Raw and gzipped size of a bundle's files with an extension, and their text. */
export function assets(dir, ext) {
  const files = readdirSync(dir).filter((f) => f.endsWith(ext));
  let raw = 0;
  let gzip = 0;
  let text = '';
  for (const f of files) {
    const content = readFileSync(join(dir, f));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    text += `${content.toString('utf8')}\n`;
  }
  return { raw, gzip, text };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
