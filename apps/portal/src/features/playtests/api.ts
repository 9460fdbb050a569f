// The playtest calls of this feature (the single playtest and the devices are shared, in lib/http/calls).
import { customerEndpoints, listPlaytestsEndpoint } from '@mynacon/contract';
import { callEndpoint } from '../../lib/http/call-endpoint';
import type { EndpointOutput } from '../../lib/http/client';

export type PlaytestList = EndpointOutput<typeof listPlaytestsEndpoint>;
export type Registration = EndpointOutput<typeof customerEndpoints.myPlaytests>['data']['items'][number];
export type PlaytestExport = EndpointOutput<typeof customerEndpoints.exportPlaytestData>['data'];

/** `GET /api/cache/playtests?status=`: open ones by start date, passed ones newest first. */
export async function listPlaytests(status: 'open' | 'passed'): Promise<PlaytestList['items']> {
  return (await callEndpoint(listPlaytestsEndpoint, { query: { status } })).items;
}

/** `GET /api/user/playtests` (bearer): the player's registrations, newest playtest first. */
export async function getMyPlaytests(): Promise<Registration[]> {
  return (await callEndpoint(customerEndpoints.myPlaytests)).data.items;
}

/** `GET /api/user/playtests/export` (bearer): the player's programme data, as the server sees it now. */
export async function exportPlaytestData(): Promise<PlaytestExport> {
  return (await callEndpoint(customerEndpoints.exportPlaytestData)).data;
}

/** `POST /api/user/playtests/{id}/register` (bearer): 409 full or already registered, 410 registration ended. */
export async function registerForPlaytest(id: number, body: { platform: string; device_id: number }) {
  return (await callEndpoint(customerEndpoints.registerPlaytest, { params: { id: String(id) }, body })).data;
}

/** `DELETE /api/user/playtests/{id}/register` (bearer): the places left after it; 409 once the playtest started. */
export async function withdrawFromPlaytest(id: number) {
  return (await callEndpoint(customerEndpoints.withdrawPlaytest, { params: { id: String(id) } })).data;
}
