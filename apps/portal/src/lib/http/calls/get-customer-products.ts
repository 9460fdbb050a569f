import { getCustomerProductsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type CustomerProducts = EndpointOutput<typeof getCustomerProductsEndpoint>;

/** `GET /api/support/customer/products` (bearer): the products the player registered. */
export function getCustomerProducts(client: HttpClient = httpClient()): Promise<CustomerProducts> {
  return client.call(getCustomerProductsEndpoint);
}
