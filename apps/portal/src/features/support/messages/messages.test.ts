import { expect } from 'vitest';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';

describeFeatureMessages({
  name: 'the support messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.support.'],
  values: {
    count: 2,
    id: '7',
    product: 'Pad',
    date: '1 May 2026',
    status: 'Open',
    orderId: 'NAEN000100102',
    platform: 'PlayStation',
    platforms: 'PS5, Steam',
    min: 10,
  },
  sameInEnglish: [
    'portal.support.requests.status',
    'portal.support.requests.status.open',
    'portal.support.ticket.description.label',
    'portal.support.hub.games.title',
    'portal.support.products.filter.platform',
    'portal.support.products.type.game',
    'portal.support.product.platforms',
    'portal.support.ticket.platform.label',
  ],
  extra: (format) => {
    expect(format('portal.support.products.count', { count: 1 })).toMatch(/1/);
    expect(format('portal.support.products.count', { count: 7 })).toMatch(/7/);
  },
});
