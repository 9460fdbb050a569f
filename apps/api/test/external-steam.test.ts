import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { ExternalSignInOutcome, endpoints, externalSignInMessages } from '@mynacon/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { answerUrl, clockStart, createAccount, fakeClock, signedInBrowser } from './auth-helpers.ts';
import {
  ExternalBrowser,
  enableAllMethods,
  expectError,
  externalConfig,
  externalOverrides,
  providerEnv,
  type SteamStandIn,
  startSteamStandIn,
} from './external-support.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

let steamIds = 0;
const newSteamId = () => {
  steamIds += 1;
  return `7656119${String(process.pid % 1000).padStart(3, '0')}${String(steamIds).padStart(7, '0')}`;
};

describe.each(backends)('Steam sign-in (OpenID 2.0) on %s', (backend) => {
  let steam: SteamStandIn;
  let app: TestApp;
  const clock = fakeClock();

  beforeAll(async () => {
    steam = await startSteamStandIn();
    app = await createTestApp(backend, externalOverrides(externalConfig(providerEnv(null, steam))), {
      now: clock.now,
    });
    await enableAllMethods(app);
  });
  afterAll(async () => {
    await app?.dispose();
    await steam?.close();
  });

  const browser = () => new ExternalBrowser(app);

  /** Starts a Steam sign-in and answers what Steam would send back to the return page for `steamId`. */
  const viaSteam = async (tab: ExternalBrowser, steamId: string, query: Record<string, string> = {}) => {
    const url = await tab.authorizationUrl('steam', query);
    expect(`${url.origin}${url.pathname}`).toBe(steam.openIdUrl);
    const returnTo = url.searchParams.get('openid.return_to') ?? '';
    const identity = `https://steamcommunity.com/openid/id/${steamId}`;
    const openId = steam.assert({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'id_res',
      'openid.op_endpoint': steam.openIdUrl,
      'openid.claimed_id': identity,
      'openid.identity': identity,
      'openid.return_to': returnTo,
      'openid.response_nonce': `${new Date(clockStart).toISOString().slice(0, 19)}Z${steamIds}`,
      'openid.assoc_handle': '1234567890',
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    });
    return { ...openId, state: new URL(returnTo).searchParams.get('state') ?? '' };
  };
  const verify = (tab: ExternalBrowser, body: unknown) => tab.postJson('/api/external/steam/verify', body);
  const outcomeOf = async (response: Response) => {
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return z.parse(ExternalSignInOutcome, JSON.parse(text));
  };

  test('the authorization URL is Steam’s checkid_setup with our return page and realm', async () => {
    const url = await browser().authorizationUrl('steam', { locale: 'nl-NL' });
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.realm': 'http://api.test/',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
    const returnTo = new URL(url.searchParams.get('openid.return_to') ?? '');
    expect(`${returnTo.origin}${returnTo.pathname}`).toBe('http://api.test/externallogin/steam-return');
    expect(returnTo.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  test('the return page hands the answer to the opener under a script-hash CSP', async () => {
    const response = await app.get('/externallogin/steam-return?state=x&openid.mode=id_res');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    // Run it as a browser would, with and without the portal window that opened the popup.
    const run = (opener: unknown) => {
      const calls: unknown[][] = [];
      const window = { opener, close: () => calls.push(['close']) };
      const location = {
        search: '?state=x&openid.mode=id_res',
        replace: (url: string) => calls.push(['replace', url]),
      };
      runInNewContext(script, { window, location, URLSearchParams });
      return calls;
    };
    const posted: unknown[][] = [];
    const opener = { closed: false, postMessage: (...args: unknown[]) => posted.push(args) };
    expect(run(opener)).toEqual([['close']]);
    expect(posted).toEqual([
      [{ type: 'mynacon:steam-openid', params: { state: 'x', 'openid.mode': 'id_res' } }, 'http://api.test'],
    ]);
    expect(run(null)).toEqual([['replace', 'http://api.test/externallogin/steam?state=x&openid.mode=id_res']]);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect((await app.app.request('/externallogin/steam-return', { method: 'POST' })).status).toBe(405);
  });

  test('unknown → link required → registered → confirmed → signed in, with the Steam name', async () => {
    const steamId = newSteamId();
    steam.names.set(steamId, 'Gordon\u0000 F.');
    const tab = browser();
    const first = await outcomeOf(await verify(tab, await viaSteam(tab, steamId, { locale: 'es-ES' })));
    expect(first).toMatchObject({
      status: 'link_required',
      method: 'steam',
      displayName: 'Gordon F.',
      locale: 'es-ES',
    });
    if (first.status !== 'link_required') throw new Error('unreachable');
    // Steam was asked with every field of the answer, in check_authentication mode, and the Web API with our key.
    expect(steam.checks.at(-1)).toMatchObject({
      'openid.mode': 'check_authentication',
      'openid.identity': expect.stringContaining(steamId),
    });
    expect(steam.checks.at(-1)?.state).toBeUndefined();
    expect(steam.summaryQueries.at(-1)?.get('key')).toBe('STEAMKEY1234');

    const email = `steam${steamId}@players.test`;
    const registered = await tab.postJson('/api/external/link/register', {
      ticket: first.ticket,
      email,
      username: `Steam${steamIds}x${process.pid}`,
      dateOfBirth: '1998-08-08',
      country: 'FR',
      locale: 'es-ES',
      terms: true,
    });
    expect(registered.status).toBe(200);
    const mails = await app.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const [mail] = ((await mails.json()) as { messages: Array<{ text: string }> }).messages;
    const confirmed = await tab.confirmFromMail(mail?.text);
    expect(confirmed.status).toBe(200);
    // Kept by the holder of the confirmation link (decision 042): confirming alone leaves it pending.
    expect((await tab.chooseLinksFromMail(mail?.text, [{ provider: 'steam', choice: 'keep' }])).status).toBe(200);

    const next = browser();
    const signedIn = await outcomeOf(await verify(next, await viaSteam(next, steamId)));
    if (signedIn.status !== 'signed_in') throw new Error(`unexpected ${signedIn.status}`);
    const session = browser();
    const url = await answerUrl(await session.signIn({ token: signedIn.signInToken }, { provider: 'token' }));
    expect(url.searchParams.get('error')).toBeNull();
    expect((await session.signedIn()).user.email).toBe(email);
  });

  test('link while signed in; linked to another player is 409; the demo player’s seeded link signs in', async () => {
    const { session } = await signedInBrowser(app, await createAccount(app));
    const tab = browser();
    tab.bearer = session.user.accessToken;
    const steamId = newSteamId();
    const linked = await outcomeOf(await verify(tab, await viaSteam(tab, steamId, { intent: 'link' })));
    expect(linked).toEqual({ status: 'linked', method: 'steam', displayName: steamId, locale: null });
    const list = await app.app.request('/api/user/linked-accounts', {
      headers: { authorization: `Bearer ${session.user.accessToken}` },
    });
    const items = z.parse(endpoints.linkedAccounts.response, await list.json()).data.items;
    expect(items.map((item) => item.provider)).toEqual(['steam']);

    const { session: other } = await signedInBrowser(app, await createAccount(app));
    const rival = browser();
    rival.bearer = other.user.accessToken;
    await expectError(await verify(rival, await viaSteam(rival, steamId, { intent: 'link' })), 409, 'conflict');

    // The demo player's Steam account (seeded) signs in.
    const demo = browser();
    const signedIn = await outcomeOf(await verify(demo, await viaSteam(demo, '76561198000000042')));
    expect(signedIn.status).toBe('signed_in');
  });

  test('a forged or replayed answer is refused', async () => {
    const tab = browser();
    const steamId = newSteamId();
    const genuine = await viaSteam(tab, steamId);

    // Steam does not know this signature.
    const forged = await verify(tab, { ...genuine, 'openid.sig': 'made-up' });
    expect((await expectError(forged, 400, 'invalid_body')).issues).toEqual([
      { path: 'openid.sig', code: 'steam_refused', message: externalSignInMessages.steamRefused },
    ]);
    // The state is spent by that attempt: the genuine answer cannot be replayed with it.
    expect((await expectError(await verify(tab, genuine), 400, 'invalid_body')).issues).toEqual([
      { path: 'state', code: 'state_used', message: externalSignInMessages.stateUsed },
    ]);

    const other = await viaSteam(tab, newSteamId());
    const wrongReturn = await verify(tab, {
      ...other,
      'openid.return_to': 'http://evil.test/externallogin/steam-return',
    });
    expect((await expectError(wrongReturn, 400, 'invalid_body')).issues?.map((issue) => issue.path)).toEqual([
      'openid.return_to',
    ]);
    const wrongEndpoint = await verify(tab, { ...other, 'openid.op_endpoint': 'https://evil.test/openid/login' });
    expect((await expectError(wrongEndpoint, 400, 'invalid_body')).issues?.map((issue) => issue.path)).toEqual([
      'openid.op_endpoint',
    ]);
    const notSteam = await verify(tab, {
      ...other,
      'openid.claimed_id': 'https://evil.test/id/1',
      'openid.identity': 'https://evil.test/id/1',
    });
    expect((await expectError(notSteam, 400, 'invalid_body')).issues?.map((issue) => issue.path)).toEqual([
      'openid.claimed_id',
    ]);
    const unsigned = await verify(tab, { ...other, 'openid.signed': 'signed,op_endpoint' });
    expect((await expectError(unsigned, 400, 'invalid_body')).issues?.map((issue) => issue.path)).toEqual([
      'openid.signed',
    ]);
    // None of those spent the state: the genuine answer still works, once.
    expect((await verify(tab, other)).status).toBe(200);
    expect((await expectError(await verify(tab, other), 400, 'invalid_body')).issues).toEqual([
      { path: 'state', code: 'state_used', message: externalSignInMessages.stateUsed },
    ]);
  });

  test('state expiry (fake clock), another browser, and Steam down (502)', async () => {
    const tab = browser();
    const late = await viaSteam(tab, newSteamId());
    clock.advance(601_000);
    try {
      expect((await expectError(await verify(tab, late), 400, 'invalid_body')).issues).toEqual([
        { path: 'state', code: 'state_expired', message: externalSignInMessages.stateExpired },
      ]);
    } finally {
      clock.set(clockStart);
    }
    const elsewhere = await viaSteam(tab, newSteamId());
    expect((await expectError(await verify(browser(), elsewhere), 400, 'invalid_body')).issues).toEqual([
      { path: 'state', code: 'state_other_browser', message: externalSignInMessages.stateOtherBrowser },
    ]);

    steam.checkStatus = 503;
    try {
      await expectError(await verify(tab, elsewhere), 502, 'bad_gateway');
    } finally {
      steam.checkStatus = 200;
    }
  });

  test('without a Web API name the SteamID is shown, and /steam/callback is not a Steam path', async () => {
    const tab = browser();
    const steamId = newSteamId();
    const outcome = await outcomeOf(await verify(tab, await viaSteam(tab, steamId)));
    expect(outcome).toMatchObject({ status: 'link_required', displayName: steamId });
    await expectError(
      await tab.callback('steam', { code: 'x', state: `${'a'.repeat(10)}.${'b'.repeat(43)}` }),
      400,
      'invalid_path_parameter',
    );
  });
});
