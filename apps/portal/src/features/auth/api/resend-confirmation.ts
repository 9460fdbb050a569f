import { accountEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ResendConfirmationAnswer = EndpointOutput<typeof accountEndpoints.resendConfirmation>;

/** `POST /api/account/confirm/resend`: mails a new confirmation link; the same answer for any address. */
export function resendConfirmation(
  email: string,
  client: HttpClient = httpClient(),
): Promise<ResendConfirmationAnswer> {
  return client.call(accountEndpoints.resendConfirmation, { body: { email } });
}
