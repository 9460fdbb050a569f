import { reauthenticateEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { HttpClient } from '../client';

/** `POST /api/account/reauthenticate` (bearer): the password, or the mailed code, opens 10 minutes of link changes. */
export async function reauthenticate(
  proof: { password: string } | { code: string },
  client: HttpClient = httpClient(),
): Promise<void> {
  await client.call(reauthenticateEndpoint, { body: proof });
}
