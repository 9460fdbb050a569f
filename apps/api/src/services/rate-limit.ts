import { createHash } from 'node:crypto';
import { LruCache } from '../http/prepared.ts';
import type { RedisConnection } from './redis.ts';

/** What taking a token gave: allowed, or refused with the whole seconds until the next token. */
export type LimitResult = { allowed: true } | { allowed: false; retryAfter: number };

/** A token bucket: `burst` requests at once, then one more each `refillMs`. */
export interface LimitRule {
  /** Names the rule's buckets, so that one key has a bucket per rule (`write`, `contact`, `search`). */
  readonly name: string;
  /** Tokens of a full bucket: the requests allowed at once. 0 turns the rule off. */
  readonly burst: number;
  /** Milliseconds for one token to come back. */
  readonly refillMs: number;
}

/** A rule of `burst` requests at once refilled at `count` per `periodMs` (0: off). */
export function ruleOf(name: string, burst: number, count: number, periodMs: number): LimitRule {
  return count <= 0 || burst <= 0 ? { name, burst: 0, refillMs: 1 } : { name, burst, refillMs: periodMs / count };
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const retryAfterOf = (tokens: number, rule: LimitRule) => Math.max(1, Math.ceil(((1 - tokens) * rule.refillMs) / 1000));

/** Takes one token of `bucket` (a full one when new) at `now`; the bucket is updated in place. */
function takeToken(bucket: Bucket, rule: LimitRule, now: number): LimitResult {
  bucket.tokens = Math.min(rule.burst, bucket.tokens + Math.max(0, now - bucket.updatedAt) / rule.refillMs);
  bucket.updatedAt = Math.max(bucket.updatedAt, now);
  if (bucket.tokens < 1) return { allowed: false, retryAfter: retryAfterOf(bucket.tokens, rule) };
  bucket.tokens -= 1;
  return { allowed: true };
}

/** Where the buckets live: this process's memory, or a Redis shared by every server. */
export interface LimitStore {
  /** Takes one token of the bucket of `rule` and `key` at `now` (milliseconds of the caller's clock). */
  take(rule: LimitRule, key: string, now: number): Promise<LimitResult>;
}

/**
 * Buckets in this process's memory. At most `maxKeys` are kept: the least recently used is dropped first, which at
 * worst forgives the client that has been quiet longest.
 */
export class MemoryLimitStore implements LimitStore {
  readonly #buckets: LruCache<Bucket>;

  constructor(maxKeys = 100_000) {
    this.#buckets = new LruCache<Bucket>(maxKeys);
  }

  /** The same as `take`, without waiting. */
  takeNow(rule: LimitRule, key: string, now: number): LimitResult {
    if (rule.burst <= 0) return { allowed: true };
    const id = `${rule.name}:${key}`;
    const bucket = this.#buckets.get(id) ?? { tokens: rule.burst, updatedAt: now };
    const result = takeToken(bucket, rule, now);
    this.#buckets.set(id, bucket);
    return result;
  }

  async take(rule: LimitRule, key: string, now: number): Promise<LimitResult> {
    return this.takeNow(rule, key, now);
  }
}

// One bucket as a hash { t: tokens, u: last update }: refilled, then one token taken, in one step. Times come in as
// decimal strings and are stored as given (Lua would print 1.7e+12); answers 1, or 0 and the milliseconds to wait.
const takeScript = `
local burst = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local tokens = tonumber(redis.call('HGET', KEYS[1], 't'))
local updated = tonumber(redis.call('HGET', KEYS[1], 'u'))
if not tokens then
  tokens = burst
  updated = now
end
tokens = math.min(burst, tokens + math.max(0, now - updated) / refill)
if tokens < 1 then return {0, math.ceil((1 - tokens) * refill)} end
tokens = tokens - 1
redis.call('HSET', KEYS[1], 't', string.format('%.6f', tokens), 'u', ARGV[3])
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) * refill) + 1000)
return {1, 0}
`;

/** Keys name client addresses and e-mail addresses: Redis keeps only a digest. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 27);

/**
 * Buckets in Redis (`REDIS_URL`), shared by every server: each take is one Lua script, so parallel requests on any
 * server never take more tokens than the bucket holds. A key lives until its bucket would be full again.
 */
export class RedisLimitStore implements LimitStore {
  readonly #connection: RedisConnection;
  readonly #namespace: string;

  constructor(connection: RedisConnection, namespace: string) {
    this.#connection = connection;
    this.#namespace = namespace;
  }

  async take(rule: LimitRule, key: string, now: number): Promise<LimitResult> {
    if (rule.burst <= 0) return { allowed: true };
    const client = await this.#connection.ready();
    const [allowed, waitMs] = (await client.eval(takeScript, {
      keys: [`${this.#namespace}:limit:${rule.name}:${digest(key)}`],
      arguments: [String(rule.burst), String(rule.refillMs), String(Math.round(now))],
    })) as [number, number];
    if (Number(allowed) === 1) return { allowed: true };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil(Number(waitMs) / 1000)) };
  }
}
