import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { closeAuth } from '../src/auth/runtime.ts';
import {
  DatabaseThrottleStore,
  failureMemoryMs,
  RedisThrottleStore,
  type ThrottleStore,
} from '../src/auth/throttle.ts';
import {
  answerUrl,
  authAppPerBlock,
  authOverrides,
  Browser,
  createAccount,
  fakeClock,
  freshAddress,
  type TestAccount,
} from './auth-helpers.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';
import { deleteRedisNamespace } from './redis-keys.ts';

/** Redis is tested when REDIS_URL is set (as CI does), like PostgreSQL with DATABASE_URL. */
const redisUrl = process.env.REDIS_URL;

const limits = { addressLimit: 5, addressWindow: 60, maxFailures: 3, lockDuration: 900, maxLockDuration: 3000 };

/** What every throttle store must do; `prefix` keeps the keys of one run apart. */
function storeContract(name: string, open: () => ThrottleStore, prefix: () => string) {
  describe(`the ${name} throttle store`, () => {
    let store: ThrottleStore;
    const t0 = Date.UTC(2026, 2, 1, 10, 0, 0);
    beforeAll(() => {
      store = open();
    });
    afterAll(async () => {
      await store?.close();
    });

    test('hit counts attempts in a fixed window and starts a new window after it', async () => {
      const key = `${prefix()}:hit`;
      const counts = [];
      for (let i = 0; i < 4; i++) counts.push(await store.hit(key, 60_000, t0 + i * 1000));
      expect(counts).toEqual([1, 2, 3, 4].map((count) => ({ count, windowStart: t0 })));
      expect(await store.hit(key, 60_000, t0 + 59_999)).toEqual({ count: 5, windowStart: t0 });
      expect(await store.hit(key, 60_000, t0 + 60_000)).toEqual({ count: 1, windowStart: t0 + 60_000 });
      expect(await store.hit(`${key}:other`, 60_000, t0 + 60_000)).toEqual({ count: 1, windowStart: t0 + 60_000 });
    });

    /** A counted check that failed: the lock's end when it locked the key. */
    const failOnce = async (key: string, now: number, max = 3, lockMs = 900_000, maxLockMs = 10_000_000) => {
      expect(await store.begin(key, max, now)).toEqual({ outcome: 'counted' });
      return store.fail(key, max, lockMs, maxLockMs, now);
    };

    test('fail locks at the max-th failure in a row, until the lock ends, and starts a new streak', async () => {
      const key = `${prefix()}:lock`;
      expect(await failOnce(key, t0)).toBeNull();
      expect(await failOnce(key, t0 + 1000)).toBeNull();
      expect(await store.lockedUntil(key, t0 + 1000)).toBeNull();
      expect(await failOnce(key, t0 + 2000)).toBe(t0 + 902_000);
      expect(await store.lockedUntil(key, t0 + 901_999)).toBe(t0 + 902_000);
      expect(await store.begin(key, 3, t0 + 901_999)).toEqual({ outcome: 'locked', until: t0 + 902_000 });
      expect(await store.lockedUntil(key, t0 + 902_000)).toBeNull();
      expect(await failOnce(key, t0 + 903_000)).toBeNull();
      expect(await failOnce(key, t0 + 904_000)).toBeNull();
      // The second lock in a row lasts twice as long.
      expect(await failOnce(key, t0 + 905_000)).toBe(t0 + 905_000 + 1_800_000);
    });

    test('checks are counted before they run: beyond the max in flight, begin refuses until one ends', async () => {
      const key = `${prefix()}:flight`;
      const starts = await Promise.all(Array.from({ length: 8 }, () => store.begin(key, 3, t0)));
      expect(starts.filter((start) => start.outcome === 'counted')).toHaveLength(3);
      expect(starts.filter((start) => start.outcome === 'full')).toHaveLength(5);
      // A check that did not run gives its place back.
      await store.cancel(key);
      expect(await store.begin(key, 3, t0)).toEqual({ outcome: 'counted' });
      const ends = await Promise.all([1, 2, 3].map(() => store.fail(key, 3, 900_000, 10_000_000, t0)));
      expect(ends.filter((end) => end !== null)).toEqual([t0 + 900_000]);
      expect(await store.begin(key, 3, t0 + 1000)).toEqual({ outcome: 'locked', until: t0 + 900_000 });
    });

    test('each lock in a row lasts twice the one before, up to the cap; a success or a quiet day starts over', async () => {
      const key = `${prefix()}:backoff`;
      const lockAfterStreak = async (now: number) => {
        await failOnce(key, now, 2, 1000, 5000);
        return failOnce(key, now, 2, 1000, 5000);
      };
      let now = t0;
      const lengths = [];
      for (let lock = 0; lock < 5; lock++) {
        const until = await lockAfterStreak(now);
        expect(until).not.toBeNull();
        lengths.push((until ?? 0) - now);
        now = until ?? now;
      }
      expect(lengths).toEqual([1000, 2000, 4000, 5000, 5000]);
      await store.clear(key);
      expect((await lockAfterStreak(now)) ?? 0).toBe(now + 1000);
      now += 1000 + failureMemoryMs;
      expect((await lockAfterStreak(now)) ?? 0).toBe(now + 1000);
    });

    test('clear forgets a streak; so does a day without failures; a max of 1 locks at once', async () => {
      const key = `${prefix()}:clear`;
      await failOnce(key, t0);
      await failOnce(key, t0);
      await store.clear(key);
      expect(await failOnce(key, t0)).toBeNull();
      expect(await failOnce(key, t0)).toBeNull();
      expect(await failOnce(key, t0 + failureMemoryMs)).toBeNull();
      expect(await failOnce(key, t0 + failureMemoryMs)).toBeNull();
      expect(await store.lockedUntil(key, t0 + failureMemoryMs)).toBeNull();
      expect(await failOnce(`${key}:one`, t0, 1, 5000)).toBe(t0 + 5000);
      expect(await store.lockedUntil(`${key}:one`, t0)).toBe(t0 + 5000);
    });
  });
}

/** Signs in and answers the code inside the url (null on success), with the raw answer. */
async function attempt(app: TestApp, login: string, password: string, address = freshAddress()) {
  const browser = new Browser(app, address);
  const response = await browser.signIn({ email: login, password });
  const retryAfter = response.headers.get('retry-after');
  const status = response.status;
  const body = await response.clone().text();
  const url = await answerUrl(response);
  return { code: url.searchParams.get('code'), retryAfter, status, body, browser };
}

/** The HTTP behaviour of the throttle, on an app (with `limits` and `clock`) whose throttle store is under test. */
function httpContract(label: string, appOf: () => TestApp, clock: ReturnType<typeof fakeClock>) {
  describe(`sign-in throttle over HTTP (${label})`, () => {
    let app: TestApp;
    beforeAll(() => {
      app = appOf();
    });

    test('per client address: beyond the limit every attempt is refused until the window ends', async () => {
      const account: TestAccount = await createAccount(app);
      const address = freshAddress();
      for (let i = 0; i < limits.addressLimit; i++) {
        expect((await attempt(app, `nobody-${i}@mynacon.test`, 'Wrong-1234!', address)).code).toBe('credentials');
      }
      clock.advance(10_000);
      const refused = await attempt(app, account.email, account.password, address);
      expect(refused.code).toBe('too_many_attempts');
      expect(refused.retryAfter).toBe('50');
      expect(await refused.browser.session()).toBeNull();
      const redirected = await new Browser(app, address).signIn(
        { email: account.email, password: account.password },
        { json: false },
      );
      expect(redirected.status).toBe(302);
      expect(new URL(redirected.headers.get('location') ?? '').searchParams.get('code')).toBe('too_many_attempts');
      // Another address is not concerned.
      expect((await attempt(app, account.email, account.password)).code).toBeNull();
      clock.advance(50_000);
      expect((await attempt(app, account.email, account.password, address)).code).toBeNull();
    });

    test('an account locks after the max failures in a row, from any address, for the lock duration', async () => {
      const account = await createAccount(app);
      expect((await attempt(app, account.email, 'Wrong-1!')).code).toBe('credentials');
      expect((await attempt(app, account.username, 'Wrong-2!')).code).toBe('credentials');
      const third = await attempt(app, account.email, 'Wrong-3!');
      expect(third.code).toBe('too_many_attempts');
      expect(third.retryAfter).toBe(String(limits.lockDuration));
      const locked = await attempt(app, account.email, account.password);
      expect(locked.code).toBe('too_many_attempts');
      clock.advance((limits.lockDuration - 1) * 1000);
      const stillLocked = await attempt(app, account.email, account.password);
      expect(stillLocked.code).toBe('too_many_attempts');
      expect(stillLocked.retryAfter).toBe('1');
      clock.advance(1000);
      const after = await attempt(app, account.email, account.password);
      expect(after.code).toBeNull();
      expect((await after.browser.signedIn()).user.user_id).toBe(account.id);
    });

    test('unknown accounts get the same answers all the way into the lock', async () => {
      const account = await createAccount(app);
      const unknown = `nobody-${account.id}@mynacon.test`;
      const answers = async (login: string) => {
        const list = [];
        for (const password of ['Wrong-1!', 'Wrong-2!', 'Wrong-3!', 'Wrong-4!']) {
          const { code, status, body, retryAfter } = await attempt(app, login, password);
          list.push({ code, status, body, retryAfter });
        }
        return list;
      };
      const known = await answers(account.email);
      expect(known.map((answer) => answer.code)).toEqual([
        'credentials',
        'credentials',
        'too_many_attempts',
        'too_many_attempts',
      ]);
      expect(await answers(unknown)).toEqual(known);
    });

    test('30 wrong passwords in parallel check at most the max before the lock', async () => {
      const account = await createAccount(app);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => attempt(app, account.email, `Wrong-${i}!`)),
      );
      const codes = answers.map((answer) => answer.code);
      // Before checks were counted up front, all 30 checked their password and 20 answered 'credentials'.
      expect(codes.filter((code) => code === 'credentials')).toHaveLength(limits.maxFailures - 1);
      expect(codes.filter((code) => code === 'too_many_attempts')).toHaveLength(30 - (limits.maxFailures - 1));
      expect((await attempt(app, account.email, account.password)).code).toBe('too_many_attempts');
      clock.advance(limits.lockDuration * 1000);
      expect((await attempt(app, account.email, account.password)).code).toBeNull();
    });

    test('repeated locks back off: each twice the one before, up to the cap', async () => {
      const account = await createAccount(app);
      const lockAfterStreak = async () => {
        for (let i = 1; i < limits.maxFailures; i++) {
          expect((await attempt(app, account.email, `Wrong-${i}!`)).code).toBe('credentials');
        }
        const locked = await attempt(app, account.email, 'Wrong-last!');
        expect(locked.code).toBe('too_many_attempts');
        return Number(locked.retryAfter);
      };
      const lengths = [];
      for (let lock = 0; lock < 3; lock++) {
        const seconds = await lockAfterStreak();
        lengths.push(seconds);
        clock.advance((seconds - 1) * 1000);
        expect((await attempt(app, account.email, account.password)).retryAfter).toBe('1');
        clock.advance(1000);
      }
      expect(lengths).toEqual([900, 1800, 3000]);
      // A sign-in starts over.
      expect((await attempt(app, account.email, account.password)).code).toBeNull();
      expect(await lockAfterStreak()).toBe(900);
      clock.advance(900_000);
    });

    test('a successful sign-in ends the streak of failures', async () => {
      const account = await createAccount(app);
      for (let round = 0; round < 3; round++) {
        expect((await attempt(app, account.email, 'Wrong-1!')).code).toBe('credentials');
        expect((await attempt(app, account.email, 'Wrong-2!')).code).toBe('credentials');
        expect((await attempt(app, account.email, account.password)).code).toBeNull();
      }
    });
  });
}

/** An app with the test limits on a fake clock, opened and closed around the enclosing `describe`. */
function withApp(open: (now: () => number) => Promise<TestApp>) {
  const clock = fakeClock();
  const app = authAppPerBlock(() => open(clock.now));
  return { clock, appOf: () => app };
}

describe.each(backends)('on %s', (backend) => {
  const { clock, appOf } = withApp((now) => createTestApp(backend, authOverrides({ throttle: limits }), { now }));
  httpContract(`database, ${backend}`, appOf, clock);
  storeContract(
    'database',
    () => new DatabaseThrottleStore(appOf().context.db),
    () => `t${backend}`,
  );
});

if (redisUrl !== undefined) {
  const namespace = `mynacon-test-${process.pid}-${Date.now()}`;
  afterAll(async () => {
    await deleteRedisNamespace(redisUrl, namespace);
  });

  storeContract(
    'Redis',
    () => new RedisThrottleStore(redisUrl),
    () => `${namespace}:store`,
  );
  describe('with Redis', () => {
    const { clock, appOf } = withApp((now) =>
      createTestApp('pglite', authOverrides({ throttle: { ...limits, redisUrl, namespace: `${namespace}:http` } }), {
        now,
      }),
    );
    httpContract('Redis', appOf, clock);
  });

  test('two servers sharing Redis share the per-address count; the database table stays empty', async () => {
    const clock = fakeClock();
    const shared = { ...limits, redisUrl, namespace: `${namespace}:shared` };
    const first = await createTestApp('pglite', authOverrides({ throttle: shared }), { now: clock.now });
    const second = await createTestApp('pglite', authOverrides({ throttle: shared }), { now: clock.now });
    try {
      const address = freshAddress();
      for (let i = 0; i < limits.addressLimit; i++) {
        const app = i % 2 === 0 ? first : second;
        expect((await attempt(app, `nobody-${i}@mynacon.test`, 'Wrong-1!', address)).code).toBe('credentials');
      }
      expect((await attempt(second, 'nobody@mynacon.test', 'Wrong-1!', address)).code).toBe('too_many_attempts');
      expect((await attempt(first, 'nobody@mynacon.test', 'Wrong-1!', address)).code).toBe('too_many_attempts');
      const rows = await first.context.db.selectFrom('auth_throttle').select('key').execute();
      expect(rows).toEqual([]);
    } finally {
      await closeAuth(first.context);
      await closeAuth(second.context);
      await first.dispose();
      await second.dispose();
    }
  });
}

test('with Redis unreachable, a sign-in answers 503 within a few seconds instead of hanging', async () => {
  const app = await createTestApp(
    'pglite',
    authOverrides({ throttle: { ...limits, redisUrl: 'redis://127.0.0.1:1', namespace: 'unreachable' } }),
  );
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const account = await createAccount(app);
    const started = performance.now();
    const response = await new Browser(app).signIn({ email: account.email, password: account.password });
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe('service_unavailable');
    expect(performance.now() - started).toBeLessThan(10_000);
  } finally {
    await closeAuth(app.context);
    logged.mockRestore();
    await app.dispose();
  }
});
