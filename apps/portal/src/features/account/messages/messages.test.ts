import { expect } from 'vitest';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';
import shellBundle from '../../../locales/en-GB.json';

describeFeatureMessages({
  name: 'the account pages’ messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.account.'],
  notIn: shellBundle,
  values: {
    count: 2,
    name: 'Living room PS5',
    provider: 'Steam',
    email: 'a@b.test',
    max: 50,
    line: 1,
    browser: 'Firefox 130',
    os: 'Windows',
  },
  // Words that are the same in several languages (“Account”, “Platform”, “Postcode”).
  sameInEnglish: (_key, english) => english.length <= 10,
  extra: (format) => {
    expect(format('portal.account.referral.friendsCount', { count: 3 })).toMatch(/3/);
    expect(format('portal.account.referral.friendsCount', { count: 0 })).not.toMatch(/0/);
  },
});
