import { expect } from 'vitest';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';

describeFeatureMessages({
  name: 'the profiles messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.profiles.'],
  values: {
    count: 2,
    game: 'Rally',
    product: 'Pad',
    up: '3',
    down: '1',
    name: 'linear',
    deadZone: 8,
    start: 5,
    end: 95,
    intensity: 60,
  },
  sameInEnglish: [
    'portal.profiles.filter.product',
    'portal.profiles.settings.curve.linear',
    'portal.profiles.settings.triggers',
    'portal.profiles.settings.vibration',
  ],
  extra: (format) => {
    expect(format('portal.profiles.group.count', { count: 1 })).toMatch(/1/);
    expect(format('portal.profiles.group.count', { count: 7 })).toMatch(/7/);
  },
});
