// The support calls of this feature (the games and the catalogue are the start-up's, in lib/http/calls).
import { createSupportTicketEndpoint, getTicketPlatformOptionsEndpoint } from '@mynacon/contract';
import { callEndpoint } from '../../lib/http/call-endpoint';
import type { Ticket } from '../../lib/http/calls/get-support-tickets';
import type { EndpointInput, EndpointOutput } from '../../lib/http/client';

export { getTickets, type Ticket } from '../../lib/http/calls/get-support-tickets';
export type TicketBody = EndpointInput<typeof createSupportTicketEndpoint>['body'];
export type TicketPlatformOptions = EndpointOutput<typeof getTicketPlatformOptionsEndpoint>;

/** `POST /api/user/support/tickets`: opens a ticket; resolves to the new ticket. */
export async function createTicket(body: TicketBody): Promise<Ticket> {
  return (await callEndpoint(createSupportTicketEndpoint, { body })).data;
}

/** `GET /api/cache/support/ticket/{product}/platform/options`: the platforms a ticket may name (no token). */
export function getTicketPlatformOptions(product: string): Promise<TicketPlatformOptions> {
  return callEndpoint(getTicketPlatformOptionsEndpoint, { params: { product } });
}
