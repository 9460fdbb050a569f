import { type Kysely, sql } from 'kysely';
import { createClient } from 'redis';
import type { Database } from '../db/types.ts';

/** How long a streak of failures is remembered after its last failure. */
export const failureMemoryMs = 24 * 3600 * 1000;

/**
 * Counters of the sign-in throttle. Every time is the caller's clock (milliseconds), so tests drive expiry with a
 * fake clock; the stores' own expiry (Redis TTLs, the table's pruning) only collects garbage.
 */
export interface ThrottleStore {
  /** Counts an attempt in the key's fixed window; answers the count including this one and the window's start. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; windowStart: number }>;
  /** The end of the key's lock, or null when it is not locked. */
  lockedUntil(key: string, now: number): Promise<number | null>;
  /**
   * Counts a failure; the `maxFailures`-th in a row locks the key for `lockMs` and starts a new streak. Answers the
   * end of the lock when this failure locked it, else null.
   */
  fail(key: string, maxFailures: number, lockMs: number, now: number): Promise<number | null>;
  /** Forgets the key's failures (a successful sign-in). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The throttle in the database (`auth_throttle`): one server, or several sharing one PostgreSQL. */
export class DatabaseThrottleStore implements ThrottleStore {
  readonly #db: Kysely<Database>;
  #lastPrune = Number.NEGATIVE_INFINITY;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; windowStart: number }> {
    await this.#prune(now);
    const expired = now - windowMs;
    const row = await this.#db
      .insertInto('auth_throttle')
      .values({ key, hits: 1, window_start: now })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when auth_throttle.window_start <= ${expired} then 1 else auth_throttle.hits + 1 end`,
          window_start: sql<number>`case when auth_throttle.window_start <= ${expired} then ${now} else auth_throttle.window_start end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    return { count: row.hits, windowStart: row.window_start };
  }

  async lockedUntil(key: string, now: number): Promise<number | null> {
    const row = await this.#db
      .selectFrom('auth_throttle')
      .select('locked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    const until = row?.locked_until ?? null;
    return until !== null && until > now ? until : null;
  }

  async fail(key: string, maxFailures: number, lockMs: number, now: number): Promise<number | null> {
    const lockEnd = now + lockMs;
    const forgotten = now - failureMemoryMs;
    // The streak before this failure: nothing when its last failure is older than the memory.
    const previous = sql<number>`(case when auth_throttle.window_start <= ${forgotten} then 0 else auth_throttle.hits end)`;
    const row = await this.#db
      .insertInto('auth_throttle')
      .values({
        key,
        hits: maxFailures <= 1 ? 0 : 1,
        window_start: now,
        locked_until: maxFailures <= 1 ? lockEnd : null,
      })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when ${previous} + 1 >= ${maxFailures} then 0 else ${previous} + 1 end`,
          window_start: now,
          locked_until: sql<
            number | null
          >`case when ${previous} + 1 >= ${maxFailures} then ${lockEnd} else auth_throttle.locked_until end`,
        }),
      )
      .returning(['hits', 'locked_until'])
      .executeTakeFirstOrThrow();
    return row.hits === 0 && row.locked_until === lockEnd ? lockEnd : null;
  }

  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom('auth_throttle').where('key', '=', key).execute();
  }

  async close(): Promise<void> {}

  /** At most once a minute: drops counters whose window, streak and lock are all over. */
  async #prune(now: number): Promise<void> {
    if (now - this.#lastPrune < 60_000 && now >= this.#lastPrune) return;
    this.#lastPrune = now;
    const dayAgo = now - failureMemoryMs;
    await this.#db
      .deleteFrom('auth_throttle')
      .where('window_start', '<', dayAgo)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .execute();
  }
}

// Redis scripts: times come in as decimal strings and are stored as given (Lua's numbers would print 1.7e+12).
const hitScript = `
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local now = tonumber(ARGV[1])
if (not start) or start <= now - tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 's', ARGV[1], 'c', 1)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, ARGV[1]}
end
return {redis.call('HINCRBY', KEYS[1], 'c', 1), redis.call('HGET', KEYS[1], 's')}
`;

const failScript = `
local now = tonumber(ARGV[1])
local last = tonumber(redis.call('HGET', KEYS[1], 't'))
local count = tonumber(redis.call('HGET', KEYS[1], 'f')) or 0
if (not last) or last <= now - tonumber(ARGV[4]) then count = 0 end
count = count + 1
if count >= tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 'f', 0, 't', ARGV[1], 'l', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
end
redis.call('HSET', KEYS[1], 'f', count, 't', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

type RedisClient = ReturnType<typeof createClient>;

/** How long a call waits for Redis to (re)connect before it fails (and the sign-in answers 503). */
const connectWaitMs = 2000;

/** The throttle in Redis (`REDIS_URL`): several servers share one set of counters. */
export class RedisThrottleStore implements ThrottleStore {
  readonly #client: RedisClient;
  #connecting: Promise<unknown> | undefined;

  constructor(url: string) {
    this.#client = createClient({
      url,
      // Fail fast while Redis is away: a sign-in should not wait for a reconnection.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
    });
    let reported = false;
    this.#client.on('error', (error: unknown) => {
      if (reported) return;
      reported = true;
      console.error('sign-in throttle: Redis error', error instanceof Error ? error.message : error);
    });
    this.#client.on('ready', () => {
      reported = false;
    });
  }

  async #ready(): Promise<RedisClient> {
    if (this.#client.isReady) return this.#client;
    if (this.#connecting === undefined) {
      const connecting = this.#client.connect();
      this.#connecting = connecting;
      connecting.catch(() => {
        if (this.#connecting === connecting) this.#connecting = undefined;
      });
    }
    // The first connection retries for as long as Redis is away: a sign-in waits for it only briefly.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis is not reachable')), connectWaitMs);
    });
    try {
      await Promise.race([this.#connecting, timeout]);
    } finally {
      clearTimeout(timer);
    }
    return this.#client;
  }

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; windowStart: number }> {
    const client = await this.#ready();
    const [count, start] = (await client.eval(hitScript, {
      keys: [key],
      arguments: [String(now), String(windowMs)],
    })) as [number, string];
    return { count: Number(count), windowStart: Number(start) };
  }

  async lockedUntil(key: string, now: number): Promise<number | null> {
    const client = await this.#ready();
    const value = await client.hGet(key, 'l');
    const until = value === null || value === undefined ? null : Number(value);
    return until !== null && until > now ? until : null;
  }

  async fail(key: string, maxFailures: number, lockMs: number, now: number): Promise<number | null> {
    const client = await this.#ready();
    const lockEnd = now + lockMs;
    const locked = await client.eval(failScript, {
      keys: [key],
      arguments: [
        String(now),
        String(maxFailures),
        String(lockEnd),
        String(failureMemoryMs),
        String(Math.max(lockMs, failureMemoryMs)),
      ],
    });
    return Number(locked) === 1 ? lockEnd : null;
  }

  async clear(key: string): Promise<void> {
    const client = await this.#ready();
    await client.del(key);
  }

  async close(): Promise<void> {
    if (this.#client.isOpen) this.#client.destroy();
    await this.#connecting?.catch(() => {});
  }
}
