import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type NotificationsAnswer = EndpointOutput<typeof customerEndpoints.notifications>;

/** `GET /api/user/notifications` (bearer): the player's inbox, newest first. */
export function getNotifications(client: HttpClient = httpClient()): Promise<NotificationsAnswer> {
  return client.call(customerEndpoints.notifications);
}
