import { accountMessages } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { verifyPassword } from '../src/auth/password.ts';
import { isSessionActive, type SessionGrant, startSession } from '../src/auth/sessions.ts';
import {
  confirmedAccount,
  createAccountsApp,
  errorOf,
  goneLink,
  linkIn,
  passwordMessage,
  registration,
  startOfTests,
} from './accounts-support.ts';
import { appPerBlock, backends } from './helpers.ts';

describe.each(backends)('e-mail and password changes on %s', (backend) => {
  const app = appPerBlock(() => createAccountsApp(backend));

  async function signedIn(overrides: Record<string, unknown> = {}) {
    const account = await confirmedAccount(app, overrides);
    const session = await startSession(app.context, { id: account.id, credentials_version: 1 });
    return { ...account, session };
  }

  const bearer = (session: SessionGrant) => ({ authorization: `Bearer ${session.accessToken}` });

  const userRow = (id: number) =>
    app.context.db
      .selectFrom('users')
      .select(['email', 'email_key', 'password_hash', 'credentials_version', 'email_confirmed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** The `payload` of the newest e-mail-change mail to an address. */
  async function changeToken(email: string): Promise<string> {
    const [mail] = await app.outbox(email);
    expect(mail?.kind).toBe('email_change_confirm');
    const link = linkIn(mail?.text ?? '', 'http://api.test/');
    expect(link.pathname).toBe('/en-GB/confirmation');
    return link.searchParams.get('payload') ?? '';
  }

  test('both changes need a bearer token of a live session', async () => {
    const player = await signedIn();
    for (const path of ['/api/account/email', '/api/account/password']) {
      const anonymous = await app.post(path, {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      const forged = await app.post(path, {}, { authorization: 'Bearer not.a.real-token' });
      expect(forged.status).toBe(401);
    }
    await app.context.db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date(startOfTests).toISOString(), revoked_reason: 'signed_out' })
      .where('id', '=', player.session.sessionId)
      .execute();
    const ended = await app.post(
      '/api/account/password',
      { currentPassword: player.password, password: 'Whatever-Pass-1!' },
      bearer(player.session),
    );
    expect(ended.status).toBe(401);
    expect((await errorOf(ended)).code).toBe('unauthorized');
  });

  test('an e-mail change is confirmed from the new mailbox, and the old one is told', async () => {
    const player = await signedIn();
    const response = await app.post(
      '/api/account/email',
      { password: player.password, email: 'New.Address@Example.org' },
      bearer(player.session),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    // Nothing changes before the confirmation.
    expect((await userRow(player.id)).email).toBe(player.email);

    const [notice] = await app.outbox(player.email);
    expect(notice).toMatchObject({
      kind: 'email_change_notice',
      subject: 'A change of your email address was requested',
    });
    expect(notice?.text).toContain('to N***@Example.org.');
    expect(notice?.text).not.toContain('New.Address');

    const token = await changeToken('new.address@example.org');
    const confirmed = await app.post('/api/account/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    const row = await userRow(player.id);
    expect(row).toMatchObject({ email: 'New.Address@Example.org', email_key: 'new.address@example.org' });

    const again = await app.post('/api/account/email/confirm', { token });
    expect(await errorOf(again)).toEqual(goneLink('link_used'));
    // The old address is free again; the new one is taken.
    const availability = await app.post('/api/account/password-reset', { email: 'new.address@example.org' });
    expect(availability.status).toBe(200);
    expect((await app.outbox('new.address@example.org'))[0]?.kind).toBe('reset');
  });

  test('the current password is checked, and the new address must differ', async () => {
    const player = await signedIn();
    const wrong = await app.post(
      '/api/account/email',
      { password: 'Not-The-Password-1!', email: 'other@example.org' },
      bearer(player.session),
    );
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).issues).toEqual([
      { path: 'password', code: 'wrong_password', message: 'The password is not correct' },
    ]);
    const same = await app.post(
      '/api/account/email',
      { password: player.password, email: player.email.toUpperCase() },
      bearer(player.session),
    );
    expect((await errorOf(same)).issues).toEqual([
      { path: 'email', code: 'same_email', message: 'This is already your email address' },
    ]);
    const badFormat = await app.post(
      '/api/account/email',
      { password: player.password, email: 'not-an-address' },
      bearer(player.session),
    );
    expect((await errorOf(badFormat)).issues).toEqual([
      { path: 'email', code: 'email_format', message: 'Invalid email format' },
    ]);
  });

  test('an address that belongs to someone else answers the same and mails its owner only', async () => {
    const player = await signedIn();
    const free = await app.post(
      '/api/account/email',
      { password: player.password, email: `free-${player.id}@example.org` },
      bearer(player.session),
    );
    const taken = await app.post(
      '/api/account/email',
      { password: player.password, email: 'RIVAL@mynacon.test' },
      bearer(player.session),
    );
    expect(taken.status).toBe(free.status);
    expect(await taken.text()).toBe(await free.text());
    const [owner] = await app.outbox('rival@mynacon.test');
    // In the owner's language (French), with no link to take the address.
    expect(owner).toMatchObject({
      kind: 'email_change_existing',
      subject: "Tentative d'utilisation de votre adresse e-mail",
    });
    expect(owner?.text).toContain('Bonjour RivalPlayer,');
    expect(owner?.text).not.toContain('payload=');
    // The player's own mailbox cannot tell the cases apart: a notice both times.
    const notices = (await app.outbox(player.email)).filter((mail) => mail.kind === 'email_change_notice');
    expect(notices).toHaveLength(2);
  });

  test('a change is refused when the address was taken meanwhile, and links expire after 24 hours', async () => {
    const player = await signedIn();
    const wanted = `wanted-${player.id}@example.org`;
    await app.post('/api/account/email', { password: player.password, email: wanted }, bearer(player.session));
    const token = await changeToken(wanted);
    await confirmedAccount(app, { email: wanted });
    const refused = await app.post('/api/account/email/confirm', { token });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: 'conflict',
      message: accountMessages.emailUnavailable,
      reason: 'email_unavailable',
    });
    expect((await userRow(player.id)).email).toBe(player.email);

    const later = `later-${player.id}@example.org`;
    await app.post('/api/account/email', { password: player.password, email: later }, bearer(player.session));
    const lateToken = await changeToken(later);
    app.clock.now = startOfTests + 24 * 3600_000;
    try {
      const late = await app.post('/api/account/email/confirm', { token: lateToken });
      expect(await errorOf(late)).toEqual(goneLink('link_expired'));
    } finally {
      app.clock.now = startOfTests;
    }
    const unknown = await app.post('/api/account/email/confirm', { token: 'A'.repeat(43) });
    expect(await errorOf(unknown)).toEqual(goneLink('link_invalid'));
  });

  test('a password change ends the other sessions and keeps this one', async () => {
    const player = await signedIn({ email: `okonkwo.${process.pid}@example.com` });
    const other = await startSession(app.context, { id: player.id, credentials_version: 1 });
    const before = await userRow(player.id);

    const weak = await app.post(
      '/api/account/password',
      { currentPassword: player.password, password: 'weak' },
      bearer(player.session),
    );
    expect((await errorOf(weak)).issues).toEqual([
      { path: 'password', code: 'password_rules', message: passwordMessage },
    ]);
    const wrong = await app.post(
      '/api/account/password',
      { currentPassword: 'Wrong-Pass-123!', password: 'Changed-Pass-99!' },
      bearer(player.session),
    );
    expect((await errorOf(wrong)).issues).toEqual([
      { path: 'currentPassword', code: 'wrong_password', message: 'The password is not correct' },
    ]);

    // A password the estimator finds guessable, or made of the player's own address, is refused.
    for (const password of ['Mynacon2026!', 'Okonkwo-1985!']) {
      const guessable = await app.post(
        '/api/account/password',
        { currentPassword: player.password, password },
        bearer(player.session),
      );
      expect((await errorOf(guessable)).issues, password).toEqual([
        { path: 'password', code: 'password_common', message: accountMessages.passwordCommon },
      ]);
    }

    const changed = await app.post(
      '/api/account/password',
      { currentPassword: player.password, password: 'Changed-Pass-99!' },
      bearer(player.session),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ success: true });

    const after = await userRow(player.id);
    expect(after.credentials_version).toBe(before.credentials_version + 1);
    const params = app.context.config.auth.scrypt;
    expect((await verifyPassword('Changed-Pass-99!', after.password_hash ?? '', params)).valid).toBe(true);
    expect(await isSessionActive(app.context, player.session.sessionId)).toBe(true);
    expect(await isSessionActive(app.context, other.sessionId)).toBe(false);
    expect((await app.outbox(player.email))[0]).toMatchObject({ kind: 'password_changed' });

    // Pending links die with the old password.
    await app.post('/api/account/password-reset', { email: player.email });
    const [reset] = await app.outbox(player.email);
    const link = linkIn(reset?.text ?? '', 'http://api.test/');
    await app.post(
      '/api/account/password',
      { currentPassword: 'Changed-Pass-99!', password: 'Changed-Again-98!' },
      bearer(player.session),
    );
    const stale = await app.post('/api/account/password-reset/confirm', {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'Hijacked-Pass-1!',
    });
    expect(stale.status).toBe(410);
  });

  test('wrong current passwords are throttled per account', async () => {
    const player = await signedIn();
    let session = player.session;
    const attempt = () =>
      app.post(
        '/api/account/password',
        { currentPassword: 'Guess-Pass-123!', password: 'Changed-Pass-99!' },
        bearer(session),
      );
    const statuses: number[] = [];
    for (let call = 0; call < 11; call += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const throttled = await attempt();
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    app.clock.now = startOfTests + 15 * 60_000;
    try {
      // A new window; the access token of a quarter of an hour ago has expired too.
      session = await startSession(app.context, { id: player.id, credentials_version: 1 });
      expect((await attempt()).status).toBe(400);
    } finally {
      app.clock.now = startOfTests;
    }
  });

  test('an unconfirmed player who registers and changes address confirms the new one', async () => {
    const body = registration();
    await app.post('/api/account/register', body);
    const user = await app.context.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', body.email.toLowerCase())
      .executeTakeFirstOrThrow();
    const session = await startSession(app.context, { id: user.id, credentials_version: 1 });
    const [registered] = await app.outbox(body.email);
    const firstLink = linkIn(registered?.text ?? '', 'http://api.test/');
    const next = `next-${user.id}@example.org`;
    await app.post('/api/account/email', { password: body.password, email: next }, bearer(session));
    expect((await app.post('/api/account/email/confirm', { token: await changeToken(next) })).status).toBe(200);
    expect((await userRow(user.id)).email_confirmed_at?.getTime()).toBe(startOfTests);
    // The link mailed to the previous address no longer works.
    const stale = await app.post('/api/account/confirm', {
      email: firstLink.searchParams.get('email'),
      confirm: firstLink.searchParams.get('confirm'),
    });
    expect(await errorOf(stale)).toEqual(goneLink('link_invalid'));
  });
});
