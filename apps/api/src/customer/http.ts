import type { Endpoint } from '@mynacon/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { sql, type Transaction } from 'kysely';
import type { UserVariables } from '../auth/bearer.ts';
import { bearerGuard } from '../auth/runtime.ts';
import type { ServerContext } from '../context.ts';
import type { PublicChange } from '../data/public-api.ts';
import type { Database } from '../db/types.ts';
import { Refusal, unauthorized } from '../http/refusal.ts';
import { mountMethodGuards, route } from '../http/routes.ts';
import { writeLimit } from '../services/limits.ts';

/** The context of a handler behind `requireUser`: `c.get('userId')` is the token's player. */
export type PlayerContext = Context<{ Variables: UserVariables }>;

/** The bearer-token guard of the player calls (`playerGuard`). */
export type PlayerGuard = MiddlewareHandler<{ Variables: UserVariables }>;

/** The answer to a token that names an account that no longer exists. */
export const unknownPlayer = () => new Refusal(unauthorized());

/**
 * The bearer-token guard of every player call: a valid token (401 otherwise, with `WWW-Authenticate`) of an
 * account that still exists (a token outliving its deleted account is 401 too), and, for a call that writes, a
 * token of the player's write limit (429 otherwise).
 */
export function playerGuard(context: ServerContext): PlayerGuard {
  const verify = bearerGuard(context);
  const limit = writeLimit(context);
  return async (c, next) => {
    let verified = false;
    const refusal = await verify(c, async () => {
      verified = true;
    });
    if (!verified) return refusal instanceof Response ? refusal : unknownPlayer().response;
    const user = await context.db.selectFrom('users').select('id').where('id', '=', c.get('userId')).executeTakeFirst();
    if (user === undefined) return unknownPlayer().response;
    return limit(c as Context, next);
  };
}

/**
 * Runs `work` in a transaction that holds the player's row: one player's writes queue up behind each other (so
 * limits and the single default address hold), and a token of a deleted account is answered 401.
 */
export function asPlayer<T>(
  context: ServerContext,
  userId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return context.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (user === undefined) throw unknownPlayer();
    return work(trx);
  });
}

/**
 * Marks the public data as changed, inside the writing transaction (see `publishChanges`), and gives the new data
 * version. The `meta` row stays locked until the commit, so versions follow the order of the commits.
 */
export async function bumpDataVersion(trx: Transaction<Database>): Promise<string> {
  const { rows } = await sql<{ value: string }>`
    update meta set value = cast(cast(value as bigint) + 1 as text) where key = 'data_version' returning value
  `.execute(trx);
  return rows[0]?.value ?? '0';
}

interface Publisher {
  running: Promise<void> | undefined;
  queued: Promise<void> | undefined;
  /** The changes of the writes waiting for the queued update; null when one of them has none to give. */
  changes: PublicChange[] | null;
}

const publishers = new WeakMap<ServerContext, Publisher>();

async function reload(context: ServerContext, changes: readonly PublicChange[]): Promise<void> {
  try {
    await (changes.length === 0 ? context.refresh() : context.refresh(changes));
  } catch (error) {
    // The write stands; the next write reloads again.
    console.error('Reloading the public data after a write failed', error);
  }
}

/**
 * Updates the public data served from memory after a committed write, and resolves once an update that started
 * after the commit is done (so the writer reads its own write) and the other instances were told (decision 050).
 * With the write's `change`, the update applies it in place when no other write came between; else (or without one)
 * it reloads.
 */
export async function publishChanges(context: ServerContext, change?: PublicChange): Promise<void> {
  await Promise.all([
    context.notices?.publish(
      change === undefined ? { kind: 'public' } : { kind: 'public', version: change.version, change },
    ),
    followChanges(context, change),
  ]);
}

/**
 * Brings the public data served from memory up to date: after a write of this instance (`publishChanges`), another
 * instance's notice, or a periodic check (no `change`: the version is read). Writes during an update share one
 * update queued behind it: a burst of votes costs two updates, not one each.
 */
export function followChanges(context: ServerContext, change?: PublicChange): Promise<void> {
  let state = publishers.get(context);
  if (state === undefined) {
    state = { running: undefined, queued: undefined, changes: [] };
    publishers.set(context, state);
  }
  const publisher = state;
  const start = (changes: readonly PublicChange[]): Promise<void> => {
    const run = reload(context, changes).finally(() => {
      if (publisher.running === run) publisher.running = undefined;
    });
    publisher.running = run;
    return run;
  };
  if (publisher.running === undefined) return start(change === undefined ? [] : [change]);
  publisher.changes = change === undefined ? null : (publisher.changes?.concat(change) ?? null);
  publisher.queued ??= publisher.running.then(() => {
    publisher.queued = undefined;
    const changes = publisher.changes ?? [];
    publisher.changes = [];
    return start(changes);
  });
  return publisher.queued;
}

/** The current time of the server's clock as an ISO timestamp. */
export function nowIso(context: ServerContext): string {
  return new Date(context.now()).toISOString();
}

/** Registers a player call: the bearer guard, then `work` (a `Refusal` it raises becomes the answer). */
export function playerRoute(
  app: Hono,
  endpoint: Endpoint,
  guard: PlayerGuard,
  work: (c: PlayerContext) => Promise<Response>,
): void {
  route(app, endpoint, [guard as MiddlewareHandler], work);
}

/** Registers a public call (no token required); one that writes first takes a token of its client's write limit. */
export function publicRoute(
  app: Hono,
  context: ServerContext,
  endpoint: Endpoint,
  work: (c: Context) => Promise<Response>,
): void {
  route(app, endpoint, [writeLimit(context)], work);
}

export { mountMethodGuards };
