import { expect } from 'vitest';
import { describeFeatureMessages } from '../../../lib/i18n/testing/feature-messages';

describeFeatureMessages({
  name: 'the orders and products messages',
  moduleUrl: import.meta.url,
  prefixes: ['portal.orders.', 'portal.products.'],
  values: { count: 2, orderId: 'NAEN000100101' },
  sameInEnglish: ['portal.orders.order.total', 'portal.products.platforms'],
  extra: (format) => {
    expect(format('portal.orders.summary', { count: 3 })).toMatch(/3/);
    expect(format('portal.orders.summary', { count: 1 })).toMatch(/1/);
    expect(format('portal.orders.summary', { count: 0 })).not.toMatch(/0/);
  },
});
