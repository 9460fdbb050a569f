// Turns the DTCG token files into resolved values: dist/tokens.json (every token, resolved, with its
// description and extensions) and dist/index.js (CSS-ready values in the shape of the theme contract).
//
// Brands (decision 052): the files in src/ with the theme make the default brand, mynacon. Each
// src/brands/<brand>.tokens.json is another label's brand on the same contract: it may add palette colours, gives
// every theme role a value, and may replace the value of any other contract token, but never adds one. Both dist
// index.js carries every brand (`brands`), dist/brands/<brand>.json each brand's list; the top-level
// `themeValues`, `tokenList` and tokens.json stay the default brand's.
// Usage: node build.mjs [--theme dark] [--check]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const themeName = args.includes('--theme') ? args[args.indexOf('--theme') + 1] : 'dark';
const checkOnly = args.includes('--check');

const isToken = (node) => node !== null && typeof node === 'object' && '$value' in node;
const camel = (key) => key.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

function merge(target, source, file, top = true) {
  for (const [key, value] of Object.entries(source)) {
    if (key === '$description' && top) continue;
    if (key in target && (isToken(value) || isToken(target[key]) || typeof value !== 'object')) {
      throw new Error(`${file}: "${key}" is defined twice`);
    }
    if (value && typeof value === 'object' && !Array.isArray(value) && !isToken(value)) {
      target[key] ??= {};
      merge(target[key], value, file, false);
    } else {
      target[key] = value;
    }
  }
}

const defaultBrand = 'mynacon';
const tree = {};
const srcDir = join(root, 'src');
for (const file of readdirSync(srcDir)
  .filter((f) => f.endsWith('.tokens.json'))
  .sort()) {
  merge(tree, JSON.parse(readFileSync(join(srcDir, file), 'utf8')), file);
}
merge(tree, JSON.parse(readFileSync(join(srcDir, 'themes', `${themeName}.tokens.json`), 'utf8')), themeName);

/**
 * A brand's tree: the default brand's without its theme, then the brand's file on top. The brand's `palette` adds
 * colours (a name the shared palette has is an error); its `theme` replaces the whole theme; any other token it gives
 * must exist already, and its value replaces the default's: the contract is the same for every brand.
 */
function brandTree(file) {
  const brand = JSON.parse(readFileSync(file, 'utf8'));
  const { theme: _theme, ...base } = structuredClone(tree);
  const result = { ...base, theme: brand.theme ?? {} };
  const replace = (target, source, path) => {
    for (const [key, value] of Object.entries(source)) {
      if (key.startsWith('$')) continue;
      const here = [...path, key].join('.');
      if (!(key in target)) throw new Error(`${file}: "${here}" is not a token of the contract`);
      if (isToken(value) !== isToken(target[key])) throw new Error(`${file}: "${here}" is a token in one file only`);
      if (isToken(value)) target[key] = { ...target[key], ...value };
      else replace(target[key], value, [...path, key]);
    }
  };
  for (const [group, value] of Object.entries(brand)) {
    if (group.startsWith('$') || group === 'theme') continue;
    // Shared by every brand: media queries cannot read custom properties, and reduced motion zeroes the durations
    // on :root, which a brand's class would override.
    if (group === 'breakpoint' || (group === 'motion' && 'duration' in value)) {
      throw new Error(
        `${file}: ${group === 'motion' ? 'motion durations' : 'breakpoints'} are the same in every brand`,
      );
    }
    if (group === 'palette') {
      const { $type: type = result.palette.$type, ...colours } = value;
      if (type !== result.palette.$type) throw new Error(`${file}: the palette's colours are of type ${type}`);
      merge(result.palette, colours, file, false);
    } else if (group in result) replace(result[group], value, [group]);
    else throw new Error(`${file}: "${group}" is not a token group of the contract`);
  }
  return result;
}

/** Resolves one brand's tree: its CSS-ready contract values, its breakpoints and its flat token list. */
function resolveBrand(brandName, brandRoot) {
  /** Collects every token with its path and the $type inherited from its groups. */
  function collect(node, path = [], inheritedType) {
    const type = node.$type ?? inheritedType;
    if (isToken(node)) return [{ path, type, token: node }];
    return Object.entries(node)
      .filter(([key]) => !key.startsWith('$'))
      .flatMap(([key, child]) => collect(child, [...path, key], type));
  }
  const all = collect(brandRoot);
  const byPath = new Map(all.map((entry) => [entry.path.join('.'), entry]));

  function resolve(value, trail = []) {
    if (typeof value === 'string') {
      const whole = /^\{([^}]+)\}$/.exec(value);
      if (whole) {
        const ref = whole[1];
        if (trail.includes(ref)) throw new Error(`Circular reference: ${[...trail, ref].join(' -> ')}`);
        const target = byPath.get(ref);
        if (!target) throw new Error(`Unknown reference {${ref}} (from ${trail.at(-1) ?? '?'})`);
        return resolve(target.token.$value, [...trail, ref]);
      }
      return value;
    }
    if (Array.isArray(value)) return value.map((v) => resolve(v, trail));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, trail)]));
    }
    return value;
  }

  const dimension = (v) => `${v.value}${v.unit}`;
  const fontFamily = (v) => (Array.isArray(v) ? v : [v]).map((f) => (/[\s\d]/.test(f) ? `"${f}"` : f)).join(', ');
  function toCss(type, value) {
    switch (type) {
      case 'color':
        return value;
      case 'dimension':
        return dimension(value);
      case 'duration':
        return `${value.value}${value.unit}`;
      case 'fontFamily':
        return fontFamily(value);
      case 'fontWeight':
      case 'number':
        return String(value);
      case 'cubicBezier':
        return `cubic-bezier(${value.join(', ')})`;
      case 'shadow':
        return `${[value.offsetX, value.offsetY, value.blur, value.spread].map(dimension).join(' ')} ${value.color}`;
      case 'typography':
        return {
          fontFamily: fontFamily(value.fontFamily),
          fontSize: dimension(value.fontSize),
          fontWeight: String(value.fontWeight),
          lineHeight: String(value.lineHeight),
          letterSpacing: dimension(value.letterSpacing),
        };
      default:
        throw new Error(`Unsupported $type "${type}"`);
    }
  }

  const resolved = all.map(({ path, type, token }) => {
    if (!type) throw new Error(`${path.join('.')} has no $type`);
    const value = resolve(token.$value, [path.join('.')]);
    return {
      path,
      type,
      value,
      css: toCss(type, value),
      description: token.$description,
      extensions: token.$extensions,
    };
  });

  // The theme must give a value to every semantic role, and nothing else.
  const roles = resolved.filter((t) => t.path[0] === 'color').map((t) => t.path[1]);
  const themeKeys = resolved.filter((t) => t.path[0] === 'theme').map((t) => t.path[1]);
  const missing = roles.filter((r) => !themeKeys.includes(r));
  const extra = themeKeys.filter((k) => !roles.includes(k));
  if (missing.length || extra.length) {
    throw new Error(`Brand "${brandName}" does not match the semantic roles. Missing: ${missing}; unknown: ${extra}`);
  }

  // What becomes the CSS theme contract: semantic tier and scales, never the palette or the raw theme tier.
  const contractRoots = ['color', 'space', 'radius', 'icon-size', 'font', 'type', 'shadow', 'z-index', 'motion'];
  const cssValues = {};
  for (const t of resolved.filter((r) => contractRoots.includes(r.path[0]))) {
    let node = cssValues;
    const keys = t.path.map(camel);
    for (const key of keys.slice(0, -1)) node = node[key] ??= {};
    node[keys.at(-1)] = t.css;
  }
  const breakpoints = Object.fromEntries(
    resolved.filter((t) => t.path[0] === 'breakpoint').map((t) => [camel(t.path[1]), t.css]),
  );
  const flat = resolved.map(({ path, type, value, description, extensions }) => ({
    path: path.join('.'),
    type,
    value,
    ...(description ? { description } : {}),
    ...(extensions ? { extensions } : {}),
  }));
  return { resolved, cssValues, breakpoints, flat };
}

/** The CSS-ready values as `a.b.c` → value, to compare two brands. */
const flatten = (node, path = []) =>
  typeof node === 'object'
    ? Object.entries(node).flatMap(([k, v]) => flatten(v, [...path, k]))
    : [[path.join('.'), node]];

const brandsDir = join(srcDir, 'brands');
const brandFiles = existsSync(brandsDir)
  ? readdirSync(brandsDir)
      .filter((f) => f.endsWith('.tokens.json'))
      .sort()
  : [];
const main = resolveBrand(defaultBrand, tree);
const brands = { [defaultBrand]: main };
for (const file of brandFiles) {
  const name = file.replace(/\.tokens\.json$/, '');
  if (!/^[a-z][a-z0-9-]*$/.test(name) || name === defaultBrand) throw new Error(`brands/${file}: not a brand name`);
  const brand = resolveBrand(name, brandTree(join(brandsDir, file)));
  // The same contract: the same keys, in the same shape; breakpoints are media queries and shared.
  const keys = (values) =>
    flatten(values)
      .map(([key]) => key)
      .join();
  if (keys(brand.cssValues) !== keys(main.cssValues)) throw new Error(`brands/${file}: the contract differs`);
  if (JSON.stringify(brand.breakpoints) !== JSON.stringify(main.breakpoints)) {
    throw new Error(`brands/${file}: breakpoints are shared by every brand`);
  }
  brands[name] = brand;
}
const { resolved, cssValues, breakpoints, flat } = main;
const brandNames = Object.keys(brands);

if (!checkOnly) {
  const dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'tokens.json'), `${JSON.stringify(flat, null, 2)}\n`);
  mkdirSync(join(dist, 'brands'), { recursive: true });
  for (const [brand, values] of Object.entries(brands)) {
    writeFileSync(join(dist, 'brands', `${brand}.json`), `${JSON.stringify(values.flat, null, 2)}\n`);
  }
  const brandValues = Object.fromEntries(
    Object.entries(brands).map(([brand, values]) => [brand, { themeValues: values.cssValues, tokenList: values.flat }]),
  );
  // The contract's shape with string leaves: every brand's values fit it.
  const widened = JSON.stringify(cssValues, (_key, value) => (typeof value === 'string' ? '\0' : value), 2).replaceAll(
    '"\\u0000"',
    'string',
  );
  const header = `// Generated by tokens/build.mjs from tokens/src (theme: ${themeName}). Do not edit.\n`;
  writeFileSync(
    join(dist, 'index.js'),
    `${header}export const themeName = ${JSON.stringify(themeName)};\nexport const themeValues = ${JSON.stringify(cssValues, null, 2)};\nexport const breakpoints = ${JSON.stringify(breakpoints, null, 2)};\nexport const tokenList = ${JSON.stringify(flat, null, 2)};\nexport const brandNames = ${JSON.stringify(brandNames)};\nexport const defaultBrand = ${JSON.stringify(defaultBrand)};\nexport const brands = ${JSON.stringify(brandValues)};\n`,
  );
  writeFileSync(
    join(dist, 'index.d.ts'),
    `${header}export declare const themeName: string;\nexport declare const themeValues: ${JSON.stringify(cssValues, null, 2)};\nexport declare const breakpoints: ${JSON.stringify(breakpoints, null, 2)};\nexport interface TokenEntry { path: string; type: string; value: unknown; description?: string; extensions?: Record<string, unknown> }\nexport declare const tokenList: readonly TokenEntry[];\nexport type Brand = ${brandNames.map((b) => JSON.stringify(b)).join(' | ')};\nexport declare const brandNames: readonly [${brandNames.map((b) => JSON.stringify(b)).join(', ')}];\nexport declare const defaultBrand: ${JSON.stringify(defaultBrand)};\nexport type ThemeValues = ${widened};\nexport declare const brands: Record<Brand, { themeValues: ThemeValues; tokenList: readonly TokenEntry[] }>;\n`,
  );
}
console.log(
  `tokens: ${resolved.length} tokens resolved (theme ${themeName}; brands ${brandNames.join(', ')})${checkOnly ? '' : ' -> tokens/dist'}`,
);
