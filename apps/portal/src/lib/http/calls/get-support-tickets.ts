import { getSupportTicketsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type Ticket = EndpointOutput<typeof getSupportTicketsEndpoint>['data'][number];

/** `GET /api/user/support/tickets` (bearer): the player's tickets, newest first. */
export async function getSupportTickets(client: HttpClient = httpClient()): Promise<Ticket[]> {
  return (await client.call(getSupportTicketsEndpoint)).data;
}
