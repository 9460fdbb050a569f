import { accountMessages } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
// The design system's formatter from its source: the package entry pulls in styles a node test cannot load.
import { formatMessage } from '../../../../../../packages/ui/src/i18n/format';
import { bundlesBeside } from '../../../lib/i18n/testing/bundles';
import { locales } from '../../../lib/locale/locales';
import { signInRefusalKinds } from '../lib/sign-in-refusal';

const bundles = bundlesBeside(import.meta.url);
const enGB = bundles['en-GB'] ?? {};

/** The prefixes of this feature's keys: sign-in, registration, confirmation, password reset. */
const prefixes = ['portal.login.', 'portal.register.', 'portal.confirmation.', 'portal.reset.'];

describe('the account pages messages', () => {
  test('every locale has a bundle with exactly the keys of en-GB, all under the feature prefixes', () => {
    expect(Object.keys(bundles).sort()).toEqual([...locales].sort());
    const keys = Object.keys(enGB).sort();
    for (const key of keys) expect([key, prefixes.some((prefix) => key.startsWith(prefix))]).toEqual([key, true]);
    for (const [locale, bundle] of Object.entries(bundles))
      expect([locale, Object.keys(bundle).sort()]).toEqual([locale, keys]);
  });

  test('every refusal has a title and a description', () => {
    for (const kind of signInRefusalKinds) {
      expect(enGB).toHaveProperty([`portal.login.error.${kind}.title`]);
      expect(enGB).toHaveProperty([`portal.login.error.${kind}.description`]);
    }
  });

  test('every message formats in its locale, with its arguments filled in', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, message] of Object.entries(bundle)) {
        const text = formatMessage(
          message,
          { minutes: 2, email: 'player@example.com', username: 'NightOwl' },
          locale as never,
        );
        expect([locale, key, text.includes('{')]).toEqual([locale, key, false]);
      }
      expect(formatMessage(bundle['portal.login.error.locked.retry'] ?? '', { minutes: 5 }, locale as never)).toMatch(
        /5/,
      );
    }
  });

  test('every outcome the pages can reach has its texts', () => {
    for (const problem of ['used', 'expired', 'invalid']) {
      for (const prefix of ['portal.confirmation', 'portal.reset']) {
        expect(enGB).toHaveProperty([`${prefix}.${problem}.title`]);
        expect(enGB).toHaveProperty([`${prefix}.${problem}.description`]);
      }
    }
    for (const kind of ['confirmed', 'emailChanged', 'addressTaken', 'unavailable', 'failed']) {
      expect(enGB).toHaveProperty([`portal.confirmation.${kind}.title`]);
      expect(enGB).toHaveProperty([`portal.confirmation.${kind}.description`]);
    }
    for (const problem of ['unavailable', 'throttled', 'malformed', 'failed']) {
      expect(enGB).toHaveProperty([`portal.register.error.${problem}`]);
      expect(enGB).toHaveProperty([`portal.reset.error.${problem}`]);
    }
  });

  test("the API's own wording is kept word for word in English", () => {
    expect(enGB['portal.register.username.taken']).toBe(accountMessages.usernameTaken);
    expect(bundles['en-US']?.['portal.register.username.taken']).toBe(accountMessages.usernameTaken);
  });

  test('the translations are translations: no bundle but en-US repeats the English text of a sentence', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      if (locale.startsWith('en')) continue;
      expect(bundle['portal.login.intro']).not.toBe(enGB['portal.login.intro']);
      expect(bundle['portal.login.error.credentials.title']).not.toBe(enGB['portal.login.error.credentials.title']);
      for (const key of [
        'portal.register.intro',
        'portal.confirmation.used.title',
        'portal.reset.request.intro',
      ] as const)
        expect([locale, key, bundle[key]]).not.toEqual([locale, key, enGB[key]]);
    }
  });
});
