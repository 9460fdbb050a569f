import { demoUsers } from '@mynacon/api';
import type { Session } from '@mynacon/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionSourceOf } from '../auth/session-store';
import { playerQueries } from '../data/player-queries';
import { fetchQuery } from '../data/query';
import { createDataStore } from '../data/store';
import { createHttpClient } from '../http/client';
import { detachedSessionStore, signInAgainst } from '../http/testing/signed-in';
import { createJarFetch, startTestApi, type TestApi } from '../http/testing/test-api';
import { fetchUnreadCount } from './fetch-unread-count';

const [demo] = demoUsers;

describe("the header's unread count against the reference API (decision 058)", () => {
  let api: TestApi;
  let jar: Map<string, string>;
  let session: Session;
  beforeAll(async () => {
    api = await startTestApi();
    ({ jar, session } = await signInAgainst(api, demo));
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  /** A signed-in client that counts its calls of the notifications, and a store of its own on a clock of its own. */
  function setup() {
    const fetch = createJarFetch(new Map(jar));
    let clock = 1_000;
    const store = createDataStore(() => clock);
    const sessions = detachedSessionStore();
    sessions.setState({ session, status: 'authenticated' });
    const client = createHttpClient({
      baseUrl: api.url,
      fetch,
      retryDelay: () => 0,
      session: sessionSourceOf(sessions),
    });
    const calls = () =>
      fetch.requests.filter((request) => new URL(request.url).pathname === '/api/user/notifications').length;
    return { store, client, calls, tick: (ms: number) => (clock += ms), now: () => clock };
  }

  test("joins the page's load on its way: one call, the count from its answer", async () => {
    const { store, client, calls, now } = setup();
    const page = fetchQuery(playerQueries.notifications, {}, { store, client });
    const count = await fetchUnreadCount(now(), { store, client });
    await page;
    expect(calls()).toBe(1);
    const list = store.entry(playerQueries.notifications.key).value ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(count).toBe(list.filter((notification) => !notification.read_state).length);
    expect(count).toBeGreaterThan(0);
  });

  test('uses an answer loaded since it was asked for, and asks again for an older one', async () => {
    const { store, client, calls, tick, now } = setup();
    const asked = now();
    await fetchQuery(playerQueries.notifications, {}, { store, client });
    await fetchUnreadCount(asked, { store, client });
    expect(calls()).toBe(1);
    tick(10);
    await fetchUnreadCount(now(), { store, client });
    expect(calls()).toBe(2);
  });

  test('a failed call rejects (the header keeps its count) and leaves the page its own failure state', async () => {
    const { store, client, now } = setup();
    await api.fault({ method: 'GET', path: '/api/user/notifications', status: 503, times: 10 });
    try {
      await expect(fetchUnreadCount(now(), { store, client })).rejects.toThrow();
      expect(store.entry(playerQueries.notifications.key).status).toBe('failed');
    } finally {
      await api.clearFaults();
    }
  });
});
