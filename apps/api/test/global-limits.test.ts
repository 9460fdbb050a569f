// Limits that no spread of client addresses gets around: X-Forwarded-For only from configured proxies, IPv6
// clients counted by their /64, and a global limit on sign-ins and on account mails.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeAuth } from '../src/auth/runtime.ts';
import { loadConfig } from '../src/config.ts';
import { answerUrl, authOverrides, Browser, createAccount, fakeClock, freshAddress } from './auth-helpers.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';
import { type HttpStandIn, startHttpStandIn } from './services-stand-ins.ts';

const codeOf = async (response: Response) => (await answerUrl(response)).searchParams.get('code');

describe.each(backends)('limits across client addresses on %s', (backend) => {
  const clock = fakeClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(
      backend,
      {
        ...authOverrides({ throttle: { addressLimit: 2, addressWindow: 60, globalLimit: 6 } }),
        accounts: { ...loadAccounts(), mailLimitPerClient: 100, mailLimitGlobal: 3 },
      },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await closeAuth(app.context);
    await app.dispose();
  });

  const signIn = (address: string) =>
    new Browser(app, address).signIn({ email: `nobody-${address}@mynacon.test`, password: 'Wrong-Pass-1!' });

  test('a client reaching the server directly cannot pick its address through X-Forwarded-For', async () => {
    const direct = { incoming: { socket: { remoteAddress: '203.0.113.77' } } };
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const browser = new Browser(app, freshAddress());
      const csrf = await browser.csrf();
      const response = await app.app.request(
        '/api/auth/callback/credentials',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-auth-return-redirect': '1',
            'x-forwarded-for': freshAddress(),
            cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          },
          body: new URLSearchParams({ csrfToken: csrf, email: 'nobody@mynacon.test', password: 'Wrong-1!' }).toString(),
        },
        direct,
      );
      answers.push(await codeOf(response));
    }
    // Three addresses named, one peer counted: the third is over its limit of two.
    expect(answers).toEqual(['credentials', 'credentials', 'too_many_attempts']);
    clock.advance(60_000);
  });

  test('IPv6 clients in one /64 share a count; another /64 has its own', async () => {
    expect(await codeOf(await signIn('2001:db8:5:6::1'))).toBe('credentials');
    expect(await codeOf(await signIn('2001:db8:5:6:ffff::2'))).toBe('credentials');
    expect(await codeOf(await signIn('2001:db8:5:6:1:2:3:4'))).toBe('too_many_attempts');
    expect(await codeOf(await signIn('2001:db8:5:7::1'))).toBe('credentials');
    clock.advance(60_000);
  });

  test('sign-ins from all addresses together stop at the global limit until the minute ends', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push(await codeOf(await signIn(freshAddress())));
    expect(codes).toEqual([...Array(6).fill('credentials'), 'too_many_attempts']);
    clock.advance(60_000);
    expect(await codeOf(await signIn(freshAddress()))).toBe('credentials');
  });

  test('account mails from all addresses together stop at the global limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await app.app.request(
        '/api/account/password-reset',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
          body: JSON.stringify({ email: `someone-${i}@example.com` }),
        },
        { incoming: { socket: { remoteAddress: '192.0.2.1' } } },
      );
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe.each(backends)('global limits count only calls past the bot check on %s', (backend) => {
  const clock = fakeClock();
  let app: TestApp;
  let verifier: HttpStandIn;
  let down = false;
  beforeAll(async () => {
    // The bot check's verification: `human-<action>` is a person solving that action, anything else a bot.
    verifier = await startHttpStandIn((request, response) => {
      if (down) {
        response.writeHead(502).end();
        return;
      }
      const token = new URLSearchParams(request.body.toString()).get('response') ?? '';
      const action = /^human-(\w+)$/.exec(token)?.[1];
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(
            action === undefined
              ? { success: false, 'error-codes': ['invalid-input-response'] }
              : { success: true, score: 0.9, action, hostname: 'api.test' },
          ),
        );
    });
    const overrides = authOverrides({ throttle: { addressLimit: 100, addressWindow: 60, globalLimit: 3 } });
    const services = overrides.services as NonNullable<typeof overrides.services>;
    app = await createTestApp(
      backend,
      {
        ...overrides,
        services: {
          ...services,
          recaptcha: { ...services.recaptcha, secret: 'bot-check-secret', verifyUrl: `${verifier.url}/siteverify` },
        },
        accounts: { ...loadAccounts(), mailLimitPerClient: 100, mailLimitGlobal: 2 },
      },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await closeAuth(app.context);
    await app.dispose();
    await verifier.close();
  });

  const signIn = (fields: Record<string, string>, provider = 'credentials') =>
    new Browser(app, freshAddress()).signIn(fields, { provider });

  test("refused bots and made-up cross-login tokens do not use up everybody's sign-ins", async () => {
    const account = await createAccount(app);
    for (let i = 0; i < 5; i++) {
      const bot = { email: account.email, password: `Guess-${i}-Pass!`, recaptchaToken: 'bot' };
      expect(await codeOf(await signIn(bot))).toBe('bot_refused');
      expect(await codeOf(await signIn({ token: `made-up-${i}` }, 'token'))).toBe('invalid_token');
    }
    // Ten attempts in the minute, over a global limit of three: the player still signs in.
    const browser = new Browser(app, freshAddress());
    await browser.signIn({ email: account.email, password: account.password, recaptchaToken: 'human-signin' });
    expect((await browser.signedIn()).user.user_id).toBe(account.id);
    clock.advance(60_000);
  });

  test('while the bot check cannot answer, attempts get through and count toward the global limit', async () => {
    down = true;
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const fields = { email: 'nobody@mynacon.test', password: 'Wrong-Pass-1!', recaptchaToken: 'human-signin' };
        codes.push(await codeOf(await signIn(fields)));
      }
      expect(codes).toEqual(['credentials', 'credentials', 'credentials', 'too_many_attempts']);
    } finally {
      down = false;
    }
    clock.advance(60_000);
  });

  const mailRequest = (path: string, body: Record<string, string>) =>
    app.app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: '192.0.2.1' } } },
    );

  test('mail requests: a refused token is refused and counts for nobody; no token has a budget of its own', async () => {
    const reset = '/api/account/password-reset';
    for (let i = 0; i < 3; i++) {
      const refused = await mailRequest(reset, { email: `someone-${i}@example.com`, botToken: 'bot' });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: 'invalid_body', reason: 'bot_refused' } });
    }
    // A token solved for another action is refused too.
    const otherAction = await mailRequest('/api/account/confirm/resend', {
      email: 'someone@example.com',
      botToken: 'human-reset',
    });
    expect(otherAction.status).toBe(400);
    // Without a token (the recovery pages load no bot check), within their own global budget of two an hour.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await mailRequest(reset, { email: `plain-${i}@example.com` })).status);
    expect(statuses).toEqual([200, 200, 429]);
    // The sign-in page's requests, which carry a token, are not held back by either.
    expect((await mailRequest(reset, { email: 'person@example.com', botToken: 'human-reset' })).status).toBe(200);
    expect(
      (await mailRequest('/api/account/confirm/resend', { email: 'person@example.com', botToken: 'human-resend' }))
        .status,
    ).toBe(200);
  });
});

function loadAccounts() {
  const loaded = loadConfig({ DEVELOPMENT_MODE: 'true' });
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  return loaded.config.accounts;
}
