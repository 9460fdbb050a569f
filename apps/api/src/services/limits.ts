// The one limiter of the calls that write, of the search (decision 044) and of the per-minute limits of single calls
// (decision 050): a token bucket per player, or per client address for calls without one, in Redis when `REDIS_URL`
// is set (shared by every server), else in this process's memory.
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context.ts';
import { Refusal, tooManyRequests } from '../http/refusal.ts';
import { clientAddress, limitKeyOf } from './client-address.ts';
import {
  type LimitResult,
  type LimitRule,
  type LimitStore,
  MemoryLimitStore,
  RedisLimitStore,
  ruleOf,
} from './rate-limit.ts';
import { RedisConnection } from './redis.ts';

/** The rules of the server, from its configuration. */
export interface LimitRules {
  /** Every write of a player (per player), or of an anonymous client (per client address). */
  write: LimitRule;
  /** Contact messages, per client address and per e-mail address (on top of `write`). */
  contact: LimitRule;
  /** Searches, per client address. */
  search: LimitRule;
}

/** One bucket to take a token from: its rule and its key. */
export type LimitCheck = readonly [LimitRule, string];

export interface RequestLimits {
  readonly rules: LimitRules;
  /**
   * Takes a token of each check in order and stops at the first refusal, so that a client already over its own
   * limit does not use up the limit of the e-mail address it names.
   */
  take(checks: readonly LimitCheck[]): Promise<LimitResult>;
  close(): Promise<void>;
}

const hour = 3_600_000;
/** How long a server counts in memory after Redis failed before it tries Redis again. */
const redisRetryMs = 10_000;

function rulesOf(context: ServerContext): LimitRules {
  const { services, customer, search } = context.config;
  return {
    write: ruleOf('write', services.writeLimit.burst, services.writeLimit.perMinute, 60_000),
    contact: ruleOf('contact', customer.contactPerHour, customer.contactPerHour, hour),
    search: ruleOf('search', search.limit.burst, search.limit.perMinute, 60_000),
  };
}

const runtimes = new WeakMap<ServerContext, RequestLimits>();

/** The limits of a server, created on first use. */
export function requestLimits(context: ServerContext): RequestLimits {
  let limits = runtimes.get(context);
  if (limits !== undefined) return limits;
  const { redisUrl, namespace } = context.config.auth.throttle;
  const memory = new MemoryLimitStore();
  const connection = redisUrl === undefined ? undefined : new RedisConnection(redisUrl, 'request limits');
  const shared: LimitStore = connection === undefined ? memory : new RedisLimitStore(connection, namespace);
  // While Redis fails, this server counts on its own (rather than refusing every write, or making each one wait for
  // a connection), and tries Redis again after `redisRetryMs`.
  let redisDownUntil = Number.NEGATIVE_INFINITY;
  const takeOne = async (rule: LimitRule, key: string): Promise<LimitResult> => {
    const now = context.now();
    if (now >= redisDownUntil) {
      try {
        const result = await shared.take(rule, key, now);
        redisDownUntil = Number.NEGATIVE_INFINITY;
        return result;
      } catch (error) {
        if (redisDownUntil === Number.NEGATIVE_INFINITY) {
          console.error(
            'request limits: counting in memory while Redis fails:',
            error instanceof Error ? error.message : error,
          );
        }
        redisDownUntil = now + redisRetryMs;
      }
    }
    return memory.takeNow(rule, key, now);
  };
  limits = {
    rules: rulesOf(context),
    async take(checks) {
      for (const [rule, key] of checks) {
        const result = await takeOne(rule, key);
        if (!result.allowed) return result;
      }
      return { allowed: true };
    },
    async close() {
      await connection?.close();
    },
  };
  runtimes.set(context, limits);
  return limits;
}

/** Releases what the limits hold for a server (the Redis connection); call it when the server closes. */
export async function closeRequestLimits(context: ServerContext): Promise<void> {
  const limits = runtimes.get(context);
  runtimes.delete(context);
  await limits?.close();
}

/** A per-minute limit of its own, counted where the write limit is (Redis when configured): `take` a key's token. */
export interface SharedRateLimiter {
  take(key: string): Promise<LimitResult>;
}

/**
 * A limit of `perMinute` requests per key (a burst of as many, refilled evenly over a minute; 0 turns it off), in
 * the store of the write limit: shared by every instance through Redis when REDIS_URL is set (decision 050), in this
 * server's memory otherwise. `name` keeps its buckets apart from other limits'.
 */
export function sharedRateLimiter(context: ServerContext, name: string, perMinute: number): SharedRateLimiter {
  const rule = ruleOf(name, perMinute, perMinute, 60_000);
  return { take: (key) => requestLimits(context).take([[rule, key]]) };
}

/** The key of a player's buckets. */
export const playerKey = (userId: number) => `player:${userId}`;

/** The key of a client address's buckets: an IPv6 client by its /64, behind the trusted proxies only (038). */
export const clientKey = (c: Context, context: ServerContext) =>
  `client:${limitKeyOf(clientAddress(c, context.config.services)) ?? 'unknown'}`;

/** Takes the checks' tokens, or raises the 429 (with `Retry-After`) that says to wait. */
export async function requireTokens(
  context: ServerContext,
  checks: readonly LimitCheck[],
  message: (retryAfter: number) => string,
): Promise<void> {
  const result = await requestLimits(context).take(checks);
  if (!result.allowed) throw new Refusal(tooManyRequests(result.retryAfter, message(result.retryAfter)));
}

const reads = new Set(['GET', 'HEAD']);

/**
 * The write limit of a call (decision 044), as middleware after any bearer guard: a call that writes takes a token
 * of its player's bucket (`c.get('userId')`), or of its client address's without a player, and is answered 429 with
 * `Retry-After` when the bucket is empty. Reads pass.
 */
export function writeLimit(context: ServerContext): MiddlewareHandler {
  const limits = requestLimits(context);
  return async (c, next) => {
    if (!reads.has(c.req.method)) {
      const userId: unknown = (c.get as (key: string) => unknown)('userId');
      const key = typeof userId === 'number' ? playerKey(userId) : clientKey(c, context);
      const result = await limits.take([[limits.rules.write, key]]);
      if (!result.allowed) {
        return tooManyRequests(
          result.retryAfter,
          `Too many changes in a short time: try again in ${result.retryAfter} seconds.`,
        );
      }
    }
    await next();
  };
}
