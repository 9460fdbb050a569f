import { markNotificationsReadEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type MarkReadAnswer = EndpointOutput<typeof markNotificationsReadEndpoint>;

/**
 * `PUT /api/user/notification` (bearer) with `notificationIds`: marks them read. Never retried (a PUT); the answer
 * lists the ids that were the player's and are now read.
 */
export function markNotificationsRead(
  ids: readonly number[],
  client: HttpClient = httpClient(),
): Promise<MarkReadAnswer> {
  return client.call(markNotificationsReadEndpoint, { body: { notificationIds: [...ids] } });
}
