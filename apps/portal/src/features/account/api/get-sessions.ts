import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ActiveSession = EndpointOutput<typeof customerEndpoints.sessions>['data']['items'][number];

/** `GET /api/user/sessions` (bearer): the player's live sessions, the current one first. */
export async function getSessions(client: HttpClient = httpClient()): Promise<ActiveSession[]> {
  return (await client.call(customerEndpoints.sessions)).data.items;
}

/** `DELETE /api/user/sessions/{id}` (bearer): signs one session out; answers the sessions left. */
export async function endSession(id: string, client: HttpClient = httpClient()): Promise<ActiveSession[]> {
  return (await client.call(customerEndpoints.endSession, { params: { id } })).data.items;
}

/** `POST /api/user/sessions/end-others` (bearer): signs out every other session; answers the sessions left. */
export async function endOtherSessions(client: HttpClient = httpClient()): Promise<ActiveSession[]> {
  return (await client.call(customerEndpoints.endOtherSessions)).data.items;
}
