import { getUserNotificationsEndpoint } from '@mynacon/contract';
import { httpClient } from '../http/call-endpoint';
import type { HttpClient } from '../http/client';

/** How many of the signed-in player's notifications are still unread (`read_state` false). */
export async function fetchUnreadCount(client: HttpClient = httpClient()): Promise<number> {
  const answer = await client.call(getUserNotificationsEndpoint);
  return answer.data.filter((notification) => !notification.read_state).length;
}
