import { attachExternalAccountEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../../lib/http/client';

export type AttachAnswer = EndpointOutput<typeof attachExternalAccountEndpoint>;

/** `POST /api/external/link/attach` (bearer): links the ticket's external account to the signed-in player. */
export function attachExternalAccount(ticket: string, client: HttpClient = httpClient()): Promise<AttachAnswer> {
  return client.call(attachExternalAccountEndpoint, { body: { ticket } });
}
