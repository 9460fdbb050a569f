import { accountMessages } from '@mynacon/contract';
import { expect, test } from 'vitest';
import { bundlesBeside } from '../../../lib/i18n/testing/bundles';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';
import { signInRefusalKinds } from '../lib/sign-in-refusal';

const bundles = bundlesBeside(import.meta.url);
const enGB = bundles['en-GB'] ?? {};

// Sign-in, registration, confirmation and password reset.
describeFeatureMessages({
  name: 'the account pages messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.login.', 'portal.register.', 'portal.confirmation.', 'portal.reset.'],
  values: { minutes: 2, email: 'player@example.com', username: 'NightOwl', provider: 'Steam' },
  sameInEnglish: (_key, english) => english.length <= 10,
  extra: (format) => {
    expect(format('portal.login.error.locked.retry', { minutes: 5 })).toMatch(/5/);
  },
});

test('every refusal has a title and a description', () => {
  for (const kind of signInRefusalKinds) {
    expect(enGB).toHaveProperty([`portal.login.error.${kind}.title`]);
    expect(enGB).toHaveProperty([`portal.login.error.${kind}.description`]);
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
