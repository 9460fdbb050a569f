import { expect, test } from 'vitest';
import { bundlesBeside } from '../../../lib/i18n/testing/bundles';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';
import { frequencies, topics } from '../lib/preferences';

describeFeatureMessages({
  name: 'the newsletters messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.newsletters.'],
  values: { date: '1 September 2026', email: 'd***@mynacon.test' },
});

test('every topic and frequency of the contract has its words', () => {
  const enGB = bundlesBeside(import.meta.url)['en-GB'];
  for (const topic of topics) {
    expect(enGB).toHaveProperty([`portal.newsletters.preferences.topic.${topic}`]);
    expect(enGB).toHaveProperty([`portal.newsletters.preferences.topic.${topic}.description`]);
  }
  for (const frequency of frequencies) {
    expect(enGB).toHaveProperty([`portal.newsletters.preferences.frequency.${frequency}`]);
  }
});
