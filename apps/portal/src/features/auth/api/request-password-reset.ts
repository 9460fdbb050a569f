import { accountEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type PasswordResetRequestAnswer = EndpointOutput<typeof accountEndpoints.passwordResetRequest>;

/**
 * `POST /api/account/password-reset`: mails a reset link when the address has an account. The same answer for
 * any address.
 */
export function requestPasswordReset(
  email: string,
  client: HttpClient = httpClient(),
): Promise<PasswordResetRequestAnswer> {
  return client.call(accountEndpoints.passwordResetRequest, {
    body: { email },
  });
}
