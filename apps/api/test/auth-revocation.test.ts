import { sql } from 'kysely';
import { describe, expect, test, vi } from 'vitest';
import { authRuntime } from '../src/auth/runtime.ts';
import { type SessionGrant, startSession } from '../src/auth/sessions.ts';
import { confirmedAccount, createAccountsApp, linkIn } from './accounts-support.ts';
import { Browser } from './auth-helpers.ts';
import { appPerBlock, backends } from './helpers.ts';

// Access tokens end within seconds of sign-out, a password change or reset, or a session ended elsewhere, though
// every call still checks them without a query (decision 034).
describe.each(backends)('access-token revocation on %s', (backend) => {
  const app = appPerBlock(() => createAccountsApp(backend));

  const read = (token: string) =>
    Promise.resolve(app.app.request('/api/user/notifications', { headers: { authorization: `Bearer ${token}` } }));
  const session = async (id: number) => startSession(app.context, { id, credentials_version: 1 });

  test('sign-out ends the access token at once', async () => {
    const account = await confirmedAccount(app);
    const browser = new Browser(app);
    expect((await browser.signIn({ email: account.email, password: account.password })).status).toBe(200);
    const token = (await browser.signedIn()).user.accessToken;
    expect((await read(token)).status).toBe(200);

    expect((await browser.signOut()).status).toBe(200);
    const after = await read(token);
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  test('a revoked token is refused wherever a bearer token is read: the contact form signs no message with it', async () => {
    const account = await confirmedAccount(app);
    const grant = await session(account.id);
    const contact = (token: string) =>
      app.post(
        '/api/contact',
        { name: 'Alex Morgan', email: account.email, subject: 'Order', message: 'Where is my order?', token: 'bot' },
        { authorization: `Bearer ${token}` },
      );
    expect((await contact(grant.accessToken)).status).toBe(200);
    authRuntime(app.context).revocations.endSession(grant.sessionId, app.clock.now);
    const refused = await contact(grant.accessToken);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    const signed = await app.context.db
      .selectFrom('contact_messages')
      .select('id')
      .where('user_id', '=', account.id)
      .execute();
    expect(signed).toHaveLength(1);
  });

  test('a password change ends the other sessions’ tokens and keeps this one’s', async () => {
    const account = await confirmedAccount(app);
    const mine = await session(account.id);
    const other = await session(account.id);
    expect((await read(other.accessToken)).status).toBe(200);
    const changed = await app.post(
      '/api/account/password',
      { currentPassword: account.password, password: 'Changed-Pass-99!' },
      { authorization: `Bearer ${mine.accessToken}` },
    );
    expect(changed.status).toBe(200);
    await vi.waitFor(async () => expect((await read(other.accessToken)).status).toBe(401), { timeout: 5000 });
    expect((await read(mine.accessToken)).status).toBe(200);
  });

  test('a password reset ends every token of the player, and a new sign-in works', async () => {
    const account = await confirmedAccount(app);
    const sessions: SessionGrant[] = [await session(account.id), await session(account.id)];
    expect((await app.post('/api/account/password-reset', { email: account.email })).status).toBe(200);
    const mail = (await app.outbox(account.email)).find((message) => message.kind === 'reset');
    const link = linkIn(mail?.text ?? '', 'http://api.test/');
    const confirmed = await app.post('/api/account/password-reset/confirm', {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'Reset-Pass-77!',
    });
    expect(confirmed.status).toBe(200);
    // On PostgreSQL the end reaches this server's memory by its own notification, as it reaches the others (034).
    for (const grant of sessions) {
      await vi.waitFor(async () => expect((await read(grant.accessToken)).status).toBe(401), { timeout: 5000 });
    }
    // A token issued a second later is not affected.
    app.clock.now += 1000;
    const fresh = await session(account.id);
    expect((await read(fresh.accessToken)).status).toBe(200);
    app.clock.now -= 1000;
  });

  test('a session ended by another server (a write straight to the database) ends its tokens here', async () => {
    const account = await confirmedAccount(app);
    const grant = await session(account.id);
    const kept = await session(account.id);
    expect((await read(grant.accessToken)).status).toBe(200);
    await sql`update auth_sessions set revoked_at = now(), revoked_reason = 'signed_out' where id = ${grant.sessionId}`.execute(
      app.context.db,
    );
    await vi.waitFor(async () => expect((await read(grant.accessToken)).status).toBe(401), { timeout: 2000 });
    expect((await read(kept.accessToken)).status).toBe(200);

    // A "not before" time written elsewhere ends every token issued before it.
    await sql`update users set tokens_not_before = ${new Date(app.clock.now + 1000).toISOString()} where id = ${account.id}`.execute(
      app.context.db,
    );
    await vi.waitFor(async () => expect((await read(kept.accessToken)).status).toBe(401), { timeout: 2000 });
  });

  test('a server that starts later reads the revocations still in force', async () => {
    const account = await confirmedAccount(app);
    const grant = await session(account.id);
    await sql`update auth_sessions set revoked_at = ${new Date(app.clock.now).toISOString()} where id = ${grant.sessionId}`.execute(
      app.context.db,
    );
    const revocations = authRuntime(app.context).revocations;
    const fresh = new (revocations.constructor as new (ttl: number) => typeof revocations)(900);
    const claims = { sessionId: grant.sessionId, userId: account.id, issuedAt: Math.floor(app.clock.now / 1000) };
    expect(fresh.isRevoked(claims, app.clock.now)).toBe(false);
    await fresh.load(app.context);
    expect(fresh.isRevoked(claims, app.clock.now)).toBe(true);
    // Forgotten once every token it could refuse has expired.
    expect(fresh.isRevoked(claims, app.clock.now + 961_000 + 60_001)).toBe(false);
  });
});
