// The header's count of unread notifications. The call and its schema load in a chunk of their own after the first
// render (decision 013): only signed-in players need them, and no page waits for the count.
import { create } from '../startup/hydrating-store';

interface UnreadCountState {
  /** Unread notifications of the signed-in player; 0 when signed out or not known yet. */
  count: number;
}

export const useUnreadCount = create<UnreadCountState>()(() => ({ count: 0 }));

/** Counts requests, so that only the newest answer is kept (and none after a reset). */
let latest = 0;
/** Whether this page has counted once already. */
let counted = false;

/**
 * Fetches the count again. A failure keeps the previous count, as every data-loading failure does (spec
 * section 8); an expired session is the HTTP client's to handle.
 */
export async function refreshUnreadCount(): Promise<void> {
  const request = ++latest;
  // The first count of the page takes any answer this page has loaded (the home's, which its loader starts before
  // the header draws; as the start-up does, decision 055); a later one (leaving the inbox) an answer from now on.
  const since = counted || typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;
  counted = true;
  try {
    const { fetchUnreadCount } = await import('./fetch-unread-count');
    const count = await fetchUnreadCount(since);
    if (request === latest) useUnreadCount.setState({ count });
  } catch {
    // Kept: the previous count.
  }
}

/** Sets the count from a list the app already has (the inbox page, after loading or marking notifications read). */
export function setUnreadCount(count: number): void {
  latest += 1;
  useUnreadCount.setState({ count });
}

/** Signed out: no count, and no answer still on its way may set one. */
export function resetUnreadCount(): void {
  latest += 1;
  if (useUnreadCount.getState().count !== 0) useUnreadCount.setState({ count: 0 });
}
