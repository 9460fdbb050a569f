// Shared by the external-*.test.ts files: a local OAuth 2 server for Epic, PlayStation, Twitch and Xbox, a
// stand-in for Steam's OpenID endpoint and Web API, the configuration pointing at them and a browser that walks
// the flows.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, ExternalAuthorizeResponse, ExternalSignInOutcome } from '@mynacon/contract';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { type ExternalSignInConfig, readExternalSignInConfig } from '../src/auth/external/config.ts';
import type { Config } from '../src/config.ts';
import { createConfigReader, type Env } from '../src/config-reader.ts';
import { authOverrides, Browser } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';

/** Asserts an error answer's status and code; answers the error. */
export async function expectError(response: Response, status: number, code: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const { error } = z.parse(ApiError, JSON.parse(text));
  expect(error.code).toBe(code);
  return error;
}

export const oauthMethods = ['epic', 'playstation', 'twitch', 'xbox'] as const;
export type OAuthMethod = (typeof oauthMethods)[number];

/** What the token endpoint received. */
export interface TokenRequest {
  body: Record<string, string>;
  authorization: string | undefined;
}

export interface OAuthMock {
  /** `http://127.0.0.1:port`. */
  readonly issuer: string;
  readonly tokenRequests: TokenRequest[];
  /** The user-info answer from now on (per test). */
  userInfo: Record<string, unknown>;
  userInfoStatus: number;
  /** Replaces the next token answer. */
  failNextToken(statusCode: number, body: Record<string, unknown>): void;
  stop(): Promise<void>;
}

/**
 * `oauth2-mock-server` on 127.0.0.1 with its issuer at that address. Its id_token is dropped from token answers:
 * the providers here are plain OAuth 2 (we exchange the code ourselves and never read one).
 */
export async function startOAuthMock(): Promise<OAuthMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const { port } = server.address();
  const issuer = `http://127.0.0.1:${port}`;
  server.issuer.url = issuer;
  const mock: OAuthMock = {
    issuer,
    tokenRequests: [],
    userInfo: { sub: 'unset' },
    userInfoStatus: 200,
    failNextToken(statusCode, body) {
      server.service.once(Events.BeforeResponse, (response) => {
        response.statusCode = statusCode;
        response.body = body;
      });
    },
    stop: () => server.stop(),
  };
  server.service.on(Events.BeforeResponse, (response, req) => {
    const body = { ...(req.body as unknown as Record<string, string>) };
    mock.tokenRequests.push({ body, authorization: req.headers.authorization });
    if (typeof response.body === 'object') delete response.body.id_token;
    // PKCE (RFC 7636): the mock checks a verifier against the code's challenge only when one is sent; a provider
    // that supports PKCE refuses a code exchanged without it, and so does this one.
    if (body.grant_type === 'authorization_code' && body.code_verifier === undefined) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'code_verifier required' };
    }
  });
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = mock.userInfo;
    response.statusCode = mock.userInfoStatus;
  });
  return mock;
}

/** Steam's OpenID endpoint and Web API, as far as the server uses them. */
export interface SteamStandIn {
  /** The OpenID endpoint (`openid.op_endpoint`). */
  readonly openIdUrl: string;
  readonly summariesUrl: string;
  /** Signs an assertion: its `openid.sig` passes one `check_authentication`, as Steam's do. */
  assert(params: Record<string, string>): Record<string, string>;
  readonly checks: Array<Record<string, string>>;
  readonly summaryQueries: URLSearchParams[];
  /** Persona names by SteamID64. */
  readonly names: Map<string, string>;
  /** Answer `check_authentication` with this status (500: Steam is down). */
  checkStatus: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSteamStandIn(): Promise<SteamStandIn> {
  const signatures = new Set<string>();
  let counter = 0;
  const standIn = {
    openIdUrl: '',
    summariesUrl: '',
    checks: [] as Array<Record<string, string>>,
    summaryQueries: [] as URLSearchParams[],
    names: new Map<string, string>(),
    checkStatus: 200,
  };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'POST' && url.pathname === '/openid/login') {
        const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
        standIn.checks.push(form);
        if (standIn.checkStatus !== 200) {
          response.writeHead(standIn.checkStatus).end('unavailable');
          return;
        }
        const sig = form['openid.sig'] ?? '';
        const valid = form['openid.mode'] === 'check_authentication' && signatures.delete(sig);
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(`ns:http://specs.openid.net/auth/2.0\nis_valid:${valid}\n`);
        return;
      }
      if (request.method === 'GET' && url.pathname === '/ISteamUser/GetPlayerSummaries/v2') {
        standIn.summaryQueries.push(url.searchParams);
        const id = url.searchParams.get('steamids') ?? '';
        const name = standIn.names.get(id);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ response: { players: name === undefined ? [] : [{ personaname: name }] } }));
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.openIdUrl = `http://127.0.0.1:${port}/openid/login`;
  standIn.summariesUrl = `http://127.0.0.1:${port}/ISteamUser/GetPlayerSummaries/v2`;
  return Object.assign(standIn, {
    assert(params: Record<string, string>) {
      counter += 1;
      const sig = `sig-${counter}-${Math.random().toString(36).slice(2)}`;
      signatures.add(sig);
      return { ...params, 'openid.sig': sig };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

/** The external sign-in section read from `env`, as the server would. */
export function externalConfig(env: Env): ExternalSignInConfig {
  const problems: string[] = [];
  const config = readExternalSignInConfig(createConfigReader(env, problems));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return config;
}

/** Every OAuth 2 method pointed at the mock (none without), Steam at its stand-in, no rate limit unless `env` sets one. */
export function providerEnv(mock: OAuthMock | null, steam: SteamStandIn | null, env: Env = {}): Env {
  // The stand-ins answer in milliseconds, but on two cores shared with the other test files and the end-to-end tests
  // a call once waited past the default 5 s deadline: the tests allow 20 s (no test waits for the deadline).
  const all: Env = { EXTERNAL_SIGNIN_RATE_LIMIT: '0', EXTERNAL_SIGNIN_TIMEOUT_MS: '20000' };
  for (const method of mock === null ? [] : oauthMethods) {
    const prefix = method.toUpperCase();
    all[`${prefix}_CLIENT_ID`] = `${method}-client`;
    all[`${prefix}_CLIENT_SECRET`] = `${method}-secret`;
    all[`${prefix}_AUTHORIZATION_URL`] = `${mock?.issuer}/authorize`;
    all[`${prefix}_TOKEN_URL`] = `${mock?.issuer}/token`;
    all[`${prefix}_USERINFO_URL`] = `${mock?.issuer}/userinfo`;
  }
  if (steam !== null) {
    all.STEAM_OPENID_URL = steam.openIdUrl;
    all.STEAM_PLAYER_SUMMARIES_URL = steam.summariesUrl;
    all.STEAM_WEB_API_KEY = 'STEAMKEY1234';
  }
  return { ...all, ...env };
}

/** Test overrides: the auth module's (cheap hashes, per-browser addresses) with this external section. */
export function externalOverrides(external: ExternalSignInConfig, extra: Partial<Config> = {}): Partial<Config> {
  const base = authOverrides();
  return { ...base, ...extra, auth: { ...(base.auth as Config['auth']), external } };
}

/** Every method's web login on (the demo seed leaves Twitch off). */
export async function enableAllMethods(app: TestApp): Promise<void> {
  await app.context.db.updateTable('sign_in_methods').set({ web_login_enabled: true }).execute();
}

/** The user-info answer each provider gives for an account (their own shapes). */
export function userInfoOf(method: OAuthMethod, id: string, name: string): Record<string, unknown> {
  switch (method) {
    case 'epic':
      return { sub: id, preferred_username: name };
    case 'twitch':
      return { data: [{ id, login: name.toLowerCase(), display_name: name }] };
    case 'xbox':
      return { sub: id, name };
    case 'playstation':
      return { user_id: id, online_id: name };
  }
}

/** A browser tab walking external sign-in flows. */
/** The `email` and `confirm` of the confirmation link in a mail's text. */
export function confirmationQueryOf(text: string | undefined): { email: string | null; confirm: string | null } {
  const link = new URL(text?.split('\n').find((line) => line.includes('/confirmation?')) ?? '');
  return { email: link.searchParams.get('email'), confirm: link.searchParams.get('confirm') };
}

export class ExternalBrowser extends Browser {
  /** Bearer token of the signed-in player for link calls. */
  bearer: string | undefined;

  override clone(): ExternalBrowser {
    const copy = new ExternalBrowser(this.app, this.address);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    copy.bearer = this.bearer;
    return copy;
  }

  private authHeaders(): Record<string, string> {
    return this.bearer === undefined ? {} : { authorization: `Bearer ${this.bearer}` };
  }

  postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...this.authHeaders(), ...headers },
    });
  }

  /** Posts the confirmation link of a mail's text (`/confirmation?email=…&confirm=…`), as the portal's page does. */
  confirmFromMail(text: string | undefined): Promise<Response> {
    return this.postJson('/api/account/confirm', confirmationQueryOf(text));
  }

  /** Keeps or drops pending links with the confirmation link of a mail's text (`POST /api/account/confirm/links`). */
  chooseLinksFromMail(
    text: string | undefined,
    choices: Array<{ provider: string; choice: 'keep' | 'drop' }>,
  ): Promise<Response> {
    return this.postJson('/api/account/confirm/links', { ...confirmationQueryOf(text), choices });
  }

  authorize(method: string, query: Record<string, string> = {}): Promise<Response> {
    const search = new URLSearchParams(query).toString();
    return this.request(`/api/external/${method}/authorize${search === '' ? '' : `?${search}`}`, {
      headers: this.authHeaders(),
    });
  }

  /** The last authorization URL this tab was given. */
  lastAuthorization: URL | undefined;

  /** The authorization URL of a new sign-in (asserts success). */
  async authorizationUrl(method: string, query: Record<string, string> = {}): Promise<URL> {
    const response = await this.authorize(method, query);
    expect(response.status).toBe(200);
    this.lastAuthorization = new URL(z.parse(ExternalAuthorizeResponse, await response.json()).url);
    return this.lastAuthorization;
  }

  /** Goes through the provider (the mock signs in at once) and answers the code and state it returns. */
  async viaProvider(method: OAuthMethod, query: Record<string, string> = {}): Promise<{ code: string; state: string }> {
    const url = await this.authorizationUrl(method, query);
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`http://api.test/externallogin/${method}`);
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  }

  callback(method: string, body: unknown): Promise<Response> {
    return this.postJson(`/api/external/${method}/callback`, body);
  }

  /** A whole OAuth 2 sign-in; answers the outcome (asserts success). */
  async externalSignIn(method: OAuthMethod, query: Record<string, string> = {}): Promise<ExternalSignInOutcome> {
    const returned = await this.viaProvider(method, query);
    const response = await this.callback(method, returned);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return z.parse(ExternalSignInOutcome, JSON.parse(text));
  }
}
