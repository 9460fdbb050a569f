import { accountEndpoints, type RegistrationBody } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type RegisterAnswer = EndpointOutput<typeof accountEndpoints.register>;

/**
 * `POST /api/account/register`: creates the account and mails its confirmation link. The answer is the same
 * whether or not the address was already registered. `onRetryAfter` receives the seconds of a 429's `Retry-After`.
 */
export function register(
  body: RegistrationBody,
  onRetryAfter?: (seconds: number | null) => void,
  client: HttpClient = httpClient(),
): Promise<RegisterAnswer> {
  return client.call(accountEndpoints.register, {
    body,
    onResponse: (response) => {
      const value = response.headers.get('retry-after');
      onRetryAfter?.(value !== null && /^[0-9]+$/.test(value) ? Number(value) : null);
    },
  });
}
