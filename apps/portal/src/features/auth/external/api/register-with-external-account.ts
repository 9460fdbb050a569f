import { type ExternalLinkRegisterBody, registerWithExternalAccountEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../../lib/http/client';

export type RegisterLinkedAnswer = EndpointOutput<typeof registerWithExternalAccountEndpoint>;

/**
 * `POST /api/external/link/register`: a new account linked to the ticket's external account; its confirmation
 * mail signs the player in. Answers the same whether or not the address is registered. Never retried.
 */
export function registerWithExternalAccount(
  body: ExternalLinkRegisterBody,
  client: HttpClient = httpClient(),
): Promise<RegisterLinkedAnswer> {
  return client.call(registerWithExternalAccountEndpoint, { body });
}
