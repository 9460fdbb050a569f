import { requestPasswordResetEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type PasswordResetRequestAnswer = EndpointOutput<typeof requestPasswordResetEndpoint>;

/**
 * `POST /api/account/password-reset`: mails a reset link when the address has an account. The same answer for
 * any address. `botToken`: the `reset` action's, from the sign-in page's panel (never the recovery pages).
 */
export function requestPasswordReset(
  email: string,
  botToken?: string,
  client: HttpClient = httpClient(),
): Promise<PasswordResetRequestAnswer> {
  return client.call(requestPasswordResetEndpoint, {
    body: botToken ? { email, botToken } : { email },
  });
}
