// The header's count, read through the data store's entry of the player's notifications (the one the home and the
// inbox show): when one of them is loading it, or has just loaded it, the count is taken from that answer rather
// than from a second call of its own (decision 058).
import { playerQueries } from '../data/player-queries';
import { fetchQuery } from '../data/query';
import { appData, type DataStore } from '../data/store';
import { httpClient } from '../http/call-endpoint';
import type { HttpClient } from '../http/client';

/**
 * How many of the signed-in player's notifications are still unread (`read_state` false), as loaded at or after
 * `since` (the store's clock): a load on its way is joined, an answer loaded since then is used as it is, else the
 * notifications are asked again. Rejects with the load's error.
 */
export async function fetchUnreadCount(
  since: number,
  { store = appData, client = httpClient() }: { store?: DataStore; client?: HttpClient } = {},
): Promise<number> {
  const read = playerQueries.notifications;
  const loaded = await fetchQuery(read, { force: true, loadedSince: since }, { store, client });
  const entry = store.entry(read.key);
  if (!loaded || entry.value === undefined) throw entry.error ?? new Error('The notifications were not loaded');
  return entry.value.filter((notification) => !notification.read_state).length;
}
