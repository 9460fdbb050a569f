import { describe, expect, test } from 'vitest';
// The design system's formatter from its source: the package entry pulls in styles a node test cannot load.
import { formatMessage } from '../../../../../../packages/ui/src/i18n/format';
import { bundlesBeside } from '../../../lib/i18n/testing/bundles';
import { locales } from '../../../lib/locale/locales';
import shellBundle from '../../../locales/en-GB.json';

const bundles = bundlesBeside(import.meta.url);
const enGB = bundles['en-GB'] ?? {};

/** The `{arguments}` a message takes (plural and select arguments by their name). */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)(?:[,}])/g)].map((match) => match[1] ?? '').sort();
}

const values = {
  count: 2,
  name: 'Living room PS5',
  provider: 'Steam',
  email: 'a@b.test',
  max: 50,
  line: 1,
  browser: 'Firefox 130',
  os: 'Windows',
  total: 40,
};

describe('the account pages’ messages', () => {
  test('every locale has a bundle with exactly the keys of en-GB, all under portal.account., none of the shell’s', () => {
    expect(Object.keys(bundles).sort()).toEqual([...locales].sort());
    const keys = Object.keys(enGB).sort();
    for (const key of keys) {
      expect(key.startsWith('portal.account.')).toBe(true);
      expect(Object.hasOwn(shellBundle, key)).toBe(false);
    }
    for (const [locale, bundle] of Object.entries(bundles)) {
      expect([locale, Object.keys(bundle).sort()]).toEqual([locale, keys]);
    }
  });

  test('every message takes the arguments of its English one and formats in its locale', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, message] of Object.entries(bundle)) {
        expect([locale, key, argumentsOf(message)]).toEqual([
          locale,
          key,
          argumentsOf((enGB as Record<string, string>)[key] ?? ''),
        ]);
        const text = formatMessage(message, values, locale as never);
        expect([locale, key, text.includes('{'), text.trim() === '']).toEqual([locale, key, false, false]);
      }
      const friends = bundle['portal.account.referral.friendsCount'] ?? '';
      expect(formatMessage(friends, { count: 3 }, locale as never)).toMatch(/3/);
      expect(formatMessage(friends, { count: 0 }, locale as never)).not.toMatch(/0/);
    }
  });

  test('no bundle but en-US repeats the English text', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      if (locale.startsWith('en')) continue;
      for (const [key, english] of Object.entries(enGB)) {
        // Words that are the same in several languages (“Account”, “Platform”, “Postcode”).
        if (english.length <= 10) continue;
        expect([locale, key, bundle[key]]).not.toEqual([locale, key, english]);
      }
    }
  });
});
