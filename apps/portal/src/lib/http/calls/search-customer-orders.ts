import { searchCustomerOrdersEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type CustomerOrders = EndpointOutput<typeof searchCustomerOrdersEndpoint>;

/**
 * The portal's order-history criteria (spec section 7), flattened to Magento's bracketed keys: two filter groups
 * (groups are AND-ed, filters inside a group OR-ed), so status ≠ pending AND status ≠ payment_review, newest first.
 */
export function orderHistoryQuery(page?: { size: number; current: number }): Record<string, string> {
  const query: Record<string, string> = {
    'searchCriteria[filterGroups][0][filters][0][field]': 'status',
    'searchCriteria[filterGroups][0][filters][0][value]': 'pending',
    'searchCriteria[filterGroups][0][filters][0][conditionType]': 'neq',
    'searchCriteria[filterGroups][1][filters][0][field]': 'status',
    'searchCriteria[filterGroups][1][filters][0][value]': 'payment_review',
    'searchCriteria[filterGroups][1][filters][0][conditionType]': 'neq',
    'searchCriteria[sortOrders][0][field]': 'created_at',
    'searchCriteria[sortOrders][0][direction]': 'DESC',
  };
  if (page !== undefined) {
    query['searchCriteria[pageSize]'] = String(page.size);
    query['searchCriteria[currentPage]'] = String(page.current);
  }
  return query;
}

/** `GET /api/nacon/sales/customer/orders` (bearer) with the order-history criteria. */
export function searchCustomerOrders(
  page?: { size: number; current: number },
  client: HttpClient = httpClient(),
): Promise<CustomerOrders> {
  return client.call(searchCustomerOrdersEndpoint, { query: orderHistoryQuery(page) });
}
