import { endOtherSessionsEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { ActiveSession } from './get-sessions';

/** `POST /api/user/sessions/end-others` (bearer): signs out every other session; answers the sessions left. */
export async function endOtherSessions(client: HttpClient = httpClient()): Promise<ActiveSession[]> {
  return (await client.call(endOtherSessionsEndpoint)).data.items;
}
