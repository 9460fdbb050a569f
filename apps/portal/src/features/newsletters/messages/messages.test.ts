import { describe, expect, test } from 'vitest';
// The design system's formatter from its source: the package entry pulls in styles a node test cannot load.
import { formatMessage } from '../../../../../../packages/ui/src/i18n/format';
import { bundlesBeside } from '../../../lib/i18n/testing/bundles';
import { locales } from '../../../lib/locale/locales';
import { frequencies, topics } from '../lib/preferences';

const bundles = bundlesBeside(import.meta.url);
const enGB = bundles['en-GB'] ?? {};

describe('the newsletters messages', () => {
  test('every locale has a bundle with exactly the keys of en-GB, under portal.newsletters.', () => {
    expect(Object.keys(bundles).sort()).toEqual([...locales].sort());
    const keys = Object.keys(enGB).sort();
    for (const key of keys) expect([key, key.startsWith('portal.newsletters.')]).toEqual([key, true]);
    for (const [locale, bundle] of Object.entries(bundles)) {
      expect([locale, Object.keys(bundle).sort()]).toEqual([locale, keys]);
    }
  });

  test('every topic and frequency of the contract has its words', () => {
    for (const topic of topics) {
      expect(enGB).toHaveProperty([`portal.newsletters.preferences.topic.${topic}`]);
      expect(enGB).toHaveProperty([`portal.newsletters.preferences.topic.${topic}.description`]);
    }
    for (const frequency of frequencies) {
      expect(enGB).toHaveProperty([`portal.newsletters.preferences.frequency.${frequency}`]);
    }
  });

  test('every message formats in its locale with the arguments of en-GB', () => {
    const values = { date: '1 September 2026', email: 'd***@mynacon.test' };
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, message] of Object.entries(bundle)) {
        const english = (enGB as Record<string, string>)[key] ?? '';
        const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();
        expect([locale, key, argumentsOf(message)]).toEqual([locale, key, argumentsOf(english)]);
        const text = formatMessage(message, values, locale as never);
        expect([locale, key, text.includes('{'), text.trim() === '']).toEqual([locale, key, false, false]);
      }
    }
  });

  test('no bundle but en-US repeats the English text', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      if (locale.startsWith('en')) continue;
      for (const key of Object.keys(enGB)) {
        expect([locale, key, bundle[key]]).not.toEqual([locale, key, (enGB as Record<string, string>)[key]]);
      }
    }
  });
});
