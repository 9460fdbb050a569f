import { confirmEmailChangeEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ConfirmEmailChangeAnswer = EndpointOutput<typeof confirmEmailChangeEndpoint>;

/**
 * `POST /api/account/email/confirm` with the `payload` of the e-mail change link: applies the new address. A used,
 * expired or unknown link answers 410; an address taken meanwhile answers 409.
 */
export function confirmEmailChange(
  token: string,
  client: HttpClient = httpClient(),
): Promise<ConfirmEmailChangeAnswer> {
  return client.call(confirmEmailChangeEndpoint, { body: { token } });
}
