import { expect } from 'vitest';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';

describeFeatureMessages({
  name: 'the surveys messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.surveys.'],
  values: { date: '26 November 2026', max: 5, value: 4 },
  sameInEnglish: ['portal.surveys.questions.title'],
  extra: (format) => {
    expect(format('portal.surveys.answer.rating', { value: 3, max: 10 })).toMatch(/3\D+10/);
  },
});
