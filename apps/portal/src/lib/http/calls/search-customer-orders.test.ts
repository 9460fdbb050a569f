import { describe, expect, test } from 'vitest';
import { orderHistoryQuery, orderSearchQuery } from './search-customer-orders';

const historyCriteria = {
  'searchCriteria[filterGroups][0][filters][0][field]': 'status',
  'searchCriteria[filterGroups][0][filters][0][value]': 'pending',
  'searchCriteria[filterGroups][0][filters][0][conditionType]': 'neq',
  'searchCriteria[filterGroups][1][filters][0][field]': 'status',
  'searchCriteria[filterGroups][1][filters][0][value]': 'payment_review',
  'searchCriteria[filterGroups][1][filters][0][conditionType]': 'neq',
  'searchCriteria[sortOrders][0][field]': 'created_at',
  'searchCriteria[sortOrders][0][direction]': 'DESC',
};

describe('orderHistoryQuery', () => {
  test('not pending AND not payment_review, newest first; a page when asked for one', () => {
    expect(orderHistoryQuery()).toEqual(historyCriteria);
    expect(orderHistoryQuery({ size: 10, current: 2 })).toEqual({
      ...historyCriteria,
      'searchCriteria[pageSize]': '10',
      'searchCriteria[currentPage]': '2',
    });
  });
});

describe('orderSearchQuery', () => {
  test('the history: not pending AND not payment_review, newest first, one page', () => {
    expect(orderSearchQuery({ page: 2, pageSize: 10 })).toEqual({
      ...historyCriteria,
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
