import { accountMessages, endpoints, type SignInMethodCode, Username } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { recordSecurityEvent } from '../auth/audit.ts';
import { mintCrossLoginToken } from '../auth/cross-login.ts';
import type { Database } from '../db/types.ts';
import { json } from '../http/answers.ts';
import { jsonBody, queryParams } from '../http/input.ts';
import { Refusal, tooManyRequests } from '../http/refusal.ts';
import { route } from '../http/routes.ts';
import { clientAddress } from '../services/client-address.ts';
import { sharedRateLimiter } from '../services/limits.ts';
import { checkSpentLink, spendLink } from './links.ts';
import { composeMail } from './mail.ts';
import { mailRequestAccount } from './mail-limits.ts';
import { methodLabels } from './method-labels.ts';
import {
  confirmationMail,
  confirmedAt,
  createAccount,
  pendingLinksOf,
  precheckNewAccount,
  usernameConflict,
  usernameTaken,
} from './new-account.ts';
import { type AccountsModule, clientKey, emailKey, linkGone, localeOf, portalUrl } from './shared.ts';

const iso = (ms: number) => new Date(ms).toISOString();

const confirmationJob = 'confirmation';

/**
 * Registration, username availability, confirmation and its resend. No answer says whether an address is
 * registered: a registration with a known address mails its owner instead and answers like any other.
 */
export function mountRegistration(app: Hono, module: AccountsModule): void {
  const { context, mailer } = module;
  const { db } = context;

  mailer.handle(confirmationJob, async (trx, userId) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'username', 'locale'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return { messages: [await confirmationMail(context, trx, user)] };
  });

  /** Tells the owner that a kept link now signs in to the account: every new way in is mailed (decision 036). */
  const mailKeptLink = async (
    trx: Kysely<Database>,
    owner: { id: number; email: string; username: string; locale: string },
    provider: SignInMethodCode,
  ) => {
    const link = await trx
      .selectFrom('linked_accounts as l')
      .leftJoin('sign_in_methods as m', 'm.code', 'l.provider')
      .select(['l.display_name', 'm.label'])
      .where('l.user_id', '=', owner.id)
      .where('l.provider', '=', provider)
      .executeTakeFirst();
    if (link === undefined) return;
    const locale = localeOf(owner.locale);
    const mail = composeMail('link_added', owner.email, locale, {
      username: owner.username,
      method: link.label || methodLabels[provider],
      name: link.display_name,
      loginLink: portalUrl(context, locale, '/login'),
    });
    await mailer.record(trx, [mail]);
  };

  route(app, endpoints.register, [], async (c) => {
    const body = await jsonBody(c, endpoints.register);
    const precheck = await precheckNewAccount(context, clientKey(c, context), body);
    const outcome = await db.transaction().execute(async (trx) => {
      const created = await createAccount(context, trx, body, precheck);
      if (created.kind === 'username_taken') return created.kind;
      const mail = created.kind === 'created' ? await confirmationMail(context, trx, created.user) : created.mail;
      // In the same transaction on both paths: a known address costs the same commits as a new one.
      await mailer.record(trx, [mail]);
      return mail;
    });
    if (outcome === 'username_taken') throw usernameConflict();
    mailer.dispatch();
    return json({ success: true });
  });

  const availabilityLimiter = sharedRateLimiter(context, 'username', context.config.accounts.usernameCheckLimit);
  route(app, endpoints.usernameAvailability, [], async (c) => {
    const limited = await availabilityLimiter.take(clientKey(c, context));
    if (!limited.allowed) throw new Refusal(tooManyRequests(limited.retryAfter));
    const query = queryParams(c, endpoints.usernameAvailability.query);
    const username = z.safeParse(Username, query.username);
    if (!username.success) {
      const message = username.error.issues[0]?.message ?? accountMessages.invalid;
      return json({ available: false, reason: 'invalid', message });
    }
    if (await usernameTaken(db, username.data)) {
      return json({ available: false, reason: 'taken', message: accountMessages.usernameTaken });
    }
    return json({ available: true });
  });

  route(app, endpoints.confirmEmail, [], async (c) => {
    const { email, confirm } = await jsonBody(c, endpoints.confirmEmail);
    const now = context.now();
    const outcome = await db.transaction().execute(async (trx) => {
      const check = await spendLink(trx, 'confirm', confirm, now, (link) => emailKey(link.email) === emailKey(email));
      if (!check.ok) return check;
      // Only while the account still has the address the link was mailed to.
      const confirmed = await trx
        .updateTable('users')
        .set({ email_confirmed_at: confirmedAt(now), updated_at: iso(now) })
        .where('id', '=', check.link.userId)
        .where('email_key', '=', emailKey(check.link.email))
        .executeTakeFirst();
      if (confirmed.numUpdatedRows === 0n) return { ok: false as const, reason: 'invalid' as const };
      return check;
    });
    if (!outcome.ok) throw linkGone(outcome);
    // Spent by the auth module's `token` provider, like a cross-login token, to sign the player in at once.
    const signIn = await mintCrossLoginToken(context, outcome.link.userId);
    // Confirming makes no pending link active: the page asks, for each, whether to keep it (decision 042).
    const pendingLinks = await pendingLinksOf(db, outcome.link.userId, now);
    return json({ success: true, signInToken: signIn.token, pendingLinks });
  });

  route(app, endpoints.pendingLinks, [], async (c) => {
    const { email, confirm, choices } = await jsonBody(c, endpoints.pendingLinks);
    const now = context.now();
    const outcome = await db.transaction().execute(async (trx) => {
      // Only the holder of the link that confirmed the address chooses, until the link expires.
      const check = await checkSpentLink(
        trx,
        'confirm',
        confirm,
        now,
        (link) => emailKey(link.email) === emailKey(email),
      );
      if (!check.ok) return check;
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email', 'username', 'locale'])
        .where('id', '=', check.link.userId)
        .where('email_key', '=', emailKey(check.link.email))
        .where('email_confirmed_at', 'is not', null)
        .executeTakeFirst();
      if (user === undefined) return { ok: false as const, reason: 'invalid' as const };
      const kept: SignInMethodCode[] = [];
      for (const { provider, choice } of choices) {
        const changed =
          choice === 'keep'
            ? await trx
                .updateTable('linked_accounts')
                .set({ pending_until: null, linked_at: iso(now) })
                .where('user_id', '=', user.id)
                .where('provider', '=', provider)
                .where('pending_until', '>', new Date(now))
                .returning('provider')
                .executeTakeFirst()
            : await trx
                .deleteFrom('linked_accounts')
                .where('user_id', '=', user.id)
                .where('provider', '=', provider)
                .where('pending_until', '>', new Date(now))
                .returning('provider')
                .executeTakeFirst();
        if (changed === undefined) {
          throw new Refusal('not_found', `No ${methodLabels[provider]} account waits for a choice on this account.`);
        }
        if (choice === 'keep') kept.push(provider);
      }
      // In the transaction of the change: the mail exists if and only if the link was kept (decision 053).
      for (const provider of kept) await mailKeptLink(trx, user, provider);
      return { ok: true as const, user, kept, pendingLinks: await pendingLinksOf(trx, user.id, now) };
    });
    if (!outcome.ok) throw linkGone(outcome);
    mailer.dispatch();
    for (const provider of outcome.kept) {
      await recordSecurityEvent(context, {
        type: 'external_linked',
        userId: outcome.user.id,
        clientAddress: clientAddress(c, context.config.services),
        userAgent: c.req.header('user-agent'),
        detail: { method: provider },
      });
    }
    return json({ success: true, pendingLinks: outcome.pendingLinks });
  });

  route(app, endpoints.resendConfirmation, [], async (c) => {
    const { user } = await mailRequestAccount(c, context, endpoints.resendConfirmation, 'confirm');
    // After the answer: a known address and an unknown one answer after the same work (the look-up above and this
    // write, which keeps the job until its mail is written).
    await mailer.later(db, confirmationJob, user?.id);
    mailer.dispatch();
    return json({ success: true });
  });
}
