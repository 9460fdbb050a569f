import { ApiError, AuthRedirectResponse, CrossLoginResponse, SessionResponse } from '@mynacon/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { closeAuth } from '../src/auth/runtime.ts';
import { authOverrides, Browser, createAccount, fakeClock, fromProxy, type TestAccount } from './auth-helpers.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const fieldNames = [
  'csrfToken',
  'callbackUrl',
  'json',
  'email',
  'username',
  'password',
  'token',
  'recaptchaToken',
  '__proto__',
  'constructor',
  'toString',
];

const edgeValues = [
  '',
  'true',
  '/',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'http://api.test/en-GB',
  'https://evil.example/',
  'http://[::1',
  '%',
  '%zz',
  '%00',
  'null',
  '__proto__',
  'a'.repeat(2000),
  'é'.repeat(400),
];

const text = fc.oneof(
  fc.constantFrom(...edgeValues),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** A form body: usually well-formed fields, sometimes raw bytes that are not URL-encoding at all. */
function formBody(known: () => { csrfToken: string; account: TestAccount }) {
  const field = fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })), text);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record({
          fields: fc.array(field, { maxLength: 8 }),
          validCsrf: fc.boolean(),
          knownLogin: fc.constantFrom('none', 'email', 'username'),
          rightPassword: fc.boolean(),
        })
        .map(({ fields, validCsrf, knownLogin, rightPassword }) => {
          const { csrfToken, account } = known();
          const form = new URLSearchParams();
          if (validCsrf) form.append('csrfToken', csrfToken);
          if (knownLogin !== 'none') form.append('email', knownLogin === 'email' ? account.email : account.username);
          if (rightPassword) form.append('password', account.password);
          for (const [name, value] of fields) form.append(name, value);
          return form.toString();
        }),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/x-www-form-urlencoded') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/x-www-form-urlencoded; charset=utf-8',
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      '',
    ),
  },
);

/** Cookies the client may send: ours as issued, or garbage under our names. */
const cookieJar = fc.array(
  fc.tuple(
    fc.constantFrom(
      'authjs.csrf-token',
      'authjs.session-token',
      'authjs.session-token.0',
      'authjs.callback-url',
      '__Secure-authjs.session-token',
      'other',
    ),
    fc.oneof(text.map(encodeURIComponent), fc.constantFrom('%', '%E0%A4%A', 'a|b', '|', 'eyJhbGciOiJkaXIifQ..x.y.z')),
  ),
  { maxLength: 4 },
);

/** Every answer: below 500; an error is a JSON ApiError; a success parses with its schema. */
async function checkAnswer(response: Response, success: z.ZodMiniType): Promise<void> {
  expect(response.status).toBeLessThan(500);
  if (response.status === 302) {
    expect(new URL(response.headers.get('location') ?? '').origin).toBe('http://api.test');
    return;
  }
  const body = await response.json();
  if (response.status === 200) {
    expect(z.safeParse(success, body).success).toBe(true);
    return;
  }
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(z.safeParse(ApiError, body).success).toBe(true);
}

describe.each(backends)('fuzz: the auth module on %s', (backend) => {
  let app: TestApp;
  let browser: Browser;
  let csrfToken: string;
  let account: TestAccount;
  const clock = fakeClock();
  const known = () => ({ csrfToken, account });

  beforeAll(async () => {
    app = await createTestApp(backend, authOverrides(), { now: clock.now });
    account = await createAccount(app);
    browser = new Browser(app);
    csrfToken = await browser.csrf();
  });
  afterAll(async () => {
    if (app !== undefined) await closeAuth(app.context);
    await app?.dispose();
  });

  const post = (path: string, body: string, type: string, cookies: Array<[string, string]>, json: boolean) => {
    const jar = [...browser.cookies, ...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = { cookie: jar, 'x-forwarded-for': browser.address };
    if (type !== '') headers['content-type'] = type;
    if (json) headers['x-auth-return-redirect'] = '1';
    return app.app.request(path, { method: 'POST', headers, body }, fromProxy);
  };

  test.each([
    ['/api/auth/callback/credentials', AuthRedirectResponse],
    ['/api/auth/signin/credentials', AuthRedirectResponse],
    ['/api/auth/callback/token', AuthRedirectResponse],
    ['/api/auth/signout', AuthRedirectResponse],
  ] as const)('POST %s: generated form bodies, content types and cookies never answer 5xx', async (path, schema) => {
    await fc.assert(
      fc.asyncProperty(formBody(known), contentType, cookieJar, fc.boolean(), async (body, type, cookies, json) => {
        await checkAnswer(await post(path, body, type, cookies, json), schema);
      }),
      { numRuns: 120 },
    );
  });

  test('GET session, csrf and providers: generated queries and cookies never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('session', 'csrf', 'providers'),
        fc.array(fc.tuple(fc.constantFrom('callbackUrl', 'error', 'x'), text), { maxLength: 3 }),
        cookieJar,
        async (action, query, cookies) => {
          const search = new URLSearchParams(query).toString();
          const jar = cookies.map(([name, value]) => `${name}=${value}`).join('; ');
          const response = await app.app.request(`/api/auth/${action}${search === '' ? '' : `?${search}`}`, {
            headers: { cookie: jar },
          });
          expect(response.status).toBeLessThan(500);
          const body = await response.json();
          if (response.status >= 400) expect(z.safeParse(ApiError, body).success).toBe(true);
          else if (action === 'session') expect(z.safeParse(SessionResponse, body).success).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  test('POST /api/auth/cross-login: generated Authorization headers and bodies never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          text,
          text.map((value) => `Bearer ${value}`),
          fc.constant(undefined),
        ),
        fc.option(text, { nil: undefined }),
        async (authorization, body) => {
          const headers: Record<string, string> = {};
          if (authorization !== undefined) {
            try {
              new Headers({ authorization });
              headers.authorization = authorization;
            } catch {
              // Not a header value a client could send.
            }
          }
          const response = await app.app.request('/api/auth/cross-login', { method: 'POST', headers, body });
          await checkAnswer(response, CrossLoginResponse);
        },
      ),
      { numRuns: 100 },
    );
  });
});
