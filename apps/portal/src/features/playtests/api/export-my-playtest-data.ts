import { exportMyPlaytestDataEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type PlaytestExport = EndpointOutput<typeof exportMyPlaytestDataEndpoint>['data'];

/** `GET /api/user/playtests/export` (bearer): the player's programme data, as the server sees it now. */
export async function exportMyPlaytestData(client: HttpClient = httpClient()): Promise<PlaytestExport> {
  return (await client.call(exportMyPlaytestDataEndpoint)).data;
}
