import { getPlaytestEndpoint } from '@mynacon/contract';
import { dataKey } from '../../data/store';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type Playtest = EndpointOutput<typeof getPlaytestEndpoint>;

/**
 * A playtest's entry in the data store: the registration guard loads it and the registration page reads it
 * (decision 016), so the page asks for nothing again.
 */
export const playtestKey = (id: string) => dataKey<Playtest>(`playtests.detail.${id}`, 'site');

/** `GET /api/cache/playtests/{id}`: one playtest; 404 when it does not exist. */
export function getPlaytest(id: string, client: HttpClient = httpClient()): Promise<Playtest> {
  return client.call(getPlaytestEndpoint, { params: { id } });
}
