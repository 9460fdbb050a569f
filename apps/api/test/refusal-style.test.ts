// One way to refuse (decision 054): a handler throws a `Refusal`; only the HTTP toolkit (src/http) builds error answers
// as values. A returned error answer or an `{ ok: false, response }` result outside it fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));
/** Middleware answers per Hono's middleware contract (a returned answer stops the chain). */
const middleware = new Set(['auth/bearer.ts', 'services/limits.ts']);

const returnedErrors = [
  /\berrorResponse\b/,
  /\bok: false,? response\b/,
  /return (unauthorized|tooManyRequests|methodNotAllowed)\(/,
  /return \w+\.response;/,
];

function modules(folder: string): string[] {
  return readdirSync(path.join(src, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) return relative === 'http' ? [] : modules(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

test('outside the HTTP toolkit, refusals are thrown, never returned as answers', () => {
  const files = modules('');
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((file) =>
    readFileSync(path.join(src, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        returnedErrors.some((pattern) => pattern.test(line)) &&
        !(middleware.has(file) && /return (unauthorized|tooManyRequests)\(/.test(line))
          ? [`${file}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
  expect(found).toEqual([]);
});
