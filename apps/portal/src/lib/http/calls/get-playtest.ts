import { getPlaytestEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type Playtest = EndpointOutput<typeof getPlaytestEndpoint>;

/** `GET /api/cache/playtests/{id}`: one playtest; 404 when it does not exist. */
export function getPlaytest(id: string, client: HttpClient = httpClient()): Promise<Playtest> {
  return client.call(getPlaytestEndpoint, { params: { id } });
}
