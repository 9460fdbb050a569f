import { accountMessages, endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import { recordSecurityEvent } from '../auth/audit.ts';
import { hashQueue } from '../auth/hash-queue.ts';
import { hashPassword } from '../auth/password.ts';
import { announceRevocations } from '../auth/revocations.ts';
import { authRuntime } from '../auth/runtime.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { json } from '../http/answers.ts';
import { jsonBody } from '../http/input.ts';
import { route } from '../http/routes.ts';
import { clientAddress } from '../services/client-address.ts';
import { checkLink, dropLinks, issueLink, spendLink } from './links.ts';
import { composeMail } from './mail.ts';
import { mailRequestAccount } from './mail-limits.ts';
import { formatDuration } from './mail-texts.ts';
import { confirmedAt } from './new-account.ts';
import {
  type AccountsModule,
  emailKey,
  fieldError,
  isGuessableFor,
  linkGone,
  localeOf,
  loginNoticeMail,
  passwordParams,
  portalUrl,
} from './shared.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The mail job of a reset request: a link and its mail for a known address. */
const resetJob = 'password_reset';

/** Password reset by mailed link: the request answers the same for any address; the reset ends every session. */
export function mountRecovery(app: Hono, module: AccountsModule): void {
  const { context, mailer } = module;
  const { db } = context;

  mailer.handle(resetJob, async (trx, userId, payload) => {
    const user = await trx
      .selectFrom('users')
      .select(['email', 'username', 'locale'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const locale = localeOf(user.locale);
    const { resetTtl } = context.config.accounts;
    const token = await issueLink(
      trx,
      { userId, kind: 'reset', email: user.email, ttlSeconds: resetTtl },
      context.now(),
    );
    const message = composeMail('reset', user.email, locale, {
      username: user.username,
      link: portalUrl(context, locale, '/customer/resetpassword', { email: user.email, token }),
      duration: formatDuration(resetTtl, locale),
    });
    const client = {
      clientAddress: typeof payload.clientAddress === 'string' ? payload.clientAddress : undefined,
      userAgent: typeof payload.userAgent === 'string' ? payload.userAgent : undefined,
    };
    return {
      messages: [message],
      afterwards: () => recordSecurityEvent(context, { type: 'password_reset_requested', userId, ...client }),
    };
  });

  route(app, endpoints.passwordResetRequest, [], async (c) => {
    const { user } = await mailRequestAccount(c, context, endpoints.passwordResetRequest, 'reset');
    // After the answer: a known address and an unknown one answer after the same work (the look-up above and this
    // write, which keeps the job until its mail is written).
    await mailer.later(db, resetJob, user?.id, {
      clientAddress: clientAddress(c, context.config.services),
      userAgent: c.req.header('user-agent'),
    });
    mailer.dispatch();
    return json({ success: true });
  });

  route(app, endpoints.passwordReset, [], async (c) => {
    const { email, token, password } = await jsonBody(c, endpoints.passwordReset);
    const matches = (link: { email: string }) => emailKey(link.email) === emailKey(email);
    // Checked before estimating and hashing, so that nobody can make the server do either without a valid link.
    const check = await checkLink(db, 'reset', token, context.now(), matches);
    if (!check.ok) throw linkGone(check);
    const owner = await db
      .selectFrom('users')
      .select(['username', 'email'])
      .where('id', '=', check.link.userId)
      .executeTakeFirst();
    if (owner !== undefined && (await isGuessableFor(context, password, owner))) {
      throw fieldError('password', accountMessages.passwordCommon, 'password_common');
    }
    const passwordHash = await hashQueue(context).run(() => hashPassword(password, passwordParams(context)));
    const now = context.now();
    const outcome = await db.transaction().execute(async (trx) => {
      const spent = await spendLink(trx, 'reset', token, now, matches);
      if (!spent.ok) return spent;
      // Pending links were made by someone who had not proven the mailbox, and nobody kept them: the reset that
      // proves it drops them rather than leave a way in someone else may hold (decisions 036 and 042).
      await trx
        .deleteFrom('linked_accounts')
        .where('user_id', '=', spent.link.userId)
        .where('pending_until', 'is not', null)
        .execute();
      const user = await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          credentials_version: eb('credentials_version', '+', 1),
          // The link reached the mailbox: the address is confirmed.
          email_confirmed_at: confirmedAt(now),
          updated_at: iso(now),
        }))
        .where('id', '=', spent.link.userId)
        .returning(['email', 'username', 'locale'])
        .executeTakeFirstOrThrow();
      await dropLinks(trx, spent.link.userId, ['reset', 'email_change']);
      await endAllSessions(trx, spent.link.userId, now);
      await mailer.record(trx, [loginNoticeMail(context, 'password_changed', user)]);
      return { ok: true as const, user, userId: spent.link.userId };
    });
    if (!outcome.ok) throw linkGone(outcome);
    // The other servers learn it from the database's notification; this one refuses the old tokens at once.
    authRuntime(context).revocations.notBefore(outcome.userId, now, context.now());
    await announceRevocations(context);
    await recordSecurityEvent(context, {
      type: 'password_reset',
      userId: outcome.userId,
      clientAddress: clientAddress(c, context.config.services),
      userAgent: c.req.header('user-agent'),
    });
    mailer.dispatch();
    return json({ success: true });
  });
}
