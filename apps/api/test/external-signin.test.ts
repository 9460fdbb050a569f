import { createHash } from 'node:crypto';
import { accountMessages, endpoints, externalSignInMessages } from '@mynacon/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { answerUrl, clockStart, createAccount, fakeClock, signedInBrowser, type TestAccount } from './auth-helpers.ts';
import {
  confirmationQueryOf,
  ExternalBrowser,
  enableAllMethods,
  expectError,
  externalConfig,
  externalOverrides,
  type OAuthMethod,
  type OAuthMock,
  oauthMethods,
  providerEnv,
  startOAuthMock,
  userInfoOf,
} from './external-support.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

let externalIds = 0;
/** A fresh account id at a provider, with a name. */
const externalAccount = (method: OAuthMethod) => {
  externalIds += 1;
  return { id: `${method}-${process.pid}-${externalIds}`, name: `Gamer ${externalIds}` };
};

describe.each(backends)('external sign-in (OAuth 2) on %s', (backend) => {
  let mock: OAuthMock;
  let app: TestApp;
  const clock = fakeClock();

  beforeAll(async () => {
    mock = await startOAuthMock();
    app = await createTestApp(backend, externalOverrides(externalConfig(providerEnv(mock, null))), { now: clock.now });
    await enableAllMethods(app);
  });
  afterAll(async () => {
    await app?.dispose();
    await mock?.stop();
  });

  const browser = () => new ExternalBrowser(app);
  const signedIn = async (account: TestAccount) => {
    const { session } = await signedInBrowser(app, account);
    const tab = browser();
    tab.bearer = session.user.accessToken;
    return tab;
  };
  const linkedAccounts = async (token: string) => {
    const response = await app.app.request('/api/user/linked-accounts', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return z.parse(endpoints.linkedAccounts.response, await response.json()).data;
  };
  const latestMail = async (to: string) => {
    const response = await app.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Array<{ kind: string; text: string }> };
    return messages[0];
  };

  test.each(oauthMethods)(
    '%s: an unknown account needs a link, registers with the ticket, and signs in next time',
    async (method) => {
      const account = externalAccount(method);
      mock.userInfo = userInfoOf(method, account.id, account.name);
      const tab = browser();

      const first = await tab.externalSignIn(method, { locale: 'de-DE' });
      expect(first).toMatchObject({ status: 'link_required', method, displayName: account.name, locale: 'de-DE' });
      if (first.status !== 'link_required') throw new Error('unreachable');
      expect(Date.parse(first.expires)).toBe(clockStart + 1800_000);

      // The code went to the token endpoint with our client, the registered return address and the PKCE verifier
      // of the S256 challenge the authorization URL carried.
      const exchange = mock.tokenRequests.at(-1);
      const verifier = exchange?.body.code_verifier ?? '';
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(tab.lastAuthorization?.searchParams.get('code_challenge_method')).toBe('S256');
      expect(tab.lastAuthorization?.searchParams.get('code_challenge')).toBe(
        createHash('sha256').update(verifier).digest('base64url'),
      );
      expect(exchange?.body).toMatchObject({
        grant_type: 'authorization_code',
        client_id: `${method}-client`,
        redirect_uri: `http://api.test/externallogin/${method}`,
      });
      if (method === 'epic' || method === 'playstation') {
        const basic = Buffer.from(`${method}-client:${method}-secret`).toString('base64');
        expect(exchange?.authorization).toBe(`Basic ${basic}`);
        expect(exchange?.body.client_secret).toBeUndefined();
      } else {
        expect(exchange?.body.client_secret).toBe(`${method}-secret`);
      }

      const email = `${account.id}@players.test`;
      const username = `U${externalIds}x${process.pid}`.slice(0, 30);
      const registered = await tab.postJson('/api/external/link/register', {
        ticket: first.ticket,
        email,
        username,
        dateOfBirth: '1994-05-17',
        country: 'FR',
        locale: 'fr-FR',
        terms: true,
      });
      expect(registered.status, await registered.clone().text()).toBe(200);
      expect(await registered.json()).toEqual({ success: true });

      // The ticket is spent.
      const again = await tab.postJson('/api/external/link/register', {
        ticket: first.ticket,
        email: `other.${email}`,
        username: `${username}b`.slice(0, 30),
        dateOfBirth: '1994-05-17',
        country: 'FR',
        locale: 'fr-FR',
        terms: true,
      });
      const used = await expectError(again, 410, 'gone');
      expect(used.message).toBe(externalSignInMessages.ticketUsed);
      expect(used.reason).toBe('ticket_used');

      // Until the address is confirmed, the external account says so instead of signing in.
      const pending = await tab.externalSignIn(method);
      expect(pending).toMatchObject({ status: 'confirmation_required', method });
      if (pending.status === 'confirmation_required') expect(pending.email).not.toContain(account.id);

      const mail = await latestMail(email);
      expect(mail?.kind).toBe('confirm');
      const confirmed = await tab.confirmFromMail(mail?.text);
      expect(confirmed.status).toBe(200);
      expect(z.parse(endpoints.confirmEmail.response, await confirmed.json()).pendingLinks).toEqual([
        { provider: method, displayName: account.name },
      ]);
      // The holder of the confirmation link keeps it (decision 042): only then does it sign in.
      const kept = await tab.chooseLinksFromMail(mail?.text, [{ provider: method, choice: 'keep' }]);
      expect(kept.status, await kept.clone().text()).toBe(200);
      expect(await kept.json()).toEqual({ success: true, pendingLinks: [] });

      const next = await browser().externalSignIn(method);
      expect(next).toMatchObject({ status: 'signed_in', method, locale: null });
      if (next.status !== 'signed_in') throw new Error('unreachable');
      const session = browser();
      const url = await answerUrl(await session.signIn({ token: next.signInToken }, { provider: 'token' }));
      expect(url.searchParams.get('error')).toBeNull();
      const player = await session.signedIn();
      expect(player.user.name).toBe(username);

      // Linked, no password: unlinking the only way in is refused by the customer module's rule.
      const linked = await linkedAccounts(player.user.accessToken);
      expect(linked).toMatchObject({ has_password: false, items: [{ provider: method, display_name: account.name }] });
      const unlink = await app.app.request(`/api/user/linked-accounts/${method}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${player.user.accessToken}` },
      });
      await expectError(unlink, 409, 'conflict');
    },
  );

  test.each(oauthMethods)('%s: a signed-in player links an account, then signs in with it', async (method) => {
    const player = await createAccount(app);
    const tab = await signedIn(player);
    const account = externalAccount(method);
    mock.userInfo = userInfoOf(method, account.id, account.name);

    const linked = await tab.externalSignIn(method, { intent: 'link', locale: 'it-IT' });
    expect(linked).toEqual({ status: 'linked', method, displayName: account.name, locale: 'it-IT' });
    // The security log says from where (decision 040).
    const event = await app.context.db
      .selectFrom('security_events')
      .select(['client_address', 'detail'])
      .where('user_id', '=', player.id)
      .where('type', '=', 'external_linked')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ client_address: tab.address, detail: { method } });
    expect((await linkedAccounts(tab.bearer as string)).items).toEqual([
      {
        provider: method,
        display_name: account.name,
        linked_at: new Date(clockStart).toISOString().replace('.000', ''),
      },
    ]);

    // The name follows the provider's at the next sign-in.
    mock.userInfo = userInfoOf(method, account.id, `${account.name} Renamed`);
    const next = await browser().externalSignIn(method);
    expect(next.status).toBe('signed_in');
    expect((await linkedAccounts(tab.bearer as string)).items[0]?.display_name).toBe(`${account.name} Renamed`);

    // With a password, unlinking is allowed.
    const unlink = await app.app.request(`/api/user/linked-accounts/${method}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tab.bearer}` },
    });
    expect(unlink.status).toBe(200);
    expect((await browser().externalSignIn(method)).status).toBe('link_required');
  });

  test.each(oauthMethods)('%s: an account linked to another player cannot be linked again (409)', async (method) => {
    const owner = await signedIn(await createAccount(app));
    const other = await signedIn(await createAccount(app));
    const account = externalAccount(method);
    mock.userInfo = userInfoOf(method, account.id, account.name);
    expect((await owner.externalSignIn(method, { intent: 'link' })).status).toBe('linked');

    const returned = await other.viaProvider(method, { intent: 'link' });
    const refused = await expectError(await other.callback(method, returned), 409, 'conflict');
    expect(refused.message).toContain('already linked to another player');
    expect(refused.reason).toBe('already_linked');

    // Nor attached with a ticket, nor a second account of the same method to the owner.
    const second = externalAccount(method);
    mock.userInfo = userInfoOf(method, second.id, second.name);
    const again = await owner.viaProvider(method, { intent: 'link' });
    const taken = await expectError(await owner.callback(method, again), 409, 'conflict');
    expect(taken.message).toContain('Unlink it first');
    expect(taken.reason).toBe('method_taken');
    expect((await linkedAccounts(owner.bearer as string)).items.map((item) => item.display_name)).toEqual([
      account.name,
    ]);
  });

  test('attach: a ticket links the external account to the signed-in player, once', async () => {
    const account = externalAccount('epic');
    mock.userInfo = userInfoOf('epic', account.id, account.name);
    const outcome = await browser().externalSignIn('epic');
    if (outcome.status !== 'link_required') throw new Error(`unexpected ${outcome.status}`);
    const player = await signedIn(await createAccount(app));

    const anonymous = browser();
    await expectError(
      await anonymous.postJson('/api/external/link/attach', { ticket: outcome.ticket }),
      401,
      'unauthorized',
    );

    const attached = await player.postJson('/api/external/link/attach', { ticket: outcome.ticket });
    expect(attached.status).toBe(200);
    expect(await attached.json()).toEqual({
      status: 'linked',
      method: 'epic',
      displayName: account.name,
      locale: null,
    });
    const replay = await player.postJson('/api/external/link/attach', { ticket: outcome.ticket });
    expect((await expectError(replay, 410, 'gone')).message).toBe(externalSignInMessages.ticketUsed);
    expect((await browser().externalSignIn('epic')).status).toBe('signed_in');

    // A ticket of an account someone linked meanwhile: 409.
    const second = externalAccount('twitch');
    mock.userInfo = userInfoOf('twitch', second.id, second.name);
    const pending = await browser().externalSignIn('twitch');
    if (pending.status !== 'link_required') throw new Error(`unexpected ${pending.status}`);
    const first = await signedIn(await createAccount(app));
    expect((await first.externalSignIn('twitch', { intent: 'link' })).status).toBe('linked');
    const late = await player.postJson('/api/external/link/attach', { ticket: pending.ticket });
    expect((await expectError(late, 409, 'conflict')).reason).toBe('already_linked');
  });

  /** An account registered through an external sign-up, as anyone can with any address; its confirmation mail. */
  const externalSignUp = async (method: OAuthMethod, prefix: string) => {
    const account = externalAccount(method);
    mock.userInfo = userInfoOf(method, account.id, account.name);
    const outcome = await browser().externalSignIn(method);
    if (outcome.status !== 'link_required') throw new Error(`unexpected ${outcome.status}`);
    const email = `${prefix}.${account.id}@players.test`;
    const registered = await browser().postJson('/api/external/link/register', {
      ticket: outcome.ticket,
      email,
      username: `${prefix.slice(0, 2)}${externalIds}x${process.pid}`,
      dateOfBirth: '1990-02-02',
      country: 'FR',
      locale: 'en-GB',
      terms: true,
    });
    expect(registered.status).toBe(200);
    const mail = await latestMail(email);
    expect(mail?.kind).toBe('confirm');
    return { account, email, mail: mail?.text };
  };
  const linkRow = (method: OAuthMethod, externalId: string) =>
    app.context.db
      .selectFrom('linked_accounts')
      .select(['pending_until'])
      .where('provider', '=', method)
      .where('external_id', '=', externalId)
      .executeTakeFirst();

  test('pre-hijack: confirming the address does not make the link made at registration active; the holder drops it', async () => {
    // Someone who does not own the address registers it with their own external account.
    const { account, mail } = await externalSignUp('epic', 'victim');
    // Pending: the external account cannot sign in, and the confirmation mail names it.
    expect((await browser().externalSignIn('epic')).status).toBe('confirmation_required');
    expect(mail).toContain(`Epic Games account “${account.name}” was used to create this account`);

    // The owner of the mailbox confirms the address: the link is still pending, and the answer names it.
    const owner = browser();
    const confirmed = await owner.confirmFromMail(mail);
    expect(confirmed.status).toBe(200);
    const answer = z.parse(endpoints.confirmEmail.response, await confirmed.json());
    expect(answer.pendingLinks).toEqual([{ provider: 'epic', displayName: account.name }]);
    expect((await browser().externalSignIn('epic')).status).toBe('confirmation_required');
    expect((await linkRow('epic', account.id))?.pending_until).not.toBeNull();
    // Signed in with the confirmation's token, the owner sees no linked account: a pending link is no way in.
    const session = browser();
    await session.signIn({ token: answer.signInToken ?? '' }, { provider: 'token' });
    const bearer = (await session.signedIn()).user.accessToken;
    expect((await linkedAccounts(bearer)).items).toEqual([]);
    await expectError(
      await app.app.request('/api/user/linked-accounts/epic', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${bearer}` },
      }),
      404,
      'not_found',
    );

    // The link of the mail lists it again (a reload of the page), then drops it: the row is gone.
    const listed = await owner.chooseLinksFromMail(mail, []);
    expect(await listed.json()).toEqual({
      success: true,
      pendingLinks: [{ provider: 'epic', displayName: account.name }],
    });
    const dropped = await owner.chooseLinksFromMail(mail, [{ provider: 'epic', choice: 'drop' }]);
    expect(dropped.status, await dropped.clone().text()).toBe(200);
    expect(await dropped.json()).toEqual({ success: true, pendingLinks: [] });
    expect(await linkRow('epic', account.id)).toBeUndefined();
    expect((await browser().externalSignIn('epic')).status).toBe('link_required');
    // Chosen once: nothing waits any more.
    await expectError(await owner.chooseLinksFromMail(mail, [{ provider: 'epic', choice: 'keep' }]), 404, 'not_found');
  });

  test('keep: the holder of the confirmation link makes the pending link active, mailed and logged', async () => {
    const { account, email, mail } = await externalSignUp('twitch', 'keeper');
    const owner = browser();
    expect((await owner.confirmFromMail(mail)).status).toBe(200);
    const kept = await owner.chooseLinksFromMail(mail, [{ provider: 'twitch', choice: 'keep' }]);
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect(await kept.json()).toEqual({ success: true, pendingLinks: [] });
    expect((await linkRow('twitch', account.id))?.pending_until).toBeNull();

    const notice = await latestMail(email);
    expect(notice?.kind).toBe('link_added');
    expect(notice?.text).toContain(`Twitch account “${account.name}” was linked`);
    const logged = await app.context.db
      .selectFrom('security_events as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.type', 'e.detail'])
      .where('u.email_key', '=', email.toLowerCase())
      .where('e.type', '=', 'external_linked')
      .execute();
    expect(logged.map((row) => row.detail)).toEqual([{ method: 'twitch' }]);

    mock.userInfo = userInfoOf('twitch', account.id, account.name);
    const next = await browser().externalSignIn('twitch');
    if (next.status !== 'signed_in') throw new Error(`unexpected ${next.status}`);
    const session = browser();
    await session.signIn({ token: next.signInToken }, { provider: 'token' });
    const linked = await linkedAccounts((await session.signedIn()).user.accessToken);
    expect(linked.items).toMatchObject([{ provider: 'twitch', display_name: account.name }]);
  });

  test('a third party cannot choose: only the link that confirmed the address, with its address, until it expires', async () => {
    const victim = await externalSignUp('xbox', 'target');
    const stranger = await externalSignUp('playstation', 'stranger');
    const query = confirmationQueryOf(victim.mail);
    const choose = (body: Record<string, unknown>) =>
      browser().postJson('/api/account/confirm/links', {
        choices: [{ provider: 'xbox', choice: 'keep' }],
        ...body,
      });
    const reasonOf = async (response: Response) => (await expectError(response, 410, 'gone')).reason;

    // Before the address is confirmed with it, the link chooses nothing.
    expect(await reasonOf(await choose(query))).toBe('link_invalid');
    expect((await browser().confirmFromMail(victim.mail)).status).toBe(200);
    expect((await browser().confirmFromMail(stranger.mail)).status).toBe(200);

    // Another account's confirmation link, with the victim's address or its own; a made-up link; another address.
    const theirs = confirmationQueryOf(stranger.mail);
    expect(await reasonOf(await choose({ email: query.email, confirm: theirs.confirm }))).toBe('link_invalid');
    await expectError(await choose(theirs), 404, 'not_found');
    expect(await reasonOf(await choose({ email: query.email, confirm: 'A'.repeat(43) }))).toBe('link_invalid');
    expect(await reasonOf(await choose({ email: stranger.email, confirm: query.confirm }))).toBe('link_invalid');
    await expectError(await choose({ email: query.email }), 400, 'invalid_body');
    expect((await linkRow('xbox', victim.account.id))?.pending_until).not.toBeNull();

    // Nobody chose before the link expired: the pending link is gone, and the external account is free again.
    clock.advance(app.context.config.accounts.confirmationTtl * 1000 + 1000);
    try {
      expect(await reasonOf(await choose(query))).toBe('link_expired');
      mock.userInfo = userInfoOf('xbox', victim.account.id, victim.account.name);
      expect((await browser().externalSignIn('xbox')).status).toBe('link_required');
      expect(await linkRow('xbox', victim.account.id)).toBeUndefined();
    } finally {
      clock.set(clockStart);
    }
  });

  test('a new confirmation link carries the pending link on; the player who links it again with a proof keeps it', async () => {
    const { account, email, mail } = await externalSignUp('twitch', 'later');
    const ttl = app.context.config.accounts.confirmationTtl * 1000;
    // Near the first link's end, a new one is mailed: the pending link now lives as long as the new link.
    clock.advance(ttl - 60_000);
    try {
      expect((await browser().postJson('/api/account/confirm/resend', { email })).status).toBe(200);
      let fresh: string | undefined;
      await expect
        .poll(async () => {
          fresh = (await latestMail(email))?.text;
          return fresh !== mail && fresh?.includes(`Twitch account “${account.name}”`);
        })
        .toBe(true);
      clock.advance(120_000);
      const owner = browser();
      const confirmed = await owner.confirmFromMail(fresh);
      const answer = z.parse(endpoints.confirmEmail.response, await confirmed.json());
      expect(answer.pendingLinks).toEqual([{ provider: 'twitch', displayName: account.name }]);

      // The player leaves the page without choosing, and later links the same account from a signed-in session
      // with a fresh proof: that is their choice, made and mailed like any link.
      const session = browser();
      await session.signIn({ token: answer.signInToken ?? '' }, { provider: 'token' });
      const tab = browser();
      tab.bearer = (await session.signedIn()).user.accessToken;
      await app.context.db
        .updateTable('auth_sessions as s')
        .set({ reauthenticated_at: new Date(clock.now()).toISOString() })
        .from('users as u')
        .whereRef('u.id', '=', 's.user_id')
        .where('u.email_key', '=', email.toLowerCase())
        .execute();
      mock.userInfo = userInfoOf('twitch', account.id, account.name);
      expect(await tab.externalSignIn('twitch', { intent: 'link' })).toMatchObject({ status: 'linked' });
      expect((await linkRow('twitch', account.id))?.pending_until).toBeNull();
      expect((await latestMail(email))?.kind).toBe('link_added');
      expect((await browser().externalSignIn('twitch')).status).toBe('signed_in');
    } finally {
      clock.set(clockStart);
    }
  });

  test('pre-hijack: a password reset of the unconfirmed account drops the pending link', async () => {
    const { account, email } = await externalSignUp('epic', 'reset');
    // The owner of the mailbox resets the password: the address is proven, the pending link is gone.
    const requested = await browser().postJson('/api/account/password-reset', { email });
    expect(requested.status).toBe(200);
    const reset = new URL(
      (await latestMail(email))?.text.split('\n').find((line) => line.includes('/customer/resetpassword')) ?? '',
    );
    const done = await browser().postJson('/api/account/password-reset/confirm', {
      email,
      token: reset.searchParams.get('token'),
      password: 'Owner-Chosen-2026!',
    });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await linkRow('epic', account.id)).toBeUndefined();
    mock.userInfo = userInfoOf('epic', account.id, account.name);
    expect((await browser().externalSignIn('epic')).status).toBe('link_required');
  });

  test('every new link is mailed to the account owner', async () => {
    const player = await createAccount(app);
    const tab = await signedIn(player);
    const account = externalAccount('twitch');
    mock.userInfo = userInfoOf('twitch', account.id, account.name);
    expect((await tab.externalSignIn('twitch', { intent: 'link' })).status).toBe('linked');
    const notice = await latestMail(player.email);
    expect(notice?.kind).toBe('link_added');
    // In the account's locale (French here).
    expect(notice?.text).toContain(`Le compte Twitch « ${account.name} » a été lié à votre compte Mynacon`);

    // Through a ticket too.
    const second = externalAccount('xbox');
    mock.userInfo = userInfoOf('xbox', second.id, second.name);
    const outcome = await browser().externalSignIn('xbox');
    if (outcome.status !== 'link_required') throw new Error(`unexpected ${outcome.status}`);
    expect((await tab.postJson('/api/external/link/attach', { ticket: outcome.ticket })).status).toBe(200);
    expect((await latestMail(player.email))?.text).toContain(`« ${second.name} » a été lié`);
  });

  test('linking and unlinking need a recent proof: the password, or a code mailed to an account without one', async () => {
    // A password sign-in is a proof for 10 minutes.
    const player = await createAccount(app);
    const tab = await signedIn(player);
    // Eleven minutes after the sign-in (the access token is refreshed meanwhile; only the proof grows old).
    const expire = () =>
      app.context.db
        .updateTable('auth_sessions')
        .set({ reauthenticated_at: new Date(clock.now() - 660_000).toISOString() })
        .where('user_id', '=', player.id)
        .execute();
    await expire();
    {
      const refused = await expectError(await tab.authorize('epic', { intent: 'link' }), 403, 'forbidden');
      expect(refused.reason).toBe('reauth_required');
      expect(refused.message).toBe(accountMessages.reauthRequired);
      const ticketOf = async () => {
        const account = externalAccount('xbox');
        mock.userInfo = userInfoOf('xbox', account.id, account.name);
        const outcome = await browser().externalSignIn('xbox');
        if (outcome.status !== 'link_required') throw new Error(`unexpected ${outcome.status}`);
        return outcome.ticket;
      };
      const ticket = await ticketOf();
      const attach = await tab.postJson('/api/external/link/attach', { ticket });
      expect((await expectError(attach, 403, 'forbidden')).reason).toBe('reauth_required');

      // A wrong password is a field error; the right one opens the window again.
      const wrong = await tab.postJson('/api/account/reauthenticate', { password: 'not-it' });
      expect((await expectError(wrong, 400, 'invalid_body')).issues?.[0]?.code).toBe('wrong_password');
      const proof = await tab.postJson('/api/account/reauthenticate', { password: player.password });
      expect(proof.status).toBe(200);
      const body = z.parse(endpoints.reauthenticate.response, await proof.json());
      expect(Date.parse(body.until)).toBe(Math.floor(clock.now() / 1000) * 1000 + 600_000);
      // An account with a password gets no mailed code.
      await expectError(await tab.postJson('/api/account/reauthenticate/code', {}), 409, 'conflict');
      expect((await tab.postJson('/api/external/link/attach', { ticket })).status).toBe(200);

      await expire();
      const unlink = () =>
        app.app.request('/api/user/linked-accounts/xbox', {
          method: 'DELETE',
          headers: { authorization: `Bearer ${tab.bearer}` },
        });
      expect((await expectError(await unlink(), 403, 'forbidden')).reason).toBe('reauth_required');
      expect((await tab.postJson('/api/account/reauthenticate', { password: player.password })).status).toBe(200);
      expect((await unlink()).status).toBe(200);
      const notice = await latestMail(player.email);
      expect(notice?.kind).toBe('link_removed');
    }
  });

  test('an account without a password proves it with a code mailed to its address', async () => {
    // Registered through an external account, no password; signed in with that account (a token sign-in: no proof).
    const account = externalAccount('epic');
    mock.userInfo = userInfoOf('epic', account.id, account.name);
    const outcome = await browser().externalSignIn('epic');
    if (outcome.status !== 'link_required') throw new Error(`unexpected ${outcome.status}`);
    const email = `nopass.${account.id}@players.test`;
    const registered = await browser().postJson('/api/external/link/register', {
      ticket: outcome.ticket,
      email,
      username: `Np${externalIds}x${process.pid}`,
      dateOfBirth: '1990-02-02',
      country: 'FR',
      locale: 'en-GB',
      terms: true,
    });
    expect(registered.status).toBe(200);
    const confirmation = (await latestMail(email))?.text;
    expect((await browser().confirmFromMail(confirmation)).status).toBe(200);
    const keep = [{ provider: 'epic', choice: 'keep' as const }];
    expect((await browser().chooseLinksFromMail(confirmation, keep)).status).toBe(200);
    const signedInWith = await browser().externalSignIn('epic');
    if (signedInWith.status !== 'signed_in') throw new Error(`unexpected ${signedInWith.status}`);
    const session = browser();
    await session.signIn({ token: signedInWith.signInToken }, { provider: 'token' });
    const tab = browser();
    tab.bearer = (await session.signedIn()).user.accessToken;

    expect((await expectError(await tab.authorize('twitch', { intent: 'link' }), 403, 'forbidden')).reason).toBe(
      'reauth_required',
    );
    const noCode = await tab.postJson('/api/account/reauthenticate', { code: '000000' });
    expect((await expectError(noCode, 400, 'invalid_body')).issues?.[0]?.code).toBe('code_wrong');
    expect((await tab.postJson('/api/account/reauthenticate/code', {})).status).toBe(200);
    const mail = await latestMail(email);
    expect(mail?.kind).toBe('reauth_code');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await tab.postJson('/api/account/reauthenticate', { code: wrong })).status).toBe(400);
    expect((await tab.postJson('/api/account/reauthenticate', { code })).status).toBe(200);
    // Spent once.
    expect((await tab.postJson('/api/account/reauthenticate', { code })).status).toBe(400);
    expect((await tab.authorize('twitch', { intent: 'link' })).status).toBe(200);
  });

  test('wrong codes end the code after five tries', async () => {
    const account = externalAccount('playstation');
    mock.userInfo = userInfoOf('playstation', account.id, account.name);
    const outcome = await browser().externalSignIn('playstation');
    if (outcome.status !== 'link_required') throw new Error(`unexpected ${outcome.status}`);
    const email = `tries.${account.id}@players.test`;
    await browser().postJson('/api/external/link/register', {
      ticket: outcome.ticket,
      email,
      username: `Tr${externalIds}x${process.pid}`,
      dateOfBirth: '1990-02-02',
      country: 'FR',
      locale: 'en-GB',
      terms: true,
    });
    const confirmation = (await latestMail(email))?.text;
    await browser().confirmFromMail(confirmation);
    await browser().chooseLinksFromMail(confirmation, [{ provider: 'playstation', choice: 'keep' }]);
    const signedInWith = await browser().externalSignIn('playstation');
    if (signedInWith.status !== 'signed_in') throw new Error(`unexpected ${signedInWith.status}`);
    const session = browser();
    await session.signIn({ token: signedInWith.signInToken }, { provider: 'token' });
    const tab = browser();
    tab.bearer = (await session.signedIn()).user.accessToken;
    await tab.postJson('/api/account/reauthenticate/code', {});
    const code = /\b(\d{6})\b/.exec((await latestMail(email))?.text ?? '')?.[1] ?? '';
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect((await tab.postJson('/api/account/reauthenticate', { code: wrong })).status).toBe(400);
    }
    expect((await tab.postJson('/api/account/reauthenticate', { code })).status).toBe(400);
  });

  test('tickets expire, and unknown ones are refused', async () => {
    const account = externalAccount('xbox');
    mock.userInfo = userInfoOf('xbox', account.id, account.name);
    const outcome = await browser().externalSignIn('xbox');
    if (outcome.status !== 'link_required') throw new Error(`unexpected ${outcome.status}`);
    clock.advance(1801_000);
    try {
      const player = await signedIn(await createAccount(app));
      const refused = await expectError(
        await player.postJson('/api/external/link/attach', { ticket: outcome.ticket }),
        410,
        'gone',
      );
      expect(refused.message).toBe(externalSignInMessages.ticketExpired);
      expect(refused.reason).toBe('ticket_expired');
    } finally {
      clock.set(clockStart);
    }
    const player = await signedIn(await createAccount(app));
    const unknown = await expectError(
      await player.postJson('/api/external/link/attach', { ticket: 'A'.repeat(43) }),
      400,
      'invalid_body',
    );
    expect(unknown.issues).toEqual([
      { path: 'ticket', code: 'ticket_invalid', message: externalSignInMessages.ticketInvalid },
    ]);
  });

  test('registration with a ticket follows the registration rules and never reveals a known address', async () => {
    const account = externalAccount('playstation');
    mock.userInfo = userInfoOf('playstation', account.id, account.name);
    const tab = browser();
    const outcome = await tab.externalSignIn('playstation');
    if (outcome.status !== 'link_required') throw new Error(`unexpected ${outcome.status}`);
    const valid = {
      ticket: outcome.ticket,
      email: `${account.id}@players.test`,
      username: `Ps${externalIds}x${process.pid}`,
      dateOfBirth: '2000-01-01',
      country: 'FR',
      locale: 'fr-FR',
      terms: true,
    };

    const young = await expectError(
      await tab.postJson('/api/external/link/register', { ...valid, dateOfBirth: '2020-01-01' }),
      400,
      'invalid_body',
    );
    expect(young.issues).toEqual([
      { path: 'dateOfBirth', code: 'min_age', params: { age: 15 }, message: 'You must be at least 15 years old' },
    ]);
    const weak = await expectError(
      await tab.postJson('/api/external/link/register', { ...valid, password: 'weak', terms: false }),
      400,
      'invalid_body',
    );
    expect(weak.issues?.map((issue) => issue.path).sort()).toEqual(['password', 'terms']);
    const taken = await expectError(
      await tab.postJson('/api/external/link/register', { ...valid, username: 'DemoPlayer' }),
      409,
      'conflict',
    );
    expect(taken.issues).toEqual([
      { path: 'username', code: 'username_taken', message: 'This username is already taken' },
    ]);

    // A known address: the same answer, a mail to its owner, and nothing linked.
    const known = await tab.postJson('/api/external/link/register', { ...valid, email: 'demo@mynacon.test' });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ success: true });
    expect((await latestMail('demo@mynacon.test'))?.kind).toBe('register_existing');
    expect((await browser().externalSignIn('playstation')).status).toBe('link_required');
  });

  test('a password set at registration signs in with credentials too', async () => {
    const account = externalAccount('twitch');
    mock.userInfo = userInfoOf('twitch', account.id, account.name);
    const tab = browser();
    const outcome = await tab.externalSignIn('twitch');
    if (outcome.status !== 'link_required') throw new Error(`unexpected ${outcome.status}`);
    const email = `${account.id}@players.test`;
    const password = 'Strong-Pass-2026!';
    const registered = await tab.postJson('/api/external/link/register', {
      ticket: outcome.ticket,
      email,
      username: `Tw${externalIds}x${process.pid}`,
      password,
      dateOfBirth: '1990-02-02',
      country: 'FR',
      locale: 'fr-FR',
      terms: true,
    });
    expect(registered.status).toBe(200);
    await app.context.db
      .updateTable('users')
      .set({ email_confirmed_at: new Date(clockStart).toISOString() })
      .where('email_key', '=', email.toLowerCase())
      .execute();
    const { session } = await signedInBrowser(app, { id: 0, email, username: '', password });
    expect((await linkedAccounts(session.user.accessToken)).has_password).toBe(true);
  });
});
