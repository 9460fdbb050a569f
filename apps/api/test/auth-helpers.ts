// Shared by the auth-*.test.ts files: a cookie-keeping client of the Auth.js interface, test accounts and config.
import { Session, SessionResponse } from '@mynacon/contract';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { hashPassword, type ScryptParams } from '../src/auth/password.ts';
import { closeAuth } from '../src/auth/runtime.ts';
import type { Config } from '../src/config.ts';
import { appPerBlock, type TestApp, testConfig } from './helpers.ts';

/** The cheap cost of the tests (the real one, 2^17, is tested once). */
export const cheapScrypt: ScryptParams = { logN: 10, r: 8, p: 1 };

/** A fixed start for fake clocks: 2026-03-01T10:00:00Z. */
export const clockStart = Date.UTC(2026, 2, 1, 10, 0, 0);

/** A controllable clock for `createTestApp(backend, overrides, { now })`. */
export function fakeClock(start = clockStart) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
    set(ms: number) {
      current = ms;
    },
  };
}

type AuthOverrides = Partial<Omit<Config['auth'], 'throttle'>> & { throttle?: Partial<Config['auth']['throttle']> };

/** The reverse proxy every test request comes through (its `X-Forwarded-For` names the client). */
export const proxyPeer = '192.0.2.1';

/** The server bindings of a request that arrived from `proxyPeer` (what `clientAddress` reads the peer from). */
export const fromProxy = { incoming: { socket: { remoteAddress: proxyPeer } } };

/**
 * Overrides for `createTestApp`: cheap scrypt, a generous per-address limit (tests sign in a lot from one address),
 * one trusted proxy so that tests pick client addresses through `X-Forwarded-For`, plus the given auth settings.
 */
export function authOverrides(auth: AuthOverrides = {}): Partial<Config> {
  const base = testConfig();
  return {
    auth: {
      ...base.auth,
      scrypt: cheapScrypt,
      ...auth,
      throttle: { ...base.auth.throttle, addressLimit: 100_000, ...auth.throttle },
    },
    services: { ...base.services, trustProxyHops: 1, trustedProxies: [proxyPeer] },
  };
}

let accountCounter = 0;

export interface TestAccount {
  id: number;
  email: string;
  username: string;
  password: string;
}

/** Inserts a player with a password hashed at `params` (cheap by default); confirmed unless told otherwise. */
export async function createAccount(
  app: TestApp,
  options: { confirmed?: boolean; params?: ScryptParams; password?: string } = {},
): Promise<TestAccount> {
  const n = ++accountCounter;
  const tag = `${process.pid}x${n}`;
  const email = `Player.${tag}@Mynacon.test`;
  const username = `Player${tag}`;
  const password = options.password ?? `Secret-${tag}-Pass!`;
  const row = await app.context.db
    .insertInto('users')
    .values({
      email,
      email_key: email.toLowerCase(),
      username,
      username_key: username.toLowerCase(),
      password_hash: await hashPassword(password, options.params ?? cheapScrypt),
      email_confirmed_at: options.confirmed === false ? null : new Date(clockStart).toISOString(),
      locale: 'fr-FR',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, username, password };
}

let addressCounter = 0;

/** A client address of its own (through the trusted proxy's `X-Forwarded-For`), so throttles never mix tests. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** A browser tab: keeps the cookies Auth.js sets and sends them back. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly app: TestApp;
  readonly address: string;

  constructor(app: TestApp, address = freshAddress()) {
    this.app = app;
    this.address = address;
  }

  /** A copy of this tab with the same cookies (another tab of the same browser, or a stolen cookie). */
  clone(): Browser {
    const copy = new Browser(this.app, this.address);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string>; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...init.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body = init.body;
    if (init.form !== undefined) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    const response = await this.app.app.request(
      path,
      { method: init.method ?? (body ? 'POST' : 'GET'), headers, body },
      fromProxy,
    );
    this.store(response);
    return response;
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async csrf(): Promise<string> {
    const response = await this.request('/api/auth/csrf');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { csrfToken: string };
    return body.csrfToken;
  }

  /** Signs in through the callback of a provider, answering JSON (`X-Auth-Return-Redirect`) unless told not to. */
  async signIn(
    fields: Record<string, string>,
    options: { provider?: string; json?: boolean; path?: 'callback' | 'signin' } = {},
  ): Promise<Response> {
    const csrfToken = await this.csrf();
    return this.request(`/api/auth/${options.path ?? 'callback'}/${options.provider ?? 'credentials'}`, {
      form: { csrfToken, callbackUrl: '/', json: 'true', ...fields },
      headers: options.json === false ? {} : { 'x-auth-return-redirect': '1' },
    });
  }

  /** The session answer, parsed with the contract. */
  async session(): Promise<Session | null> {
    const response = await this.request('/api/auth/session');
    expect(response.status).toBe(200);
    const parsed = z.safeParse(SessionResponse, await response.json());
    if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    return parsed.data;
  }

  async signedIn(): Promise<Session> {
    const session = await this.session();
    if (session === null) throw new Error('Expected a session');
    expect(z.safeParse(Session, session).success).toBe(true);
    return session;
  }

  async signOut(): Promise<Response> {
    const csrfToken = await this.csrf();
    return this.request('/api/auth/signout', {
      form: { csrfToken, callbackUrl: '/', json: 'true' },
      headers: { 'x-auth-return-redirect': '1' },
    });
  }
}

/** The `error` and `code` inside an Auth.js answer's url (`{ url }` or a redirect's Location). */
export async function answerUrl(response: Response): Promise<URL> {
  if (response.status === 302) return new URL(response.headers.get('location') ?? '');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { url: string };
  return new URL(body.url);
}

/** Signs a fresh account in and answers the tab and its session. */
export async function signedInBrowser(
  app: TestApp,
  account: TestAccount,
): Promise<{ browser: Browser; session: Session }> {
  const browser = new Browser(app);
  const response = await browser.signIn({ email: account.email, password: account.password });
  const url = await answerUrl(response);
  expect(url.searchParams.get('error')).toBeNull();
  return { browser, session: await browser.signedIn() };
}

/** The app of the calling block (see `appPerBlock`), its Auth.js runtime closed before the app is disposed. */
export function authAppPerBlock(create: () => Promise<TestApp>): TestApp {
  return appPerBlock(async () => {
    const app = await create();
    const dispose = app.dispose;
    return Object.assign(app, {
      async dispose() {
        await closeAuth(app.context);
        await dispose();
      },
    });
  });
}
