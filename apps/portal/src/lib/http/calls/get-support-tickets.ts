import { getSupportTicketsEndpoint } from '@mynacon/contract';
import { callEndpoint } from '../call-endpoint';
import type { EndpointOutput } from '../client';

export type Ticket = EndpointOutput<typeof getSupportTicketsEndpoint>['data'][number];

/** `GET /api/user/support/tickets` (bearer): the player's tickets, newest first. */
export async function getTickets(): Promise<Ticket[]> {
  return (await callEndpoint(getSupportTicketsEndpoint)).data;
}
