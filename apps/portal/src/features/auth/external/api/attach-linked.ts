import { externalEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../../lib/http/client';

export type AttachAnswer = EndpointOutput<typeof externalEndpoints.externalLinkAttach>;

/** `POST /api/external/link/attach` (bearer): links the ticket's external account to the signed-in player. */
export function attachLinkedAccount(ticket: string, client: HttpClient = httpClient()): Promise<AttachAnswer> {
  return client.call(externalEndpoints.externalLinkAttach, { body: { ticket } });
}
