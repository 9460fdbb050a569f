// Turns the DTCG token files into resolved values: dist/tokens.json (every token, resolved, with its
// description and extensions) and dist/index.js (CSS-ready values in the shape of the theme contract).
// Usage: node build.mjs [--theme dark] [--check]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const themeName = args.includes('--theme') ? args[args.indexOf('--theme') + 1] : 'dark';
const checkOnly = args.includes('--check');

const isToken = (node) => node !== null && typeof node === 'object' && '$value' in node;
const camel = (key) => key.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

function merge(target, source, file) {
  for (const [key, value] of Object.entries(source)) {
    if (key === '$description' && target === tree) continue;
    if (key in target && (isToken(value) || isToken(target[key]) || typeof value !== 'object')) {
      throw new Error(`${file}: "${key}" is defined twice`);
    }
    if (value && typeof value === 'object' && !Array.isArray(value) && !isToken(value)) {
      target[key] ??= {};
      merge(target[key], value, file);
    } else {
      target[key] = value;
    }
  }
}

const tree = {};
const srcDir = join(root, 'src');
for (const file of readdirSync(srcDir)
  .filter((f) => f.endsWith('.tokens.json'))
  .sort()) {
  merge(tree, JSON.parse(readFileSync(join(srcDir, file), 'utf8')), file);
}
merge(tree, JSON.parse(readFileSync(join(srcDir, 'themes', `${themeName}.tokens.json`), 'utf8')), themeName);

/** Collects every token with its path and the $type inherited from its groups. */
function collect(node, path = [], inheritedType) {
  const type = node.$type ?? inheritedType;
  if (isToken(node)) return [{ path, type, token: node }];
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('$'))
    .flatMap(([key, child]) => collect(child, [...path, key], type));
}
const all = collect(tree);
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
  return { path, type, value, css: toCss(type, value), description: token.$description, extensions: token.$extensions };
});

// The theme must give a value to every semantic role, and nothing else.
const roles = resolved.filter((t) => t.path[0] === 'color').map((t) => t.path[1]);
const themeKeys = resolved.filter((t) => t.path[0] === 'theme').map((t) => t.path[1]);
const missing = roles.filter((r) => !themeKeys.includes(r));
const extra = themeKeys.filter((k) => !roles.includes(k));
if (missing.length || extra.length) {
  throw new Error(`Theme "${themeName}" does not match the semantic roles. Missing: ${missing}; unknown: ${extra}`);
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

if (!checkOnly) {
  const dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'tokens.json'), `${JSON.stringify(flat, null, 2)}\n`);
  const header = `// Generated by tokens/build.mjs from tokens/src (theme: ${themeName}). Do not edit.\n`;
  writeFileSync(
    join(dist, 'index.js'),
    `${header}export const themeName = ${JSON.stringify(themeName)};\nexport const themeValues = ${JSON.stringify(cssValues, null, 2)};\nexport const breakpoints = ${JSON.stringify(breakpoints, null, 2)};\nexport const tokenList = ${JSON.stringify(flat, null, 2)};\n`,
  );
  writeFileSync(
    join(dist, 'index.d.ts'),
    `${header}export declare const themeName: string;\nexport declare const themeValues: ${JSON.stringify(cssValues, null, 2)};\nexport declare const breakpoints: ${JSON.stringify(breakpoints, null, 2)};\nexport interface TokenEntry { path: string; type: string; value: unknown; description?: string; extensions?: Record<string, unknown> }\nexport declare const tokenList: readonly TokenEntry[];\n`,
  );
}
console.log(`tokens: ${resolved.length} tokens resolved (theme ${themeName})${checkOnly ? '' : ' -> tokens/dist'}`);
