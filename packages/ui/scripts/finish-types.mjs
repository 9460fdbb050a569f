// Makes the emitted declarations (dist/types) resolve the way Node does, not only the way bundlers do. The
// source imports its own files without extensions (`./components/Button`), which TypeScript copies as they are;
// under `moduleResolution: node16`/`nodenext` a declaration file of an ES module package must name the file
// (`./components/Button/index.js`), or every type behind it is lost. It also gives each JSON file that a
// declaration imports (the en-GB strings that `UIMessageKey` is derived from) a declaration of its own, since
// the JSON itself is not emitted and a site may not enable `resolveJsonModule`. Fails on a specifier it cannot
// resolve, so a broken declaration never ships. Run after `tsc -p tsconfig.build.json` (the package's build).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(pkg, 'src');
const types = join(pkg, 'dist/types');

/** Relative specifiers in `from '…'`, `import '…'` and `import('…')`. */
const specifierPattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\2/g;

/** A TypeScript type for a JSON value, written out (the files are small string tables). */
function jsonType(value) {
  if (Array.isArray(value)) return `readonly (${[...new Set(value.map(jsonType))].join(' | ') || 'never'})[]`;
  if (value === null) return 'null';
  if (typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `readonly ${JSON.stringify(key)}: ${jsonType(item)};`)
      .join(' ')} }`;
  }
  return typeof value;
}

export function finishTypes(dir = types) {
  const problems = [];
  let rewritten = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name));
    if (!file.endsWith('.d.ts')) continue;
    const text = readFileSync(file, 'utf8');
    const next = text.replace(specifierPattern, (whole, lead, quote, specifier) => {
      const target = resolve(dirname(file), specifier);
      let replacement;
      if (specifier.endsWith('.js')) return whole;
      if (specifier.endsWith('.json')) {
        // The JSON beside the source module: declare its shape next to the declarations as `<name>.json.d.ts`.
        const json = join(src, relative(dir, target));
        if (!existsSync(json)) {
          problems.push(`${relative(dir, file)}: ${specifier} (no ${relative(pkg, json)})`);
          return whole;
        }
        const value = JSON.parse(readFileSync(json, 'utf8'));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(
          `${target}.d.ts`,
          `// The shape of ${relative(src, json)}, which is bundled into the JavaScript.\ndeclare const value: ${jsonType(value)};\nexport default value;\n`,
        );
        replacement = `${specifier}.js`;
      } else if (existsSync(`${target}.d.ts`)) {
        replacement = `${specifier}.js`;
      } else if (existsSync(join(target, 'index.d.ts'))) {
        replacement = `${specifier}/index.js`;
      } else {
        problems.push(`${relative(dir, file)}: ${specifier}`);
        return whole;
      }
      return `${lead}${quote}${replacement}${quote}`;
    });
    if (next !== text) {
      writeFileSync(file, next);
      rewritten += 1;
    }
  }
  if (problems.length > 0) {
    throw new Error(`Declarations import files that do not exist:\n  ${problems.join('\n  ')}`);
  }
  return rewritten;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = finishTypes();
  console.log(`Declarations: full relative paths in ${count} files.`);
}
