import { changePasswordEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';

/** `POST /api/account/password` (bearer): changes the password; the account's other sessions end. */
export async function changePassword(
  currentPassword: string,
  password: string,
  client: HttpClient = httpClient(),
): Promise<void> {
  await client.call(changePasswordEndpoint, { body: { currentPassword, password } });
}
