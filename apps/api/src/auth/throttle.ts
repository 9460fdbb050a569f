import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import { RedisConnection } from '../services/redis.ts';

/** How long a streak of failures is remembered after its last failure. */
export const failureMemoryMs = 24 * 3600 * 1000;

/** What counting a password check gave: counted, or refused while locked or while the streak is full. */
export type AttemptStart = { outcome: 'counted' } | { outcome: 'locked'; until: number } | { outcome: 'full' };

/** How long a Redis key outlives its last use: a day after the longest lock, so a streak is not forgotten early. */
const redisTtl = (maxLockMs: number) => String(maxLockMs + failureMemoryMs);

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
   * Counts a password check of the key before it runs, in one atomic step, so that parallel checks cannot pass the
   * limit: refused (`locked` with the lock's end) while the key is locked, or (`full`) when `maxFailures` checks of
   * the streak are already counted (failed, or still running); else counted (`counted`).
   */
  begin(key: string, maxFailures: number, now: number): Promise<AttemptStart>;
  /**
   * A counted check failed. When the streak has reached `maxFailures`, locks the key and starts a new streak: the
   * first lock lasts `lockMs`, each next one twice the one before, at most `maxLockMs`. Answers the end of the lock
   * when this failure locked the key, else null.
   */
  fail(key: string, maxFailures: number, lockMs: number, maxLockMs: number, now: number): Promise<number | null>;
  /** A counted check did not run to a result (the server was busy): it no longer counts. */
  cancel(key: string): Promise<void>;
  /** Forgets the key's failures and locks (a successful sign-in). */
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

  async begin(key: string, maxFailures: number, now: number): Promise<AttemptStart> {
    await this.#prune(now);
    const forgotten = now - failureMemoryMs;
    // The streak before this check: nothing when its last check is older than the memory.
    const previous = sql<number>`(case when auth_throttle.window_start <= ${forgotten} then 0 else auth_throttle.hits end)`;
    // Locks are forgotten a day after the last check and the last lock.
    const locksKept = sql<boolean>`greatest(auth_throttle.window_start, coalesce(auth_throttle.locked_until, 0)) > ${forgotten}`;
    // One statement: the row is locked while it is read and written, so parallel checks count one after another.
    const counted = await this.#db
      .insertInto('auth_throttle')
      .values({ key, hits: 1, window_start: now, locked_until: null, locks: 0 })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            hits: sql<number>`${previous} + 1`,
            window_start: now,
            locks: sql<number>`case when ${locksKept} then auth_throttle.locks else 0 end`,
          })
          .where((eb) =>
            eb.and([
              eb.or([eb('auth_throttle.locked_until', 'is', null), eb('auth_throttle.locked_until', '<=', now)]),
              eb(sql<number>`${previous} + 1`, '<=', maxFailures),
            ]),
          ),
      )
      .returning('hits')
      .executeTakeFirst();
    if (counted !== undefined) return { outcome: 'counted' };
    const until = await this.lockedUntil(key, now);
    return until === null ? { outcome: 'full' } : { outcome: 'locked', until };
  }

  async fail(key: string, maxFailures: number, lockMs: number, maxLockMs: number, now: number): Promise<number | null> {
    // Each lock twice the one before (the shift stops growing long before the cap), at most `maxLockMs`.
    const length = sql<number>`least(${lockMs}::bigint * (1::bigint << least(auth_throttle.locks, 40)), ${maxLockMs}::bigint)`;
    const row = await this.#db
      .updateTable('auth_throttle')
      .set({
        hits: 0,
        locked_until: sql<number>`${now}::bigint + ${length}`,
        locks: sql<number>`auth_throttle.locks + 1`,
      })
      .where('key', '=', key)
      .where('hits', '>=', maxFailures)
      .returning('locked_until')
      .executeTakeFirst();
    return row?.locked_until ?? null;
  }

  async cancel(key: string): Promise<void> {
    await this.#db
      .updateTable('auth_throttle')
      .set({ hits: sql<number>`auth_throttle.hits - 1` })
      .where('key', '=', key)
      .where('hits', '>', 0)
      .execute();
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

// A password check: refused while locked (1, the lock's end) or while the streak is full (2), else counted (0).
const beginScript = `
local now = tonumber(ARGV[1])
local forgotten = now - tonumber(ARGV[3])
local lock = tonumber(redis.call('HGET', KEYS[1], 'l'))
if lock and lock > now then return {1, redis.call('HGET', KEYS[1], 'l')} end
local last = tonumber(redis.call('HGET', KEYS[1], 't'))
local count = tonumber(redis.call('HGET', KEYS[1], 'f')) or 0
if (not last) or last <= forgotten then count = 0 end
if math.max(last or 0, lock or 0) <= forgotten then redis.call('HSET', KEYS[1], 'n', 0) end
if count + 1 > tonumber(ARGV[2]) then return {2, ''} end
redis.call('HSET', KEYS[1], 'f', count + 1, 't', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {0, ''}
`;

// A failed check: locks when the streak is full, each lock twice the one before up to the cap; answers its end.
const failScript = `
local count = tonumber(redis.call('HGET', KEYS[1], 'f')) or 0
if count < tonumber(ARGV[1]) then return '' end
local locks = tonumber(redis.call('HGET', KEYS[1], 'n')) or 0
local length = math.min(tonumber(ARGV[2]) * (2 ^ math.min(locks, 40)), tonumber(ARGV[3]))
local untilMs = string.format('%.0f', tonumber(ARGV[4]) + length)
redis.call('HSET', KEYS[1], 'f', 0, 'l', untilMs, 'n', locks + 1)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return untilMs
`;

const cancelScript = `
local count = tonumber(redis.call('HGET', KEYS[1], 'f')) or 0
if count > 0 then redis.call('HSET', KEYS[1], 'f', count - 1) end
return 0
`;

/** The throttle in Redis (`REDIS_URL`): several servers share one set of counters. */
export class RedisThrottleStore implements ThrottleStore {
  readonly #connection: RedisConnection;

  constructor(url: string) {
    this.#connection = new RedisConnection(url, 'sign-in throttle');
  }

  #ready() {
    return this.#connection.ready();
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

  async begin(key: string, maxFailures: number, now: number): Promise<AttemptStart> {
    const client = await this.#ready();
    const [code, until] = (await client.eval(beginScript, {
      keys: [key],
      // The key outlives the memory by a day's worth of locks at most; `fail` stretches it for a longer lock.
      arguments: [String(now), String(maxFailures), String(failureMemoryMs), redisTtl(failureMemoryMs)],
    })) as [number, string];
    if (Number(code) === 1) return { outcome: 'locked', until: Number(until) };
    return Number(code) === 2 ? { outcome: 'full' } : { outcome: 'counted' };
  }

  async fail(key: string, maxFailures: number, lockMs: number, maxLockMs: number, now: number): Promise<number | null> {
    const client = await this.#ready();
    const until = await client.eval(failScript, {
      keys: [key],
      arguments: [String(maxFailures), String(lockMs), String(maxLockMs), String(now), redisTtl(maxLockMs)],
    });
    return typeof until === 'string' && until !== '' ? Number(until) : null;
  }

  async cancel(key: string): Promise<void> {
    const client = await this.#ready();
    await client.eval(cancelScript, { keys: [key], arguments: [] });
  }

  async clear(key: string): Promise<void> {
    const client = await this.#ready();
    await client.del(key);
  }

  async close(): Promise<void> {
    await this.#connection.close();
  }
}
