import { describe, expect, test, vi } from 'vitest';
import { recordSecurityEvent } from '../src/auth/audit.ts';
import { startSession } from '../src/auth/sessions.ts';
import { authOverrides, Browser, createAccount } from './auth-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

// Security events go to `security_events` (kept AUDIT_RETENTION_DAYS) and, as JSON lines, to the output (035).
describe.each(backends)('security log on %s', (backend) => {
  const clock = { now: Date.UTC(2026, 5, 1, 12, 0, 0) };
  const app = appPerBlock(() =>
    createTestApp(backend, authOverrides({ throttle: { maxFailures: 3 } }), { now: () => clock.now }),
  );

  const eventsOf = (userId: number) =>
    app.context.db
      .selectFrom('security_events')
      .select(['type', 'detail', 'client_address', 'session_id'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  test('sign-ins, failures, a lock and a sign-out are recorded with the address', async () => {
    const account = await createAccount(app);
    const browser = new Browser(app);
    await browser.signIn({ email: account.email, password: 'Wrong-Pass-1!' });
    await browser.signIn({ email: account.email, password: account.password });
    await browser.signedIn();
    await browser.signOut();
    for (let attempt = 0; attempt < 3; attempt++) await browser.signIn({ email: account.email, password: 'Nope-12!' });

    const events = await eventsOf(account.id);
    expect(events.map((event) => event.type)).toEqual([
      'sign_in_failed',
      'sign_in',
      'signed_out',
      'sign_in_failed',
      'sign_in_failed',
      'account_locked',
    ]);
    expect(events[0]).toMatchObject({
      client_address: browser.address,
      detail: { method: 'password', code: 'credentials' },
    });
    expect(events[1]?.session_id).toEqual(expect.any(String));
    expect(events[2]?.session_id).toBe(events[1]?.session_id);
  });

  test('unlinking an external account is recorded with its method and the client address', async () => {
    const account = await createAccount(app);
    await app.context.db
      .insertInto('linked_accounts')
      .values({
        user_id: account.id,
        provider: 'steam',
        external_id: `s-${account.id}`,
        display_name: 'Steam player',
        linked_at: new Date(clock.now).toISOString(),
      })
      .execute();
    // A password sign-in: the proof unlinking needs (decision 036).
    const grant = await startSession(app.context, { id: account.id, credentials_version: 1 }, { byPassword: true });
    const browser = new Browser(app);
    const response = await browser.request('/api/user/linked-accounts/steam', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${grant.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(await eventsOf(account.id)).toEqual([
      {
        type: 'external_unlinked',
        detail: { method: 'steam' },
        session_id: grant.sessionId,
        client_address: browser.address,
      },
    ]);
  });

  test('confirming it is the player (decision 036), rightly or not, is recorded with the way it was done', async () => {
    const account = await createAccount(app);
    const grant = await startSession(app.context, { id: account.id, credentials_version: 1 });
    const reauthenticate = (password: string) =>
      app.app.request('/api/account/reauthenticate', {
        method: 'POST',
        headers: { authorization: `Bearer ${grant.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
    expect((await reauthenticate('Wrong-Pass-1!')).status).toBe(400);
    expect((await reauthenticate(account.password)).status).toBe(200);
    expect((await eventsOf(account.id)).map((event) => [event.type, event.detail, event.session_id])).toEqual([
      ['reauthentication_failed', { method: 'password' }, grant.sessionId],
      ['reauthenticated', { method: 'password' }, grant.sessionId],
    ]);
  });

  test('a call refused 401 is recorded, without the token', async () => {
    const response = await app.app.request('/api/user/notifications', {
      headers: { authorization: 'Bearer not-a-valid-token-at-all' },
    });
    expect(response.status).toBe(401);
    const row = await app.context.db
      .selectFrom('security_events')
      .select(['type', 'detail'])
      .where('type', '=', 'unauthorized')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.detail).toEqual({ method: 'GET', path: '/api/user/notifications', token: true });
    expect(JSON.stringify(row)).not.toContain('not-a-valid-token');
  });

  test('refused calls are one row per client, player and minute, with their count: no row per call', async () => {
    const refusals = (address: string) =>
      app.context.db
        .selectFrom('security_events')
        .select(['type', 'user_id', 'client_address', 'count', 'at', 'detail'])
        .where('client_address', '=', address)
        .orderBy('id')
        .execute();
    const minute = Math.ceil(clock.now / 60_000) * 60_000;
    clock.now = minute;
    const refuse = (browser: Browser) =>
      browser.request('/api/user/notifications', { headers: { authorization: 'Bearer not-a-valid-token-at-all' } });
    const attacker = new Browser(app);
    const other = new Browser(app);
    for (let call = 0; call < 30; call++) {
      clock.now = minute + call * 1000;
      expect((await refuse(attacker)).status).toBe(401);
    }
    expect((await refuse(other)).status).toBe(401);
    // Refusals of a player (a 403 with a valid token) are counted apart from the anonymous ones.
    const account = await createAccount(app);
    const grant = await startSession(app.context, { id: account.id, credentials_version: 1 });
    for (let call = 0; call < 2; call++) {
      const forbidden = await attacker.request('/api/middleware/profile/list?my_nacon_id=999999', {
        headers: { authorization: `Bearer ${grant.accessToken}` },
      });
      expect(forbidden.status).toBe(403);
    }
    clock.now = minute + 60_000;
    expect((await refuse(attacker)).status).toBe(401);

    const at = (ms: number) => new Date(ms);
    expect(await refusals(attacker.address)).toEqual([
      {
        type: 'unauthorized',
        user_id: null,
        client_address: attacker.address,
        count: 30,
        at: at(minute),
        detail: { method: 'GET', path: '/api/user/notifications', token: true },
      },
      expect.objectContaining({ type: 'forbidden', user_id: account.id, count: 2 }),
      expect.objectContaining({ type: 'unauthorized', user_id: null, count: 1, at: at(minute + 60_000) }),
    ]);
    expect(await refusals(other.address)).toEqual([expect.objectContaining({ type: 'unauthorized', count: 1 })]);

    // An IPv6 client is one client per /64, as the limits count it.
    const first = new Browser(app, '2001:db8:7:7::1');
    const second = new Browser(app, '2001:db8:7:7:ffff::2');
    clock.now = minute + 120_000;
    await refuse(first);
    await refuse(second);
    expect(await refusals(first.address)).toEqual([expect.objectContaining({ count: 2 })]);
    expect(await refusals(second.address)).toEqual([]);
  });

  test('events older than the retention are deleted; a JSON line goes to the output when enabled', async () => {
    const account = await createAccount(app);
    const day = 86_400_000;
    const config = app.context.config;
    clock.now -= 91 * day;
    await recordSecurityEvent(app.context, { type: 'password_changed', userId: account.id });
    clock.now += 2 * day;
    await recordSecurityEvent(app.context, { type: 'email_changed', userId: account.id });
    clock.now += 89 * day;
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const context = {
        ...app.context,
        config: { ...config, auth: { ...config.auth, audit: { retentionDays: 90, stdout: true } } },
      };
      await recordSecurityEvent(context, { type: 'sign_in', userId: account.id, detail: { method: 'password' } });
      const line = write.mock.calls.map(([chunk]) => String(chunk)).find((chunk) => chunk.includes('"security"'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({ log: 'security', type: 'sign_in', userId: account.id });
    } finally {
      write.mockRestore();
    }
    expect((await eventsOf(account.id)).map((event) => event.type)).toEqual(['email_changed', 'sign_in']);
  });
});
