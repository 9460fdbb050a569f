import { resetPasswordEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ResetPasswordAnswer = EndpointOutput<typeof resetPasswordEndpoint>;

/**
 * `POST /api/account/password-reset/confirm`: sets the new password with the reset link's `email` and `token`, and
 * signs out every session. A used, expired or unknown link answers 410.
 */
export function resetPassword(
  body: { email: string; token: string; password: string },
  client: HttpClient = httpClient(),
): Promise<ResetPasswordAnswer> {
  return client.call(resetPasswordEndpoint, { body });
}
