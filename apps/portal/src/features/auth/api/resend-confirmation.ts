import { resendConfirmationEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ResendConfirmationAnswer = EndpointOutput<typeof resendConfirmationEndpoint>;

/**
 * `POST /api/account/confirm/resend`: mails a new confirmation link; the same answer for any address. `botToken`: the
 * `resend` action's, from pages that load the bot check (never the recovery pages).
 */
export function resendConfirmation(
  email: string,
  botToken?: string,
  client: HttpClient = httpClient(),
): Promise<ResendConfirmationAnswer> {
  return client.call(resendConfirmationEndpoint, { body: botToken ? { email, botToken } : { email } });
}
