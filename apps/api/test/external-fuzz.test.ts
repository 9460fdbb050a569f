import {
  AccountRequestResponse,
  ApiError,
  ExternalAuthorizeResponse,
  ExternalLinkAttachResponse,
  ExternalSignInOutcome,
} from '@mynacon/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createAccount, fakeClock, fromProxy, signedInBrowser } from './auth-helpers.ts';
import {
  ExternalBrowser,
  enableAllMethods,
  externalConfig,
  externalOverrides,
  type OAuthMock,
  providerEnv,
  type SteamStandIn,
  startOAuthMock,
  startSteamStandIn,
  userInfoOf,
} from './external-support.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const edgeValues = [
  '',
  'null',
  '__proto__',
  'constructor',
  '%00',
  '\u0000',
  'a'.repeat(3000),
  'é'.repeat(500),
  'http://specs.openid.net/auth/2.0',
  'id_res',
  'https://steamcommunity.com/openid/id/76561198000000042',
  '1990-01-01',
  'FR',
  'fr-FR',
];
const text = fc.oneof(
  fc.constantFrom(...edgeValues),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const jsonValue = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }) },
);

/** A JSON body: mostly objects over the calls' field names (some values valid), sometimes not JSON at all. */
function body(fieldNames: string[], valid: (pick: number) => Record<string, unknown>) {
  const field = fc.tuple(
    fc.oneof(fc.constantFrom(...fieldNames, '__proto__'), fc.string({ maxLength: 12 })),
    jsonValue,
  );
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .record({
          keep: fc.oneof(fc.constant(fieldNames), fc.subarray(fieldNames)),
          extra: fc.array(field, { maxLength: 6 }),
          pick: fc.nat(),
        })
        .map(({ keep, extra, pick }) => {
          const base = valid(pick);
          const object: Record<string, unknown> = {};
          for (const name of keep) object[name] = base[name];
          for (const [name, value] of extra)
            Object.defineProperty(object, name, { value, enumerable: true, configurable: true, writable: true });
          return JSON.stringify(object);
        }),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: jsonValue.map((value) => JSON.stringify(value)) },
  );
}

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', '') },
);

/**
 * Every answer: below 500, or the designed 502 `bad_gateway` when the provider itself failed (the OAuth 2 stand-in
 * breaks on some generated codes, such as `constructor`, which its own code looks up on a plain object); an error
 * is a JSON ApiError; a success parses with its schema.
 */
async function checkAnswer(response: Response, success: z.ZodMiniType): Promise<void> {
  const answer = await response.json();
  if (response.status === 502) {
    expect(answer).toMatchObject({ error: { code: 'bad_gateway' } });
    return;
  }
  expect(response.status).toBeLessThan(500);
  if (response.status === 200) {
    expect(z.safeParse(success, answer).success).toBe(true);
    return;
  }
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(z.safeParse(ApiError, answer).success).toBe(true);
}

describe.each(backends)('fuzz: external sign-in on %s', (backend) => {
  let mock: OAuthMock;
  let steam: SteamStandIn;
  let app: TestApp;
  let tab: ExternalBrowser;
  let bearer: string;
  const clock = fakeClock();
  /** Live states and tickets, so that generated bodies also reach the provider calls and the linking. */
  const states: Record<string, string> = {};
  let ticket = '';
  let steamReturn: Record<string, string> = {};

  beforeAll(async () => {
    mock = await startOAuthMock();
    steam = await startSteamStandIn();
    app = await createTestApp(backend, externalOverrides(externalConfig(providerEnv(mock, steam))), {
      now: clock.now,
    });
    await enableAllMethods(app);
    mock.userInfo = userInfoOf('epic', 'fuzz-epic-1', 'Fuzzer');
    tab = new ExternalBrowser(app);
    for (const method of ['epic', 'twitch'] as const) {
      for (let index = 0; index < 20; index += 1) {
        const { state } = await tab.viaProvider(method);
        states[`${method}${index}`] = state;
      }
    }
    const outcome = await tab.externalSignIn('epic');
    if (outcome.status === 'link_required') ticket = outcome.ticket;
    const url = await tab.authorizationUrl('steam');
    const returnTo = url.searchParams.get('openid.return_to') ?? '';
    steamReturn = steam.assert({
      state: new URL(returnTo).searchParams.get('state') ?? '',
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'id_res',
      'openid.op_endpoint': steam.openIdUrl,
      'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198000000099',
      'openid.identity': 'https://steamcommunity.com/openid/id/76561198000000099',
      'openid.return_to': returnTo,
      'openid.response_nonce': '2026-03-01T10:00:00Zfuzz',
      'openid.assoc_handle': '1',
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    });
    bearer = (await signedInBrowser(app, await createAccount(app))).session.user.accessToken;
  });
  afterAll(async () => {
    await app?.dispose();
    await steam?.close();
    await mock?.stop();
  });

  const stateOf = (prefix: string, pick: number) => states[`${prefix}${pick % 20}`] ?? '';
  const post = (path: string, payload: string, type: string, withBearer: boolean, withCookie: boolean) => {
    const headers: Record<string, string> = { 'x-forwarded-for': tab.address };
    if (type !== '') headers['content-type'] = type;
    if (withBearer) headers.authorization = `Bearer ${bearer}`;
    if (withCookie) headers.cookie = [...tab.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return app.app.request(path, { method: 'POST', headers, body: payload }, fromProxy);
  };
  const registration = () => ({
    ticket,
    email: 'fuzz@players.test',
    username: 'FuzzPlayer',
    password: 'Strong-Pass-2026!',
    dateOfBirth: '1990-01-01',
    country: 'FR',
    locale: 'fr-FR',
    terms: true,
    newsletter: false,
    referralCode: 'ABC',
    botToken: 'x',
  });

  const cases: Array<[string, () => string[], (pick: number) => Record<string, unknown>, z.ZodMiniType]> = [
    [
      '/api/external/epic/callback',
      () => ['code', 'state'],
      (pick) => ({ code: 'abc', state: stateOf('epic', pick) }),
      ExternalSignInOutcome,
    ],
    [
      '/api/external/twitch/callback',
      () => ['code', 'state'],
      (pick) => ({ code: 'abc', state: stateOf('twitch', pick) }),
      ExternalSignInOutcome,
    ],
    ['/api/external/steam/verify', () => Object.keys(steamReturn), () => steamReturn, ExternalSignInOutcome],
    ['/api/external/link/register', () => Object.keys(registration()), registration, AccountRequestResponse],
    ['/api/external/link/attach', () => ['ticket'], () => ({ ticket }), ExternalLinkAttachResponse],
  ];

  test.each(cases)(
    'POST %s: generated bodies, content types, cookies and tokens never answer 5xx',
    async (path, fields, valid, schema) => {
      await fc.assert(
        fc.asyncProperty(
          body(fields(), valid),
          contentType,
          fc.boolean(),
          fc.boolean(),
          async (payload, type, withBearer, withCookie) => {
            await checkAnswer(await post(path, payload, type, withBearer, withCookie), schema);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  test('GET authorize: generated methods and queries never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom('epic', 'playstation', 'steam', 'twitch', 'xbox', 'link', '%2e%2e'),
          fc.string({ maxLength: 10 }).map(encodeURIComponent),
        ),
        fc.array(
          fc.tuple(
            fc.constantFrom('locale', 'intent', 'x'),
            fc.oneof(text, fc.constantFrom('link', 'signin', 'en-GB')),
          ),
          { maxLength: 3 },
        ),
        fc.boolean(),
        async (method, query, withBearer) => {
          const search = new URLSearchParams(query).toString();
          const response = await app.app.request(
            `/api/external/${method}/authorize${search === '' ? '' : `?${search}`}`,
            {
              headers: withBearer ? { authorization: `Bearer ${bearer}` } : {},
            },
          );
          await checkAnswer(response, ExternalAuthorizeResponse);
        },
      ),
      { numRuns: 100 },
    );
  });
});
