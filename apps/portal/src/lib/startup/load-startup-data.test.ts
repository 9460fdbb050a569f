import { demoUsers } from '@mynacon/api';
import { endpoints, publicEndpoints, type Session } from '@mynacon/contract';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { sessionSourceOf } from '../auth/session-store';
import { createDataStore } from '../data/store';
import { createHttpClient } from '../http/client';
import { ApiRequestError, MalformedResponseError } from '../http/errors';
import { detachedSessionStore, signInAgainst } from '../http/testing/signed-in';
import { createJarFetch, type JarFetch, startTestApi, type TestApi } from '../http/testing/test-api';
import { loadPublicData, loadStartupData, loadUserData } from './load-startup-data';
import { seedErrors, siteDataSnapshot } from './testing/snapshot';

const [demo] = demoUsers;

describe('start-up loading against the reference API', () => {
  let api: TestApi;
  let session: Session;
  let jar: Map<string, string>;
  beforeAll(async () => {
    api = await startTestApi();
    ({ jar, session } = await signInAgainst(api, demo));
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  afterEach(async () => {
    await api.clearFaults();
  });

  /** A client that records its requests; signed in as the demo player when given the session. */
  function setup(signedIn: Session | null = null) {
    const fetch = createJarFetch(new Map(jar));
    const store = createDataStore();
    const sessionStore = detachedSessionStore();
    sessionStore.setState({ session: signedIn, status: signedIn ? 'authenticated' : 'unauthenticated' });
    const client = createHttpClient({
      baseUrl: api.url,
      fetch,
      retryDelay: () => 0,
      session: sessionSourceOf(sessionStore),
    });
    return { fetch, store, client };
  }

  const paths = (fetch: JarFetch) => fetch.requests.map((request) => new URL(request.url).pathname);
  const request = (fetch: JarFetch, path: string) => {
    const found = fetch.requests.find((entry) => new URL(entry.url).pathname === path);
    if (found === undefined) throw new Error(`no request to ${path}`);
    return found;
  };

  test('public data loads in the spec order: site data, products of the locale, profiles, games and platforms', async () => {
    const { fetch, store, client } = setup();
    await loadPublicData({ locale: 'fr-FR', client, store });
    const infos = request(fetch, '/api/cache/public/infos');
    const config = request(fetch, '/api/cache/public/config');
    const products = request(fetch, '/api/cache/support/products/fr-FR');
    const profiles = request(fetch, '/api/cache/profiles');
    const games = request(fetch, '/api/cache/support/games');
    const platforms = request(fetch, '/api/cache/support/platforms');
    expect(products.started).toBeGreaterThan(Math.max(infos.ended ?? 0, config.ended ?? 0));
    expect(profiles.started).toBeGreaterThan(products.ended ?? 0);
    expect(Math.min(games.started, platforms.started)).toBeGreaterThan(profiles.ended ?? 0);
    expect(fetch.requests).toHaveLength(6);

    const data = siteDataSnapshot(store);
    expect(data.storesData.map((entry) => entry.code)).toEqual([
      'en-GB',
      'en-US',
      'fr-FR',
      'nl-NL',
      'es-ES',
      'de-DE',
      'it-IT',
    ]);
    expect(data.allowedCountries.length).toBeGreaterThan(0);
    expect(data.config?.features.gameSupport).toBe(true);
    expect(data.productsKey).toBe('fr-FR');
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.profiles.length).toBeGreaterThan(0);
    expect(data.games.length).toBeGreaterThan(0);
    expect(data.platforms.length).toBeGreaterThan(0);
    expect(data.errors).toEqual({});
    expect(data.userProducts).toEqual([]);
  });

  test('games and platforms are not asked for when game support is off', async () => {
    const config = await createHttpClient({ baseUrl: api.url }).call(endpoints.publicConfig);
    const off = { ...config, features: { ...config.features, gameSupport: false } };
    await api.fault({ method: 'GET', path: '/api/cache/public/config', status: 200, body: JSON.stringify(off) });
    const { fetch, store, client } = setup();
    await loadPublicData({ locale: 'en-GB', client, store });
    expect(paths(fetch)).not.toContain('/api/cache/support/games');
    expect(paths(fetch)).not.toContain('/api/cache/support/platforms');
    expect(siteDataSnapshot(store).games).toEqual([]);
    expect(siteDataSnapshot(store).profiles.length).toBeGreaterThan(0);
  });

  test("the product list falls back to the default locale's when the locale's fails", async () => {
    await api.fault({ method: 'GET', path: '/api/cache/support/products/de-DE', status: 503, times: 2 });
    const { fetch, store, client } = setup();
    await loadPublicData({ locale: 'de-DE', client, store });
    expect(paths(fetch).filter((path) => path.startsWith('/api/cache/support/products/'))).toEqual([
      '/api/cache/support/products/de-DE',
      '/api/cache/support/products/de-DE',
      '/api/cache/support/products/en-GB',
    ]);
    expect(siteDataSnapshot(store).productsKey).toBe('en-GB');
    expect(siteDataSnapshot(store).products.length).toBeGreaterThan(0);
  });

  test('a failed load keeps the previous values and records the error; the next success clears it', async () => {
    const { store, client } = setup();
    await loadPublicData({ locale: 'en-GB', client, store });
    const before = siteDataSnapshot(store);
    await api.fault({ method: 'GET', path: '/api/cache/profiles', status: 503, times: 2 });
    await api.fault({ method: 'GET', path: '/api/cache/public/infos', status: 200, body: '[[],{}]' });
    await loadPublicData({ locale: 'en-GB', client, store });
    const after = siteDataSnapshot(store);
    expect(after.profiles).toBe(before.profiles);
    expect(after.storesData).toBe(before.storesData);
    expect(after.errors.profiles).toBeInstanceOf(ApiRequestError);
    expect(after.errors.infos).toBeInstanceOf(MalformedResponseError);
    expect(after.errors.config).toBeUndefined();
    expect(after.products).not.toBe(before.products);
    await loadPublicData({ locale: 'en-GB', client, store });
    expect(siteDataSnapshot(store).errors).toEqual({});
  });

  test("a signed-in player's data loads alongside: products, orders, community data, favourites, profiles", async () => {
    const { fetch, store, client } = setup(session);
    await loadStartupData({ locale: 'en-GB', session, client, store });
    const data = siteDataSnapshot(store);
    expect(data.errors).toEqual({});
    expect(data.communityData).not.toBeNull();
    expect(data.communityFetched).toBe(true);
    expect(data.communityLoading).toBe(false);
    // The demo player has orders in every status of the shop, registered products, favourites and own profiles.
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.userProducts.length).toBeGreaterThan(0);
    expect(data.favorites.length).toBeGreaterThan(0);
    expect(data.userProfiles.length).toBeGreaterThan(0);
    expect(data.ordersTotal).toBe(data.orders.length);
    expect(data.orders.every((order) => order.status !== 'pending' && order.status !== 'payment_review')).toBe(true);
    const created = data.orders.map((order) => order.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const path of [
      '/api/support/customer/products',
      '/api/nacon/sales/customer/orders',
      '/api/user/community/data',
      '/api/middleware/profile/favorite-list',
      '/api/middleware/profile/list',
    ]) {
      expect(request(fetch, path).headers.get('authorization')).toBe(`Bearer ${session.user.accessToken}`);
    }
    const orders = new URL(request(fetch, '/api/nacon/sales/customer/orders').url).searchParams;
    expect(orders.get('searchCriteria[filterGroups][0][filters][0][value]')).toBe('pending');
    expect(orders.get('searchCriteria[filterGroups][1][filters][0][value]')).toBe('payment_review');
    const profiles = new URL(request(fetch, '/api/middleware/profile/list').url).searchParams;
    expect(profiles.get('my_nacon_id')).toBe(String(session.user.user_id));
  });

  test('a failing player call keeps its previous value while the others load', async () => {
    const { store, client } = setup(session);
    await loadUserData({ session, client, store });
    const before = siteDataSnapshot(store);
    await api.fault({ method: 'GET', path: '/api/middleware/profile/favorite-list', status: 500, times: 2 });
    await api.fault({ method: 'GET', path: '/api/user/community/data', status: 502, times: 2 });
    await loadUserData({ session, client, store });
    const after = siteDataSnapshot(store);
    expect(after.favorites).toBe(before.favorites);
    expect(after.communityData).toBe(before.communityData);
    expect(after.communityLoading).toBe(false);
    expect(after.errors.favorites).toMatchObject({ status: 500 });
    expect(after.errors.communityData).toMatchObject({ status: 502 });
    expect(after.errors.orders).toBeUndefined();
    expect(after.orders).not.toBe(before.orders);
  });

  test('site data read before the first page is stored as it is, not asked for again', async () => {
    const client = createHttpClient({ baseUrl: api.url });
    const site = {
      config: await client.call(publicEndpoints.publicConfig),
      infos: await client.call(publicEndpoints.publicInfos),
    };
    const { fetch, store, client: recorded } = setup();
    seedErrors(store, { config: new Error('earlier'), infos: new Error('earlier') });
    await loadPublicData({ locale: 'en-GB', client: recorded, store, site });
    expect(paths(fetch)).not.toContain('/api/cache/public/config');
    expect(paths(fetch)).not.toContain('/api/cache/public/infos');
    expect(paths(fetch)).toContain('/api/cache/support/products/en-GB');
    const data = siteDataSnapshot(store);
    expect(data.config).toBe(site.config);
    expect(data.storesData).toBe(site.infos[0]);
    expect(data.allowedCountries).toBe(site.infos[1]);
    expect(data.errors).toEqual({});
  });

  test('answers that arrive after the signal aborted are dropped (the player changed)', async () => {
    const { store, client } = setup(session);
    const controller = new AbortController();
    const loading = loadUserData({ session, client, store, signal: controller.signal });
    controller.abort();
    await loading;
    expect(siteDataSnapshot(store)).toMatchObject({ orders: [], userProducts: [], favorites: [], errors: {} });
  });

  test("without a session the player's parts are emptied and nothing is asked", async () => {
    const { fetch, store, client } = setup(session);
    await loadUserData({ session, client, store });
    const requests = fetch.requests.length;
    seedErrors(store, { orders: new Error('earlier'), profiles: new Error('kept') });
    await loadUserData({ session: null, client, store });
    expect(fetch.requests).toHaveLength(requests);
    expect(Object.keys(siteDataSnapshot(store).errors)).toEqual(['profiles']);
    expect(siteDataSnapshot(store)).toMatchObject({
      userProducts: [],
      orders: [],
      ordersTotal: 0,
      communityData: null,
      communityFetched: false,
      favorites: [],
      userProfiles: [],
    });
  });
});
