import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type NotificationsAnswer = EndpointOutput<typeof customerEndpoints.notifications>;

/** `GET /api/user/notifications` (bearer): the player's inbox, newest first. */
export function getNotifications(client: HttpClient = httpClient()): Promise<NotificationsAnswer> {
  return client.call(customerEndpoints.notifications);
}
