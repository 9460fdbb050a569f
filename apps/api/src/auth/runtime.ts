import type { ServerContext } from '../context.ts';
import { hashPassword, type ScryptParams } from './password.ts';
import { pruneSessions } from './sessions.ts';
import { DatabaseThrottleStore, RedisThrottleStore, type ThrottleStore } from './throttle.ts';

/** What the auth module keeps for one server: its context, the throttle store and the dummy password hashes. */
export interface AuthRuntime {
  readonly context: ServerContext;
  readonly throttle: ThrottleStore;
  /** A hash of a password nobody knows, at the given cost: unknown accounts are checked against it. */
  dummyHash(params: ScryptParams): Promise<string>;
  /** At most once an hour: deletes sessions that ended more than a day ago (with their refresh tokens). */
  housekeeping(): Promise<void>;
}

const runtimes = new WeakMap<ServerContext, AuthRuntime>();

/** The auth module's runtime of a server, created on first use. */
export function authRuntime(context: ServerContext): AuthRuntime {
  let runtime = runtimes.get(context);
  if (runtime !== undefined) return runtime;
  const { redisUrl } = context.config.auth.throttle;
  const throttle = redisUrl === undefined ? new DatabaseThrottleStore(context.db) : new RedisThrottleStore(redisUrl);
  const dummies = new Map<string, Promise<string>>();
  let lastHousekeeping = Number.NEGATIVE_INFINITY;
  runtime = {
    context,
    throttle,
    dummyHash(params) {
      const key = `${params.logN},${params.r},${params.p}`;
      let hash = dummies.get(key);
      if (hash === undefined) {
        hash = hashPassword(crypto.randomUUID(), params);
        dummies.set(key, hash);
      }
      return hash;
    },
    async housekeeping() {
      const now = context.now();
      if (now >= lastHousekeeping && now - lastHousekeeping < 3600_000) return;
      lastHousekeeping = now;
      await pruneSessions(context.db, now);
    },
  };
  runtimes.set(context, runtime);
  return runtime;
}

/** Releases what the auth module holds for a server (the Redis connection); call it when the server closes. */
export async function closeAuth(context: ServerContext): Promise<void> {
  const runtime = runtimes.get(context);
  if (runtime === undefined) return;
  runtimes.delete(context);
  await runtime.throttle.close();
}
