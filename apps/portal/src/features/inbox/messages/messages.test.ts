import { expect } from 'vitest';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';

describeFeatureMessages({
  name: 'the inbox messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.inbox.'],
  values: { count: 2 },
  sameInEnglish: ['portal.inbox.summary'],
  extra: (format) => {
    // The unread count has its plural forms: one is not three with the digit changed.
    expect(format('portal.inbox.summary', { count: 3 })).toMatch(/3/);
    expect(format('portal.inbox.summary', { count: 1 })).not.toBe(
      format('portal.inbox.summary', { count: 3 }).replace('3', '1'),
    );
  },
});
