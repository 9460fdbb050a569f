import type { ExternalLinkRegisterBody } from '@mynacon/contract';
import type { Kysely } from 'kysely';
import type { MailMessage } from '../../accounts/mail.ts';
import { type AccountPrecheck, confirmationMail, createAccount } from '../../accounts/new-account.ts';
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/types.ts';
import { linkAccount, type TicketIdentity } from './links.ts';

export type RegisterOutcome = { kind: 'mailed'; mail: MailMessage } | { kind: 'username_taken' } | { kind: 'taken' };

/**
 * Creates the account (as the registration form does) and links the external account to it, with the confirmation
 * mail, in the caller's transaction. A known address creates nothing and mails its owner instead, so that the answer
 * never says whether an address is registered.
 */
export async function createLinkedAccount(
  context: ServerContext,
  trx: Kysely<Database>,
  body: ExternalLinkRegisterBody,
  identity: TicketIdentity,
  precheck: AccountPrecheck,
): Promise<RegisterOutcome> {
  const created = await createAccount(context, trx, body, precheck);
  if (created.kind === 'username_taken') return created;
  if (created.kind === 'known_address') return { kind: 'mailed', mail: created.mail };
  // The link is pending (decision 042): the external account signs nobody in (it answers `confirmation_required`),
  // the confirmation mail names it, and only the holder of that mail's link can keep it on the confirmation page.
  const now = context.now();
  const pendingUntil = now + context.config.accounts.confirmationTtl * 1000;
  const linked = await linkAccount(trx, created.user.id, identity, now, { pendingUntil });
  if (linked === 'taken' || linked === 'method_taken') return { kind: 'taken' };
  return { kind: 'mailed', mail: await confirmationMail(context, trx, created.user) };
}
