import { changeEmailEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';

/** `POST /api/account/email` (bearer): mails a confirmation link to the new address, a notice to the current one. */
export async function changeEmail(email: string, password: string, client: HttpClient = httpClient()): Promise<void> {
  await client.call(changeEmailEndpoint, { body: { email, password } });
}
