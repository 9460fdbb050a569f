import { ActiveSessionsResponse, SecurityEventsResponse } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { summariseUserAgent } from '../src/auth/user-agent.ts';
import { authOverrides, Browser, createAccount } from './auth-helpers.ts';
import { call, expectError, expectJson } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('user agents read as account consoles show them', () => {
  expect(summariseUserAgent(firefox)).toEqual({ browser: 'Firefox 130', os: 'Windows', device: 'desktop' });
  expect(summariseUserAgent(iphone)).toEqual({ browser: 'Safari 17', os: 'iOS', device: 'mobile' });
  expect(
    summariseUserAgent(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 EdgA/126.0',
    ),
  ).toEqual({ browser: 'Edge 126', os: 'Android', device: 'mobile' });
  expect(summariseUserAgent('curl/8.0')).toEqual({ browser: '', os: '', device: 'unknown' });
});

describe.each(backends)('sessions page and security log on %s', (backend) => {
  const app = appPerBlock(() => createTestApp(backend, authOverrides()));

  async function signedIn(account: { email: string; password: string }, userAgent: string) {
    const browser = new Browser(app);
    await browser.signIn({ email: account.email, password: account.password }, {});
    const headers = { 'user-agent': userAgent };
    // The Browser sends its own headers; sign in again with the user agent so the session records it.
    const csrf = await browser.csrf();
    await browser.request('/api/auth/callback/credentials', {
      form: { csrfToken: csrf, callbackUrl: '/', json: 'true', email: account.email, password: account.password },
      headers: { ...headers, 'x-auth-return-redirect': '1' },
    });
    return { browser, token: (await browser.signedIn()).user.accessToken };
  }

  test('lists the live sessions with this one marked; ending one stops its token at once; end the others', async () => {
    const account = await createAccount(app);
    const desk = await signedIn(account, firefox);
    const phone = await signedIn(account, iphone);
    const third = await signedIn(account, firefox);

    const list = await expectJson(
      await call(app, 'GET', '/api/user/sessions', { token: desk.token }),
      200,
      ActiveSessionsResponse,
    );
    // Each Browser signed in twice: the first session of each is live too.
    expect(list.data.items.length).toBe(6);
    expect(list.data.items[0]).toMatchObject({
      current: true,
      browser: 'Firefox 130',
      os: 'Windows',
      device: 'desktop',
    });
    expect(list.data.items.filter((item) => item.current)).toHaveLength(1);
    const phoneSession = list.data.items.find((item) => item.os === 'iOS' && item.browser === 'Safari 17');
    expect(phoneSession).toMatchObject({ device: 'mobile', address: phone.browser.address });

    expect((await call(app, 'GET', '/api/user/notifications', { token: phone.token })).status).toBe(200);
    const after = await expectJson(
      await call(app, 'DELETE', `/api/user/sessions/${phoneSession?.id}`, { token: desk.token }),
      200,
      ActiveSessionsResponse,
    );
    expect(after.data.items.map((item) => item.id)).not.toContain(phoneSession?.id);
    expect((await call(app, 'GET', '/api/user/notifications', { token: phone.token })).status).toBe(401);
    expect(await phone.browser.session()).toBeNull();

    await expectError(
      await call(app, 'DELETE', `/api/user/sessions/${phoneSession?.id}`, { token: desk.token }),
      404,
      'not_found',
    );
    await expectError(
      await call(app, 'DELETE', '/api/user/sessions/not-a-session', { token: desk.token }),
      400,
      'invalid_path_parameter',
    );
    // Another player cannot end this player's session.
    const stranger = await signedIn(await createAccount(app), firefox);
    const deskId = list.data.items[0]?.id;
    await expectError(
      await call(app, 'DELETE', `/api/user/sessions/${deskId}`, { token: stranger.token }),
      404,
      'not_found',
    );

    const others = await expectJson(
      await call(app, 'POST', '/api/user/sessions/end-others', { token: desk.token }),
      200,
      ActiveSessionsResponse,
    );
    expect(others.data.items.map((item) => item.id)).toEqual([deskId]);
    expect((await call(app, 'GET', '/api/user/notifications', { token: third.token })).status).toBe(401);
    expect((await call(app, 'GET', '/api/user/notifications', { token: desk.token })).status).toBe(200);
  });

  test('the security log pages the player’s own events, newest first', async () => {
    const account = await createAccount(app);
    const browser = new Browser(app);
    await browser.signIn({ email: account.email, password: 'Wrong-Pass-1!' });
    const { token } = await signedIn(account, firefox);
    const log = await expectJson(
      await call(app, 'GET', '/api/user/security-events', { token }),
      200,
      SecurityEventsResponse,
    );
    expect(log.data.items.map((item) => item.type)).toEqual(['sign_in', 'sign_in', 'sign_in_failed']);
    expect(log.data.items[0]).toMatchObject({ browser: 'Firefox 130', os: 'Windows', method: 'password' });
    expect(log.data).toMatchObject({ page: 1, page_size: 20, total: 3 });
    const second = await expectJson(
      await call(app, 'GET', '/api/user/security-events?page=2', { token }),
      200,
      SecurityEventsResponse,
    );
    expect(second.data.items).toEqual([]);
    await expectError(await call(app, 'GET', '/api/user/security-events?page=0', { token }), 400, 'invalid_query');

    const stranger = await signedIn(await createAccount(app), firefox);
    const theirs = await expectJson(
      await call(app, 'GET', '/api/user/security-events', { token: stranger.token }),
      200,
      SecurityEventsResponse,
    );
    expect(theirs.data.total).toBe(2);
  });
});
