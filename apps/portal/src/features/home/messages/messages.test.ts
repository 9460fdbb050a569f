import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';

describeFeatureMessages({
  name: 'the home messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.home.'],
  values: { count: 2, name: 'Pad', date: '1 Dec 2026', number: 'NAEN000100102' },
  sameInEnglish: ['portal.home.playtests.title', 'portal.home.support.ticketStatus.open'],
});
