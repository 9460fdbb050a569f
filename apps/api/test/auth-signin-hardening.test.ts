// Sign-in beyond its core: the bot check, the real password cost and the session cookies over https (split from
// auth-signin.test.ts so that the two long files run side by side).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { defaultScryptParams } from '../src/auth/password.ts';
import { closeAuth } from '../src/auth/runtime.ts';
import { demoUserId, demoUsers } from '../src/seed/users.ts';
import {
  answerUrl,
  authAppPerBlock,
  authOverrides,
  Browser,
  createAccount,
  proxyPeer,
  signedInBrowser,
} from './auth-helpers.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';
import { servicesConfig } from './services-stand-ins.ts';

const _parse = <S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> => {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
};

describe.each(backends)('auth bot protection on %s', (backend) => {
  let app: TestApp;
  let upstream: Server;
  const seen: Array<Record<string, string>> = [];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        seen.push(form);
        const human = form.response === 'human-token';
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify(
            human
              ? { success: true, score: 0.9, action: 'signin', hostname: 'api.test' }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const services = servicesConfig({
      RECAPTCHA_SECRET: 'bot-protection-test-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
    const overrides = authOverrides();
    app = await createTestApp(backend, {
      ...overrides,
      services: { ...services, trustProxyHops: 1, trustedProxies: [proxyPeer] },
    });
  });
  afterAll(async () => {
    if (app !== undefined) await closeAuth(app.context);
    await app?.dispose();
    await new Promise<void>((resolve) => upstream?.close(() => resolve()));
  });

  test('a refused or missing token answers bot_refused before any password check; a good one signs in', async () => {
    const account = await createAccount(app);
    const extras: Array<Record<string, string>> = [{ recaptchaToken: 'bot-token' }, {}];
    for (const extra of extras) {
      const browser = new Browser(app);
      const url = await answerUrl(await browser.signIn({ email: account.email, password: account.password, ...extra }));
      expect(Object.fromEntries(url.searchParams)).toEqual({ error: 'CredentialsSignin', code: 'bot_refused' });
      expect(await browser.session()).toBeNull();
    }
    const browser = new Browser(app);
    await browser.signIn({ email: account.email, password: account.password, recaptchaToken: 'human-token' });
    expect((await browser.signedIn()).user.user_id).toBe(account.id);
    expect(seen.at(-1)).toMatchObject({
      secret: 'bot-protection-test-secret',
      response: 'human-token',
      remoteip: browser.address,
    });
  });
});

// The hash's cost and the dummy hash for unknown accounts are the same whatever the database: one database (PGlite)
// proves them (nine hashes at the real cost).
describe.each(backends.slice(0, 1))('auth at the real scrypt cost on %s', (backend) => {
  const app = authAppPerBlock(() => createTestApp(backend, authOverrides({ scrypt: defaultScryptParams })));

  test('the demo account signs in at N=2^17 without a rehash; unknown accounts cost about as much', async () => {
    const demo = demoUsers[0];
    const before = await app.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', demoUserId)
      .executeTakeFirstOrThrow();
    expect(before.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    const { session } = await signedInBrowser(app, { id: demoUserId, ...demo });
    expect(session.user).toMatchObject({ user_id: demoUserId, name: demo.username, email: demo.email });
    const after = await app.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', demoUserId)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);

    // The processor time of the process (the hash runs on its thread pool) for each sign-in: the work an answer costs,
    // which the other test files and the end-to-end tests on the same two cores do not change as they change the
    // wall time (the fastest of four wall times once came out 3.6 times apart).
    const timed = async (email: string) => {
      const started = process.cpuUsage();
      const url = await answerUrl(await new Browser(app).signIn({ email, password: 'Not-The-Password-1!' }));
      expect(url.searchParams.get('code')).toBe('credentials');
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 4; round++) {
      known.push(await timed(demo.email));
      unknown.push(await timed(`nobody-${round}@mynacon.test`));
    }
    // The least of each. Without the dummy hash an unknown account would cost a few milliseconds instead of ~0.3 s.
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    // Nine hashes of 128 MB each: on two busy cores (the other test files and the end-to-end tests beside them) they
    // took up to a minute.
  }, 180_000);
});

describe.each(backends)('session cookies over https on %s', (backend) => {
  const app = authAppPerBlock(() =>
    createTestApp(backend, { ...authOverrides(), publicBaseUrl: 'https://portal.test' }),
  );

  test('every cookie of the sign-in is a __Host- one: Secure, Path=/, no Domain', async () => {
    const account = await createAccount(app);
    const browser = new Browser(app);
    const response = await browser.signIn({ email: account.email, password: account.password });
    const url = await answerUrl(response);
    expect(url.searchParams.get('error')).toBeNull();
    const set = response.headers.getSetCookie();
    const session = set.find((line) => line.startsWith('__Host-authjs.session-token='));
    expect(session, set.join('\n')).toBeDefined();
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).toMatch(/; Secure(;|$)/);
    expect(session).not.toMatch(/; Domain=/i);
    expect([...browser.cookies.keys()].filter((name) => name.includes('authjs.')).sort()).toEqual([
      '__Host-authjs.callback-url',
      '__Host-authjs.csrf-token',
      '__Host-authjs.session-token',
    ]);
    // The session reads back through the prefixed cookie, and sign-out finds the prefixed CSRF cookie.
    const signedIn = await browser.signedIn();
    expect(signedIn.user.name).toBe(account.username);
    // Cross-login reads the prefixed session cookie too (decision 040).
    const bearer = { authorization: `Bearer ${signedIn.user.accessToken}` };
    expect((await browser.request('/api/auth/cross-login', { method: 'POST', headers: bearer })).status).toBe(200);
  });
});
