import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  cleanDisplayName,
  identityOf,
  isExternalMethodConfigured,
  playStationHost,
} from '../src/auth/external/providers.ts';
import { configVariables, loadConfig } from '../src/config.ts';
import { fakeClock } from './auth-helpers.ts';
import { ExternalBrowser, expectError, externalConfig, externalOverrides } from './external-support.ts';
import { backends, createTestApp, type TestApp, testConfig } from './helpers.ts';

describe('external sign-in configuration', () => {
  test('defaults: nothing configured but Steam, timeouts and lifetimes as documented', () => {
    const config = externalConfig({});
    expect(config).toMatchObject({ timeoutMs: 5000, stateTtl: 600, ticketTtl: 1800, rateLimit: 30 });
    expect(config.providers.epic).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      authorizationUrl: undefined,
      tokenUrl: undefined,
      userInfoUrl: undefined,
      scope: 'basic_profile',
    });
    expect(config.providers.twitch.scope).toBe('user:read:email');
    expect(config.steam.openIdUrl).toBe('https://steamcommunity.com/openid/login');
    const base = testConfig();
    expect(isExternalMethodConfigured(base, 'steam', null)).toBe(true);
    for (const method of ['epic', 'playstation', 'twitch', 'xbox'] as const) {
      expect(isExternalMethodConfigured(base, method, 'np')).toBe(false);
    }
  });

  test('wrong values give one problem each, secrets never echoed', () => {
    const result = loadConfig({
      DEVELOPMENT_MODE: 'true',
      EPIC_CLIENT_ID: 'epic-id',
      TWITCH_CLIENT_SECRET: 'twitch-super-secret',
      XBOX_CLIENT_ID: 'has space',
      XBOX_CLIENT_SECRET: 'xbox-secret',
      XBOX_SCOPE: 'a  b',
      PLAYSTATION_TOKEN_URL: 'ftp://sony.test/token',
      STEAM_WEB_API_KEY: 'not a key!',
      EXTERNAL_SIGNIN_TIMEOUT_MS: '50',
      EXTERNAL_LINK_TICKET_TTL: 'soon',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'EPIC_CLIENT_ID and EPIC_CLIENT_SECRET go together: set both or neither.',
      'PLAYSTATION_TOKEN_URL="ftp://sony.test/token" is not valid: expected an absolute http:// or https:// URL without a trailing slash.',
      'TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET go together: set both or neither.',
      'XBOX_CLIENT_ID="has space" is not valid: expected printable characters without spaces, at most 256.',
      'XBOX_SCOPE="a  b" is not valid: expected scopes separated by single spaces.',
      'STEAM_WEB_API_KEY is not valid: expected letters and digits (value not shown).',
      'EXTERNAL_SIGNIN_TIMEOUT_MS="50" is not valid: expected a whole number from 100 to 30000.',
      'EXTERNAL_LINK_TICKET_TTL="soon" is not valid: expected a whole number from 60 to 86400.',
    ]);
    expect(result.problems.join('\n')).not.toContain('twitch-super-secret');
  });

  test('every variable is listed with a description', () => {
    for (const name of [
      'EXTERNAL_SIGNIN_TIMEOUT_MS',
      'EXTERNAL_SIGNIN_STATE_TTL',
      'EXTERNAL_LINK_TICKET_TTL',
      'EXTERNAL_SIGNIN_RATE_LIMIT',
      'EPIC_CLIENT_ID',
      'PLAYSTATION_USERINFO_URL',
      'TWITCH_SCOPE',
      'XBOX_TOKEN_URL',
      'STEAM_OPENID_URL',
      'STEAM_WEB_API_KEY',
      'STEAM_PLAYER_SUMMARIES_URL',
    ]) {
      expect(configVariables[name], name).toMatch(/\.$/);
    }
  });

  test('PlayStation hosts follow the method’s environment', () => {
    expect(playStationHost(null)).toBe('https://auth.api.sonyentertainmentnetwork.com');
    expect(playStationHost('np')).toBe('https://auth.api.sonyentertainmentnetwork.com');
    expect(playStationHost('sp-int')).toBe('https://auth.api.sp-int.sonyentertainmentnetwork.com');
    expect(playStationHost('evil.test/x')).toBeNull();
    const config = { ...testConfig() };
    config.auth = {
      ...config.auth,
      external: externalConfig({ PLAYSTATION_CLIENT_ID: 'ps', PLAYSTATION_CLIENT_SECRET: 'secret' }),
    };
    expect(isExternalMethodConfigured(config, 'playstation', 'np')).toBe(true);
    expect(isExternalMethodConfigured(config, 'playstation', 'Bad Env')).toBe(false);
  });

  test('user-info answers of each provider’s shape give an id and a clean name', () => {
    expect(identityOf({ sub: 'e1', preferred_username: 'Epic One' })).toEqual({
      externalId: 'e1',
      displayName: 'Epic One',
    });
    expect(identityOf({ data: [{ id: '42', login: 'tw', display_name: 'Tw' }] })).toEqual({
      externalId: '42',
      displayName: 'Tw',
    });
    expect(identityOf({ user_id: 123456, online_id: 'Psn\u200b Name\n' })).toEqual({
      externalId: '123456',
      displayName: 'Psn Name',
    });
    expect(identityOf({ sub: 'x1' })).toEqual({ externalId: 'x1', displayName: 'x1' });
    expect(identityOf({ sub: 'has space', id: -1 })).toBeNull();
    expect(identityOf({ data: [] })).toBeNull();
    expect(cleanDisplayName(`  ${'é'.repeat(150)} `)).toHaveLength(100);
  });
});

describe.each(backends)('external sign-in defaults, HTTPS cookie and rate limit on %s', (backend) => {
  let app: TestApp;
  const clock = fakeClock();

  beforeAll(async () => {
    const external = externalConfig({
      EPIC_CLIENT_ID: 'epic-live',
      EPIC_CLIENT_SECRET: 'epic-secret',
      PLAYSTATION_CLIENT_ID: 'ps-live',
      PLAYSTATION_CLIENT_SECRET: 'ps-secret',
      XBOX_CLIENT_ID: 'xbox-live',
      XBOX_CLIENT_SECRET: 'xbox-secret',
      EXTERNAL_SIGNIN_RATE_LIMIT: '2',
    });
    app = await createTestApp(backend, externalOverrides(external, { publicBaseUrl: 'https://portal.test' }), {
      now: clock.now,
      // Stands in for the portal, which answers every /externallogin/… path with its shell.
      mountPortal: (hono) => hono.get('/externallogin/*', (c) => c.text('portal shell')),
    });
  });
  afterAll(async () => {
    await app?.dispose();
  });

  test('authorization URLs default to the providers’ own pages', async () => {
    const tab = new ExternalBrowser(app);
    const epic = await tab.authorizationUrl('epic');
    expect(`${epic.origin}${epic.pathname}`).toBe('https://www.epicgames.com/id/authorize');
    expect(epic.searchParams.get('redirect_uri')).toBe('https://portal.test/externallogin/epic');
    const xbox = await tab.authorizationUrl('xbox');
    expect(`${xbox.origin}${xbox.pathname}`).toBe('https://login.live.com/oauth20_authorize.srf');
    const psn = await tab.authorizationUrl('playstation');
    expect(`${psn.origin}${psn.pathname}`).toBe('https://auth.api.sonyentertainmentnetwork.com/2.0/oauth/authorize');
    await app.context.db
      .updateTable('sign_in_methods')
      .set({ environment: 'sp-int' })
      .where('code', '=', 'playstation')
      .execute();
    expect((await tab.authorizationUrl('playstation')).host).toBe('auth.api.sp-int.sonyentertainmentnetwork.com');
    const steam = await tab.authorizationUrl('steam');
    expect(steam.searchParams.get('openid.realm')).toBe('https://portal.test/');
    // Twitch: web login off in the demo data, and no credentials here.
    await expectError(await tab.authorize('twitch'), 404, 'not_found');
  });

  test('Steam’s return page is the server’s, the other return routes are the portal’s', async () => {
    const steam = await app.get('/externallogin/steam-return?state=x');
    expect(steam.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await steam.text()).toContain('"https://portal.test"');
    expect(await (await app.get('/externallogin/epic?code=x&state=y')).text()).toBe('portal shell');
  });

  test('over HTTPS the binding cookie is a __Host- cookie', async () => {
    const response = await new ExternalBrowser(app).authorize('epic');
    expect(response.headers.get('set-cookie')).toMatch(
      /^__Host-mynacon\.external-signin=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  test('returns are rate limited per client address', async () => {
    const tab = new ExternalBrowser(app);
    const body = { code: 'x', state: `${'a'.repeat(20)}.${'b'.repeat(43)}` };
    await expectError(await tab.callback('epic', body), 400, 'invalid_body');
    await expectError(await tab.callback('epic', body), 400, 'invalid_body');
    const limited = await tab.callback('epic', body);
    await expectError(limited.clone(), 429, 'too_many_requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    await expectError(await new ExternalBrowser(app).callback('epic', body), 400, 'invalid_body');
  });
});
