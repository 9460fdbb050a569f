import { accountMessages, endpoints, inputMessages } from '@mynacon/contract';
import type { Context, Hono } from 'hono';
import { recordSecurityEvent } from '../auth/audit.ts';
import type { UserVariables } from '../auth/bearer.ts';
import { hashQueue } from '../auth/hash-queue.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { checkReauthCode, issueReauthCode, markReauthenticated, reauthCodeTtlSeconds } from '../auth/reauth.ts';
import { announceRevocations } from '../auth/revocations.ts';
import { bearerGuard } from '../auth/runtime.ts';
import { endOtherSessions, isSessionActive } from '../auth/sessions.ts';
import { json } from '../http/answers.ts';
import { jsonBody } from '../http/input.ts';
import { Refusal, tooManyRequests, unauthorized } from '../http/refusal.ts';
import { route } from '../http/routes.ts';
import { clientAddress } from '../services/client-address.ts';
import { writeLimit } from '../services/limits.ts';
import { dropLinks, issueLink, spendLink } from './links.ts';
import { composeMail, type MailMessage } from './mail.ts';
import { limitMailCall } from './mail-limits.ts';
import { formatDuration, maskEmail } from './mail-texts.ts';
import {
  type AccountsModule,
  clientKey,
  emailKey,
  fieldError,
  isGuessableFor,
  isUniqueViolation,
  linkGone,
  localeOf,
  loginNoticeMail,
  passwordParams,
  portalUrl,
} from './shared.ts';
import { countCall, type ThrottleRule } from './throttle.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** Wrong current passwords a signed-in player may type per quarter of an hour before waiting. */
const passwordAttempts: ThrottleRule = { bucket: 'password-check', limit: 10, windowSeconds: 900 };

type UserContext = Context<{ Variables: UserVariables }>;

/** PostgreSQL's unique_violation, as both drivers report it. */

/**
 * E-mail change (confirmed from the new mailbox, with a notice to the current one) and password change (ends the
 * account's other sessions). Both need a live session and the current password.
 */
export function mountChanges(app: Hono, module: AccountsModule): void {
  const { context, mailer } = module;
  const { db } = context;
  const signedIn = bearerGuard(context);
  // A signed-in player's changes take a token of the write limit like every other write (decision 044).
  const limited = writeLimit(context);

  /** The signed-in player with a valid current password; refuses (401, 429 or 400 on `field`) otherwise. */
  async function authenticate(
    c: UserContext,
    password: string,
    field: string,
  ): Promise<{ id: number; email: string; email_key: string; username: string; locale: string }> {
    const userId = c.get('userId');
    if (!(await isSessionActive(context, c.get('sessionId')))) throw new Refusal(unauthorized());
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'email_key', 'username', 'locale', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user === undefined) throw new Refusal(unauthorized());
    const throttle = await countCall(db, passwordAttempts, String(userId), context.now());
    if (!throttle.allowed) throw new Refusal(tooManyRequests(throttle.retryAfter));
    const hash = user.password_hash;
    const valid =
      hash !== null &&
      (await hashQueue(context).run(() => verifyPassword(password, hash, passwordParams(context)))).valid;
    if (!valid) throw fieldError(field, accountMessages.wrongPassword, 'wrong_password');
    const { password_hash: _, ...rest } = user;
    return rest;
  }

  const clientOf = (c: Context) => ({
    clientAddress: clientAddress(c, context.config.services),
    userAgent: c.req.header('user-agent'),
  });

  route<UserContext>(app, endpoints.emailChange, [signedIn, limited], async (c) => {
    const body = await jsonBody(c, endpoints.emailChange);
    const { password, email } = body;
    const user = await authenticate(c, password, 'password');
    const newKey = emailKey(email);
    if (newKey === user.email_key) throw fieldError('email', accountMessages.sameEmail, 'same_email');
    await limitMailCall(context, clientKey(c, context), newKey);

    const locale = localeOf(user.locale);
    const loginLink = portalUrl(context, locale, '/login');
    await db.transaction().execute(async (trx) => {
      const messages: MailMessage[] = [];
      const owner = await trx
        .selectFrom('users')
        .select(['email', 'username', 'locale'])
        .where('email_key', '=', newKey)
        .executeTakeFirst();
      if (owner === undefined) {
        const { emailChangeTtl } = context.config.accounts;
        const token = await issueLink(
          trx,
          { userId: user.id, kind: 'email_change', email, ttlSeconds: emailChangeTtl },
          context.now(),
        );
        messages.push(
          composeMail('email_change_confirm', email, locale, {
            username: user.username,
            link: portalUrl(context, locale, '/confirmation', { payload: token }),
            duration: formatDuration(emailChangeTtl, locale),
          }),
        );
      } else {
        // The address belongs to someone else: tell its owner, and answer like any other change.
        messages.push(loginNoticeMail(context, 'email_change_existing', owner));
      }
      // The current address hears of it either way, so that its owner cannot tell the two cases apart either.
      messages.push(
        composeMail('email_change_notice', user.email, locale, {
          username: user.username,
          newEmail: maskEmail(email),
          loginLink,
        }),
      );
      await mailer.record(trx, messages);
      return messages;
    });
    mailer.dispatch();
    await recordSecurityEvent(context, { type: 'email_change_requested', userId: user.id, ...clientOf(c) });
    return json({ success: true });
  });

  route(app, endpoints.emailChangeConfirm, [], async (c) => {
    const body = await jsonBody(c, endpoints.emailChangeConfirm);
    const now = context.now();
    let outcome: Awaited<ReturnType<typeof spendLink>> | { ok: false; reason: 'taken' };
    try {
      outcome = await db.transaction().execute(async (trx) => {
        const check = await spendLink(trx, 'email_change', body.token, now);
        if (!check.ok) return check;
        const key = emailKey(check.link.email);
        const other = await trx
          .selectFrom('users')
          .select('id')
          .where('email_key', '=', key)
          .where('id', '!=', check.link.userId)
          .executeTakeFirst();
        // The link stays spent: the change is over either way.
        if (other !== undefined) return { ok: false as const, reason: 'taken' as const };
        await trx
          .updateTable('users')
          .set({ email: check.link.email, email_key: key, email_confirmed_at: iso(now), updated_at: iso(now) })
          .where('id', '=', check.link.userId)
          .execute();
        // Links mailed to the previous address stop working.
        await dropLinks(trx, check.link.userId, ['confirm', 'reset']);
        return check;
      });
    } catch (error) {
      // Another account took the address between the check and the update.
      if (!isUniqueViolation(error)) throw error;
      outcome = { ok: false, reason: 'taken' };
    }
    if (!outcome.ok) {
      if (outcome.reason === 'taken')
        throw new Refusal('conflict', accountMessages.emailUnavailable, undefined, {}, 'email_unavailable');
      throw linkGone(outcome);
    }
    await recordSecurityEvent(context, { type: 'email_changed', userId: outcome.link.userId, ...clientOf(c) });
    return json({ success: true });
  });

  route<UserContext>(app, endpoints.passwordChange, [signedIn, limited], async (c) => {
    const body = await jsonBody(c, endpoints.passwordChange);
    const { currentPassword, password } = body;
    const user = await authenticate(c, currentPassword, 'currentPassword');
    // After the current password: only the account's owner makes the server estimate, with its name and address.
    if (await isGuessableFor(context, password, user)) {
      throw fieldError('password', accountMessages.passwordCommon, 'password_common');
    }
    const passwordHash = await hashQueue(context).run(() => hashPassword(password, passwordParams(context)));
    const now = context.now();
    const sessionId = c.get('sessionId');
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          credentials_version: eb('credentials_version', '+', 1),
          updated_at: iso(now),
        }))
        .where('id', '=', user.id)
        .execute();
      await endOtherSessions(trx, user.id, sessionId, now);
      await dropLinks(trx, user.id, ['reset', 'email_change']);
      await mailer.record(trx, [loginNoticeMail(context, 'password_changed', user)]);
    });
    mailer.dispatch();
    await announceRevocations(context);
    await recordSecurityEvent(context, { type: 'password_changed', userId: user.id, sessionId, ...clientOf(c) });
    return json({ success: true });
  });

  // Re-authentication before linking or unlinking external accounts (decision 036): the password, or for an
  // account without one a code mailed to its address. Wrong answers share the password-check throttle.
  route<UserContext>(app, endpoints.reauthenticate, [signedIn, limited], async (c) => {
    const body = await jsonBody(c, endpoints.reauthenticate);
    const { password, code } = body;
    const sessionId = c.get('sessionId');
    // Each answer goes to the security log (decision 035): a wrong one is someone trying to link in the player's name.
    const record = (type: 'reauthenticated' | 'reauthentication_failed', method: 'password' | 'code') =>
      recordSecurityEvent(context, { type, userId: c.get('userId'), sessionId, ...clientOf(c), detail: { method } });
    if (password !== undefined) {
      try {
        await authenticate(c, password, 'password');
      } catch (error) {
        if (error instanceof Refusal && error.response.status === 400)
          await record('reauthentication_failed', 'password');
        throw error;
      }
    } else if (code !== undefined) {
      if (!(await isSessionActive(context, sessionId))) throw new Refusal(unauthorized());
      const throttle = await countCall(db, passwordAttempts, String(c.get('userId')), context.now());
      if (!throttle.allowed) throw new Refusal(tooManyRequests(throttle.retryAfter));
      if (!(await checkReauthCode(db, sessionId, code, context.now()))) {
        await record('reauthentication_failed', 'code');
        throw fieldError('code', accountMessages.codeWrong, 'code_wrong');
      }
    } else {
      throw fieldError('password', inputMessages.required, 'required');
    }
    const until = await markReauthenticated(db, sessionId, context.now());
    await record('reauthenticated', password !== undefined ? 'password' : 'code');
    return json({ success: true, until });
  });

  route<UserContext>(app, endpoints.reauthCode, [signedIn, limited], async (c) => {
    const sessionId = c.get('sessionId');
    if (!(await isSessionActive(context, sessionId))) throw new Refusal(unauthorized());
    const user = await db
      .selectFrom('users')
      .select(['email', 'email_key', 'username', 'locale', 'password_hash'])
      .where('id', '=', c.get('userId'))
      .executeTakeFirst();
    if (user === undefined) throw new Refusal(unauthorized());
    if (user.password_hash !== null) throw new Refusal('conflict', accountMessages.codeNotForPassword);
    await limitMailCall(context, clientKey(c, context), user.email_key);
    const locale = localeOf(user.locale);
    await db.transaction().execute(async (trx) => {
      const mail = composeMail('reauth_code', user.email, locale, {
        username: user.username,
        code: await issueReauthCode(trx, sessionId, context.now()),
        duration: formatDuration(reauthCodeTtlSeconds, locale),
      });
      await mailer.record(trx, [mail]);
    });
    mailer.dispatch();
    return json({ success: true });
  });
}
