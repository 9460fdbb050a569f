import { expect, test } from 'vitest';
import { bundlesBeside } from '../../../../lib/i18n/testing/bundles';
import { describeFeatureMessages } from '../../../../lib/i18n/testing/feature-messages';
import { externalProblems } from '../lib/problems';

const enGB = bundlesBeside(import.meta.url)['en-GB'] ?? {};

describeFeatureMessages({
  name: 'the external sign-in messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.external.'],
  values: { provider: 'Epic Games', name: 'Night Owl', email: 'p***@example.com' },
  sameInEnglish: (_key, english) => english.length <= 10,
  extra: (format) => {
    expect(format('portal.external.signInWith', { provider: 'Epic Games' })).toContain('Epic Games');
    expect(format('portal.external.link.intro', { provider: 'Epic Games', name: 'Night Owl' })).toContain('Night Owl');
  },
});

test('every problem has a title and a description', () => {
  for (const problem of externalProblems) {
    expect(enGB).toHaveProperty([`portal.external.problem.${problem}.title`]);
    expect(enGB).toHaveProperty([`portal.external.problem.${problem}.description`]);
  }
});
