import { confirmEmailEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ConfirmEmailAnswer = EndpointOutput<typeof confirmEmailEndpoint>;

/**
 * `POST /api/account/confirm` with the query of the registration mail's link: confirms the address and answers a
 * single-use `signInToken` for the auth module's `token` provider. A used, expired or unknown link answers 410.
 */
export function confirmEmail(
  email: string,
  confirm: string,
  client: HttpClient = httpClient(),
): Promise<ConfirmEmailAnswer> {
  return client.call(confirmEmailEndpoint, { body: { email, confirm } });
}
