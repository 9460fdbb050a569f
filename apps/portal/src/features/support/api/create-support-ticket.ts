import { createSupportTicketEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { Ticket } from '../../../lib/http/calls/get-support-tickets';
import type { EndpointInput, HttpClient } from '../../../lib/http/client';

export type TicketBody = EndpointInput<typeof createSupportTicketEndpoint>['body'];

/** `POST /api/user/support/tickets` (bearer): opens a ticket; resolves to the new ticket. */
export async function createSupportTicket(body: TicketBody, client: HttpClient = httpClient()): Promise<Ticket> {
  return (await client.call(createSupportTicketEndpoint, { body })).data;
}
