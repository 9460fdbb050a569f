import { getPlatformsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type PlatformList = EndpointOutput<typeof getPlatformsEndpoint>;

/** `GET /api/cache/support/platforms`: global platforms and `Parent::Child` models. */
export function getPlatforms(client: HttpClient = httpClient()): Promise<PlatformList> {
  return client.call(getPlatformsEndpoint);
}
