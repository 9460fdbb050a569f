import { getPublicInfosEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type PublicInfos = EndpointOutput<typeof getPublicInfosEndpoint>;

/** `GET /api/cache/public/infos`: item 0 the stores (storesData), item 1 the allowed countries. */
export function getPublicInfos(client: HttpClient = httpClient()): Promise<PublicInfos> {
  return client.call(getPublicInfosEndpoint);
}
