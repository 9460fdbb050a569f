import {
  type OrderSearchInput,
  orderHistoryCriteria,
  orderPageSize,
  searchCriteriaParams,
  searchCustomerOrdersEndpoint,
} from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type CustomerOrders = EndpointOutput<typeof searchCustomerOrdersEndpoint>;

/**
 * The portal's order-history criteria (spec section 7), flattened to Magento's bracketed keys: two filter groups
 * (groups are AND-ed, filters inside a group OR-ed), so status ≠ pending AND status ≠ payment_review, newest first.
 */
export function orderHistoryQuery(page?: { size: number; current: number }): Record<string, string> {
  const criteria: OrderSearchInput =
    page === undefined
      ? orderHistoryCriteria
      : { ...orderHistoryCriteria, pageSize: page.size, currentPage: page.current };
  return Object.fromEntries(searchCriteriaParams(criteria));
}

/** `GET /api/nacon/sales/customer/orders` (bearer) with the order-history criteria. */
export function searchCustomerOrders(
  page?: { size: number; current: number },
  client: HttpClient = httpClient(),
): Promise<CustomerOrders> {
  return client.call(searchCustomerOrdersEndpoint, { query: orderHistoryQuery(page) });
}

/** Orders per page of the history (the spec gives none; the API's own default is larger). */
export const ordersPerPage = Math.min(10, orderPageSize.max);

/**
 * The query of one page of the history (spec section 7: not pending AND not payment_review, newest first),
 * optionally narrowed to one order number: a third filter group, AND-ed with the two others.
 */
export function orderSearchQuery(options: {
  orderId?: string;
  page: number;
  pageSize?: number;
}): Record<string, string> {
  const { orderId, page, pageSize = ordersPerPage } = options;
  const groups = orderHistoryCriteria.filterGroups ?? [];
  const criteria: OrderSearchInput = {
    ...orderHistoryCriteria,
    filterGroups:
      orderId === undefined ? groups : [...groups, [{ field: 'increment_id', value: orderId, conditionType: 'eq' }]],
    pageSize,
    currentPage: page,
  };
  return Object.fromEntries(searchCriteriaParams(criteria));
}

/**
 * One page of the order history (10 orders), optionally narrowed to one order number: what the start-up loads
 * (page 1) and what the orders page asks for next.
 */
export function searchOrderHistory(
  options: { orderId?: string; page: number },
  client: HttpClient = httpClient(),
): Promise<CustomerOrders> {
  return client.call(searchCustomerOrdersEndpoint, { query: orderSearchQuery(options) });
}
