import { type AddressInfo, createServer } from 'node:net';
import { endpoint, endpoints, type Session } from '@mynacon/contract';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { getProducts } from './calls/get-products';
import { getProfiles } from './calls/get-profiles';
import { getPublicInfos } from './calls/get-public-infos';
import { orderHistoryQuery, searchCustomerOrders } from './calls/search-customer-orders';
import { buildPath, createHttpClient, type HttpClientOptions, type SessionSource } from './client';
import { ApiRequestError, MalformedResponseError, NetworkError, UnauthorizedError } from './errors';
import { createJarFetch, startTestApi, type TestApi } from './testing/test-api';

const noDelay = () => 0;

// Authenticated calls of the test's own, answered by fault injection: the client's rules, not the customer
// module's answers, are under test here.
const okBody = '{"ok":true}';
const testCall = { summary: 'Test call', tag: 'account', source: 'chosen', status: 'served', cached: false } as const;
const bearerGet = endpoint({
  ...testCall,
  id: 'testGet',
  method: 'GET',
  path: '/api/test/bearer',
  auth: 'bearer',
  response: z.object({ ok: z.boolean() }),
  errors: [401],
});
const bearerWrite = <M extends 'PUT' | 'POST'>(method: M) =>
  endpoint({
    ...testCall,
    id: `test${method}`,
    method,
    path: '/api/test/bearer',
    auth: 'bearer',
    body: z.object({ value: z.number() }),
    response: z.object({ ok: z.boolean() }),
    errors: [401],
  });
const bearerPut = bearerWrite('PUT');
const bearerPost = bearerWrite('POST');

function session(token: string, tokExpire: number): Session {
  return {
    user: { user_id: 1, accessToken: token, name: 'DemoPlayer', email: 'demo@mynacon.test' },
    tokExpire,
    refreshToken: 'refresh',
    status: 'authenticated',
    expires: '2030-01-01T00:00:00.000Z',
    data: { locale: 'en-GB', store_code: 'nacon_en' },
  };
}

/** A session source holding one session; `refresh` answers the next one given. */
function sessionSource(initial: Session | null, next: (Session | null)[] = []) {
  let value = initial;
  const refresh = vi.fn(async () => {
    value = next.length > 0 ? (next.shift() ?? null) : value;
    return value;
  });
  const source: SessionSource = { current: () => value, refresh };
  return { source, refresh };
}

describe('the HTTP client against the reference API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  afterEach(async () => {
    await api.clearFaults();
  });

  const client = (options: HttpClientOptions = {}) =>
    createHttpClient({ baseUrl: api.url, retryDelay: noDelay, ...options });

  test('a public call is parsed with the contract: public infos are the stores and the countries', async () => {
    const [stores, countries] = await getPublicInfos(client());
    expect(stores.map((store) => store.code)).toContain('fr-FR');
    expect(countries.length).toBeGreaterThan(0);
  });

  test('compressed answers are read like plain ones: the sign-in page’s two reads in brotli and in gzip', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const encodings: (string | null)[] = [];
      const browserFetch: typeof fetch = async (input, init) => {
        const request = new Request(input, init);
        request.headers.set('accept-encoding', accept);
        const response = await fetch(request);
        encodings.push(response.headers.get('content-encoding'));
        return response;
      };
      const profiles = await getProfiles(client({ fetch: browserFetch }));
      expect(profiles.flatMap((group) => group.profiles).length).toBeGreaterThan(0);
      const products = await getProducts('en-GB', client({ fetch: browserFetch }));
      expect(products.length).toBeGreaterThan(0);
      expect(encodings).toEqual([encoding, encoding]);
    }
  });

  test('a failing GET is retried once by default, and then answers', async () => {
    await api.fault({ method: 'GET', path: '/api/cache/profiles', status: 503, times: 1 });
    const profiles = await getProfiles(client());
    expect(Array.isArray(profiles)).toBe(true);
    expect(await api.hits()).toEqual({ 'GET /api/cache/profiles': 2 });
  });

  test('a GET failing twice is given up after one retry, as an ApiRequestError', async () => {
    await api.fault({ method: 'GET', path: '/api/cache/profiles', status: 500, times: 5 });
    const error = await getProfiles(client()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 500, code: 'unknown', endpointId: 'getProfiles' });
    expect(await api.hits()).toEqual({ 'GET /api/cache/profiles': 2 });
  });

  test.each([408, 409, 425, 429, 502, 504])('GET is retried on %i', async (status) => {
    await api.fault({ method: 'GET', path: '/api/cache/support/games', status, times: 1 });
    await expect(client().call(endpoints.games)).resolves.toMatchObject({ size: expect.any(Number) });
    expect(await api.hits()).toEqual({ 'GET /api/cache/support/games': 2 });
  });

  test('the retry limit is configurable, and 0 turns retries off', async () => {
    await api.fault({ method: 'GET', path: '/api/cache/profiles', status: 503, times: 5 });
    await expect(getProfiles(client({ retryLimit: 2 }))).rejects.toBeInstanceOf(ApiRequestError);
    expect(await api.hits()).toEqual({ 'GET /api/cache/profiles': 3 });
    await api.clearFaults();
    await api.fault({ method: 'GET', path: '/api/cache/profiles', status: 503, times: 5 });
    await expect(getProfiles(client({ retryLimit: 0 }))).rejects.toBeInstanceOf(ApiRequestError);
    expect(await api.hits()).toEqual({ 'GET /api/cache/profiles': 1 });
  });

  test('a GET answered 404 is not retried and carries the contract code', async () => {
    const jarFetch = createJarFetch();
    const error = await client({ fetch: jarFetch })
      .call(endpoints.playtest, { params: { id: '999999' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', endpointId: 'getPlaytest' });
    expect(jarFetch.requests).toHaveLength(1);
  });

  test('a 400 answer carries the issues of the input', async () => {
    const error = await client()
      .call(endpoints.playtest, { params: { id: 'not-a-number' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    const apiError = error as ApiRequestError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('invalid_path_parameter');
    expect(apiError.issues.map((issue) => issue.path)).toEqual(['id']);
  });

  test('a failing PUT is never retried', async () => {
    const { source } = sessionSource(session('token-one', 4_000_000_000));
    await api.fault({ method: 'PUT', path: '/api/test/bearer', status: 503, times: 5 });
    const error = await client({ session: source })
      .call(bearerPut, { body: { value: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503 });
    expect(await api.hits()).toEqual({ 'PUT /api/test/bearer': 1 });
  });

  test('a failing POST is never retried', async () => {
    const { source } = sessionSource(session('token-one', 4_000_000_000));
    await api.fault({ method: 'POST', path: '/api/test/bearer', status: 502, times: 5 });
    const error = await client({ session: source })
      .call(bearerPost, { body: { value: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502 });
    expect(await api.hits()).toEqual({ 'POST /api/test/bearer': 1 });
  });

  test('a 200 with a body that breaks the schema is a MalformedResponseError naming the call and the issues', async () => {
    await api.fault({ method: 'GET', path: '/api/cache/public/infos', status: 200, body: '[[{"code":"xx"}],[]]' });
    const error = await getPublicInfos(client()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedResponseError);
    const malformed = error as MalformedResponseError;
    expect(malformed.endpointId).toBe('getPublicInfos');
    expect(malformed.issues.length).toBeGreaterThan(0);
    expect(malformed.issues.map((issue) => issue.path)).toContain('0.0.code');
  });

  test('a 200 whose body is not JSON is a MalformedResponseError too, not a crash', async () => {
    await api.fault({ method: 'GET', path: '/api/cache/public/infos', status: 200, body: '{"not":"infos"' });
    const error = await getPublicInfos(client()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).issues).toEqual([{ path: '', message: 'The body is not JSON' }]);
  });

  test('the bearer token of the session is sent on authenticated calls only', async () => {
    const jarFetch = createJarFetch();
    const { source } = sessionSource(session('token-one', 4_000_000_000));
    await api.fault({ method: 'PUT', path: '/api/test/bearer', status: 200, body: okBody });
    const http = client({ session: source, fetch: jarFetch });
    await expect(http.call(bearerPut, { body: { value: 3 } })).resolves.toEqual({ ok: true });
    await getProfiles(http);
    const [put, get] = jarFetch.requests;
    expect(put?.headers.get('authorization')).toBe('Bearer token-one');
    expect(put?.headers.get('content-type')).toBe('application/json');
    expect(get?.headers.get('authorization')).toBeNull();
  });

  test('an expired token is refreshed before the call, and the fresh one is sent', async () => {
    const jarFetch = createJarFetch();
    const now = 1_800_000_000_000;
    const { source, refresh } = sessionSource(session('stale', now / 1000 - 1), [session('fresh', now / 1000 + 900)]);
    await api.fault({ method: 'PUT', path: '/api/test/bearer', status: 200, body: okBody });
    await client({ session: source, fetch: jarFetch, now: () => now }).call(bearerPut, {
      body: { value: 3 },
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(jarFetch.requests[0]?.headers.get('authorization')).toBe('Bearer fresh');
  });

  test('a token still valid is not refreshed', async () => {
    const now = 1_800_000_000_000;
    const { source, refresh } = sessionSource(session('valid', now / 1000 + 1));
    await api.fault({ method: 'PUT', path: '/api/test/bearer', status: 200, body: okBody });
    await client({ session: source, now: () => now }).call(bearerPut, {
      body: { value: 3 },
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  test('no session: onSignedOut("/login") and a typed 401 Unauthorized, without a request', async () => {
    const jarFetch = createJarFetch();
    const onSignedOut = vi.fn();
    const { source } = sessionSource(null);
    const error = await client({ session: source, onSignedOut, fetch: jarFetch })
      .call(bearerPut, { body: { value: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Unauthorized' });
    expect(onSignedOut).toHaveBeenCalledWith('/login');
    expect(jarFetch.requests).toHaveLength(0);
  });

  test('no session source at all, or a session without a token, is the same 401', async () => {
    const onSignedOut = vi.fn();
    await expect(client({ onSignedOut }).call(bearerGet)).rejects.toBeInstanceOf(UnauthorizedError);
    const tokenless = session('', 4_000_000_000);
    const { source } = sessionSource(tokenless);
    await expect(client({ session: source, onSignedOut }).call(bearerGet)).rejects.toMatchObject({
      status: 401,
    });
    expect(onSignedOut).toHaveBeenCalledTimes(2);
  });

  test('an expired token whose refresh finds the player signed out: onSignedOut and 401', async () => {
    const onSignedOut = vi.fn();
    const now = 1_800_000_000_000;
    const { source } = sessionSource(session('stale', now / 1000 - 60), [null]);
    await expect(client({ session: source, onSignedOut, now: () => now }).call(bearerGet)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(onSignedOut).toHaveBeenCalledWith('/login');
  });

  test('a token the server refuses is refreshed once and the call made again with the new one', async () => {
    const jarFetch = createJarFetch();
    const { source, refresh } = sessionSource(session('refused', 4_000_000_000), [session('renewed', 4_000_000_900)]);
    await api.fault({ method: 'PUT', path: '/api/test/bearer', status: 401, times: 1 });
    await api.fault({ method: 'PUT', path: '/api/test/bearer', status: 200, body: okBody });
    await expect(
      client({ session: source, fetch: jarFetch }).call(bearerPut, {
        body: { value: 1 },
      }),
    ).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(jarFetch.requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer refused',
      'Bearer renewed',
    ]);
  });

  test('a refused token that the refresh cannot replace signs the player out', async () => {
    const onSignedOut = vi.fn();
    const { source } = sessionSource(session('refused', 4_000_000_000));
    await api.fault({ method: 'GET', path: '/api/test/bearer', status: 401, times: 3 });
    await expect(client({ session: source, onSignedOut }).call(bearerGet)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(onSignedOut).toHaveBeenCalledWith('/login');
    expect(await api.hits()).toEqual({ 'GET /api/test/bearer': 1 });
  });

  test('the order history asks for everything but pending and payment_review, newest first', async () => {
    const jarFetch = createJarFetch();
    const { source } = sessionSource(session('token', 4_000_000_000));
    await api.fault({ method: 'GET', path: '/api/nacon/sales/customer/orders', status: 503, times: 2 });
    await searchCustomerOrders(undefined, client({ session: source, fetch: jarFetch })).catch(() => undefined);
    const sent = new URL(jarFetch.requests[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(sent)).toEqual(orderHistoryQuery());
    expect([...sent.keys()]).toHaveLength(8);
    expect(sent.get('searchCriteria[filterGroups][0][filters][0][conditionType]')).toBe('neq');
    expect(sent.get('searchCriteria[filterGroups][0][filters][0][value]')).toBe('pending');
    expect(sent.get('searchCriteria[filterGroups][1][filters][0][value]')).toBe('payment_review');
    expect(sent.get('searchCriteria[sortOrders][0][field]')).toBe('created_at');
    expect(sent.get('searchCriteria[sortOrders][0][direction]')).toBe('DESC');
  });
});

describe('the HTTP client without a server', () => {
  test('a refused connection is a NetworkError, after the GET retry', async () => {
    // A port that was free a moment ago and has nobody listening on it now.
    const listener = createServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    await new Promise((resolve) => listener.close(resolve));
    const url = `http://127.0.0.1:${port}`;
    const error = await getProfiles(createHttpClient({ baseUrl: url, retryDelay: noDelay })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ endpointId: 'getProfiles', timedOut: false });
  });

  test('no answer within the time-out is a NetworkError that says so', async () => {
    const hanging = (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    const error = await getProfiles(
      createHttpClient({ baseUrl: 'http://127.0.0.1:9', fetch: hanging, timeout: 20, retryLimit: 0 }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true });
  });

  test('path parameters are encoded as one segment each, and a missing one is a programming error', () => {
    expect(buildPath('/api/cache/pages/{locale}/{slug}', { locale: 'fr-FR', slug: 'a/b c' })).toBe(
      '/api/cache/pages/fr-FR/a%2Fb%20c',
    );
    expect(() => buildPath('/api/cache/playtests/{id}', {})).toThrow(TypeError);
  });
});
