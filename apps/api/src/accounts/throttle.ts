import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';

/** Outcome of one counted call: allowed, or refused with the seconds until the window ends. */
export type ThrottleResult = { allowed: true } | { allowed: false; retryAfter: number };

/** What one limit counts: a name, the most calls per window and the window's length. */
export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

// Keys are addresses and e-mail addresses: only a digest is stored.
const digest = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

const cleanedAt = new WeakMap<object, number>();
const cleanupEvery = 3600_000;
const keepFor = 24 * 3600_000;

/**
 * Counts one call of `key` against `rule` in the database (fixed windows, shared by every server on one database)
 * and says whether it is within the limit. A limit of 0 is off. Windows older than a day are deleted about once
 * an hour per process.
 */
export async function countCall(
  db: Kysely<Database>,
  rule: ThrottleRule,
  key: string,
  nowMs: number,
): Promise<ThrottleResult> {
  if (rule.limit <= 0) return { allowed: true };
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const row = await db
    .insertInto('account_throttle')
    .values({ bucket: rule.bucket, key: digest(key), window_start: new Date(windowStart).toISOString(), hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'key', 'window_start']).doUpdateSet({ hits: sql<number>`account_throttle.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  const last = cleanedAt.get(db) ?? 0;
  if (nowMs - last > cleanupEvery || nowMs < last) {
    cleanedAt.set(db, nowMs);
    await db
      .deleteFrom('account_throttle')
      .where('window_start', '<', new Date(nowMs - keepFor))
      .execute();
  }
  if (row.hits <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000)) };
}

/**
 * Counts the call against each rule in order and stops at the first that refuses, so that a client already over
 * its own limit does not also use up the limit of the address it names.
 */
export async function countCalls(
  db: Kysely<Database>,
  checks: ReadonlyArray<readonly [ThrottleRule, string]>,
  nowMs: number,
): Promise<ThrottleResult> {
  for (const [rule, key] of checks) {
    const result = await countCall(db, rule, key, nowMs);
    if (!result.allowed) return result;
  }
  return { allowed: true };
}
