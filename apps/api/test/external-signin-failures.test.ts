import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { externalSignInMessages } from '@mynacon/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clockStart, createAccount, fakeClock, signedInBrowser } from './auth-helpers.ts';
import {
  ExternalBrowser,
  enableAllMethods,
  expectError,
  externalConfig,
  externalOverrides,
  type OAuthMock,
  providerEnv,
  startOAuthMock,
  userInfoOf,
} from './external-support.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

describe.each(backends)('external sign-in state and failures on %s', (backend) => {
  let mock: OAuthMock;
  let app: TestApp;
  let silent: Server;
  const clock = fakeClock();

  beforeAll(async () => {
    mock = await startOAuthMock();
    // Accepts connections and never answers.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const env = providerEnv(mock, null, {
      // Xbox's token endpoint is down (nothing listens there); PlayStation's user info never answers.
      XBOX_TOKEN_URL: 'http://127.0.0.1:9/token',
      PLAYSTATION_USERINFO_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/userinfo`,
      EXTERNAL_SIGNIN_TIMEOUT_MS: '500',
    });
    app = await createTestApp(backend, externalOverrides(externalConfig(env)), { now: clock.now });
    await enableAllMethods(app);
  });
  afterAll(async () => {
    await app?.dispose();
    await mock?.stop();
    silent?.closeAllConnections();
    silent?.close();
  });

  const browser = () => new ExternalBrowser(app);
  const stateIssue = async (response: Response) => (await expectError(response, 400, 'invalid_body')).issues;

  test('a tampered state is refused, and so is a state of another method', async () => {
    mock.userInfo = userInfoOf('epic', 'tamper-1', 'Tamper');
    const tab = browser();
    const { code, state } = await tab.viaProvider('epic');
    const [payload = '', signature = ''] = state.split('.');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...decoded, i: 'signin', l: 'fr-FR' })).toString('base64url')}.${signature}`;
    expect(await stateIssue(await tab.callback('epic', { code, state: forged }))).toEqual([
      { path: 'state', code: 'state_invalid', message: externalSignInMessages.stateInvalid },
    ]);
    const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await stateIssue(await tab.callback('epic', { code, state: flipped }))).toEqual([
      { path: 'state', code: 'state_invalid', message: externalSignInMessages.stateInvalid },
    ]);
    expect(await stateIssue(await tab.callback('xbox', { code, state }))).toEqual([
      { path: 'state', code: 'state_invalid', message: externalSignInMessages.stateInvalid },
    ]);
    // The genuine state still works once, then never again.
    expect((await tab.callback('epic', { code, state })).status).toBe(200);
    expect(await stateIssue(await tab.callback('epic', { code, state }))).toEqual([
      { path: 'state', code: 'state_used', message: externalSignInMessages.stateUsed },
    ]);
  });

  test('a state expires (fake clock) and only works in the browser that started it', async () => {
    mock.userInfo = userInfoOf('epic', 'expiry-1', 'Expiry');
    const tab = browser();
    const late = await tab.viaProvider('epic');
    clock.advance(600_001);
    try {
      expect(await stateIssue(await tab.callback('epic', late))).toEqual([
        { path: 'state', code: 'state_expired', message: externalSignInMessages.stateExpired },
      ]);
    } finally {
      clock.set(clockStart);
    }
    const elsewhere = await tab.viaProvider('epic');
    expect(await stateIssue(await browser().callback('epic', elsewhere))).toEqual([
      { path: 'state', code: 'state_other_browser', message: externalSignInMessages.stateOtherBrowser },
    ]);
    // Not spent by the refused attempt: the right browser can still finish.
    expect((await tab.callback('epic', elsewhere)).status).toBe(200);
  });

  test('linking needs the bearer token of the player who started it', async () => {
    await expectError(await browser().authorize('epic', { intent: 'link' }), 401, 'unauthorized');
    const invalid = browser();
    invalid.bearer = 'not-a-valid-token-at-all';
    const refused = await invalid.authorize('epic', { intent: 'link' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');

    const { session } = await signedInBrowser(app, await createAccount(app));
    const { session: otherSession } = await signedInBrowser(app, await createAccount(app));
    const tab = browser();
    tab.bearer = session.user.accessToken;
    mock.userInfo = userInfoOf('epic', 'link-owner-1', 'Owner');
    const returned = await tab.viaProvider('epic', { intent: 'link' });
    const anonymous = tab.clone();
    anonymous.bearer = undefined;
    await expectError(await anonymous.callback('epic', returned), 401, 'unauthorized');
    const other = tab.clone();
    other.bearer = otherSession.user.accessToken;
    await expectError(await other.callback('epic', returned), 403, 'forbidden');
    expect((await tab.callback('epic', returned)).status).toBe(200);
  });

  test('authorize: the URL carries the client, scope, return address and a state', async () => {
    const epic = await browser().authorizationUrl('epic', { locale: 'en-US' });
    expect(Object.fromEntries(epic.searchParams)).toMatchObject({
      client_id: 'epic-client',
      response_type: 'code',
      scope: 'basic_profile',
      redirect_uri: 'http://api.test/externallogin/epic',
      state: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/),
    });
    expect((await browser().authorizationUrl('twitch')).searchParams.get('scope')).toBe('user:read:email');
    // Twitch is off in the demo data (web login disabled); an unknown method is not a path.
    await expectError(
      await (async () => {
        await app.context.db
          .updateTable('sign_in_methods')
          .set({ web_login_enabled: false })
          .where('code', '=', 'twitch')
          .execute();
        return browser().authorize('twitch');
      })(),
      404,
      'not_found',
    );
    await app.context.db
      .updateTable('sign_in_methods')
      .set({ web_login_enabled: true })
      .where('code', '=', 'twitch')
      .execute();
    await expectError(await browser().authorize('facebook'), 400, 'invalid_path_parameter');
    await expectError(await browser().authorize('epic', { intent: 'steal' }), 400, 'invalid_query');
    const cookie = (await browser().authorize('epic')).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^mynacon\.external-signin=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  test('provider failures: down or broken is 502, a refused code is 400', async () => {
    mock.userInfo = userInfoOf('xbox', 'down-1', 'Down');
    const tab = browser();
    const down = await tab.viaProvider('xbox');
    const gateway = await expectError(await tab.callback('xbox', down), 502, 'bad_gateway');
    expect(gateway.message).toContain('cannot be reached');

    const silentProvider = await tab.viaProvider('playstation');
    const started = performance.now();
    await expectError(await tab.callback('playstation', silentProvider), 502, 'bad_gateway');
    expect(performance.now() - started).toBeLessThan(3000);

    mock.userInfo = userInfoOf('epic', 'broken-1', 'Broken');
    const broken = await tab.viaProvider('epic');
    mock.failNextToken(500, { error: 'server_error' });
    await expectError(await tab.callback('epic', broken), 502, 'bad_gateway');

    const refused = await tab.viaProvider('epic');
    mock.failNextToken(400, { error: 'invalid_grant' });
    expect((await expectError(await tab.callback('epic', refused), 400, 'invalid_body')).issues).toEqual([
      { path: 'code', code: 'code_refused', message: externalSignInMessages.codeRefused },
    ]);

    const misconfigured = await tab.viaProvider('epic');
    mock.failNextToken(401, { error: 'invalid_client' });
    await expectError(await tab.callback('epic', misconfigured), 502, 'bad_gateway');

    const noUser = await tab.viaProvider('epic');
    mock.userInfoStatus = 401;
    try {
      await expectError(await tab.callback('epic', noUser), 502, 'bad_gateway');
    } finally {
      mock.userInfoStatus = 200;
    }
    mock.userInfo = { nothing: 'useful' };
    const nameless = await tab.viaProvider('epic');
    await expectError(await tab.callback('epic', nameless), 502, 'bad_gateway');
  });
});
