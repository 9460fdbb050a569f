// A feature of the portal never imports another (decisions 010 and 014): what two features share lives in
// `src/lib`. `crossFeatureImports` finds the imports that break the rule; the unit test runs it on `src/features`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** The file's path, relative to the portal's `src` folder, with forward slashes (`features/orders/x.ts`). */
  path: string;
  source: string;
}

export interface CrossFeatureImport {
  /** The importing file, relative to `src`. */
  file: string;
  /** The import as written. */
  specifier: string;
  /** The feature the file belongs to, and the one it reaches into. */
  from: string;
  to: string;
}

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`. */
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g;

/** The feature a path under `src` belongs to (`features/orders/…` → `orders`), or null outside the features. */
export function featureOf(file: string): string | null {
  const [top, feature, ...rest] = file.split('/');
  return top === 'features' && feature !== undefined && rest.length > 0 ? feature : null;
}

/** Every import of a feature's file that resolves into another feature's folder. */
export function crossFeatureImports(files: readonly SourceFile[]): CrossFeatureImport[] {
  const found: CrossFeatureImport[] = [];
  for (const file of files) {
    const from = featureOf(file.path);
    if (from === null) continue;
    for (const match of file.source.matchAll(importPattern)) {
      const specifier = match[2] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier));
      const to = featureOf(target.endsWith('/') ? `${target}index` : target) ?? featureOf(`${target}/index`);
      if (to !== null && to !== from) found.push({ file: file.path, specifier, from, to });
    }
  }
  return found;
}

/** The TypeScript files under `src/features` of the portal whose `src` folder is `srcDir`. */
export function featureFiles(srcDir: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(srcDir, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        files.push({ path: child, source: readFileSync(path.join(srcDir, child), 'utf8') });
      }
    }
  };
  walk('features');
  return files;
}
