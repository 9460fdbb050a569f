import type { Endpoint, ErrorCode, ErrorIssue, IssueCode } from '@mynacon/contract';
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import { sql, type Transaction } from 'kysely';
import * as z from 'zod/mini';
import { accessTokenKey, requireUser, type UserVariables } from '../auth/bearer.ts';
import type { ServerContext } from '../context.ts';
import type { PublicChange } from '../data/public-api.ts';
import type { Database } from '../db/types.ts';
import { readJsonBody } from '../http/body.ts';
import { errorResponse, issuesOf } from '../http/errors.ts';
import { queryRecord } from '../http/query.ts';

/** The context of a handler behind `requireUser`: `c.get('userId')` is the token's player. */
export type PlayerContext = Context<{ Variables: UserVariables }>;

/** The bearer-token guard of the player calls (`playerGuard`). */
export type PlayerGuard = MiddlewareHandler<{ Variables: UserVariables }>;

/** Raised inside a handler or a transaction: rolls the transaction back and becomes the answer. */
export class Refusal extends Error {
  readonly response: Response;

  /** An error answer with its code, or one already built (by the shared body reader). */
  constructor(
    code: ErrorCode | Response,
    message = 'Refused',
    issues?: ErrorIssue[],
    headers?: Record<string, string>,
  ) {
    super(message);
    this.response = code instanceof Response ? code : errorResponse(code, message, issues, headers);
  }
}

/** The answer to a token that names an account that no longer exists. */
export const unknownPlayer = () =>
  new Refusal('unauthorized', 'Unauthorized', undefined, { 'www-authenticate': 'Bearer error="invalid_token"' });

/** A player's data must never be stored by a shared cache. */
const privateHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A JSON answer that no cache keeps. */
export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: privateHeaders });
}

/** Runs a handler; a `Refusal` it raises becomes the answer. */
export function handle<C extends Context>(work: (c: C) => Promise<Response>): (c: C) => Promise<Response> {
  return async (c) => {
    try {
      return await work(c);
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      throw error;
    }
  };
}

/**
 * The bearer-token guard of every player call: a valid token (401 otherwise, with `WWW-Authenticate`) of an
 * account that still exists (a token outliving its deleted account is 401 too).
 */
export function playerGuard(context: ServerContext): PlayerGuard {
  const verify = requireUser(accessTokenKey(context.config.auth.secret), context.now);
  return async (c, next) => {
    let verified = false;
    const refusal = await verify(c, async () => {
      verified = true;
    });
    if (!verified) return refusal instanceof Response ? refusal : unknownPlayer().response;
    const user = await context.db.selectFrom('users').select('id').where('id', '=', c.get('userId')).executeTakeFirst();
    if (user === undefined) return unknownPlayer().response;
    await next();
  };
}

/** Path parameters parsed with the endpoint's schema, or a 400 naming each wrong one. */
export function pathParams<E extends Endpoint & { params: z.ZodMiniObject }>(
  c: Context,
  endpoint: E,
): z.output<E['params']> {
  const parsed = z.safeParse(endpoint.params, c.req.param());
  if (!parsed.success) {
    throw new Refusal('invalid_path_parameter', 'A path parameter is not valid.', issuesOf(parsed.error));
  }
  return parsed.data as z.output<E['params']>;
}

/** The query parsed with a schema, or a 400 naming each wrong parameter. */
export function queryParams<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  const parsed = z.safeParse(schema, queryRecord(c));
  if (!parsed.success) throw new Refusal('invalid_query', 'A query parameter is not valid.', issuesOf(parsed.error));
  return parsed.data;
}

/** The JSON body parsed with the endpoint's schema (415, 413 or 400 otherwise). */
export async function jsonBody<E extends Endpoint & { body: z.ZodMiniType }>(
  c: Context,
  endpoint: E,
): Promise<z.output<E['body']>> {
  const result = await readJsonBody(c, endpoint.body);
  if (!result.ok) throw new Refusal(result.response);
  return result.data as z.output<E['body']>;
}

/** A 400 about one field of the body (`other` unless a code of the contract names the rule). */
export function badField(
  path: string,
  message: string,
  code: IssueCode = 'other',
  params?: Record<string, number>,
): Refusal {
  return new Refusal('invalid_body', message, [{ path, code, message, ...(params === undefined ? {} : { params }) }]);
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
 * after the commit is done (so the writer reads its own write). With the write's `change`, the update applies it in
 * place when no other write came between; else (or without one) it reloads. Writes during an update share one
 * update queued behind it: a burst of votes costs two updates, not one each.
 */
export function publishChanges(context: ServerContext, change?: PublicChange): Promise<void> {
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

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The endpoints registered on each app, for `mountMethodGuards`. */
const registered = new WeakMap<Hono, Endpoint[]>();

function register(app: Hono, endpoint: Endpoint): string {
  registered.set(app, [...(registered.get(app) ?? []), endpoint]);
  return honoPath(endpoint.path);
}

/** Registers a player call: the bearer guard, then `work` (a `Refusal` it raises becomes the answer). */
export function playerRoute(
  app: Hono,
  endpoint: Endpoint,
  guard: PlayerGuard,
  work: (c: PlayerContext) => Promise<Response>,
): void {
  app.on(endpoint.method, register(app, endpoint), guard as MiddlewareHandler, handle(work) as Handler);
}

/** Registers a public call (no token required). */
export function publicRoute(app: Hono, endpoint: Endpoint, work: (c: Context) => Promise<Response>): void {
  app.on(endpoint.method, register(app, endpoint), handle(work));
}

/** Other methods on the paths registered so far answer 405 with `Allow` instead of 404. */
export function mountMethodGuards(app: Hono): void {
  const methods = new Map<string, Set<string>>();
  for (const endpoint of registered.get(app) ?? []) {
    const path = honoPath(endpoint.path);
    methods.set(path, (methods.get(path) ?? new Set<string>()).add(endpoint.method));
  }
  for (const [path, allowed] of methods) {
    if (allowed.has('GET')) allowed.add('HEAD');
    const allow = [...allowed].join(', ');
    const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => !allowed.has(method));
    app.on(others, path, (c) =>
      errorResponse('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}: use ${allow}.`, undefined, {
        allow,
      }),
    );
  }
}
