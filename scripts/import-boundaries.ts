// The apps depend one way (house style; decisions 010, 014 and 054): the API imports nothing from the portal, the
// portal reaches the API only through its package's entries (`@mynacon/api`, `@mynacon/api/seed`,
// `@mynacon/api/main`), never its source files, and a feature of the portal never imports another (what two features
// share lives in `src/lib`).
// `boundaryBreaks` finds the imports that break a rule; the unit test runs it on both apps.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** The file's path from the repository's root, with forward slashes (`apps/portal/src/features/orders/x.ts`). */
  path: string;
  source: string;
}

export type BoundaryRule = 'api -> portal' | 'portal -> api source' | 'feature -> feature';

export interface BoundaryBreak {
  rule: BoundaryRule;
  /** The importing file, from the repository's root. */
  file: string;
  /** The import as written. */
  specifier: string;
}

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`. */
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g;

const portalFeatures = 'apps/portal/src/features/';

/** The portal feature a path belongs to (`apps/portal/src/features/orders/…` → `orders`), or null. */
export function featureOf(file: string): string | null {
  if (!file.startsWith(portalFeatures)) return null;
  const [feature, ...rest] = file.slice(portalFeatures.length).split('/');
  return feature !== undefined && rest.length > 0 ? feature : null;
}

/** The app a path belongs to (`apps/api/…` → `api`), or null. */
function appOf(file: string): string | null {
  const [top, app, ...rest] = file.split('/');
  return top === 'apps' && app !== undefined && rest.length > 0 ? app : null;
}

/** Every import that breaks one of the three rules. */
export function boundaryBreaks(files: readonly SourceFile[]): BoundaryBreak[] {
  const found: BoundaryBreak[] = [];
  for (const file of files) {
    const app = appOf(file.path);
    const feature = featureOf(file.path);
    for (const match of file.source.matchAll(importPattern)) {
      const specifier = match[2] ?? '';
      const target = specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier))
        : null;
      const targetApp = target === null ? null : appOf(`${target}/index`);
      if (app === 'api' && (targetApp === 'portal' || specifier.startsWith('@mynacon/portal'))) {
        found.push({ rule: 'api -> portal', file: file.path, specifier });
      } else if (app === 'portal' && targetApp === 'api') {
        found.push({ rule: 'portal -> api source', file: file.path, specifier });
      } else if (feature !== null && target !== null) {
        const to = featureOf(target.endsWith('/') ? `${target}index` : target) ?? featureOf(`${target}/index`);
        if (to !== null && to !== feature) found.push({ rule: 'feature -> feature', file: file.path, specifier });
      }
    }
  }
  return found;
}

/** The TypeScript and JavaScript files under `folders` (relative to `root`), outside `node_modules` and builds. */
export function sourceFiles(root: string, folders: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', '.data'].includes(entry.name)) walk(child);
      } else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) {
        files.push({ path: child, source: readFileSync(path.join(root, child), 'utf8') });
      }
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}
