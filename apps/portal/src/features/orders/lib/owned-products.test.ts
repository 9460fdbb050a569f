import type { Product } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { isChildProduct, ownedProducts } from './owned-products';

const product = (id: number, sku: string, parent: { id: number; sku: string } | null = null): Product => ({
  product_id: id,
  product_sku: sku,
  parent_id: parent?.id ?? null,
  parent_sku: parent?.sku ?? null,
  name: sku,
  url_key: sku.toLowerCase(),
  type: 'accessory',
  release_date: null,
  has_profiles: false,
  platform_compatibility: [],
  image: `https://cdn.example.com/products/${sku}.svg`,
});

const wheel = product(1, 'WHL-GT');
const pad = product(2, 'REVO-X');
const padBlack = product(3, 'REVO-X-BLK', { id: 2, sku: 'REVO-X' });
const game = product(4, 'RFR-STD');
const gamePs = product(5, 'RFR-STD-PL', { id: 4, sku: 'RFR-STD' });
const catalogue = [wheel, pad, padBlack, game, gamePs];
const registration = (id: number, serial: string | null = null) => ({
  product_id: id,
  serial_number: serial,
  registered_at: '2026-01-01T00:00:00.000Z',
});

describe('ownedProducts', () => {
  test('catalogue products whose id the player registered, in the player’s order', () => {
    const owned = ownedProducts(catalogue, [registration(2, 'RVX-1'), registration(1)]);
    expect(owned.map((entry) => entry.product.product_sku)).toEqual(['REVO-X', 'WHL-GT']);
    expect(owned[0]?.serialNumber).toBe('RVX-1');
  });

  test('child products are left out of the list', () => {
    const owned = ownedProducts(catalogue, [registration(5), registration(3), registration(1)]);
    expect(owned.map((entry) => entry.product.product_sku)).toEqual(['WHL-GT']);
  });

  test('ids missing from the catalogue are left out, and a product registered twice shows once', () => {
    const owned = ownedProducts(catalogue, [registration(99), registration(1, 'A'), registration(1, 'B')]);
    expect(owned.map((entry) => [entry.product.product_sku, entry.serialNumber])).toEqual([['WHL-GT', 'A']]);
  });

  test('no registration: no products', () => {
    expect(ownedProducts(catalogue, [])).toEqual([]);
  });
});

test('isChildProduct: a parent id or a parent SKU makes a child', () => {
  expect(isChildProduct(wheel)).toBe(false);
  expect(isChildProduct(padBlack)).toBe(true);
  expect(isChildProduct({ parent_id: null, parent_sku: 'X' })).toBe(true);
  expect(isChildProduct({ parent_id: 7, parent_sku: null })).toBe(true);
});
