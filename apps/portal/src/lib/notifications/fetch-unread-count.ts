import { getUserNotifications } from '../http/calls/get-user-notifications';

/** How many of the signed-in player's notifications are still unread (`read_state` false). */
export async function fetchUnreadCount(): Promise<number> {
  const answer = await getUserNotifications();
  return answer.data.filter((notification) => !notification.read_state).length;
}
