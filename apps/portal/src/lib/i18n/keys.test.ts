// Translation keys are literal (decision 048): the translator's type knows every key of the portal's bundles and of
// the design system's, so an unknown key, or one built from a value the type cannot narrow, does not compile.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import type homeMessages from '../../features/home/messages/en-GB.json';
import type { Translate } from './useT';

const source = join(import.meta.dirname, '../..');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('translation keys', () => {
  test('no source casts a value to a portal key, nor a page’s translator to one that takes any key', () => {
    const casts = modules(source).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/as PortalMessageKey\b|\$\{[^}]* as '[^}]*\}|as AnyKeyTranslate\b/g)]
        .map((match) => `${relative(source, path)}: ${match[0]}`)
        // The refusal mapper words the codes through its tables of keys: the one place a table's key meets `t`.
        .filter((cast) => cast !== 'lib/http/refusals.ts: as AnyKeyTranslate'),
    );
    expect(casts).toEqual([]);
  });
});

// Checked by the type check only: never called.
export function unknownKeysDoNotCompile(t: Translate<typeof homeMessages>, status: string) {
  t('portal.retry');
  t('portal.home.support.ticketStatus.open');
  // @ts-expect-error a key no bundle has
  t('portal.home.support.ticketStatus.closed');
  // @ts-expect-error a key built from a value the type does not narrow
  t(`portal.home.support.ticketStatus.${status}`);
}
