import { requestReauthCodeEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { HttpClient } from '../client';

/** `POST /api/account/reauthenticate/code` (bearer): mails a code to an account without a password. */
export async function requestReauthCode(client: HttpClient = httpClient()): Promise<void> {
  await client.call(requestReauthCodeEndpoint, {});
}
