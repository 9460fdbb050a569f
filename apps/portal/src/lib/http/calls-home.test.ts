// One home per call (decision 048): every call of the contract is a function of its own file, named as the
// contract names its endpoint (`getUserDevicesEndpoint` → `getUserDevices` in `get-user-devices.ts`), in the
// owning feature's `api/` folder or, when shared, in `lib/http/calls/`; one call style (`client.call` on the app's
// client); no module re-exports another's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const source = join(import.meta.dirname, '../..');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = modules(source).map((path) => ({ path: relative(source, path), text: readFileSync(path, 'utf8') }));
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const contractImports = (text: string) =>
  [...text.matchAll(/import \{([^}]*)\} from '@mynacon\/contract'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );

describe('calls to the API', () => {
  test('each endpoint is called from one file, in a home for calls, named as the contract names it', () => {
    const problems: string[] = [];
    const homes = new Map<string, string>();
    for (const { path, text } of files) {
      const endpoints = contractImports(text).filter((name) => /^[a-z]\w*Endpoint$/.test(name));
      const tables = contractImports(text).filter((name) => /Endpoints$/.test(name));
      for (const table of tables) problems.push(`${path}: imports the table ${table}; import the endpoint itself`);
      if (endpoints.length === 0) continue;
      if (!/^(features\/[\w-]+(\/[\w-]+)?\/api|lib\/http\/calls)\/[\w-]+\.ts$/.test(path)) {
        problems.push(`${path}: calls ${endpoints.join(', ')} outside features/*/api/ and lib/http/calls/`);
      }
      if (endpoints.length > 1) problems.push(`${path}: ${endpoints.length} endpoints in one file`);
      for (const endpoint of endpoints) {
        const name = endpoint.replace(/Endpoint$/, '');
        if (homes.has(endpoint)) problems.push(`${endpoint}: called from ${homes.get(endpoint)} and ${path}`);
        homes.set(endpoint, path);
        if (!path.endsWith(`/${kebab(name)}.ts`)) problems.push(`${path}: ${endpoint} belongs in ${kebab(name)}.ts`);
        if (!new RegExp(`export (async )?function ${name}\\(`).test(text)) {
          problems.push(`${path}: exports no function ${name}`);
        }
        if (!/client: HttpClient = httpClient\(\)/.test(text)) problems.push(`${path}: not the one call style`);
      }
    }
    expect(problems).toEqual([]);
    expect(homes.size).toBeGreaterThan(60);
  });

  test('no module re-exports another module (no shims), and there is no second way to call', () => {
    const problems = files.flatMap(({ path, text }) => [
      ...[...text.matchAll(/^export (type )?(\*|\{[^}]*\}) from '[^']+';/gm)].map((match) => `${path}: ${match[0]}`),
      ...(/\bcallEndpoint\b/.test(text) ? [`${path}: callEndpoint`] : []),
    ]);
    expect(problems).toEqual([]);
  });
});
