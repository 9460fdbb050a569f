import type { Profile } from '@mynacon/contract';
import { describe, expect, it } from 'vitest';
import { applyFilters, filterOptions, parseFilters, writeFilters } from './filters';

const options = { platforms: new Set(['PS5', 'Xbox Series']), products: new Set(['NA-PRO-01']) };
const profiles = [
  { id: 1, status: '1', platform: 'PS5', product_sku: 'NA-PRO-01' },
  { id: 2, status: '1', platform: 'Xbox Series', product_sku: null },
  { id: 3, status: '1', platform: 'PS5', product_sku: null },
  { id: 4, status: '0', platform: 'PC', product_sku: 'NA-DRAFT' },
] as Profile[];

describe('profile filters', () => {
  it('reads known values from the query and ignores unknown or empty ones', () => {
    expect(parseFilters(new URLSearchParams('platform=PS5&product=NA-PRO-01'), options)).toEqual({
      platform: 'PS5',
      product: 'NA-PRO-01',
    });
    expect(parseFilters(new URLSearchParams('platform=Amiga&product='), options)).toEqual({
      platform: null,
      product: null,
    });
  });

  it('writes the filters back, keeping other parameters', () => {
    const query = writeFilters(new URLSearchParams('platform=PS5&x=1'), { platform: null, product: 'NA-PRO-01' });
    expect(query.toString()).toBe('x=1&product=NA-PRO-01');
  });

  it('keeps the profiles that match every filter', () => {
    expect(applyFilters(profiles, { platform: 'PS5', product: null }).map((item) => item.id)).toEqual([1, 3]);
    expect(applyFilters(profiles, { platform: 'PS5', product: 'NA-PRO-01' }).map((item) => item.id)).toEqual([1]);
    expect(applyFilters(profiles, { platform: null, product: null })).toHaveLength(4);
  });

  it('offers the platforms and products of published profiles', () => {
    expect(filterOptions(profiles)).toEqual({ platforms: ['PS5', 'Xbox Series'], products: ['NA-PRO-01'] });
  });
});
