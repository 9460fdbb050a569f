import { describe, expect, test } from 'vitest';
// The design system's formatter from its source: the package entry pulls in styles a node test cannot load.
import { formatMessage } from '../../../../../../../packages/ui/src/i18n/format';
import { bundlesBeside } from '../../../../lib/i18n/testing/bundles';
import { locales } from '../../../../lib/locale/locales';
import { externalProblems } from '../lib/problems';

const bundles = bundlesBeside(import.meta.url);
const enGB = bundles['en-GB'] ?? {};

const values = { provider: 'Epic Games', name: 'Night Owl', email: 'p***@example.com' };

describe('the external sign-in messages', () => {
  test('every locale has a bundle with exactly the keys of en-GB, all under portal.external.', () => {
    expect(Object.keys(bundles).sort()).toEqual([...locales].sort());
    const keys = Object.keys(enGB).sort();
    for (const key of keys) expect(key.startsWith('portal.external.')).toBe(true);
    for (const [locale, bundle] of Object.entries(bundles))
      expect([locale, Object.keys(bundle).sort()]).toEqual([locale, keys]);
  });

  test('every problem has a title and a description', () => {
    for (const problem of externalProblems) {
      expect(enGB).toHaveProperty([`portal.external.problem.${problem}.title`]);
      expect(enGB).toHaveProperty([`portal.external.problem.${problem}.description`]);
    }
  });

  test('every message formats in its locale, with its arguments filled in', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, message] of Object.entries(bundle)) {
        const text = formatMessage(message, values, locale as never);
        expect([locale, key, text.includes('{')]).toEqual([locale, key, false]);
      }
      expect(formatMessage(bundle['portal.external.signInWith'] ?? '', values, locale as never)).toContain(
        'Epic Games',
      );
      expect(formatMessage(bundle['portal.external.link.intro'] ?? '', values, locale as never)).toContain('Night Owl');
    }
  });

  test('the translations are translations: no bundle but en-US repeats the English text of a sentence', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      if (locale.startsWith('en')) continue;
      for (const key of [
        'portal.external.title',
        'portal.external.link.intro',
        'portal.external.problem.cancelled.description',
      ]) {
        expect([locale, key, bundle[key]]).not.toEqual([locale, key, enGB[key as keyof typeof enGB]]);
      }
    }
  });
});
