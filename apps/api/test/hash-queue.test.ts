import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HashQueue, HashQueueFull, hashQueue } from '../src/auth/hash-queue.ts';
import { closeAuth } from '../src/auth/runtime.ts';
import { registration } from './accounts-support.ts';
import { answerUrl, authOverrides, Browser, createAccount, type TestAccount } from './auth-helpers.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

/** A hash the test finishes when it wants: the queue's places stay taken until then. */
function heldHash() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

describe('the password-hash queue', () => {
  test('runs up to its concurrency, lets the next ones wait in order, and refuses beyond the waiting places', async () => {
    const queue = new HashQueue({ concurrency: 2, waiting: 1 });
    const held = [heldHash(), heldHash()];
    const order: string[] = [];
    const running = held.map((hash, i) => queue.run(() => hash.work().then(() => order.push(`held ${i}`))));
    const waiting = queue.run(async () => order.push('waiting'));
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HashQueueFull);
    expect((refused as HashQueueFull).retryAfter).toBe(1);
    expect((refused as HashQueueFull).response.status).toBe(503);
    held[1]?.finish();
    await waiting;
    expect(order).toEqual(['held 1', 'waiting']);
    held[0]?.finish();
    await Promise.all(running);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    // A failing hash gives its place back too.
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe.each(backends)('a full password-hash queue on %s', (backend) => {
  let app: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    app = await createTestApp(backend, authOverrides({ hashQueue: { concurrency: 1, waiting: 1 } }));
    account = await createAccount(app);
  });
  afterAll(async () => {
    await closeAuth(app.context);
    await app.dispose();
  });

  test('answers 503 server_busy with Retry-After to sign-in and registration, and serves again once it drains', async () => {
    const queue = hashQueue(app.context);
    const held = [heldHash(), heldHash()];
    const taken = held.map((hash) => queue.run(hash.work));
    expect(queue.load).toEqual({ running: 1, waiting: 1 });

    const browser = new Browser(app);
    const signIn = await browser.signIn({ email: account.email, password: account.password });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get('retry-after')).toBe('1');
    expect(await signIn.json()).toEqual({
      error: {
        code: 'service_unavailable',
        reason: 'server_busy',
        message: 'The server is busy. Try again in a few seconds.',
      },
    });
    expect(await browser.session()).toBeNull();

    const register = await app.app.request('/api/account/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify(registration({ username: 'QueueFull', email: 'queue-full@example.com' })),
    });
    expect(register.status).toBe(503);
    expect(register.headers.get('retry-after')).toBe('1');
    expect((await register.json()).error.reason).toBe('server_busy');

    for (const hash of held) hash.finish();
    await Promise.all(taken);
    // The refused attempt was not a failure of the account: the right password signs in at once.
    const again = await browser.signIn({ email: account.email, password: account.password });
    expect((await answerUrl(again)).searchParams.get('code')).toBeNull();
    expect((await browser.signedIn()).user.user_id).toBe(account.id);
  });
});
