import { endpoints } from '@mynacon/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { InboxCache } from '../src/customer/inbox-cache.ts';
import { call, expectError, expectJson, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp, type TestApp, testConfig } from './helpers.ts';

const demoUser = 1;
const rivalUser = 2;
const ttl = 2000;

describe.each(backends)('the notifications cache on %s', (backend) => {
  let demo: string;
  let rival: string;
  const clock = testClock();

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));
  beforeEach(async () => {
    // Every test starts with answers older than the TTL (so nothing cached by the previous one) and fresh tokens.
    clock.advance(60_000);
    demo = await tokenFor(app, demoUser);
    rival = await tokenFor(app, rivalUser);
  });

  /** The inbox answer: its text, ETag and parsed notifications. */
  const inbox = async (token: string, headers: Record<string, string> = {}) => {
    const response = await call(app, 'GET', '/api/user/notifications', { token, headers });
    const text = await response.clone().text();
    const { data } = await expectJson(response, 200, endpoints.notifications.response);
    return { text, data, etag: response.headers.get('etag') ?? '' };
  };

  /** Changes a player's rows without this server knowing, as another instance on the same database would. */
  const renameBehindTheBack = (userId: number, subject: string) =>
    app.context.db.updateTable('notifications').set({ subject }).where('user_id', '=', userId).execute();

  const markRead = async (token: string, ids: number[]) => {
    const response = await call(app, 'PUT', '/api/user/notification', { token, body: { notificationIds: ids } });
    return (await expectJson(response, 200, endpoints.markNotificationsRead.response)).data.notificationIds;
  };

  test('the default TTL is 2 s', () => {
    expect(app.context.config.customer.inboxCacheTtlMs).toBe(ttl);
  });

  test('a hit does not query: a change behind its back is not seen while the answer is fresh', async () => {
    const first = await inbox(demo);
    expect(first.data.length).toBeGreaterThan(0);
    await renameBehindTheBack(demoUser, 'Renamed elsewhere (hit)');
    clock.advance(500);
    const second = await inbox(demo);
    expect(second.text).toBe(first.text);
    expect(second.etag).toBe(first.etag);
  });

  test('an answer is reloaded once it is as old as the TTL, then cached again', async () => {
    const first = await inbox(demo);
    await renameBehindTheBack(demoUser, 'Renamed elsewhere (ttl)');
    clock.advance(ttl - 1);
    expect((await inbox(demo)).text).toBe(first.text);
    clock.advance(1);
    const reloaded = await inbox(demo);
    expect(reloaded.data.every((item) => item.subject === 'Renamed elsewhere (ttl)')).toBe(true);
    expect(reloaded.etag).not.toBe(first.etag);
    await renameBehindTheBack(demoUser, 'Renamed again');
    clock.advance(ttl - 1);
    expect((await inbox(demo)).text).toBe(reloaded.text);
  });

  test('marking read is seen at once by the next read, without waiting for the TTL', async () => {
    const before = await inbox(demo);
    const unread = before.data.find((item) => !item.read_state);
    if (unread === undefined) throw new Error('The demo inbox has no unread notification');
    expect(await markRead(demo, [unread.id])).toEqual([unread.id]);
    const after = await inbox(demo);
    expect(after.data.find((item) => item.id === unread.id)?.read_state).toBe(true);
    expect(after.etag).not.toBe(before.etag);
    // Nothing else changed.
    expect(
      after.data.map((item) => ({ ...item, read_state: item.id === unread.id ? false : item.read_state })),
    ).toEqual(before.data);
  });

  test('a write of one player leaves the cached answer of another untouched', async () => {
    const rivalBefore = await inbox(rival);
    const demoBefore = await inbox(demo);
    await renameBehindTheBack(rivalUser, 'Rival renamed elsewhere');
    const unread = demoBefore.data.find((item) => !item.read_state);
    if (unread === undefined) throw new Error('The demo inbox has no unread notification');
    // The rival's ids in the demo player's call change nothing and must not touch the rival's answer either.
    await markRead(demo, [unread.id, ...rivalBefore.data.map((item) => item.id)]);
    expect((await inbox(demo)).data.find((item) => item.id === unread.id)?.read_state).toBe(true);
    expect((await inbox(rival)).text).toBe(rivalBefore.text);
    clock.advance(ttl);
    expect((await inbox(rival)).data.every((item) => item.subject === 'Rival renamed elsewhere')).toBe(true);
  });

  test('If-None-Match with the ETag is 304 without a body, private like every player answer', async () => {
    const first = await inbox(demo);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    for (const header of [first.etag, `W/${first.etag}`, `"other", ${first.etag}`, '*']) {
      const response = await call(app, 'GET', '/api/user/notifications', {
        token: demo,
        headers: { 'if-none-match': header },
      });
      expect(response.status, header).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(first.etag);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const other = await inbox(demo, { 'if-none-match': '"some-other-version"' });
    expect(other.text).toBe(first.text);
    // The ETag follows the content: a reload of the same rows keeps it, a change gives a new one.
    clock.advance(ttl);
    expect((await inbox(demo)).etag).toBe(first.etag);
    const unread = first.data.find((item) => !item.read_state);
    if (unread === undefined) throw new Error('The demo inbox has no unread notification');
    await markRead(demo, [unread.id]);
    const changed = await inbox(demo, { 'if-none-match': first.etag });
    expect(changed.etag).not.toBe(first.etag);
  });

  test('the token is checked on every read, cached or not', async () => {
    const shortLived = await tokenFor(app, demoUser, 1);
    await inbox(shortLived);
    clock.advance(1500);
    await expectError(await call(app, 'GET', '/api/user/notifications', { token: shortLived }), 401, 'unauthorized');
    const forged = `${demo.slice(0, -4)}AAAA`;
    await expectError(await call(app, 'GET', '/api/user/notifications', { token: forged }), 401, 'unauthorized');
    await expectError(await call(app, 'GET', '/api/user/notifications'), 401, 'unauthorized');
  });

  test('any If-None-Match header is answered 200 or 304, never an error', async () => {
    const { etag } = await inbox(demo);
    const printable = fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, ''));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(printable, fc.constant(etag), fc.constant(`W/${etag}`))), async (parts) => {
        const header = parts.join(',');
        const response = await call(app, 'GET', '/api/user/notifications', {
          token: demo,
          headers: { 'if-none-match': header },
        });
        expect([200, 304], header).toContain(response.status);
        await response.arrayBuffer();
      }),
      { numRuns: 60 },
    );
  });

  // Last: removes the rival's account.
  test('an account deleted behind its back is refused once its answer is older than the TTL', async () => {
    await inbox(rival);
    await app.context.db.deleteFrom('users').where('id', '=', rivalUser).execute();
    clock.advance(ttl - 1);
    expect((await inbox(rival)).data.length).toBeGreaterThan(0);
    clock.advance(1);
    await expectError(await call(app, 'GET', '/api/user/notifications', { token: rival }), 401, 'unauthorized');
    expect((await inbox(demo)).data.length).toBeGreaterThan(0);
  });
});

describe.each(backends)('INBOX_CACHE_TTL_MS=0 on %s', (backend) => {
  let app: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    const base = testConfig();
    app = await createTestApp(backend, { customer: { ...base.customer, inboxCacheTtlMs: 0 } }, { now: clock.now });
  });
  afterAll(async () => {
    await app?.dispose();
  });

  test('every read queries: a change behind its back is seen at once; ETag and 304 still work', async () => {
    const token = await tokenFor(app, demoUser);
    const read = async (headers: Record<string, string> = {}) => {
      const response = await call(app, 'GET', '/api/user/notifications', { token, headers });
      const etag = response.headers.get('etag') ?? '';
      return { response, etag, data: (await expectJson(response, 200, endpoints.notifications.response)).data };
    };
    const first = await read();
    await app.context.db
      .updateTable('notifications')
      .set({ subject: 'Seen at once' })
      .where('user_id', '=', demoUser)
      .execute();
    const second = await read();
    expect(second.data.every((item) => item.subject === 'Seen at once')).toBe(true);
    expect(second.etag).not.toBe(first.etag);
    const notModified = await call(app, 'GET', '/api/user/notifications', {
      token,
      headers: { 'if-none-match': second.etag },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(second.etag);
  });
});

describe('INBOX_CACHE_TTL_MS', () => {
  test('defaults to 2000, accepts 0 to 60000 and names a wrong value', () => {
    const read = (value: string | undefined) => loadConfig({ DEVELOPMENT_MODE: 'true', INBOX_CACHE_TTL_MS: value });
    const fallback = read(undefined);
    expect(fallback.ok && fallback.config.customer.inboxCacheTtlMs).toBe(2000);
    const off = read('0');
    expect(off.ok && off.config.customer.inboxCacheTtlMs).toBe(0);
    for (const wrong of ['-1', '60001', '1.5', 'soon']) {
      const result = read(wrong);
      expect(result.ok, wrong).toBe(false);
      if (!result.ok) expect(result.problems.join('\n')).toMatch(/INBOX_CACHE_TTL_MS=.*0 to 60000/);
    }
  });
});

describe('InboxCache', () => {
  /** A cache on a hand-moved clock, and loads that count themselves and resolve when told. */
  function setup(options: { ttlMs?: number; capacity?: number } = {}) {
    const clock = testClock(0);
    const cache = new InboxCache({ ttlMs: options.ttlMs ?? 1000, now: clock.now, capacity: options.capacity ?? 10 });
    const loads = new Map<number, number>();
    let version = 0;
    const load = (userId: number) => async () => {
      loads.set(userId, (loads.get(userId) ?? 0) + 1);
      return { userId, version };
    };
    const body = async (userId: number) => (await cache.read(userId, load(userId)))?.body;
    return {
      clock,
      cache,
      loads,
      load,
      body,
      change: () => {
        version++;
      },
    };
  }

  /** A load that resolves when the test says so. */
  function deferred<T>() {
    let resolve: (value: T) => void = () => {};
    const promise = new Promise<T>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  }

  test('hits do not load; the answer is reloaded at the TTL', async () => {
    const { clock, loads, body, change } = setup();
    expect(await body(1)).toBe('{"userId":1,"version":0}');
    change();
    clock.advance(999);
    expect(await body(1)).toBe('{"userId":1,"version":0}');
    expect(loads.get(1)).toBe(1);
    clock.advance(1);
    expect(await body(1)).toBe('{"userId":1,"version":1}');
    expect(loads.get(1)).toBe(2);
  });

  test('concurrent reads of a missing answer share one load', async () => {
    const { cache } = setup();
    const gate = deferred<unknown>();
    let count = 0;
    const load = () => {
      count++;
      return gate.promise;
    };
    const reads = [cache.read(1, load), cache.read(1, load), cache.read(1, load)];
    gate.resolve({ shared: true });
    const answers = await Promise.all(reads);
    expect(count).toBe(1);
    expect(answers.map((answer) => answer?.body)).toEqual(Array(3).fill('{"shared":true}'));
    expect(answers[0]?.etag).toBe(answers[2]?.etag);
  });

  test('a load under way when the player writes is neither kept nor shared with later reads', async () => {
    const { cache } = setup();
    const before = deferred<unknown>();
    const early = cache.read(1, () => before.promise);
    cache.invalidate(1);
    const late = cache.read(1, async () => ({ written: true }));
    before.resolve({ written: false });
    expect((await early)?.body).toBe('{"written":false}');
    expect((await late)?.body).toBe('{"written":true}');
    expect((await cache.read(1, async () => ({ again: true })))?.body).toBe('{"written":true}');
  });

  test('invalidating one player keeps the others', async () => {
    const { cache, loads, body } = setup();
    await body(1);
    await body(2);
    cache.invalidate(1);
    await body(1);
    await body(2);
    expect(loads.get(1)).toBe(2);
    expect(loads.get(2)).toBe(1);
  });

  test('holds at most `capacity` players, forgetting the least recently read', async () => {
    const { cache, loads, body } = setup({ capacity: 2 });
    await body(1);
    await body(2);
    await body(1);
    await body(3);
    expect(cache.size).toBe(2);
    await body(1);
    expect(loads.get(1)).toBe(1);
    await body(2);
    expect(loads.get(2)).toBe(2);
  });

  test('a failed load and an unknown player are not kept', async () => {
    const { cache } = setup();
    await expect(cache.read(1, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(
      cache.read(1, () => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
    expect(await cache.read(1, async () => ({ back: true }))).toMatchObject({ body: '{"back":true}' });
    expect(await cache.read(2, async () => null)).toBeNull();
    expect(await cache.read(2, async () => ({ created: true }))).toMatchObject({ body: '{"created":true}' });
    expect(cache.size).toBe(2);
  });

  test('a TTL of 0 loads every time, and a clock that went back reloads', async () => {
    const off = setup({ ttlMs: 0 });
    await off.body(1);
    await off.body(1);
    expect(off.loads.get(1)).toBe(2);
    expect(off.cache.size).toBe(0);
    const on = setup();
    on.clock.set(5000);
    await on.body(1);
    on.clock.set(4000);
    await on.body(1);
    expect(on.loads.get(1)).toBe(2);
  });
});
