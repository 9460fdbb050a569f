import { registerForPlaytestEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type PlaytestRegistrationAnswer = EndpointOutput<typeof registerForPlaytestEndpoint>['data'];

/** `POST /api/user/playtests/{id}/register` (bearer): 409 full or already registered, 410 registration ended. */
export async function registerForPlaytest(
  id: number,
  body: { platform: string; device_id: number },
  client: HttpClient = httpClient(),
): Promise<PlaytestRegistrationAnswer> {
  return (await client.call(registerForPlaytestEndpoint, { params: { id: String(id) }, body })).data;
}
