import { getTicketPlatformOptionsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type TicketPlatformOptions = EndpointOutput<typeof getTicketPlatformOptionsEndpoint>;

/** `GET /api/cache/support/ticket/{product}/platform/options`: the platforms a product or game names (no token). */
export function getTicketPlatformOptions(
  product: string,
  client: HttpClient = httpClient(),
): Promise<TicketPlatformOptions> {
  return client.call(getTicketPlatformOptionsEndpoint, { params: { product } });
}
