import { demoUsers, hashPassword } from '@mynacon/api';
import { endpoints, type Session } from '@mynacon/contract';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { getSession } from '../http/calls/get-session';
import { signOut } from '../http/calls/sign-out';
import { createHttpClient } from '../http/client';
import { ApiRequestError, UnauthorizedError } from '../http/errors';
import { createJarFetch, startTestApi, type TestApi } from '../http/testing/test-api';
import { crossLoginCookieName, crossSessionCookieName } from './cross-login-cookies';
import { createSessionStore, maxTimerDelay, sessionLockName, sessionSourceOf } from './session-store';
import { FakeChannelHub, FakeCookies, FakeLocks, FakeVisibility, ManualTimers } from './testing/fake-browser';

const [demo, rival] = demoUsers;
const unconfirmed = { email: 'unconfirmed@mynacon.test', username: 'NotYetConfirmed', password: 'Not-Yet-2026!' };

/** The server's and the tabs' clock: it runs, and the test moves it forward past a token's expiry. */
let offsetMs = 0;
const clock = () => Date.now() + offsetMs;
const advanceTo = (ms: number) => {
  offsetMs = ms - Date.now();
};

/** One browser: the cookies, the locks and the channel its tabs share. */
function browser() {
  return {
    jar: new Map<string, string>(),
    locks: new FakeLocks(),
    hub: new FakeChannelHub(),
    cookies: new FakeCookies(),
  };
}
type Browser = ReturnType<typeof browser>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
/** Waits for an assertion to hold: long enough for a loaded machine, short enough to fail fast when it never does. */
const eventually = <T>(assertion: () => T) => vi.waitFor(assertion, { timeout: 5000, interval: 10 });

describe('the session store against the reference API', () => {
  let api: TestApi;
  const stores: { dispose(): void }[] = [];

  beforeAll(async () => {
    api = await startTestApi(
      {
        SIGNIN_MAX_FAILURES: '3',
        SIGNIN_ADDRESS_LIMIT: '0',
        ACCESS_TOKEN_TTL: '900',
        PASSWORD_SCRYPT_LOG_N: '10',
        // No grace: a refresh token spent twice ends the session, so a second refresh by another tab would show.
        REFRESH_GRACE_SECONDS: '0',
      },
      { now: clock },
    );
    // Cheap hashes (the server's cost is lowered to match): each sign-in then takes milliseconds, not a second.
    const cheap = { logN: 10, r: 8, p: 1 };
    const db = api.server.database.db;
    for (const user of [demo, rival]) {
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(user.password, cheap) })
        .where('email_key', '=', user.email)
        .execute();
    }
    await db
      .insertInto('users')
      .values({
        email: unconfirmed.email,
        email_key: unconfirmed.email,
        username: unconfirmed.username,
        username_key: unconfirmed.username.toLowerCase(),
        password_hash: await hashPassword(unconfirmed.password, cheap),
      })
      .execute();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) store.dispose();
    await api.clearFaults();
  });

  /** A tab of a browser: its own store, timers and visibility; requests recorded. */
  function tab(shared: Browser = browser()) {
    const fetch = createJarFetch(shared.jar);
    const timers = new ManualTimers();
    const visibility = new FakeVisibility();
    const onSignedOut = vi.fn();
    const plain = createHttpClient({ baseUrl: api.url, fetch, retryDelay: () => 0, now: clock });
    const store = createSessionStore({
      client: () => plain,
      locks: shared.locks,
      channel: () => shared.hub.channel(),
      visibility,
      cookies: shared.cookies,
      now: clock,
      setTimer: timers.set,
      clearTimer: timers.clear,
    });
    stores.push(store.getState());
    const http = createHttpClient({
      baseUrl: api.url,
      fetch,
      retryDelay: () => 0,
      now: clock,
      session: sessionSourceOf(store),
      onSignedOut,
    });
    const sessionReads = () => fetch.requests.filter((request) => request.url.endsWith('/api/auth/session')).length;
    return { store, fetch, timers, visibility, http, onSignedOut, shared, sessionReads };
  }

  async function signedInTab(shared: Browser = browser(), user: { email: string; password: string } = demo) {
    const t = tab(shared);
    await t.store.getState().load();
    const result = await t.store.getState().signIn('credentials', { email: user.email, password: user.password });
    expect(result).toMatchObject({ ok: true, error: null });
    return t;
  }

  test('starts loading, then a player without a session is unauthenticated', async () => {
    const t = tab();
    expect(t.store.getState().status).toBe('loading');
    await expect(t.store.getState().load()).resolves.toBeNull();
    expect(t.store.getState()).toMatchObject({ status: 'unauthenticated', session: null });
  });

  test('signs in by e-mail address: authenticated, with the bearer token and its expiry', async () => {
    const t = await signedInTab();
    const { status, session } = t.store.getState();
    expect(status).toBe('authenticated');
    expect(session?.user).toMatchObject({ user_id: 1, email: demo.email, name: demo.username });
    expect(session?.user.accessToken.length).toBeGreaterThan(20);
    expect(session?.tokExpire).toBeGreaterThanOrEqual(Math.floor(clock() / 1000) + 899);
    expect(session?.tokExpire).toBeLessThanOrEqual(Math.floor(clock() / 1000) + 900);
  });

  test('signs in by username too, and the session survives a reload of the page', async () => {
    const shared = browser();
    const first = tab(shared);
    await first.store.getState().load();
    const result = await first.store
      .getState()
      .signIn('credentials', { email: demo.username, password: demo.password }, { callbackUrl: '/fr-FR/' });
    expect(result.ok).toBe(true);
    expect(result.url).toMatch(/\/fr-FR\/$/);
    first.store.getState().dispose();
    const reloaded = tab(shared);
    await reloaded.store.getState().load();
    expect(reloaded.store.getState().session?.user.user_id).toBe(1);
  });

  test('a wrong password is refused with the credentials code; the store stays signed out', async () => {
    const t = tab();
    await t.store.getState().load();
    const result = await t.store.getState().signIn('credentials', { email: demo.email, password: 'Wrong-2026!' });
    expect(result).toMatchObject({ ok: false, error: 'CredentialsSignin', code: 'credentials', url: null });
    expect(t.store.getState().status).toBe('unauthenticated');
  });

  test('too many failures lock the account: the too_many_attempts code and a Retry-After', async () => {
    const t = tab();
    await t.store.getState().load();
    const attempt = () => t.store.getState().signIn('credentials', { email: rival.email, password: 'Wrong-2026!' });
    const codes: (string | null)[] = [];
    for (let index = 0; index < 4; index++) codes.push((await attempt()).code);
    expect(codes).toContain('too_many_attempts');
    const locked = await t.store.getState().signIn('credentials', { email: rival.email, password: rival.password });
    expect(locked).toMatchObject({ ok: false, code: 'too_many_attempts' });
    expect(locked.retryAfter).toBeGreaterThan(0);
  });

  test('an address not yet confirmed is refused with its own code', async () => {
    const t = tab();
    await t.store.getState().load();
    const result = await t.store.getState().signIn('credentials', unconfirmed);
    expect(result).toMatchObject({ ok: false, code: 'email_not_confirmed' });
    expect(t.store.getState().status).toBe('unauthenticated');
  });

  test('signs out: unauthenticated here, and the server forgets the session', async () => {
    const t = await signedInTab();
    const answer = await t.store.getState().signOut({ callbackUrl: '/login' });
    expect(answer.url).toMatch(/\/login$/);
    expect(t.store.getState()).toMatchObject({ status: 'unauthenticated', session: null });
    const again = tab(t.shared);
    await again.store.getState().load();
    expect(again.store.getState().status).toBe('unauthenticated');
  });

  test('forget: signed out here and in the other tabs, without a request; the next load asks the server', async () => {
    const shared = browser();
    const a = await signedInTab(shared);
    const b = tab(shared);
    await b.store.getState().load();
    expect(b.store.getState().status).toBe('authenticated');
    const requests = a.fetch.requests.length;
    a.store.getState().forget();
    expect(a.store.getState()).toMatchObject({ status: 'unauthenticated', session: null });
    await eventually(() => expect(b.store.getState().status).toBe('unauthenticated'));
    expect(a.fetch.requests).toHaveLength(requests);
    // The cookie is still there: the session was only forgotten here, and a load finds it again.
    await a.store.getState().load();
    expect(a.store.getState().status).toBe('authenticated');
  });

  test('sign-out without a CSRF token fails with 400 and the spec message', async () => {
    const t = await signedInTab();
    await api.fault({ method: 'GET', path: '/api/auth/csrf', status: 503, times: 2 });
    const error = await t.store
      .getState()
      .signOut()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, message: 'Could not fetch CSRF Token for signing out' });
    expect(t.store.getState().status).toBe('authenticated');
  });

  test('the server refuses a sign-out whose CSRF cookie is gone, with the same message', async () => {
    const t = await signedInTab();
    for (const name of [...t.shared.jar.keys()]) if (name.includes('csrf')) t.shared.jar.delete(name);
    const stranger = createHttpClient({ baseUrl: api.url, fetch: createJarFetch(new Map(t.shared.jar)) });
    // A CSRF token from another browser: its cookie never reaches this one.
    const foreign = createHttpClient({ baseUrl: api.url });
    const { csrfToken } = await foreign.call(endpoints.authCsrf);
    const error = await stranger
      .call(endpoints.authSignOut, { body: { csrfToken, json: 'true' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_csrf_token',
      message: 'Could not fetch CSRF Token for signing out',
    });
  });

  test('the refresh timer is set to the access token expiry, and firing it rotates the token', async () => {
    const t = await signedInTab();
    const before = t.store.getState().session as Session;
    const [delay] = t.timers.delays();
    expect(t.timers.delays()).toHaveLength(1);
    expect(Math.abs((delay ?? 0) - (before.tokExpire * 1000 - clock()))).toBeLessThan(1000);
    advanceTo(before.tokExpire * 1000);
    t.timers.fireAll();
    await eventually(() => expect(t.store.getState().session?.user.accessToken).not.toBe(before.user.accessToken));
    const after = t.store.getState().session as Session;
    expect(after.tokExpire).toBe(before.tokExpire + 900);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    const [next] = t.timers.delays();
    expect(next).toBeGreaterThan(898_000);
    expect(next).toBeLessThanOrEqual(900_000);
  });

  test('a timer refresh that fails is tried again after a pause, not at once, and keeps the session', async () => {
    const t = await signedInTab();
    const before = t.store.getState().session as Session;
    advanceTo(before.tokExpire * 1000);
    await api.fault({ method: 'GET', path: '/api/auth/session', status: 503, times: 2 });
    t.timers.fireAll();
    await eventually(() => expect(t.timers.delays()).toEqual([2000]));
    expect(t.store.getState()).toMatchObject({ status: 'authenticated', session: before });
    t.timers.fireAll();
    await eventually(() => expect(t.store.getState().session?.tokExpire).toBeGreaterThan(before.tokExpire));
  });

  test('an expired token is refreshed before an authenticated call, which then succeeds', async () => {
    const t = await signedInTab();
    const before = t.store.getState().session as Session;
    advanceTo(before.tokExpire * 1000 + 60_000);
    const minted = await t.http.call(endpoints.authCrossLogin);
    expect(minted.token.length).toBeGreaterThanOrEqual(32);
    const calls = t.fetch.requests.map((request) => new URL(request.url).pathname);
    expect(calls.slice(-2)).toEqual(['/api/auth/session', '/api/auth/cross-login']);
    expect(t.fetch.requests.at(-1)?.headers.get('authorization')).toBe(
      `Bearer ${t.store.getState().session?.user.accessToken}`,
    );
    expect(t.store.getState().session?.user.accessToken).not.toBe(before.user.accessToken);
  });

  test('signed out: an authenticated call calls onSignedOut("/login") and fails with 401', async () => {
    const t = tab();
    await t.store.getState().load();
    await expect(t.http.call(endpoints.customerProducts)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(t.onSignedOut).toHaveBeenCalledWith('/login');
  });

  test('a very distant expiry is waited for in steps of at most 2147483647 ms', async () => {
    const far = Math.floor(clock() / 1000) + 60 * 24 * 3600;
    const session: Session = {
      user: { user_id: 1, accessToken: 'token-far-away', name: 'DemoPlayer', email: demo.email },
      tokExpire: far,
      refreshToken: 'refresh',
      status: 'authenticated',
      expires: new Date((far + 1) * 1000).toISOString(),
      data: { locale: 'en-GB', store_code: 'nacon_en' },
    };
    await api.fault({ method: 'GET', path: '/api/auth/session', status: 200, body: JSON.stringify(session) });
    const t = tab();
    await t.store.getState().load();
    expect(t.store.getState().session?.tokExpire).toBe(far);
    expect(t.timers.delays()).toEqual([maxTimerDelay]);
    // The timer fires early: the token is still valid, so nothing is asked and the wait goes on.
    const reads = t.sessionReads();
    t.timers.fireAll();
    await settle();
    expect(t.sessionReads()).toBe(reads);
    expect(t.timers.delays()).toHaveLength(1);
  });

  test('no periodic refetch: a visible page asks again only when it becomes visible again', async () => {
    const t = await signedInTab();
    const reads = t.sessionReads();
    t.visibility.set(false);
    await settle();
    expect(t.sessionReads()).toBe(reads);
    t.visibility.set(true);
    await eventually(() => expect(t.sessionReads()).toBe(reads + 1));
    expect(t.store.getState().status).toBe('authenticated');
  });

  test('becoming visible again notices a sign-out made elsewhere', async () => {
    const t = await signedInTab();
    // Signed out by a request of this browser the store did not make (another window without the channel).
    await signOut({}, createHttpClient({ baseUrl: api.url, fetch: createJarFetch(t.shared.jar) }));
    expect(t.store.getState().status).toBe('authenticated');
    t.visibility.set(false);
    t.visibility.set(true);
    await eventually(() => expect(t.store.getState().status).toBe('unauthenticated'));
  });

  test('sign-in and sign-out in one tab reach the other tabs without a request of theirs', async () => {
    const shared = browser();
    const a = tab(shared);
    const b = tab(shared);
    await Promise.all([a.store.getState().load(), b.store.getState().load()]);
    const readsOfB = b.sessionReads();
    await a.store.getState().signIn('credentials', { email: demo.email, password: demo.password });
    await eventually(() => expect(b.store.getState().status).toBe('authenticated'));
    expect(b.store.getState().session?.user.accessToken).toBe(a.store.getState().session?.user.accessToken);
    await a.store.getState().signOut();
    await eventually(() => expect(b.store.getState().status).toBe('unauthenticated'));
    expect(b.sessionReads()).toBe(readsOfB);
  });

  test('one tab refreshes at a time: the others wait for the lock and take its result', async () => {
    const shared = browser();
    const a = await signedInTab(shared);
    const b = tab(shared);
    const c = tab(shared);
    await Promise.all([b.store.getState().load(), c.store.getState().load()]);
    const before = a.store.getState().session as Session;
    expect(b.store.getState().session?.user.accessToken).toBe(before.user.accessToken);
    advanceTo(before.tokExpire * 1000);
    const grantsBefore = shared.locks.grants.length;
    const reads = [a, b, c].map((t) => t.sessionReads());
    const sent = [a, b, c].map((t) => t.fetch.requests.length);
    // Every tab's timer fires at the same moment.
    for (const t of [a, b, c]) t.timers.fireAll();
    await eventually(() => {
      for (const t of [a, b, c]) expect(t.store.getState().session?.tokExpire).toBe(before.tokExpire + 900);
    });
    await eventually(() =>
      expect(shared.locks.grants.slice(grantsBefore)).toEqual([sessionLockName, sessionLockName, sessionLockName]),
    );
    expect(shared.locks.maxConcurrent).toBe(1);
    const tokens = new Set([a, b, c].map((t) => t.store.getState().session?.user.accessToken));
    expect(tokens.size).toBe(1);
    expect([...tokens][0]).not.toBe(before.user.accessToken);
    // The first tab to hold the lock spent the old refresh token; the others either had its answer by the time the
    // lock was theirs, or read the session after that answer, with the rotated cookie: the reads never overlap and
    // only one of them carries the old cookie.
    const sessionReads = [a, b, c]
      .flatMap((t, index) => t.fetch.requests.slice(sent[index]))
      .filter((request) => request.url.endsWith('/api/auth/session'))
      .sort((x, y) => x.started - y.started);
    expect(sessionReads.length).toBeGreaterThanOrEqual(1);
    for (let index = 1; index < sessionReads.length; index++) {
      expect(sessionReads[index]?.started).toBeGreaterThan(sessionReads[index - 1]?.ended ?? Number.POSITIVE_INFINITY);
    }
    const cookies = sessionReads.map((request) => request.headers.get('cookie'));
    expect(new Set(cookies).size).toBe(Math.min(cookies.length, 2));
    expect(cookies.slice(1).every((cookie) => cookie !== cookies[0])).toBe(true);
    expect([a, b, c].map((t, index) => t.sessionReads() - (reads[index] ?? 0)).reduce((x, y) => x + y)).toBe(
      sessionReads.length,
    );
    for (const t of [a, b, c]) expect(t.store.getState().status).toBe('authenticated');
    // The server saw the old refresh token spent once: one successor, and the session still alive.
    const claims = JSON.parse(Buffer.from(before.user.accessToken.split('.')[1] ?? '', 'base64url').toString());
    const rows = await api.server.database.db
      .selectFrom('auth_refresh_tokens')
      .select(['rotated_at'])
      .where('session_id', '=', claims.sid)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.rotated_at !== null)).toHaveLength(1);
  });

  test('without the lock, parallel refreshes of one tab still share one request', async () => {
    const t = await signedInTab();
    advanceTo((t.store.getState().session?.tokExpire ?? 0) * 1000);
    const reads = t.sessionReads();
    const results = await Promise.all([t.store.getState().refresh(), t.store.getState().refresh()]);
    expect(results[0]).toBe(results[1]);
    expect(t.sessionReads()).toBe(reads + 1);
  });

  test('cross-login: a player not signed in here is signed in with the cookie token, then both cookies go', async () => {
    const elsewhere = await signedInTab();
    const minted = await elsewhere.http.call(endpoints.authCrossLogin);
    const shared = browser();
    shared.cookies.values.set(crossLoginCookieName, minted.token);
    shared.cookies.values.set(crossSessionCookieName, 'other-site-session');
    const t = tab(shared);
    const session = await t.store.getState().load();
    expect(session?.user.user_id).toBe(1);
    expect(t.store.getState().status).toBe('authenticated');
    expect(shared.cookies.values.size).toBe(0);
    const signIn = t.fetch.requests.find((request) => request.url.endsWith('/api/auth/callback/token'));
    expect(signIn?.method).toBe('POST');
    // The page is to say whose account this is, until the player acknowledges it or signs out.
    expect(t.store.getState().silentSignIn).toBe(1);
    t.store.getState().acknowledgeSilentSignIn();
    expect(t.store.getState().silentSignIn).toBeNull();
  });

  test('after a silent sign-in, signing out ends the notice with the session', async () => {
    const elsewhere = await signedInTab();
    const minted = await elsewhere.http.call(endpoints.authCrossLogin);
    const shared = browser();
    shared.cookies.values.set(crossLoginCookieName, minted.token);
    const t = tab(shared);
    await t.store.getState().load();
    expect(t.store.getState().silentSignIn).toBe(1);
    await t.store.getState().signOut();
    expect(t.store.getState().silentSignIn).toBeNull();
  });

  test('cross-login with a spent or unknown token leaves the player signed out and still clears the cookies', async () => {
    const shared = browser();
    shared.cookies.values.set(crossLoginCookieName, 'x'.repeat(43));
    shared.cookies.values.set(crossSessionCookieName, 'other-site-session');
    const t = tab(shared);
    await expect(t.store.getState().load()).resolves.toBeNull();
    expect(t.store.getState().status).toBe('unauthenticated');
    expect(t.store.getState().silentSignIn).toBeNull();
    expect(shared.cookies.values.size).toBe(0);
  });

  test('cross-login is not attempted for a player already signed in', async () => {
    const shared = browser();
    const signedIn = await signedInTab(shared);
    signedIn.store.getState().dispose();
    shared.cookies.values.set(crossLoginCookieName, 'y'.repeat(43));
    const t = tab(shared);
    await t.store.getState().load();
    expect(t.store.getState().status).toBe('authenticated');
    expect(t.fetch.requests.some((request) => request.url.endsWith('/callback/token'))).toBe(false);
    expect(t.store.getState().silentSignIn).toBeNull();
    expect(shared.cookies.values.has(crossLoginCookieName)).toBe(false);
  });

  test('a session read that fails keeps what the store knew', async () => {
    const t = await signedInTab();
    const known = t.store.getState().session;
    await api.fault({ method: 'GET', path: '/api/auth/session', status: 503, times: 2 });
    await expect(t.store.getState().refresh()).rejects.toMatchObject({ status: 503 });
    expect(t.store.getState()).toMatchObject({ status: 'authenticated', session: known });
  });

  test('reading the session directly gives what the store holds', async () => {
    const t = await signedInTab();
    const http = createHttpClient({ baseUrl: api.url, fetch: createJarFetch(t.shared.jar) });
    expect((await getSession(http))?.user.accessToken).toBe(t.store.getState().session?.user.accessToken);
  });
});
