import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';

describeFeatureMessages({
  name: 'the content and contact messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.content.', 'portal.contact.'],
  values: { date: '1 September 2026', min: 10, email: 'alex@example.test', minutes: 2 },
  sameInEnglish: ['portal.contact.message.label'],
});
