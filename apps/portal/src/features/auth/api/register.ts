import { type RegistrationBody, registerEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type RegisterAnswer = EndpointOutput<typeof registerEndpoint>;

/**
 * `POST /api/account/register`: creates the account and mails its confirmation link. The answer is the same
 * whether or not the address was already registered.
 */
export function register(body: RegistrationBody, client: HttpClient = httpClient()): Promise<RegisterAnswer> {
  return client.call(registerEndpoint, {
    body,
  });
}
