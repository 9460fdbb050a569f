// Limits that no spread of client addresses gets around: X-Forwarded-For only from configured proxies, IPv6
// clients counted by their /64, and a global limit on sign-ins and on account mails.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeAuth } from '../src/auth/runtime.ts';
import { loadConfig } from '../src/config.ts';
import { answerUrl, authOverrides, Browser, fakeClock, freshAddress } from './auth-helpers.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

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

function loadAccounts() {
  const loaded = loadConfig({ DEVELOPMENT_MODE: 'true' });
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  return loaded.config.accounts;
}
