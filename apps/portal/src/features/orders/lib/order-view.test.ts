import { describe, expect, test } from 'vitest';
import { normaliseOrderId, orderSearchQuery, statusTone, thumbnailUrl } from './order-view';

describe('orderSearchQuery', () => {
  test('the history: not pending AND not payment_review, newest first, one page', () => {
    expect(orderSearchQuery({ page: 2, pageSize: 10 })).toEqual({
      'searchCriteria[filterGroups][0][filters][0][field]': 'status',
      'searchCriteria[filterGroups][0][filters][0][value]': 'pending',
      'searchCriteria[filterGroups][0][filters][0][conditionType]': 'neq',
      'searchCriteria[filterGroups][1][filters][0][field]': 'status',
      'searchCriteria[filterGroups][1][filters][0][value]': 'payment_review',
      'searchCriteria[filterGroups][1][filters][0][conditionType]': 'neq',
      'searchCriteria[sortOrders][0][field]': 'created_at',
      'searchCriteria[sortOrders][0][direction]': 'DESC',
      'searchCriteria[pageSize]': '10',
      'searchCriteria[currentPage]': '2',
    });
  });

  test('a search adds the order number as a third group, so the status rules still hold', () => {
    const query = orderSearchQuery({ orderId: 'NAEN000100107', page: 1 });
    expect(query['searchCriteria[filterGroups][2][filters][0][field]']).toBe('increment_id');
    expect(query['searchCriteria[filterGroups][2][filters][0][value]']).toBe('NAEN000100107');
    expect(query['searchCriteria[filterGroups][2][filters][0][conditionType]']).toBe('eq');
    expect(query['searchCriteria[filterGroups][1][filters][0][value]']).toBe('payment_review');
    expect(query['searchCriteria[currentPage]']).toBe('1');
  });
});

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
