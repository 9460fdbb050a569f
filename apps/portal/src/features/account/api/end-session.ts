import { endSessionEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { ActiveSession } from './get-sessions';

/** `DELETE /api/user/sessions/{id}` (bearer): signs one session out; answers the sessions left. */
export async function endSession(id: string, client: HttpClient = httpClient()): Promise<ActiveSession[]> {
  return (await client.call(endSessionEndpoint, { params: { id } })).data.items;
}
