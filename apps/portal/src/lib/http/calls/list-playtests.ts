import { customerEndpoints, listPlaytestsEndpoint } from '@mynacon/contract';
import { callEndpoint } from '../call-endpoint';
import type { EndpointOutput } from '../client';

export type PlaytestList = EndpointOutput<typeof listPlaytestsEndpoint>;
export type Registration = EndpointOutput<typeof customerEndpoints.myPlaytests>['data']['items'][number];

/** `GET /api/cache/playtests?status=`: open ones by start date, passed ones newest first. */
export async function listPlaytests(status: 'open' | 'passed'): Promise<PlaytestList['items']> {
  return (await callEndpoint(listPlaytestsEndpoint, { query: { status } })).items;
}

/** `GET /api/user/playtests` (bearer): the player's registrations, newest playtest first. */
export async function getMyPlaytests(): Promise<Registration[]> {
  return (await callEndpoint(customerEndpoints.myPlaytests)).data.items;
}
