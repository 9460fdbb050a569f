import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context.ts';
import { type AccessTokenClaims, accessTokenKey, bearerClaims, requireUser, type UserVariables } from './bearer.ts';
import { hashPassword, type ScryptParams } from './password.ts';
import { currentSchema, Revocations, revocationChannel } from './revocations.ts';
import { pruneSessions } from './sessions.ts';
import { DatabaseThrottleStore, RedisThrottleStore, type ThrottleStore } from './throttle.ts';

/** What the auth module keeps for one server: its context, the throttle store and the dummy password hashes. */
export interface AuthRuntime {
  readonly context: ServerContext;
  readonly throttle: ThrottleStore;
  /** Ended sessions and "not before" times, checked from memory on every customer call. */
  readonly revocations: Revocations;
  /** The key of the access tokens (derived from AUTH_SECRET once). */
  readonly accessTokenKey: Uint8Array;
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
    revocations: new Revocations(context.config.auth.accessTokenTtl),
    accessTokenKey: accessTokenKey(context.config.auth.secret),
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

/** The bearer-token guard of a server: `requireUser` with its key, clock and revocations. */
export function bearerGuard(context: ServerContext): MiddlewareHandler<{ Variables: UserVariables }> {
  const runtime = authRuntime(context);
  return requireUser(runtime.accessTokenKey, context.now, runtime.revocations);
}

/**
 * The one bearer check (`bearerClaims`) of a server, for the calls that read a token themselves (an optional one,
 * or one checked further): with its key, clock and revocations, so that a revoked token is refused there too.
 */
export function readBearer(
  context: ServerContext,
  header: string | undefined,
): Promise<AccessTokenClaims | 'none' | 'malformed' | 'invalid'> {
  const runtime = authRuntime(context);
  return bearerClaims(runtime.accessTokenKey, header, context.now(), runtime.revocations);
}

const listeners = new WeakMap<ServerContext, () => Promise<void>>();

/**
 * Starts what the auth module keeps current for a server: the revocations, read from the database and then kept
 * up to date by its notifications (read again after a lost connection). Call it once the database is migrated.
 */
export async function startAuth(context: ServerContext): Promise<void> {
  const { revocations } = authRuntime(context);
  if (context.listen !== undefined && !listeners.has(context)) {
    const schema = await currentSchema(context);
    const reload = () => {
      revocations.load(context).catch((error: unknown) => console.error('revocations: reload failed', error));
    };
    const stop = await context.listen(
      revocationChannel,
      (payload) => revocations.apply(payload, schema, context.now()),
      reload,
    );
    listeners.set(context, stop);
  }
  await revocations.load(context);
}

/** Releases what the auth module holds for a server (the Redis connection); call it when the server closes. */
export async function closeAuth(context: ServerContext): Promise<void> {
  const runtime = runtimes.get(context);
  if (runtime === undefined) return;
  runtimes.delete(context);
  const stop = listeners.get(context);
  listeners.delete(context);
  try {
    await stop?.();
  } finally {
    await runtime.throttle.close();
  }
}
