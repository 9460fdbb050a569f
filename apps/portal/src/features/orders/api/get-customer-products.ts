import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type CustomerProductsAnswer = EndpointOutput<typeof customerEndpoints.customerProducts>;
export type CustomerProduct = CustomerProductsAnswer['items'][number];

/** `GET /api/support/customer/products` (bearer): the catalogue ids of the player's products, children included. */
export function getCustomerProducts(client: HttpClient = httpClient()): Promise<CustomerProductsAnswer> {
  return client.call(customerEndpoints.customerProducts);
}
