import { demoUsers } from '@mynacon/api';
import type { Session } from '@mynacon/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionSourceOf } from '../auth/session-store';
import { fetchRuntimeConfig } from '../config/runtime-config';
import { createDataStore } from '../data/store';
import { configureHttpClient } from '../http/call-endpoint';
import { detachedSessionStore } from '../http/testing/signed-in';
import { createJarFetch, type JarFetch, startTestApi, type TestApi } from '../http/testing/test-api';
import { startStartupData } from './startup';
import { siteDataSnapshot } from './testing/snapshot';

const [demo] = demoUsers;

describe('the start-up follows the session and the locale', () => {
  let api: TestApi;
  let fetch: JarFetch;
  const stores = () => {
    const session = detachedSessionStore();
    return { session, store: createDataStore() };
  };
  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  test("loads the public data, then the player's data on sign-in, and empties it on sign-out", async () => {
    fetch = createJarFetch();
    const { session, store } = stores();
    // The app's client, as `createPortalRouter` sets it up: the module-level calls go through it.
    configureHttpClient({ baseUrl: api.url, fetch, retryDelay: () => 0, session: sessionSourceOf(session) });
    await session.getState().load();
    expect(session.getState().status).toBe('unauthenticated');

    const site = await fetchRuntimeConfig();
    const follower = startStartupData({ locale: 'fr-FR', site, session, store });
    await follower.ready;
    expect(siteDataSnapshot(store).productsKey).toBe('fr-FR');
    expect(siteDataSnapshot(store).config).toBe(site.config);
    expect(siteDataSnapshot(store).orders).toEqual([]);
    const asked = () => fetch.requests.map((request) => new URL(request.url).pathname);
    expect(asked().filter((path) => path === '/api/cache/public/config')).toHaveLength(1);

    const signedIn = await session.getState().signIn('credentials', { email: demo.email, password: demo.password });
    expect(signedIn.ok).toBe(true);
    await expect.poll(() => siteDataSnapshot(store).orders.length).toBeGreaterThan(0);
    await expect.poll(() => siteDataSnapshot(store).communityFetched).toBe(true);
    const user = (session.getState().session as Session).user;
    const profiles = fetch.requests.find((request) => new URL(request.url).pathname === '/api/middleware/profile/list');
    expect(new URL(profiles?.url ?? 'http://x').searchParams.get('my_nacon_id')).toBe(String(user.user_id));

    // A refreshed session of the same player changes nothing.
    const before = fetch.requests.length;
    await session.getState().refresh();
    expect(asked().slice(before)).toEqual(['/api/auth/session']);

    follower.followLocale('de-DE');
    await expect.poll(() => siteDataSnapshot(store).productsKey).toBe('de-DE');

    await session.getState().signOut();
    expect(siteDataSnapshot(store)).toMatchObject({ orders: [], userProducts: [], favorites: [], communityData: null });
    follower.stop();
    session.getState().dispose();
  }, 60_000);
});
