import { describe, expect, test } from 'vitest';
// The design system's formatter from its source: the package entry pulls in styles a node test cannot load.
import { formatMessage } from '../../../../../../packages/ui/src/i18n/format';
import { bundlesBeside } from '../../../lib/i18n/testing/bundles';
import { locales } from '../../../lib/locale/locales';

const bundles = bundlesBeside(import.meta.url);
const enGB = (bundles['en-GB'] ?? {}) as Record<string, string>;

/** Keys whose text may be the same in English and another language (a word both share). */
const sameInEnglish = new Set(['portal.home.playtests.title', 'portal.home.support.ticketStatus.open']);

describe('the home messages', () => {
  test('every locale has a bundle with exactly the keys of en-GB, under portal.home.', () => {
    expect(Object.keys(bundles).sort()).toEqual([...locales].sort());
    const keys = Object.keys(enGB).sort();
    for (const key of keys) expect([key, key.startsWith('portal.home.')]).toEqual([key, true]);
    for (const [locale, bundle] of Object.entries(bundles)) {
      expect([locale, Object.keys(bundle).sort()]).toEqual([locale, keys]);
    }
  });

  test('every message formats in its locale with the arguments of en-GB', () => {
    const values = { count: 2, name: 'Pad', date: '1 Dec 2026', number: 'NAEN000100102' };
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, message] of Object.entries(bundle)) {
        const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();
        expect([locale, key, argumentsOf(message)]).toEqual([locale, key, argumentsOf(enGB[key] ?? '')]);
        const text = formatMessage(message, values, locale as never);
        expect([locale, key, text.includes('{'), text.trim() === '']).toEqual([locale, key, false, false]);
      }
    }
  });

  test('no bundle but en-US repeats the English text', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      if (locale.startsWith('en')) continue;
      for (const key of Object.keys(enGB)) {
        if (sameInEnglish.has(key)) continue;
        expect([locale, key, bundle[key]]).not.toEqual([locale, key, enGB[key]]);
      }
    }
  });
});
