import { LruCache } from '../http/prepared.ts';

/** A token bucket per key: `perMinute` requests in a burst, refilled evenly over a minute. */
export interface RateLimiter {
  /** Takes one token for `key`; when none is left, the seconds until the next one. */
  take(key: string): { allowed: true } | { allowed: false; retryAfter: number };
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * An in-memory limiter on the injected clock. At most `maxKeys` buckets are kept: the least recently used one is
 * dropped first, which at worst forgives a client that has been quiet longest.
 */
export function createRateLimiter(perMinute: number, now: () => number, maxKeys = 10_000): RateLimiter {
  const buckets = new LruCache<Bucket>(maxKeys);
  const perMs = perMinute / 60_000;
  return {
    take(key) {
      if (perMinute <= 0) return { allowed: true };
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: perMinute, updatedAt: time };
      bucket.tokens = Math.min(perMinute, bucket.tokens + Math.max(0, time - bucket.updatedAt) * perMs);
      bucket.updatedAt = time;
      buckets.set(key, bucket);
      if (bucket.tokens < 1)
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
      bucket.tokens -= 1;
      return { allowed: true };
    },
  };
}
