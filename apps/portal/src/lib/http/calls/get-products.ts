import { getProductsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type ProductList = EndpointOutput<typeof getProductsEndpoint>;

/** `GET /api/cache/support/products/{key}`: the catalogue of a locale, a store code, a platform id or `all`. */
export function getProducts(key: string, client: HttpClient = httpClient()): Promise<ProductList> {
  return client.call(getProductsEndpoint, { params: { key } });
}
