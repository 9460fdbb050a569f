// Where a verified external account leads (signed in, linked, link required, confirmation required), and the mail
// that tells an account's owner a new way in was linked.
import type { ExternalSignInOutcome, SignInMethodCode } from '@mynacon/contract';
import type { Context } from 'hono';
import { composeMail, type Mailer } from '../../accounts/mail.ts';
import { maskEmail } from '../../accounts/mail-texts.ts';
import { localeOf, portalUrl } from '../../accounts/shared.ts';
import type { ServerContext } from '../../context.ts';
import { json } from '../../http/answers.ts';
import { clientAddress } from '../../services/client-address.ts';
import { recordSecurityEvent } from '../audit.ts';
import { mintCrossLoginToken } from '../cross-login.ts';
import { dropLapsedPendingLinks, issueTicket, linkAccount, refreshDisplayName, type TicketIdentity } from './links.ts';
import { linkConflict } from './refusals.ts';
import type { SignInState } from './state.ts';

/** A sign-in method as configured here and in the `sign_in_methods` table. */
export interface ActiveMethod {
  code: SignInMethodCode;
  label: string;
  environment: string | null;
}

/** The outcomes of a verified external account for this server, with its mailer. */
export function externalOutcomes(context: ServerContext, mailer: Mailer) {
  const { db, config } = context;
  const external = config.auth.external;

  /** Tells the account's owner that an external account can now sign in to it (a link they did not make is a takeover). */
  const mailLinkNotice = async (trx: typeof db, userId: number, identity: TicketIdentity, label: string) => {
    const owner = await trx
      .selectFrom('users')
      .select(['email', 'username', 'locale'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const locale = localeOf(owner.locale);
    const mail = composeMail('link_added', owner.email, locale, {
      username: owner.username,
      method: label,
      name: identity.displayName,
      loginLink: portalUrl(context, locale, '/login'),
    });
    // In the link's transaction: the notice exists if and only if the link does (decision 053).
    await mailer.record(trx, [mail]);
  };

  /** Where a verified external account leads: signed in, linked, link required or confirmation required. */
  const outcome = async (
    c: Context,
    method: ActiveMethod,
    state: SignInState,
    identity: TicketIdentity,
  ): Promise<Response> => {
    const now = context.now();
    const base = { method: method.code, locale: state.locale };
    if (state.intent === 'link' && state.userId !== null) {
      const userId = state.userId;
      const result = await db.transaction().execute(async (trx) => {
        const linked = await linkAccount(trx, userId, identity, now);
        if (linked === 'linked') await mailLinkNotice(trx, userId, identity, method.label);
        return linked;
      });
      if (result === 'taken' || result === 'method_taken') throw linkConflict(result, method.label);
      if (result === 'linked') {
        mailer.dispatch();
        await recordSecurityEvent(context, {
          type: 'external_linked',
          userId: state.userId,
          clientAddress: clientAddress(c, config.services),
          userAgent: c.req.header('user-agent'),
          detail: { method: identity.method },
        });
      }
      const linked: ExternalSignInOutcome = { status: 'linked', displayName: identity.displayName, ...base };
      return json(linked);
    }
    await dropLapsedPendingLinks(db, identity, now);
    const owner = await db
      .selectFrom('linked_accounts as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select(['u.id', 'u.email', 'u.email_confirmed_at', 'l.display_name', 'l.pending_until'])
      .where('l.provider', '=', identity.method)
      .where('l.external_id', '=', identity.externalId)
      .executeTakeFirst();
    if (owner === undefined) {
      const { ticket, expires } = await issueTicket(db, identity, external.ticketTtl, now);
      const required: ExternalSignInOutcome = {
        status: 'link_required',
        ticket,
        expires,
        displayName: identity.displayName,
        ...base,
      };
      return json(required);
    }
    await refreshDisplayName(db, identity, owner.display_name);
    // A pending link signs nobody in: it waits for the holder of the confirmation link to keep it (decision 042).
    if (owner.email_confirmed_at === null || owner.pending_until !== null) {
      const pending: ExternalSignInOutcome = {
        status: 'confirmation_required',
        email: maskEmail(owner.email),
        ...base,
      };
      return json(pending);
    }
    const { token } = await mintCrossLoginToken(context, owner.id);
    const signedIn: ExternalSignInOutcome = { status: 'signed_in', signInToken: token, ...base };
    return json(signedIn);
  };

  return { outcome, mailLinkNotice };
}
