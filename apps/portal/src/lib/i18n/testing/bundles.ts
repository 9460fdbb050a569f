// The message bundles of a folder, for the tests that compare a feature's bundles across locales.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every bundle (`{locale}.json`) in the folder of the module at `moduleUrl` (a test passes its
 * `import.meta.url`), by locale, as found on disk: a missing or extra locale shows in the keys.
 */
export function bundlesBeside(moduleUrl: string): Record<string, Record<string, string>> {
  const folder = path.dirname(fileURLToPath(moduleUrl));
  const bundles: Record<string, Record<string, string>> = {};
  for (const name of readdirSync(folder).sort()) {
    const locale = /^([a-z]{2}-[A-Z]{2})\.json$/.exec(name)?.[1];
    if (locale !== undefined) bundles[locale] = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
  }
  return bundles;
}
