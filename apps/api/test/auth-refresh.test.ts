import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { accessTokenKey, issueAccessToken, verifyAccessToken } from '../src/auth/bearer.ts';
import { closeAuth } from '../src/auth/runtime.ts';
import { endAllSessions, endOtherSessions, pruneSessions } from '../src/auth/sessions.ts';
import { hashToken } from '../src/auth/tokens.ts';
import { authOverrides, Browser, createAccount, fakeClock, signedInBrowser } from './auth-helpers.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const ttl = 60;
const grace = 10;
const maxAge = 3600;

describe.each(backends)('auth sessions and refresh on %s', (backend) => {
  let app: TestApp;
  const clock = fakeClock();
  let key: Uint8Array;

  beforeAll(async () => {
    app = await createTestApp(
      backend,
      authOverrides({ accessTokenTtl: ttl, refreshGrace: grace, sessionMaxAge: maxAge }),
      { now: clock.now },
    );
    key = accessTokenKey(app.context.config.auth.secret);
  });
  afterAll(async () => {
    if (app !== undefined) await closeAuth(app.context);
    await app?.dispose();
  });

  const sessionIdOf = async (accessToken: string) =>
    (await verifyAccessToken(key, accessToken, clock.now()))?.sessionId ?? 'none';

  const familyOf = (sessionId: string) =>
    app.context.db
      .selectFrom('auth_sessions')
      .select(['revoked_at', 'revoked_reason', 'credentials_version'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();

  test("a session read carries the account's current name and address, before any rotation", async () => {
    const account = await createAccount(app);
    const { browser, session } = await signedInBrowser(app, account);
    const userId = session.user.user_id;
    await app.context.db
      .updateTable('users')
      .set({ username: 'Renamed_Player', email: 'renamed@example.com' })
      .where('id', '=', userId)
      .execute();
    const read = await browser.signedIn();
    expect(read.user).toMatchObject({ name: 'Renamed_Player', email: 'renamed@example.com' });
    // Still the same tokens: nothing rotated, only the profile follows the database.
    expect(read.user.accessToken).toBe(session.user.accessToken);
  });

  test('before tokExpire the session answers the same tokens; after it, it rotates them', async () => {
    const { browser, session } = await signedInBrowser(app, await createAccount(app));
    clock.advance(ttl * 1000 - 1000);
    const early = await browser.signedIn();
    expect(early.user.accessToken).toBe(session.user.accessToken);
    expect(early.refreshToken).toBe(session.refreshToken);

    clock.advance(1000);
    const refreshed = await browser.signedIn();
    expect(refreshed.user.accessToken).not.toBe(session.user.accessToken);
    expect(refreshed.refreshToken).not.toBe(session.refreshToken);
    expect(refreshed.tokExpire).toBe(Math.floor(clock.now() / 1000) + ttl);
    expect(refreshed.expires).toBe(session.expires);
    // Still one session: the access tokens carry the same `sid`.
    const sessionId = await sessionIdOf(refreshed.user.accessToken);
    expect(sessionId).toBe((await verifyAccessToken(key, session.user.accessToken, clock.now() - 2000))?.sessionId);
    const rows = await app.context.db
      .selectFrom('auth_refresh_tokens')
      .select(['token_hash', 'rotated_at'])
      .where('session_id', '=', sessionId)
      .execute();
    const byHash = new Map(rows.map((row) => [row.token_hash, row.rotated_at?.getTime() ?? null]));
    expect(byHash.get(hashToken(session.refreshToken))).toBe(clock.now());
    expect(byHash.get(hashToken(refreshed.refreshToken))).toBeNull();
    // The new cookie carries the new tokens.
    expect((await browser.signedIn()).refreshToken).toBe(refreshed.refreshToken);
  });

  test('rotation goes on for as long as the session lives; each refresh token is spent once', async () => {
    const { browser, session } = await signedInBrowser(app, await createAccount(app));
    const seen = new Set([session.refreshToken]);
    for (let round = 0; round < 4; round++) {
      clock.advance(ttl * 1000);
      const next = await browser.signedIn();
      expect(seen.has(next.refreshToken)).toBe(false);
      seen.add(next.refreshToken);
    }
    const sessionId = await sessionIdOf((await browser.signedIn()).user.accessToken);
    const rows = await app.context.db
      .selectFrom('auth_refresh_tokens')
      .select(['token_hash', 'rotated_at'])
      .where('session_id', '=', sessionId)
      .execute();
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.rotated_at === null)).toHaveLength(1);
    expect(new Set(rows.map((row) => row.token_hash))).toEqual(new Set([...seen].map(hashToken)));
  });

  test('parallel requests in the grace window get the same successor and nobody is signed out', async () => {
    const { browser, session } = await signedInBrowser(app, await createAccount(app));
    const sessionId = await sessionIdOf(session.user.accessToken);
    const original = browser.clone();
    const tabs = [browser, browser.clone(), browser.clone(), browser.clone()];
    clock.advance(ttl * 1000);
    const sessions = await Promise.all(tabs.map((tab) => tab.signedIn()));
    const successors = new Set(sessions.map((answer) => answer.refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(session.refreshToken);
    // A late request with the old cookie, still inside the grace window, gets the same successor.
    clock.advance((grace - 1) * 1000);
    expect((await original.signedIn()).refreshToken).toBe(successor);
    expect((await familyOf(sessionId)).revoked_at).toBeNull();
    for (const tab of tabs) expect((await tab.signedIn()).refreshToken).toBe(successor);
  });

  test('a spent refresh token used again after the grace window ends the whole family', async () => {
    const { browser, session } = await signedInBrowser(app, await createAccount(app));
    const sessionId = await sessionIdOf(session.user.accessToken);
    const stolen = browser.clone();
    clock.advance(ttl * 1000);
    expect((await browser.signedIn()).refreshToken).not.toBe(session.refreshToken);
    clock.advance((grace + 1) * 1000);
    const reuse = await stolen.request('/api/auth/session');
    expect(await reuse.text()).toBe('null');
    expect(reuse.headers.getSetCookie().some((cookie) => /^authjs\.session-token=;.*Max-Age=0/i.test(cookie))).toBe(
      true,
    );
    expect(stolen.cookies.has('authjs.session-token')).toBe(false);
    // The rightful tab is signed out too: the family is revoked.
    expect(await browser.session()).toBeNull();
    expect((await familyOf(sessionId)).revoked_reason).toBe('reuse');
  });

  test('a session ends at SESSION_MAX_AGE however often it was refreshed', async () => {
    const { browser } = await signedInBrowser(app, await createAccount(app));
    // Refreshed every ten minutes for fifty minutes, then the hour is over.
    for (let round = 0; round < 5; round++) {
      clock.advance((maxAge / 6) * 1000);
      await browser.signedIn();
    }
    clock.advance((maxAge / 6) * 1000);
    expect(await browser.session()).toBeNull();
    expect(browser.cookies.has('authjs.session-token')).toBe(false);
  });

  test('a tampered session cookie answers null and is cleared', async () => {
    const { browser } = await signedInBrowser(app, await createAccount(app));
    const cookie = browser.cookies.get('authjs.session-token') ?? '';
    browser.cookies.set('authjs.session-token', `${cookie.slice(0, -4)}AAAA`);
    expect(await browser.session()).toBeNull();
    expect(browser.cookies.has('authjs.session-token')).toBe(false);
  });

  test('a password change ends the other sessions through endOtherSessions; the kept one goes on refreshing', async () => {
    const account = await createAccount(app);
    const here = await signedInBrowser(app, account);
    const elsewhere = await signedInBrowser(app, account);
    const keep = await sessionIdOf(here.session.user.accessToken);
    const other = await sessionIdOf(elsewhere.session.user.accessToken);
    await app.context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ credentials_version: eb('credentials_version', '+', 1) }))
        .where('id', '=', account.id)
        .execute();
      expect(await endOtherSessions(trx, account.id, keep, clock.now())).toBe(1);
    });
    expect(await elsewhere.browser.session()).toBeNull();
    expect((await familyOf(other)).revoked_reason).toBe('ended_elsewhere');
    expect((await familyOf(keep)).credentials_version).toBe(2);
    expect((await here.browser.signedIn()).user.user_id).toBe(account.id);
    clock.advance(ttl * 1000);
    expect((await here.browser.signedIn()).user.user_id).toBe(account.id);
  });

  test('a password change without endOtherSessions ends every session at its next read', async () => {
    const account = await createAccount(app);
    const { browser, session } = await signedInBrowser(app, account);
    await app.context.db.updateTable('users').set({ credentials_version: 5 }).where('id', '=', account.id).execute();
    expect(await browser.session()).toBeNull();
    expect((await familyOf(await sessionIdOf(session.user.accessToken))).revoked_reason).toBe('credentials_changed');
  });

  test('endAllSessions ends every session and unspent cross-login tokens', async () => {
    const account = await createAccount(app);
    const first = await signedInBrowser(app, account);
    const second = await signedInBrowser(app, account);
    const minted = await first.browser.request('/api/auth/cross-login', {
      method: 'POST',
      headers: { authorization: `Bearer ${first.session.user.accessToken}` },
    });
    const { token } = (await minted.json()) as { token: string };
    expect(await endAllSessions(app.context.db, account.id)).toBe(2);
    expect(await first.browser.session()).toBeNull();
    expect(await second.browser.session()).toBeNull();
    const crossLogin = new Browser(app);
    await crossLogin.signIn({ token }, { provider: 'token' });
    expect(await crossLogin.session()).toBeNull();
    expect(await endAllSessions(app.context.db, account.id)).toBe(0);
  });

  test('sessions that ended more than a day ago are deleted with their refresh tokens', async () => {
    const { browser, session } = await signedInBrowser(app, await createAccount(app));
    const sessionId = await sessionIdOf(session.user.accessToken);
    await browser.signOut();
    await pruneSessions(app.context.db, clock.now() + 23 * 3600 * 1000);
    expect((await familyOf(sessionId)).revoked_reason).toBe('signed_out');
    await pruneSessions(app.context.db, clock.now() + 25 * 3600 * 1000);
    const left = await app.context.db
      .selectFrom('auth_refresh_tokens')
      .select('token_hash')
      .where('session_id', '=', sessionId)
      .execute();
    expect(left).toEqual([]);
    expect(
      await app.context.db.selectFrom('auth_sessions').select('id').where('id', '=', sessionId).executeTakeFirst(),
    ).toBeUndefined();
  });

  describe('the bearer middleware (through POST /api/auth/cross-login, which checks the token first)', () => {
    const call = (authorization?: string) =>
      app.app.request('/api/auth/cross-login', {
        method: 'POST',
        headers: authorization === undefined ? {} : { authorization },
      });

    test('accepts the session access token and refuses a missing one with WWW-Authenticate: Bearer', async () => {
      const { browser, session } = await signedInBrowser(app, await createAccount(app));
      // Minting also takes the session's cookie (decision 040): the browser of that session sends it.
      const minted = await browser.request('/api/auth/cross-login', {
        method: 'POST',
        headers: { authorization: `Bearer ${session.user.accessToken}` },
      });
      expect(minted.status).toBe(200);
      const missing = await call();
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer');
      expect(await missing.json()).toEqual({ error: { code: 'unauthorized', message: 'Unauthorized' } });
      expect((await call(session.user.accessToken)).status).toBe(401);
    });

    test('refuses expired, forged, other-key and unsigned tokens', async () => {
      const account = await createAccount(app);
      const { session } = await signedInBrowser(app, account);
      const sessionId = await sessionIdOf(session.user.accessToken);
      const [header, payload, signature = ''] = session.user.accessToken.split('.');
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      const otherKey = await issueAccessToken(
        accessTokenKey('another-secret-of-at-least-32-characters!!'),
        { userId: account.id, sessionId },
        ttl,
        clock.now(),
      );
      const someoneElse = await issueAccessToken(key, { userId: account.id + 1000, sessionId }, ttl, clock.now());
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: '1' }),
      ).toString('base64url');
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
      const hs512 = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' })
        .setSubject(String(account.id))
        .setIssuer('mynacon-api')
        .setAudience('mynacon-portal')
        .setIssuedAt(Math.floor(clock.now() / 1000))
        .setExpirationTime(Math.floor(clock.now() / 1000) + ttl)
        .sign(new Uint8Array(64));
      for (const token of [
        `${header}.${payload}.${flipped}`,
        `${header}.${forgedPayload}.${signature}`,
        otherKey.token,
        unsigned,
        hs512,
      ]) {
        const response = await call(`Bearer ${token}`);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
      // A validly signed token for another player does not mint on this session's behalf: the session is not theirs.
      expect((await call(`Bearer ${someoneElse.token}`)).status).toBe(401);
      clock.advance(ttl * 1000);
      const expired = await call(`Bearer ${session.user.accessToken}`);
      expect(expired.status).toBe(401);
      expect(expired.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    });

    test('a token of an ended session cannot mint cross-login tokens', async () => {
      const { browser, session } = await signedInBrowser(app, await createAccount(app));
      await browser.signOut();
      expect((await call(`Bearer ${session.user.accessToken}`)).status).toBe(401);
    });
  });
});

describe('when the database fails', () => {
  test('the session and sign-in answer 503 service_unavailable, never a sign-out or a 500', async () => {
    const clock = fakeClock();
    const app = await createTestApp('pglite', authOverrides({ accessTokenTtl: ttl }), { now: clock.now });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const account = await createAccount(app);
      const { browser } = await signedInBrowser(app, account);
      await sql`alter table auth_sessions rename to auth_sessions_away`.execute(app.context.db);
      const session = await browser.request('/api/auth/session');
      expect(session.status).toBe(503);
      expect(session.headers.get('retry-after')).toBe('5');
      expect((await session.json()).error.code).toBe('service_unavailable');
      expect(session.headers.getSetCookie()).toEqual([]);
      const signIn = await new Browser(app).signIn({ email: account.email, password: account.password });
      expect(signIn.status).toBe(503);
      expect(logged).toHaveBeenCalled();
      await sql`alter table auth_sessions_away rename to auth_sessions`.execute(app.context.db);
      expect((await browser.signedIn()).user.user_id).toBe(account.id);
    } finally {
      logged.mockRestore();
      await closeAuth(app.context);
      await app.dispose();
    }
  });
});
