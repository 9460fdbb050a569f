// The playtest calls of this feature (the single playtest and the devices are shared, in lib/http/calls).
import { customerEndpoints } from '@mynacon/contract';
import { callEndpoint } from '../../lib/http/call-endpoint';
import type { EndpointOutput } from '../../lib/http/client';

export {
  getMyPlaytests,
  listPlaytests,
  type PlaytestList,
  type Registration,
} from '../../lib/http/calls/list-playtests';
export type PlaytestExport = EndpointOutput<typeof customerEndpoints.exportPlaytestData>['data'];

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
