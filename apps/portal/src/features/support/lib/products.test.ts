import type { Product } from '@mynacon/contract';
import { describe, expect, it } from 'vitest';
import {
  filterByPlatform,
  globalPlatformOf,
  parsePlatformFilter,
  platformChoices,
  runsOn,
  topLevelProducts,
  writePlatformFilter,
} from './products';

const product = (sku: string, platforms: string[], parent: { id: number; sku: string } | null = null) =>
  ({
    product_sku: sku,
    parent_id: parent?.id ?? null,
    parent_sku: parent?.sku ?? null,
    platform_compatibility: platforms,
  }) as Product;

const pad = product('PAD', ['PC::Steam', 'PlayStation::PS5', 'PlayStation::PS4']);
const padBlack = product('PAD-BLK', ['PlayStation::PS5'], { id: 1, sku: 'PAD' });
const wheel = product('WHEEL', ['Xbox::Xbox One']);
const legacy = product('OLD', ['Nintendo']);

describe('topLevelProducts', () => {
  it('leaves out child products, by parent id or by parent SKU, and keeps the order', () => {
    const orphan = { ...product('ORPHAN', ['PC']), parent_sku: 'GONE' } as Product;
    const byId = { ...product('BY-ID', ['PC']), parent_id: 9 } as Product;
    expect(topLevelProducts([wheel, padBlack, pad, orphan, byId]).map((item) => item.product_sku)).toEqual([
      'WHEEL',
      'PAD',
    ]);
  });
});

describe('the platform filter', () => {
  it('knows the global platform of a name', () => {
    expect(globalPlatformOf('PlayStation::PS5')).toBe('PlayStation');
    expect(globalPlatformOf('PC')).toBe('PC');
  });
  it('lets a global platform take in its models, a model only itself', () => {
    expect(runsOn(pad, 'PlayStation')).toBe(true);
    expect(runsOn(pad, 'PlayStation::PS5')).toBe(true);
    expect(runsOn(pad, 'Xbox')).toBe(false);
    expect(runsOn(pad, 'PlayStation::PS')).toBe(false);
    expect(runsOn(legacy, 'Nintendo')).toBe(true);
    expect(runsOn(legacy, 'Nintendo::Nintendo Switch')).toBe(false);
    expect(filterByPlatform([pad, wheel, legacy], 'PlayStation')).toEqual([pad]);
    expect(filterByPlatform([pad, wheel, legacy], null)).toEqual([pad, wheel, legacy]);
  });
  it('offers each global platform before its models, sorted', () => {
    expect(platformChoices([wheel, pad, legacy]).map((choice) => choice.name)).toEqual([
      'Nintendo',
      'PC',
      'PC::Steam',
      'PlayStation',
      'PlayStation::PS4',
      'PlayStation::PS5',
      'Xbox',
      'Xbox::Xbox One',
    ]);
    expect(new Set(platformChoices([pad]).map((choice) => choice.id)).size).toBe(5);
  });
  it('reads the filter from the address, ignoring a value nothing runs on', () => {
    const known = new Set(['PlayStation', 'PlayStation::PS5']);
    expect(parsePlatformFilter(new URLSearchParams('platform=PlayStation'), known)).toBe('PlayStation');
    expect(parsePlatformFilter(new URLSearchParams('platform=Amiga'), known)).toBeNull();
    expect(parsePlatformFilter(new URLSearchParams('platform=%20'), known)).toBeNull();
    expect(parsePlatformFilter(new URLSearchParams(''), known)).toBeNull();
  });
  it('writes the filter into the address, other parameters kept', () => {
    const query = new URLSearchParams('utm=x&platform=PC');
    expect(writePlatformFilter(query, 'PlayStation::PS5').toString()).toBe('utm=x&platform=PlayStation%3A%3APS5');
    expect(writePlatformFilter(query, null).toString()).toBe('utm=x');
    expect(query.toString()).toBe('utm=x&platform=PC');
  });
});
