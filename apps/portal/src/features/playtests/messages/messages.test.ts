import { expect } from 'vitest';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';

describeFeatureMessages({
  name: 'the playtests messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.playtests.'],
  values: { count: 2, name: 'Pad', title: 'Beta', date: '1 Dec 2026' },
  sameInEnglish: [
    'portal.playtests.card.dates',
    'portal.playtests.card.places',
    'portal.playtests.card.game',
    'portal.playtests.card.platforms',
    'portal.playtests.filter.platform',
    'portal.playtests.register.platform',
    'portal.playtests.device.platform',
  ],
  extra: (format) => {
    expect(format('portal.playtests.card.placesLeft', { count: 1 })).toMatch(/1/);
    expect(format('portal.playtests.card.placesLeft', { count: 7 })).toMatch(/7/);
    expect(format('portal.playtests.card.placesLeft', { count: 0 })).not.toMatch(/0/);
  },
});
