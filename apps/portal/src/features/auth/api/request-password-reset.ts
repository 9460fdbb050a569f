import { accountEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type PasswordResetRequestAnswer = EndpointOutput<typeof accountEndpoints.passwordResetRequest>;

/**
 * `POST /api/account/password-reset`: mails a reset link when the address has an account. The same answer for
 * any address. `onRetryAfter` receives the seconds of a 429's `Retry-After`.
 */
export function requestPasswordReset(
  email: string,
  onRetryAfter?: (seconds: number | null) => void,
  client: HttpClient = httpClient(),
): Promise<PasswordResetRequestAnswer> {
  return client.call(accountEndpoints.passwordResetRequest, {
    body: { email },
    onResponse: (response) => {
      const value = response.headers.get('retry-after');
      onRetryAfter?.(value !== null && /^[0-9]+$/.test(value) ? Number(value) : null);
    },
  });
}
