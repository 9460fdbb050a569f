import { getMyPlaytestsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type Registration = EndpointOutput<typeof getMyPlaytestsEndpoint>['data']['items'][number];

/** `GET /api/user/playtests` (bearer): the player's registrations, newest playtest first. */
export async function getMyPlaytests(client: HttpClient = httpClient()): Promise<Registration[]> {
  return (await client.call(getMyPlaytestsEndpoint)).data.items;
}
