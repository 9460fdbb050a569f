import { describe, expect, test } from 'vitest';
// The design system's formatter from its source: the package entry pulls in styles a node test cannot load.
import { formatMessage } from '../../../../../../packages/ui/src/i18n/format';
import { bundlesBeside } from '../../../lib/i18n/testing/bundles';
import { locales } from '../../../lib/locale/locales';

const bundles = bundlesBeside(import.meta.url);
const enGB = bundles['en-GB'] ?? {};

/** Keys whose text may be the same in English and another language (a word shared by both). */
const sameInEnglish = new Set(['portal.contact.message.label']);

describe('the content and contact messages', () => {
  test('every locale has a bundle with exactly the keys of en-GB, under portal.content. or portal.contact.', () => {
    expect(Object.keys(bundles).sort()).toEqual([...locales].sort());
    const keys = Object.keys(enGB).sort();
    for (const key of keys) expect([key, /^portal\.(content|contact)\./.test(key)]).toEqual([key, true]);
    for (const [locale, bundle] of Object.entries(bundles)) {
      expect([locale, Object.keys(bundle).sort()]).toEqual([locale, keys]);
    }
  });

  test('every message formats in its locale with the arguments of en-GB', () => {
    const values = { date: '1 September 2026', min: 10, email: 'alex@example.test', minutes: 2 };
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, message] of Object.entries(bundle)) {
        const english = (enGB as Record<string, string>)[key] ?? '';
        const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();
        expect([locale, key, argumentsOf(message)]).toEqual([locale, key, argumentsOf(english)]);
        const text = formatMessage(message, values, locale as never);
        expect([locale, key, text.includes('{'), text.trim() === '']).toEqual([locale, key, false, false]);
      }
      const throttled = bundle['portal.contact.error.throttled'] ?? '';
      expect(formatMessage(throttled, { minutes: 3 }, locale as never)).toMatch(/3/);
    }
  });

  test('no bundle but en-US repeats the English text', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      if (locale.startsWith('en')) continue;
      for (const key of Object.keys(enGB)) {
        if (sameInEnglish.has(key)) continue;
        expect([locale, key, bundle[key]]).not.toEqual([locale, key, (enGB as Record<string, string>)[key]]);
      }
    }
  });
});
