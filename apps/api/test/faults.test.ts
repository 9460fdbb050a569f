import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { appPerBlock, createTestApp } from './helpers.ts';

describe('fault injection', () => {
  const app = appPerBlock(() => createTestApp('pglite', { faultInjection: true }));

  const plan = (body: unknown) =>
    app.app.request('/api/dev/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('the next matching requests fail, then the call answers again; hits are counted', async () => {
    expect((await plan({ method: 'GET', path: '/api/cache/profiles', status: 503, times: 2 })).status).toBe(201);
    expect((await app.get('/api/cache/profiles')).status).toBe(503);
    expect((await app.get('/api/cache/profiles')).status).toBe(503);
    expect((await app.get('/api/cache/profiles')).status).toBe(200);
    expect((await app.get('/api/cache/support/games')).status).toBe(200);
    const hits = await (await app.get('/api/dev/faults/hits')).json();
    expect(hits).toEqual({ 'GET /api/cache/profiles': 3 });
  });

  test('a fault can answer 200 with a malformed body', async () => {
    await plan({ method: 'GET', path: '/api/cache/public/infos', status: 200, body: '{"not":"infos"' });
    const response = await app.get('/api/cache/public/infos');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"not":"infos"');
  });

  test('a fault can carry headers, such as the Retry-After of a 429; headers that are not text are refused', async () => {
    const body = '{"error":{"code":"too_many_requests","message":"Too many requests."}}';
    const planned = await plan({
      method: 'POST',
      path: '/api/contact',
      status: 429,
      body,
      headers: { 'retry-after': '42' },
    });
    expect(planned.status).toBe(201);
    const response = await app.app.request('/api/contact', { method: 'POST' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.text()).toBe(body);
    const refused = await plan({ method: 'GET', path: '/api/x', status: 429, headers: { 'retry-after': 42 } });
    expect(refused.status).toBe(400);
  });

  test("the tests' clock moves the server's clock forward and back; a bad offset is refused", async () => {
    const clock = (method: string, body?: unknown) =>
      app.app.request('/api/dev/clock', {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const hour = 3_600_000;
    const before = app.context.now();
    const moved = await clock('PUT', { offsetMs: 2 * hour });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ offsetMs: 2 * hour });
    // Every module reads this clock: two hours have passed for them.
    expect(app.context.now() - before).toBeGreaterThanOrEqual(2 * hour);
    expect(app.context.now() - before).toBeLessThan(2 * hour + 60_000);
    expect((await clock('PUT', { offsetMs: -1 })).status).toBe(400);
    expect((await clock('PUT', { offsetMs: 1.5 })).status).toBe(400);
    expect((await clock('PUT', 'soon')).status).toBe(400);
    expect(await (await clock('DELETE')).json()).toMatchObject({ offsetMs: 0 });
    expect(app.context.now() - before).toBeLessThan(60_000);
  });

  test('a bad plan is refused and clearing removes every fault', async () => {
    expect((await plan({ method: 'GET', path: 'profiles', status: 503 })).status).toBe(400);
    await plan({ method: 'GET', path: '/api/cache/support/games', status: 500, times: 5 });
    await app.app.request('/api/dev/faults', { method: 'DELETE' });
    expect((await app.get('/api/cache/support/games')).status).toBe(200);
  });

  test('off by default, and refused without the development mode', async () => {
    const result = loadConfig({ DEVELOPMENT_MODE: 'true' });
    expect(result.ok && result.config.faultInjection).toBe(false);
    const production = loadConfig({ AUTH_SECRET: 'x'.repeat(40), FAULT_INJECTION: 'true' });
    expect(production.ok === false && production.problems).toContain(
      'FAULT_INJECTION=true needs DEVELOPMENT_MODE=true.',
    );
  });
});

describe('without fault injection', () => {
  test('/api/dev/faults and /api/dev/clock do not exist', async () => {
    const app = await createTestApp('pglite');
    try {
      expect((await app.app.request('/api/dev/faults', { method: 'POST', body: '{}' })).status).toBe(404);
      const moved = await app.app.request('/api/dev/clock', { method: 'PUT', body: '{"offsetMs":3600000}' });
      expect(moved.status).toBe(404);
    } finally {
      await app.dispose();
    }
  });
});
