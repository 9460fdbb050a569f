import { getPublicConfigEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type PublicConfig = EndpointOutput<typeof getPublicConfigEndpoint>;

/** `GET /api/cache/public/config`: feature flags, default locale, platform mapping, sign-in methods. */
export function getPublicConfig(client: HttpClient = httpClient()): Promise<PublicConfig> {
  return client.call(getPublicConfigEndpoint);
}
