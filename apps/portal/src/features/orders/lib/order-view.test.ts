import { describe, expect, test } from 'vitest';
import { normaliseOrderId, statusTone, thumbnailUrl } from './order-view';

test('normaliseOrderId trims and upper-cases', () => {
  expect(normaliseOrderId(' NAen000100107 ')).toBe('NAEN000100107');
});

describe('thumbnailUrl', () => {
  test('base address + image path + the 300x300 size', () => {
    expect(thumbnailUrl('http://127.0.0.1:4000/api/media', '/products/RFR-STD-PL.svg')).toBe(
      'http://127.0.0.1:4000/api/media/products/RFR-STD-PL.svg?width=300&height=300',
    );
  });

  test('one slash between base and path, whichever side has it', () => {
    const expected = 'https://cdn.example.com/media/products/A.svg?width=300&height=300';
    expect(thumbnailUrl('https://cdn.example.com/media/', '/products/A.svg')).toBe(expected);
    expect(thumbnailUrl('https://cdn.example.com/media', 'products/A.svg')).toBe(expected);
  });

  test("a root-relative base (the API's own images) gives a root-relative address", () => {
    expect(thumbnailUrl('/api/media', '/products/RFR-STD-PL.svg')).toBe(
      '/api/media/products/RFR-STD-PL.svg?width=300&height=300',
    );
    expect(thumbnailUrl('/api/media/', 'products/A.svg')).toBe('/api/media/products/A.svg?width=300&height=300');
    // Never protocol-relative: `//host/…` would load from another host.
    expect(thumbnailUrl('//evil.example', '/x.svg')).toBeNull();
  });

  test('no path, or an address that is not http(s): no thumbnail', () => {
    expect(thumbnailUrl('https://cdn.example.com', '')).toBeNull();
    expect(thumbnailUrl('https://cdn.example.com', '  ')).toBeNull();
    expect(thumbnailUrl('javascript:alert(1)', '/x.svg')).toBeNull();
    expect(thumbnailUrl('not a url', '/x.svg')).toBeNull();
  });
});

test('statusTone: known statuses have their tone, others are neutral', () => {
  expect(statusTone('complete')).toBe('success');
  expect(statusTone('canceled')).toBe('danger');
  expect(statusTone('processing')).toBe('info');
  expect(statusTone('shipped_to_the_moon')).toBe('neutral');
});
