import { describe, expect, test } from 'vitest';
// The design system's formatter from its source: the package entry pulls in styles a node test cannot load.
import { formatMessage } from '../../../../../../packages/ui/src/i18n/format';
import { bundlesBeside } from '../../../lib/i18n/testing/bundles';
import { locales } from '../../../lib/locale/locales';

const bundles = bundlesBeside(import.meta.url);
const enGB = bundles['en-GB'] ?? {};

describe('the inbox messages', () => {
  test('every locale has a bundle with exactly the keys of en-GB, all under portal.inbox.', () => {
    expect(Object.keys(bundles).sort()).toEqual([...locales].sort());
    const keys = Object.keys(enGB).sort();
    for (const key of keys) expect(key.startsWith('portal.inbox.')).toBe(true);
    for (const [locale, bundle] of Object.entries(bundles)) {
      expect([locale, Object.keys(bundle).sort()]).toEqual([locale, keys]);
    }
  });

  test('every message formats in its locale; the unread count has its plural forms', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, message] of Object.entries(bundle)) {
        const text = formatMessage(message, { count: 2 }, locale as never);
        expect([locale, key, text.includes('{'), text.trim() === '']).toEqual([locale, key, false, false]);
      }
      const summary = bundle['portal.inbox.summary'] ?? '';
      expect(formatMessage(summary, { count: 3 }, locale as never)).toMatch(/3/);
      expect(formatMessage(summary, { count: 1 }, locale as never)).not.toBe(
        formatMessage(summary, { count: 3 }, locale as never).replace('3', '1'),
      );
    }
  });

  test('no bundle but en-US repeats the English text', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      if (locale.startsWith('en')) continue;
      for (const key of Object.keys(enGB)) {
        if (key === 'portal.inbox.summary') continue;
        expect([locale, key, bundle[key]]).not.toEqual([locale, key, (enGB as Record<string, string>)[key]]);
      }
    }
  });
});
