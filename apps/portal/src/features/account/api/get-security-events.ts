import { getSecurityEventsEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type SecurityEvents = EndpointOutput<typeof getSecurityEventsEndpoint>['data'];
export type SecurityEvent = SecurityEvents['items'][number];

/** `GET /api/user/security-events?page=` (bearer): one page of the player's security events, newest first. */
export async function getSecurityEvents(page = 1, client: HttpClient = httpClient()): Promise<SecurityEvents> {
  return (await client.call(getSecurityEventsEndpoint, { query: { page: String(page) } })).data;
}
