import { getSessionsEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ActiveSession = EndpointOutput<typeof getSessionsEndpoint>['data']['items'][number];

/** `GET /api/user/sessions` (bearer): the player's live sessions, the current one first. */
export async function getSessions(client: HttpClient = httpClient()): Promise<ActiveSession[]> {
  return (await client.call(getSessionsEndpoint)).data.items;
}
