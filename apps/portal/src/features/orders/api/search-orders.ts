import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';
import { orderSearchQuery } from '../lib/order-view';

export type OrdersAnswer = EndpointOutput<typeof customerEndpoints.orders>;
export type CustomerOrder = OrdersAnswer['items'][number];

/**
 * `GET /api/nacon/sales/customer/orders` (bearer): one page of the order history, Magento-style criteria (not
 * pending, not payment_review, newest first), optionally one order number.
 */
export function searchOrders(
  options: { orderId?: string; page: number },
  client: HttpClient = httpClient(),
): Promise<OrdersAnswer> {
  return client.call(customerEndpoints.orders, { query: orderSearchQuery(options) });
}
