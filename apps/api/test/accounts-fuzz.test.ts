import { ApiError, type Endpoint, endpoints } from '@mynacon/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { startSession } from '../src/auth/sessions.ts';
import { type AccountsTestApp, confirmedAccount, createAccountsApp, registration } from './accounts-support.ts';

const token = 'A'.repeat(43);

/** Well-formed bodies of every call, the starting point of the mutations. */
const validBodies = {
  register: registration({ newsletter: true, referralCode: 'DEMOPLAYER', botToken: 'x' }),
  confirmEmail: { email: 'someone@example.com', confirm: token },
  pendingLinks: { email: 'someone@example.com', confirm: token, choices: [{ provider: 'steam', choice: 'keep' }] },
  resendConfirmation: { email: 'someone@example.com' },
  passwordResetRequest: { email: 'someone@example.com' },
  passwordReset: { email: 'someone@example.com', token, password: 'Strong-Pass-2026!' },
  emailChange: { password: 'Strong-Pass-2026!', email: 'other@example.com' },
  emailChangeConfirm: { token },
  passwordChange: { currentPassword: 'Strong-Pass-2026!', password: 'Strong-Pass-2027!' },
} as const;

type BodyEndpoint = keyof typeof validBodies;

const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '%',
  "'; drop table users; --",
  '__proto__',
  'x'.repeat(300),
  'x'.repeat(5000),
  'DEMO@mynacon.test',
  'DemoPlayer',
  '2000-02-30',
  '0000-01-01',
  '9999-12-31',
  'ZZ',
  'en-GB',
  token,
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgeStrings },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2) },
);

/** A valid body with some fields replaced, removed or added. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc
    .tuple(
      fc.subarray(keys),
      fc.array(value, { minLength: keys.length, maxLength: keys.length }),
      fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', 'email', 'password'), value, { maxKeys: 2 }),
    )
    .map(([replaced, values, removed, extra]) => {
      const body: Record<string, unknown> = { ...valid };
      replaced.forEach((key, index) => {
        body[key] = values[index];
      });
      for (const key of removed) delete body[key];
      return { ...body, ...extra };
    });
}

/** What a request carries: a JSON value, or raw text under some content type. */
function requestFor(valid: Record<string, unknown>) {
  return fc.oneof(
    { weight: 6, arbitrary: mutated(valid).map((body) => ({ type: 'application/json', text: JSON.stringify(body) })) },
    { weight: 2, arbitrary: fc.jsonValue().map((body) => ({ type: 'application/json', text: JSON.stringify(body) })) },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        text: fc.string({ unit: 'binary', maxLength: 200 }),
      }),
    },
  );
}

describe('fuzz: account bodies and queries never answer 5xx', () => {
  let app: AccountsTestApp;
  let authorization: string;

  beforeAll(async () => {
    app = await createAccountsApp('pglite');
    const account = await confirmedAccount(app);
    const session = await startSession(app.context, { id: account.id, credentials_version: 1 });
    authorization = `Bearer ${session.accessToken}`;
  });
  afterAll(async () => {
    await app?.dispose();
  });

  async function checkAnswer(endpoint: Endpoint, response: Response): Promise<void> {
    expect(response.status).toBeLessThan(500);
    const body = await response.json();
    if (response.status === 200) {
      expect(z.safeParse(endpoint.response, body).success).toBe(true);
    } else {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(z.safeParse(ApiError, body).success).toBe(true);
    }
  }

  test.each(Object.keys(validBodies) as BodyEndpoint[])('%s', async (name) => {
    const endpoint: Endpoint = endpoints[name];
    await fc.assert(
      fc.asyncProperty(requestFor(validBodies[name]), async ({ type, text }) => {
        // The password throttle would soon answer 429 to everything and hide the checks behind it.
        await app.context.db.deleteFrom('account_throttle').execute();
        const headers: Record<string, string> = { 'content-type': type };
        if (endpoint.auth === 'bearer') headers.authorization = authorization;
        const response = await app.app.request(endpoint.path, { method: 'POST', headers, body: text });
        await checkAnswer(endpoint, response);
      }),
      { numRuns: 120 },
    );
  });

  test('username availability and outbox queries', async () => {
    const text = fc.oneof(edgeStrings, fc.string({ unit: 'binary', maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/account/username-availability', '/api/dev/outbox'),
        fc.array(fc.tuple(fc.constantFrom('username', 'to', 'x', '__proto__'), text), { maxLength: 3 }),
        async (path, pairs) => {
          // A second per call keeps the light rate limit (60 a minute) from answering everything.
          app.clock.now += 1000;
          const query = new URLSearchParams(pairs.map(([key, item]) => [key, item])).toString();
          const response = await app.get(`${path}?${query}`);
          expect(response.status).toBeLessThan(500);
          if (path === '/api/account/username-availability') {
            await checkAnswer(endpoints.usernameAvailability, response);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
