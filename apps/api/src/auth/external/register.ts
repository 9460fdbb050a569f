import type { Kysely } from 'kysely';
import { issueLink } from '../../accounts/links.ts';
import { composeMail, type MailMessage } from '../../accounts/mail.ts';
import { formatDuration } from '../../accounts/mail-texts.ts';
import { newReferralCode } from '../../accounts/registration.ts';
import { emailKey, localeOf, portalUrl, usernameKey } from '../../accounts/shared.ts';
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/types.ts';
import type { ExternalLinkRegisterBody } from './contract.ts';
import { linkAccount, type TicketIdentity } from './links.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export { registrationIssues, usernameTaken } from '../../accounts/registration.ts';

export type RegisterOutcome = { kind: 'mailed'; mail: MailMessage } | { kind: 'username_taken' } | { kind: 'taken' };

/**
 * Creates the account and links the external account to it, with the confirmation mail, in the caller's
 * transaction. A known address creates nothing and mails its owner instead, as the registration form does, so that
 * the answer never says whether an address is registered.
 */
export async function createLinkedAccount(
  context: ServerContext,
  trx: Kysely<Database>,
  body: ExternalLinkRegisterBody,
  identity: TicketIdentity,
  passwordHash: string | null,
  referrerId: number | null,
): Promise<RegisterOutcome> {
  const now = context.now();
  const username = body.username.normalize('NFC');
  const user = await trx
    .insertInto('users')
    .values({
      email: body.email,
      email_key: emailKey(body.email),
      username,
      username_key: usernameKey(username),
      password_hash: passwordHash,
      date_of_birth: body.dateOfBirth,
      country_id: body.country,
      locale: body.locale,
      newsletter_subscribed: body.newsletter ?? false,
      referral_code: newReferralCode(),
      referred_by: referrerId,
      created_at: iso(now),
      updated_at: iso(now),
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'email', 'username', 'locale'])
    .executeTakeFirst();
  if (user === undefined) {
    const owner = await trx
      .selectFrom('users')
      .select(['email', 'username', 'locale'])
      .where('email_key', '=', emailKey(body.email))
      .executeTakeFirst();
    // Not the address: the username, taken meanwhile by a parallel registration (it is public, so say so).
    if (owner === undefined) return { kind: 'username_taken' };
    const locale = localeOf(owner.locale);
    return {
      kind: 'mailed',
      mail: composeMail('register_existing', owner.email, locale, {
        username: owner.username,
        loginLink: portalUrl(context, locale, '/login'),
      }),
    };
  }
  if ((await linkAccount(trx, user.id, identity, now)) !== 'linked') return { kind: 'taken' };
  const locale = localeOf(user.locale);
  const { confirmationTtl } = context.config.accounts;
  const token = await issueLink(
    trx,
    { userId: user.id, kind: 'confirm', email: user.email, ttlSeconds: confirmationTtl },
    now,
  );
  return {
    kind: 'mailed',
    mail: composeMail('confirm', user.email, locale, {
      username: user.username,
      link: portalUrl(context, locale, '/confirmation', { email: user.email, confirm: token }),
      duration: formatDuration(confirmationTtl, locale),
    }),
  };
}
