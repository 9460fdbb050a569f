import { beforeEach, describe, expect, test, vi } from 'vitest';
import { refreshUnreadCount, resetUnreadCount, setUnreadCount, useUnreadCount } from './unread-count';

const fetchUnreadCount = vi.fn<() => Promise<number>>();
vi.mock('./fetch-unread-count', () => ({ fetchUnreadCount: () => fetchUnreadCount() }));

describe("the header's unread count", () => {
  beforeEach(() => {
    fetchUnreadCount.mockReset();
    resetUnreadCount();
  });

  test('a refresh sets the count the server gives', async () => {
    fetchUnreadCount.mockResolvedValueOnce(3);
    await refreshUnreadCount();
    expect(useUnreadCount.getState().count).toBe(3);
  });

  test('a failed refresh keeps the previous count', async () => {
    setUnreadCount(2);
    fetchUnreadCount.mockRejectedValueOnce(new Error('503'));
    await refreshUnreadCount();
    expect(useUnreadCount.getState().count).toBe(2);
  });

  test('only the newest answer counts, and none that arrives after signing out', async () => {
    let answerFirst: (count: number) => void = () => undefined;
    fetchUnreadCount.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve))).mockResolvedValueOnce(1);
    const first = refreshUnreadCount();
    await refreshUnreadCount();
    answerFirst(5);
    await first;
    expect(useUnreadCount.getState().count).toBe(1);

    let answerLate: (count: number) => void = () => undefined;
    fetchUnreadCount.mockReturnValueOnce(new Promise((resolve) => (answerLate = resolve)));
    const late = refreshUnreadCount();
    resetUnreadCount();
    answerLate(4);
    await late;
    expect(useUnreadCount.getState().count).toBe(0);
  });
});
