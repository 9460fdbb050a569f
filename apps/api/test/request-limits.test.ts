// The one write limit (decision 044) on PGlite and PostgreSQL, and in Redis when REDIS_URL is set: a token bucket per
// player for every call that writes, per client address (IPv6 by its /64, X-Forwarded-For only from trusted proxies)
// for the calls without a player, answered 429 with Retry-After and the API's error body.
import { type Endpoint, endpoints } from '@mynacon/contract';
import { createClient } from 'redis';
import { afterAll, describe, expect, test, vi } from 'vitest';
import type { Config } from '../src/config.ts';
import { demoNewsletterPreferencesId } from '../src/seed/customer.ts';
import { zendeskIdOf } from '../src/seed/demo.ts';
import { call, expectError, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp, type TestApp, testConfig } from './helpers.ts';
import { deleteRedisNamespace } from './redis-keys.ts';

/** Three writes at once, then one every 10 seconds. */
function limited(overrides: { redisUrl?: string; namespace?: string } = {}): Partial<Config> {
  const base = testConfig();
  return {
    services: { ...base.services, writeLimit: { burst: 3, perMinute: 6 } },
    auth: { ...base.auth, throttle: { ...base.auth.throttle, ...overrides } },
  };
}

/** A request from a client at `address` (the socket's peer), as the Node server hands it to the app. */
function from(app: TestApp, address: string, method: string, url: string, body?: unknown, headers = {}) {
  return Promise.resolve(
    app.app.request(
      url,
      {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    ),
  );
}

/** Published profiles the player may vote on: not theirs, not voted on yet. */
async function votableProfileIds(app: TestApp, userId: number): Promise<number[]> {
  const { db } = app.context;
  const rows = await db
    .selectFrom('profiles')
    .select('id')
    .where('status', '=', 1)
    .where('id', 'not in', db.selectFrom('profile_authors').select('profile_id').where('user_id', '=', userId))
    .where('id', 'not in', db.selectFrom('profile_votes').select('profile_id').where('user_id', '=', userId))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A write refused for what it says (no notification ids): it costs a token all the same. */
const refusedWrite = (app: TestApp, token: string) => call(app, 'PUT', '/api/user/notification', { token, body: {} });

/** The contract's path with its parameters filled in (any value: the limit answers before the handler reads them). */
const pathOf = (endpoint: Endpoint) =>
  endpoint.path
    .replace('{gameZendeskId}', String(zendeskIdOf(0)))
    .replace('{provider}', 'epic')
    .replace(/\{\w+\}/g, '1');

/** Bearer writes with a limit of their own instead: a step of an external sign-in, spending a single-use ticket. */
const ownLimit = new Set<string>([endpoints.externalLinkAttach.id]);

describe.each(backends)('the write limit on %s', (backend) => {
  const clock = testClock();
  const app = appPerBlock(() => createTestApp(backend, limited(), { now: clock.now }));

  test('every write of a player takes from one bucket: the fourth is 429 with Retry-After; reads and other players go on', async () => {
    const token = await tokenFor(app, 1);
    const [first = 0, second = 0, third = 0] = await votableProfileIds(app, 1);
    const writes = [
      await call(app, 'PUT', '/api/middleware/profile/upvote', { token, body: { id: first } }),
      await call(app, 'PUT', `/api/middleware/profile/favorite/${second}`, { token }),
      await call(app, 'DELETE', `/api/middleware/profile/favorite/${second}`, { token }),
    ];
    expect(writes.map((response) => response.status)).toEqual([200, 200, 200]);
    const tickets = () => app.context.db.selectFrom('support_tickets').select('id').where('user_id', '=', 1).execute();
    const before = (await tickets()).length;
    const refused = await call(app, 'POST', '/api/user/support/tickets', {
      token,
      body: { product: 'unknown', platform_id: 1, severity: 'low', subject: 'Hello', description: 'A long text.' },
    });
    expect(refused.headers.get('retry-after')).toBe('10');
    const error = await expectError(refused, 429, 'too_many_requests');
    expect(error.message).toBe('Too many changes in a short time: try again in 10 seconds.');
    expect(await tickets()).toHaveLength(before);
    // Reads are not writes; another player has a bucket of their own.
    expect((await call(app, 'GET', '/api/middleware/profile/favorite-list', { token })).status).toBe(200);
    const other = await tokenFor(app, 2);
    expect((await call(app, 'PUT', `/api/middleware/profile/favorite/${second}`, { token: other })).status).toBe(200);
    // One write comes back every 10 seconds.
    const downvote = () => call(app, 'PUT', '/api/middleware/profile/downvote', { token, body: { id: third } });
    clock.advance(9_000);
    expect((await downvote()).status).toBe(429);
    clock.advance(1_000);
    expect((await downvote()).status).toBe(200);
    expect((await downvote()).status).toBe(429);
    clock.advance(60_000);
  });

  test('every bearer write of the contract is limited, whatever its module', async () => {
    const token = await tokenFor(app, 2);
    const writes = Object.values(endpoints as Record<string, Endpoint>).filter(
      (endpoint) =>
        endpoint.auth === 'bearer' &&
        endpoint.method !== 'GET' &&
        endpoint.status === 'served' &&
        !ownLimit.has(endpoint.id),
    );
    expect(writes.length).toBeGreaterThan(20);
    // The bucket spent on writes that are refused for what they say: a refused write costs a token all the same.
    for (let spent = 0; spent < 3; spent++) expect((await refusedWrite(app, token)).status).toBe(400);
    const answers: Record<string, number> = {};
    for (const endpoint of writes) {
      const response = await call(app, endpoint.method, pathOf(endpoint), { token, body: {} });
      answers[endpoint.id] = response.status;
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(answers).toEqual(Object.fromEntries(writes.map((endpoint) => [endpoint.id, 429])));
    // The contract (and so the OpenAPI document) says so of each.
    for (const endpoint of [...writes, endpoints.contact, endpoints.updateNewsletterPreferences]) {
      expect(endpoint.errors, endpoint.id).toContain(429);
    }
    clock.advance(60_000);
  });

  test('calls without a player count per client address: a /64 shares one bucket, X-Forwarded-For from a client is not believed', async () => {
    const url = `/api/newsletter/preferences/${demoNewsletterPreferencesId(1)}`;
    const body = { topics: ['offers'], frequency: 'monthly' };
    const statuses = [];
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::9']) {
      statuses.push((await from(app, address, 'PUT', url, body)).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const spoofed = await from(app, '2001:db8:7:1::3', 'PUT', url, body, { 'x-forwarded-for': '198.51.100.1' });
    expect(spoofed.status).toBe(429);
    expect(spoofed.headers.get('retry-after')).toBe('10');
    // Reading the preferences is not a write; another /64 has its own bucket.
    expect((await from(app, '2001:db8:7:1::3', 'GET', url)).status).toBe(200);
    expect((await from(app, '2001:db8:7:2::1', 'PUT', url, body)).status).toBe(200);
    clock.advance(60_000);
  });

  test('the contact form takes a write token per client address, then its own hourly bucket per address and e-mail', async () => {
    const message = {
      name: 'Alex Morgan',
      subject: 'Order question',
      message: 'When will the GT Racing Wheel be back in stock?',
      token: 'bot-token',
    };
    // Three writes at once from one address: the contact limit (5 an hour) is not reached, the write limit is.
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await from(app, '203.0.113.50', 'POST', '/api/contact', {
        ...message,
        email: `alex${i}@example.com`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    clock.advance(60_000);
  });
});

/** Redis is tested when REDIS_URL is set (as CI does), like PostgreSQL with DATABASE_URL. */
const redisUrl = process.env.REDIS_URL;

if (redisUrl !== undefined)
  describe('the write limit in Redis', () => {
    const namespace = `mynacon-test-limits-${process.pid}-${Date.now()}`;
    afterAll(async () => {
      await deleteRedisNamespace(redisUrl, namespace);
    });

    test('two servers sharing Redis share a player’s bucket, even when the writes come at once', async () => {
      const clock = testClock();
      const shared = limited({ redisUrl: redisUrl ?? '', namespace: `${namespace}:shared` });
      const first = await createTestApp('pglite', shared, { now: clock.now });
      const second = await createTestApp('pglite', shared, { now: clock.now });
      try {
        const tokens = [await tokenFor(first, 1), await tokenFor(second, 1)];
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => refusedWrite(i % 2 === 0 ? first : second, tokens[i % 2] ?? '')),
        );
        const statuses = answers.map((response) => response.status).sort();
        expect(statuses).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
        const retryAfter = answers.find((response) => response.status === 429)?.headers.get('retry-after');
        expect(Number(retryAfter)).toBeGreaterThanOrEqual(10);
        clock.advance(10_000);
        expect((await refusedWrite(second, tokens[1] ?? '')).status).toBe(400);
        expect((await refusedWrite(first, tokens[0] ?? '')).status).toBe(429);
        const keys = await createClient({ url: redisUrl }).connect();
        try {
          const found: string[] = [];
          for await (const batch of keys.scanIterator({ MATCH: `${namespace}:shared:limit:write:*`, COUNT: 100 })) {
            found.push(...batch);
          }
          // One bucket, named by a digest of the player's key, not by the key itself.
          expect(found).toHaveLength(1);
          expect(found[0]).not.toContain('player');
        } finally {
          keys.destroy();
        }
      } finally {
        await first.dispose();
        await second.dispose();
      }
    });
  });

test('with Redis unreachable, writes are counted in the server’s memory instead of refused', async () => {
  const clock = testClock();
  const app = await createTestApp('pglite', limited({ redisUrl: 'redis://127.0.0.1:1', namespace: 'unreachable' }), {
    now: clock.now,
  });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const token = await tokenFor(app, 1);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await refusedWrite(app, token)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(logged.mock.calls.some(([text]) => String(text).startsWith('request limits'))).toBe(true);
  } finally {
    logged.mockRestore();
    await app.dispose();
  }
}, 30_000);
