import { publicEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type Catalogue = EndpointOutput<typeof publicEndpoints.products>;

/** `GET /api/cache/support/products/{key}` (no token): the catalogue of a locale (`en-GB`). */
export function getCatalogue(key: string, client: HttpClient = httpClient()): Promise<Catalogue> {
  return client.call(publicEndpoints.products, { params: { key } });
}
