import {
  AuthProvidersResponse,
  CrossLoginResponse,
  CsrfResponse,
  endpoints,
  Session,
  SessionResponse,
} from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { accessTokenKey, verifyAccessToken } from '../src/auth/bearer.ts';
import { verifyPassword } from '../src/auth/password.ts';
import { hashToken } from '../src/auth/tokens.ts';
import {
  answerUrl,
  authAppPerBlock,
  authOverrides,
  Browser,
  cheapScrypt,
  createAccount,
  fakeClock,
  signedInBrowser,
} from './auth-helpers.ts';
import { backends, createTestApp } from './helpers.ts';

const parse = <S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> => {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
};

/** A signed-in player's request for a cross-login token. */
const mintCrossLogin = (browser: Browser, session: { user: { accessToken: string } }) =>
  browser.request('/api/auth/cross-login', {
    method: 'POST',
    headers: { authorization: `Bearer ${session.user.accessToken}` },
  });

describe.each(backends)('auth sign-in on %s', (backend) => {
  const clock = fakeClock();

  const app = authAppPerBlock(() => createTestApp(backend, authOverrides(), { now: clock.now }));

  test('providers and csrf answer as Auth.js does; the CSRF cookie is kept between calls', async () => {
    const browser = new Browser(app);
    const providers = parse(AuthProvidersResponse, await (await browser.request('/api/auth/providers')).json());
    expect(Object.keys(providers).sort()).toEqual(['credentials', 'token']);
    expect(providers.credentials).toMatchObject({
      id: 'credentials',
      type: 'credentials',
      signinUrl: 'http://api.test/api/auth/signin/credentials',
      callbackUrl: 'http://api.test/api/auth/callback/credentials',
    });
    const response = await browser.request('/api/auth/csrf');
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const { csrfToken } = parse(CsrfResponse, await response.json());
    expect(browser.cookies.get('authjs.csrf-token')).toMatch(new RegExp(`^${csrfToken}(%7C|\\|)[0-9a-f]{64}$`));
    expect(await browser.csrf()).toBe(csrfToken);
  });

  test('signed out, the session is the literal null', async () => {
    const response = await new Browser(app).request('/api/auth/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(await response.text()).toBe('null');
  });

  test('signs in by e-mail address (JSON answer); the session parses with the contract and carries the tokens', async () => {
    const account = await createAccount(app);
    const browser = new Browser(app);
    const response = await browser.signIn({ email: account.email.toUpperCase(), password: account.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: 'http://api.test/' });
    expect(browser.cookies.has('authjs.session-token')).toBe(true);

    const raw = await (await browser.request('/api/auth/session')).json();
    const session = parse(Session, raw);
    const nowSeconds = Math.floor(clock.now() / 1000);
    expect(session).toMatchObject({
      user: { user_id: account.id, name: account.username, email: account.email },
      tokExpire: nowSeconds + 900,
      status: 'authenticated',
      expires: new Date(clock.now() + 30 * 24 * 3600 * 1000).toISOString().replace('.000Z', 'Z'),
      data: { locale: 'fr-FR', store_code: 'nacon_fr' },
    });
    const claims = await verifyAccessToken(
      accessTokenKey(app.context.config.auth.secret),
      session.user.accessToken,
      clock.now(),
    );
    expect(claims).toMatchObject({ userId: account.id, expiresAt: session.tokExpire });
    const family = await app.context.db
      .selectFrom('auth_sessions')
      .selectAll()
      .where('id', '=', claims?.sessionId ?? '')
      .executeTakeFirstOrThrow();
    expect(family).toMatchObject({ user_id: account.id, credentials_version: 1, revoked_at: null });
    // Only the hash of the refresh token is stored.
    const tokens = await app.context.db
      .selectFrom('auth_refresh_tokens')
      .select('token_hash')
      .where('session_id', '=', family.id)
      .execute();
    expect(tokens.map((row) => row.token_hash)).toEqual([hashToken(session.refreshToken)]);
  });

  test('signs in by username, in any case, with a 302 answer without X-Auth-Return-Redirect', async () => {
    const account = await createAccount(app);
    const browser = new Browser(app);
    const response = await browser.signIn(
      { email: account.username.toLowerCase(), password: account.password, callbackUrl: '/en-GB/account/device' },
      { json: false },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://api.test/en-GB/account/device');
    expect((await browser.signedIn()).user.user_id).toBe(account.id);

    const byField = new Browser(app);
    await byField.signIn({ username: account.username, password: account.password });
    expect((await byField.signedIn()).user.user_id).toBe(account.id);
  });

  test('signin/{provider} is the same call as callback/{provider}; a foreign callback URL falls back to ours', async () => {
    const account = await createAccount(app);
    const browser = new Browser(app);
    const response = await browser.signIn(
      { email: account.email, password: account.password, callbackUrl: 'https://evil.example/steal' },
      { path: 'signin' },
    );
    expect(await response.json()).toEqual({ url: 'http://api.test' });
    expect((await browser.signedIn()).user.user_id).toBe(account.id);
  });

  test('a wrong password, an unknown account and missing fields answer CredentialsSignin, code credentials', async () => {
    const account = await createAccount(app);
    const attempts: Array<Record<string, string>> = [
      { email: account.email, password: 'Wrong-Password-1!' },
      { email: 'nobody@mynacon.test', password: account.password },
      { email: account.email },
      { password: account.password },
    ];
    for (const fields of attempts) {
      const browser = new Browser(app);
      const url = await answerUrl(await browser.signIn(fields));
      expect(url.pathname).toBe('/login');
      expect(Object.fromEntries(url.searchParams)).toEqual({ error: 'CredentialsSignin', code: 'credentials' });
      expect(browser.cookies.has('authjs.session-token')).toBe(false);
      expect(await browser.session()).toBeNull();
    }
    const redirected = await new Browser(app).signIn({ email: account.email, password: 'nope' }, { json: false });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('http://api.test/login?error=CredentialsSignin&code=credentials');
  });

  test('unknown accounts get exactly the answer of a wrong password', async () => {
    const account = await createAccount(app);
    const answers = [];
    for (const email of [account.email, `x${account.email}`]) {
      for (const json of [true, false]) {
        const browser = new Browser(app);
        const response = await browser.signIn({ email, password: 'Wrong-Password-1!' }, { json });
        answers.push({
          email,
          json,
          status: response.status,
          location: response.headers.get('location'),
          body: await response.text(),
          cookies: [...browser.cookies.keys()].sort(),
        });
      }
    }
    const [knownJson, knownRedirect, unknownJson, unknownRedirect] = answers;
    expect({ ...unknownJson, email: '' }).toEqual({ ...knownJson, email: '' });
    expect({ ...unknownRedirect, email: '' }).toEqual({ ...knownRedirect, email: '' });
  });

  test('an unconfirmed account cannot sign in: email_not_confirmed, and only after the right password', async () => {
    const account = await createAccount(app, { confirmed: false });
    const wrong = await answerUrl(await new Browser(app).signIn({ email: account.email, password: 'Nope-123456!' }));
    expect(wrong.searchParams.get('code')).toBe('credentials');
    const browser = new Browser(app);
    const right = await answerUrl(await browser.signIn({ email: account.email, password: account.password }));
    expect(Object.fromEntries(right.searchParams)).toEqual({ error: 'CredentialsSignin', code: 'email_not_confirmed' });
    expect(await browser.session()).toBeNull();
  });

  test('a sign-in without the CSRF token (or with another one) is refused as Auth.js does', async () => {
    const account = await createAccount(app);
    const browser = new Browser(app);
    await browser.csrf();
    const forms: Array<Record<string, string>> = [
      { email: account.email, password: account.password },
      { email: account.email, password: account.password, csrfToken: 'f'.repeat(64) },
    ];
    for (const form of forms) {
      const response = await browser.request('/api/auth/callback/credentials', {
        form,
        headers: { 'x-auth-return-redirect': '1' },
      });
      const url = await answerUrl(response);
      expect(url.searchParams.get('error')).toBe('MissingCSRF');
    }
    expect(await browser.session()).toBeNull();
  });

  test('sign-out without a valid CSRF token: 400 invalid_csrf_token with the spec message; the session stays', async () => {
    const account = await createAccount(app);
    const { browser } = await signedInBrowser(app, account);
    const withoutCookie = browser.clone();
    withoutCookie.cookies.delete('authjs.csrf-token');
    const csrfToken = await browser.csrf();
    const attempts: Array<[Browser, Record<string, string>]> = [
      [browser, {}],
      [browser, { csrfToken: '' }],
      [browser, { csrfToken: `${csrfToken}x` }],
      [withoutCookie, { csrfToken }],
    ];
    for (const [tab, form] of attempts) {
      const response = await tab.request('/api/auth/signout', { form: { ...form, callbackUrl: '/', json: 'true' } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_csrf_token', message: 'Could not fetch CSRF Token for signing out' },
      });
    }
    expect((await browser.signedIn()).user.user_id).toBe(account.id);
  });

  test('sign-out with the CSRF token clears the cookie and ends the session for every copy of it', async () => {
    const account = await createAccount(app);
    const { browser, session } = await signedInBrowser(app, account);
    const stolen = browser.clone();
    const response = await browser.signOut();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: 'http://api.test/' });
    expect(browser.cookies.has('authjs.session-token')).toBe(false);
    expect(await browser.session()).toBeNull();
    expect(await stolen.session()).toBeNull();
    const claims = await verifyAccessToken(
      accessTokenKey(app.context.config.auth.secret),
      session.user.accessToken,
      clock.now(),
    );
    const family = await app.context.db
      .selectFrom('auth_sessions')
      .select(['revoked_reason'])
      .where('id', '=', claims?.sessionId ?? '')
      .executeTakeFirstOrThrow();
    expect(family.revoked_reason).toBe('signed_out');
  });

  test('cross-login: a signed-in player mints a token; the token provider signs in with it exactly once', async () => {
    const account = await createAccount(app);
    const { browser, session } = await signedInBrowser(app, account);
    expect((await app.app.request('/api/auth/cross-login', { method: 'POST' })).status).toBe(401);
    const minted = await mintCrossLogin(browser, session);
    expect(minted.status).toBe(200);
    expect(minted.headers.get('cache-control')).toBe('no-store');
    const { token, expires } = parse(CrossLoginResponse, await minted.json());
    expect(Date.parse(expires)).toBe(Math.floor(clock.now() / 1000) * 1000 + 60_000);
    const stored = await app.context.db.selectFrom('cross_login_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));

    const otherSite = new Browser(app);
    const first = await answerUrl(await otherSite.signIn({ token }, { provider: 'token' }));
    expect(first.searchParams.get('error')).toBeNull();
    const crossSession = await otherSite.signedIn();
    expect(crossSession.user.user_id).toBe(account.id);
    expect(crossSession.user.accessToken).not.toBe(session.user.accessToken);

    const again = new Browser(app);
    const second = await answerUrl(await again.signIn({ token }, { provider: 'token' }));
    expect(Object.fromEntries(second.searchParams)).toEqual({ error: 'CredentialsSignin', code: 'invalid_token' });
    expect(await again.session()).toBeNull();
    const forged = await answerUrl(await new Browser(app).signIn({ token: 'A'.repeat(43) }, { provider: 'token' }));
    expect(forged.searchParams.get('code')).toBe('invalid_token');
  });

  test('cross-login: the bearer token alone mints nothing; only with the session cookie of its own session', async () => {
    const account = await createAccount(app);
    const { browser, session } = await signedInBrowser(app, account);
    const other = await signedInBrowser(app, account);
    const bearer = { authorization: `Bearer ${session.user.accessToken}` };
    const alone = await app.app.request('/api/auth/cross-login', { method: 'POST', headers: bearer });
    expect(alone.status).toBe(403);
    expect((await alone.json()).error.code).toBe('forbidden');
    // The cookie of another session of the same player does not vouch for this token, nor a cookie without a token.
    expect((await other.browser.request('/api/auth/cross-login', { method: 'POST', headers: bearer })).status).toBe(
      403,
    );
    expect((await browser.request('/api/auth/cross-login', { method: 'POST' })).status).toBe(401);
    const tampered = browser.clone();
    for (const name of tampered.cookies.keys()) {
      if (name.endsWith('session-token')) tampered.cookies.set(name, `${tampered.cookies.get(name)}x`);
    }
    expect((await tampered.request('/api/auth/cross-login', { method: 'POST', headers: bearer })).status).toBe(403);
    const mintedRows = () =>
      app.context.db.selectFrom('cross_login_tokens').select('token_hash').where('user_id', '=', account.id).execute();
    expect(await mintedRows()).toEqual([]);
    expect((await browser.request('/api/auth/cross-login', { method: 'POST', headers: bearer })).status).toBe(200);
    expect(await mintedRows()).toHaveLength(1);
  });

  test('cross-login tokens expire after CROSS_LOGIN_TTL', async () => {
    const account = await createAccount(app);
    const { browser, session } = await signedInBrowser(app, account);
    const minted = await mintCrossLogin(browser, session);
    const { token } = parse(CrossLoginResponse, await minted.json());
    clock.advance(61_000);
    const late = await answerUrl(await new Browser(app).signIn({ token }, { provider: 'token' }));
    expect(late.searchParams.get('code')).toBe('invalid_token');
  });

  test('a cross-login token older than 60 seconds is refused, whatever expiry it was stored with', async () => {
    const account = await createAccount(app);
    const { browser, session } = await signedInBrowser(app, account);
    const minted = await mintCrossLogin(browser, session);
    const { token } = parse(CrossLoginResponse, await minted.json());
    // As a server with a longer lifetime (before the cap) stored it.
    await app.context.db
      .updateTable('cross_login_tokens')
      .set({ expires_at: new Date(clock.now() + 600_000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    clock.advance(60_001);
    const late = await answerUrl(await new Browser(app).signIn({ token }, { provider: 'token' }));
    expect(late.searchParams.get('code')).toBe('invalid_token');
  });

  test('unknown providers and actions are JSON 404s; other methods 405', async () => {
    const browser = new Browser(app);
    const csrfToken = await browser.csrf();
    const unknown = await browser.request('/api/auth/callback/github', { form: { csrfToken } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('not_found');
    expect((await browser.request('/api/auth/verify-request')).status).toBe(404);
    expect((await browser.request('/api/auth/session/extra')).status).toBe(404);
    const post = await browser.request('/api/auth/session', { form: { csrfToken } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const get = await browser.request('/api/auth/signout');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await browser.request('/api/auth/cross-login')).status).toBe(405);
  });

  test('an invalid callback URL in the query is a 400, never the 500 of Auth.js', async () => {
    const response = await new Browser(app).request('/api/auth/session?callbackUrl=javascript:alert(1)');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_query');
    const browser = new Browser(app);
    browser.cookies.set('authjs.callback-url', 'javascript%3Aalert(1)');
    const session = await browser.request('/api/auth/session');
    expect(session.status).toBe(200);
    expect(await session.text()).toBe('null');
  });

  test('a hash made with other parameters is replaced at the next sign-in, and only after a valid one', async () => {
    const account = await createAccount(app, { params: { logN: 11, r: 8, p: 1 } });
    const before = await app.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    await new Browser(app).signIn({ email: account.email, password: 'Wrong-Password-1!' });
    const afterFailure = await app.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(afterFailure.password_hash).toBe(before.password_hash);

    await signedInBrowser(app, account);
    const after = await app.context.db
      .selectFrom('users')
      .select(['password_hash', 'credentials_version'])
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(after.credentials_version).toBe(1);
    expect(await verifyPassword(account.password, after.password_hash ?? '', cheapScrypt)).toEqual({
      valid: true,
      needsRehash: false,
    });
    await signedInBrowser(app, account);
  });

  test('the Auth.js endpoints are listed as served in the contract', () => {
    for (const name of [
      'authProviders',
      'authCsrf',
      'authSession',
      'authSignIn',
      'authCallback',
      'authSignOut',
    ] as const) {
      expect(endpoints[name].status).toBe('served');
    }
    expect(z.safeParse(SessionResponse, null).success).toBe(true);
  });
});
