import { ApiError, endpoints } from '@mynacon/contract';
import { beforeAll, expect } from 'vitest';
import * as z from 'zod/mini';
import { accessTokenKey, issueAccessToken } from '../src/auth/bearer.ts';
import type { Config } from '../src/config.ts';
import { topicIdOf } from '../src/seed/demo.ts';
import { appPerBlock, type BackendName, createTestApp, type TestApp, testConfig } from './helpers.ts';

/** The reference time of the demo data and of the customer tests' clock: 2026-09-01 12:00 UTC. */
/** A valid address in the United Kingdom, for the address calls. */
export const gbAddress = {
  firstname: 'Alex',
  lastname: 'Morgan',
  street: ['1 Dock Road'],
  city: 'Cardiff',
  postcode: 'CF10 4AA',
  country_id: 'GB',
  telephone: '+44 29 2018 0000',
};

export const demoNow = Date.UTC(2026, 8, 1, 12, 0, 0);

/** A clock the test moves by hand. */
export function testClock(start = demoNow) {
  let time = start;
  return {
    now: () => time,
    set(value: number) {
      time = value;
    },
    advance(ms: number) {
      time += ms;
    },
  };
}

/** A bearer token of a player, minted as the sign-in would (by default valid 15 minutes from the app's clock). */
export async function tokenFor(app: TestApp, userId: number, ttlSeconds = 900): Promise<string> {
  const { token } = await issueAccessToken(
    accessTokenKey(app.context.config.auth.secret),
    { userId, sessionId: 'test' },
    ttlSeconds,
    app.context.now(),
  );
  return token;
}

let reauthSessions = 0;
/**
 * A bearer token of a session that proved it is the player just now (as a password sign-in does): what linking and
 * unlinking external accounts need.
 */
export async function reauthenticatedTokenFor(app: TestApp, userId: number): Promise<string> {
  reauthSessions += 1;
  const sessionId = `reauth-${process.pid}-${reauthSessions}`;
  const now = app.context.now();
  const user = await app.context.db
    .selectFrom('users')
    .select('credentials_version')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await app.context.db
    .insertInto('auth_sessions')
    .values({
      id: sessionId,
      user_id: userId,
      credentials_version: user.credentials_version,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 3600_000).toISOString(),
      reauthenticated_at: new Date(now).toISOString(),
    })
    .execute();
  const { token } = await issueAccessToken(
    accessTokenKey(app.context.config.auth.secret),
    { userId, sessionId },
    900,
    now,
  );
  return token;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request to the app: JSON body when one is given, bearer token when one is given. */
export function call(app: TestApp, method: string, url: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return Promise.resolve(app.app.request(url, { method, headers, ...(body === undefined ? {} : { body }) }));
}

/** The answer parsed with a schema after checking its status; a mismatch fails with the schema's message. */
export async function expectJson<S extends z.ZodMiniType>(
  response: Response,
  status: number,
  schema: S,
): Promise<z.output<S>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const parsed = z.safeParse(schema, JSON.parse(text));
  if (!parsed.success) throw new Error(`Answer does not match its schema:\n${z.prettifyError(parsed.error)}\n${text}`);
  return parsed.data;
}

/** An error answer: its status, its stable code, and the parsed body. */
export async function expectError(response: Response, status: number, code: string) {
  const body = await expectJson(response, status, ApiError);
  expect(body.error.code).toBe(code);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return body.error;
}

export interface CustomerBlockOptions {
  /** Changes to the test configuration. */
  config?: (base: Config) => Partial<Config>;
  /** Seconds the players' tokens live. @default 900 */
  tokenTtl?: number;
}

/**
 * The app of a customer test block (see `appPerBlock`) with a clock the tests move, starting on the demo data's
 * day; `players` gets the tokens of the demo player (1) and of the rival (2) once the app exists.
 */
export function customerBlock(
  backend: BackendName,
  options: CustomerBlockOptions,
  players: (tokens: { demo: string; rival: string }) => void,
) {
  const clock = testClock();
  const app = appPerBlock(() => createTestApp(backend, options.config?.(testConfig()) ?? {}, { now: clock.now }));
  beforeAll(async () => {
    players({ demo: await tokenFor(app, 1, options.tokenTtl), rival: await tokenFor(app, 2, options.tokenTtl) });
  });
  return { app, clock };
}

/** The playtest calls of a block's app: a player's registration on a platform, and a playtest as the public reads it. */
export function playtestCalls(app: TestApp) {
  return {
    register: async (userId: number, playtest: number, platform: string) =>
      call(app, 'POST', `/api/user/playtests/${playtest}/register`, {
        token: await tokenFor(app, userId),
        body: { platform },
      }),
    publicPlaytest: async (id: number) =>
      expectJson(await app.get(`/api/cache/playtests/${id}`), 200, endpoints.playtest.response),
  };
}

/** A post of a game's board in moderation, if any: it is not on the board (decision 040), so read from the database. */
export function postInModeration(app: TestApp, game: number) {
  return app.context.db
    .selectFrom('community_posts')
    .select('id')
    .where('topic_id', '=', topicIdOf(game))
    .where('status', '=', 'none')
    .executeTakeFirst();
}
