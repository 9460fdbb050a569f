import { listPlaytestsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type PlaytestList = EndpointOutput<typeof listPlaytestsEndpoint>;

/** `GET /api/cache/playtests?status=`: open ones by start date, passed ones newest first. */
export async function listPlaytests(
  status: 'open' | 'passed',
  client: HttpClient = httpClient(),
): Promise<PlaytestList['items']> {
  return (await client.call(listPlaytestsEndpoint, { query: { status } })).items;
}
