import { getUserNotificationsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type UserNotificationsAnswer = EndpointOutput<typeof getUserNotificationsEndpoint>;

/** `GET /api/user/notifications` (bearer): the player's inbox, newest first. */
export function getUserNotifications(client: HttpClient = httpClient()): Promise<UserNotificationsAnswer> {
  return client.call(getUserNotificationsEndpoint);
}
