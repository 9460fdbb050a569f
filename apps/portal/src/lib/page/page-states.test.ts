// One page-state kit (decision 048): one attribute carries a page's or a block's state, and one message key says
// "Try again" wherever a read or a submission can be tried again.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const source = join(import.meta.dirname, '../..');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

describe('the page-state kit', () => {
  test('one state attribute: data-page-state, and no data-{feature}-state beside it', () => {
    const others = files(source, /\.tsx?$/).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/data-(?!page-state)[a-z-]+-state\b/g)].map(
        (match) => `${relative(source, path)}: ${match[0]}`,
      ),
    );
    expect(others).toEqual([]);
  });

  test('one retry message: no other key of any bundle words "Try again"', () => {
    const bundles = files(source, /^[a-z]{2}-[A-Z]{2}\.json$/);
    const byLocale = new Map<string, Record<string, string>>();
    for (const path of bundles) {
      const locale = basename(path, '.json');
      byLocale.set(locale, { ...byLocale.get(locale), ...JSON.parse(readFileSync(path, 'utf8')) });
    }
    expect(byLocale.size).toBe(7);
    for (const [locale, messages] of byLocale) {
      const retry = messages['portal.retry'];
      expect(retry, locale).toBeTruthy();
      const twins = Object.entries(messages).filter(([key, value]) => value === retry && key !== 'portal.retry');
      expect(twins, locale).toEqual([]);
      // The sign-in's own sentences that carry a wait ("… Try again in 3 minutes") are not the button.
      const retryKeys = Object.keys(messages).filter((key) => /\.(retry|tryAgain)$/i.test(key));
      expect(retryKeys.sort()).toEqual([
        'portal.login.error.busy.retry',
        'portal.login.error.locked.retry',
        'portal.retry',
      ]);
    }
  });
});
