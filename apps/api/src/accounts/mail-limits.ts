// The limits of the calls that send mail (per client, per recipient, everybody's; decisions 038 and 043) and the
// shared first steps of the two calls that mail a link on request (reset and resend).
import type { Endpoint } from '@mynacon/contract';
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { ServerContext } from '../context.ts';
import { jsonBody } from '../http/input.ts';
import { Refusal, tooManyRequests } from '../http/refusal.ts';
import { botRefusedMessage, checkBotToken } from '../services/recaptcha.ts';
import { clientKey, emailKey } from './shared.ts';
import { countCall, countCalls, type ThrottleResult, type ThrottleRule } from './throttle.ts';

/** The throttle rules of the mail-sending calls. */
export function mailRules(context: ServerContext): {
  client: ThrottleRule;
  recipient: ThrottleRule;
  global: ThrottleRule;
  unverified: ThrottleRule;
} {
  const { mailLimitPerClient, mailLimitPerRecipient, mailLimitGlobal } = context.config.accounts;
  return {
    // Calls that passed the bot check, or that need a signed-in player (decision 043).
    global: { bucket: 'mail-global', limit: mailLimitGlobal, windowSeconds: 3600 },
    // Reset and resend without a passing bot token: the recovery pages, or the bot check unavailable.
    unverified: { bucket: 'mail-global-unverified', limit: mailLimitGlobal, windowSeconds: 3600 },
    client: { bucket: 'mail-client', limit: mailLimitPerClient, windowSeconds: 3600 },
    recipient: { bucket: 'mail-recipient', limit: mailLimitPerRecipient, windowSeconds: 3600 },
  };
}

/** Refuses a refused count: 429 with `Retry-After`. */
const refuseOver = (result: ThrottleResult): void => {
  if (!result.allowed) throw new Refusal(tooManyRequests(result.retryAfter));
};

/** Counts a mail-sending call against the client's limit; refuses (429) past it. */
export async function limitMailClient(context: ServerContext, client: string): Promise<void> {
  refuseOver(await countCall(context.db, mailRules(context).client, client, context.now()));
}

/**
 * Counts a mail-sending call against the recipient's limit, then against the limit of all clients together (last,
 * so that a call over another limit does not use up everybody's); refuses (429) past one. Registration calls it
 * after the bot check, an e-mail change after the current password.
 */
export async function limitMailRecipient(context: ServerContext, recipientKey: string): Promise<void> {
  const rules = mailRules(context);
  const throttle = await countCalls(
    context.db,
    [
      [rules.recipient, recipientKey],
      [rules.global, 'all'],
    ],
    context.now(),
  );
  refuseOver(throttle);
}

/**
 * The client's limit, then the recipient's and everybody's, for a call without a bot check (an e-mail change, which
 * needs a signed-in player and the current password); refuses (429) past one.
 */
export async function limitMailCall(context: ServerContext, client: string, recipientKey: string): Promise<void> {
  await limitMailClient(context, client);
  await limitMailRecipient(context, recipientKey);
}

/** The pages' bot-protection actions of the two calls that mail a link on request. */
const mailRequestActions = { reset: 'reset', confirm: 'resend' } as const;

/**
 * Seconds in which one mail of a kind goes to a recipient however often it is asked for: the hour shared out by
 * `MAIL_LIMIT_PER_RECIPIENT` (12 minutes at the default 5), never longer than the mailed link lives, so that the
 * one mail of a window always holds a working link. 0: every request mails.
 */
export function recipientWindowSeconds(context: ServerContext, kind: 'reset' | 'confirm'): number {
  const { mailLimitPerRecipient, resetTtl, confirmationTtl } = context.config.accounts;
  if (mailLimitPerRecipient === 0) return 0;
  return Math.min(Math.ceil(3600 / mailLimitPerRecipient), kind === 'reset' ? resetTtl : confirmationTtl);
}

/** The mail job that writes each kind of mailed link (registration.ts and recovery.ts name them alike). */
const mailJobOf = { reset: 'password_reset', confirm: 'confirmation' } as const;

/**
 * The account a call that mails it a link on request names (a password reset, a new confirmation link), and whether
 * to mail it now; or the answer to give instead (415, 413, 400, 429).
 *
 * - The client's own limit, then the bot check when the page sent a token (a refused one answers `bot_refused`).
 * - The limit of all clients together: calls that passed the bot check count apart from those without a token (the
 *   recovery pages load no third-party script) or made while the bot check is unavailable, so that a flood without
 *   tokens cannot stop the sign-in page's requests.
 * - The recipient: the first call of its window mails; a later one mails only if that link no longer works (spent:
 *   only the owner can spend it), and is answered the same either way. Nobody can lock the owner out by asking
 *   first: the mail that call sent went to the owner, with a working link, and the window is never longer than the
 *   link lives. No answer depends on the recipient, and every call does the same work before it (the counts and
 *   one look-up); the mail is made after the answer.
 */
export async function mailRequestAccount(
  c: Context,
  context: ServerContext,
  endpoint: Endpoint & { body: z.ZodMiniType<{ email: string; botToken?: string | undefined }> },
  kind: 'reset' | 'confirm',
): Promise<{ user: { id: number; email: string; username: string; locale: string } | undefined }> {
  const data = await jsonBody(c, endpoint);
  const client = clientKey(c, context);
  await limitMailClient(context, client);

  const { botToken } = data;
  const bot =
    botToken === undefined
      ? 'absent'
      : await checkBotToken(context, botToken, mailRequestActions[kind], client === 'unknown' ? undefined : client);
  if (bot === 'refused') throw botRefused();
  const rules = mailRules(context);
  const global = await countCall(context.db, bot === 'ok' ? rules.global : rules.unverified, 'all', context.now());
  refuseOver(global);

  const key = emailKey(data.email);
  const windowSeconds = recipientWindowSeconds(context, kind);
  const first =
    windowSeconds === 0 ||
    (await countCall(context.db, { bucket: `mail-${kind}`, limit: 1, windowSeconds }, key, context.now())).allowed;
  const now = new Date(context.now());
  let query = context.db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'locale'])
    // Whether the account holds a link of this kind that still works (mailed, not spent, not expired).
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('account_tokens')
            .select('account_tokens.id')
            .whereRef('account_tokens.user_id', '=', 'users.id')
            .where('account_tokens.kind', '=', kind)
            .where('account_tokens.used_at', 'is', null)
            .where('account_tokens.expires_at', '>', now),
        )
        .as('has_link'),
    )
    // …or one on its way: a request answered whose job has not yet written the link and its mail.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('mail_jobs')
            .select('mail_jobs.id')
            .whereRef('mail_jobs.user_id', '=', 'users.id')
            .where('mail_jobs.job', '=', mailJobOf[kind]),
        )
        .as('has_job'),
    )
    .where('email_key', '=', key);
  if (kind === 'confirm') query = query.where('email_confirmed_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (row === undefined) return { user: undefined };
  const { has_link: hasLink, has_job: hasJob, ...user } = row;
  // Later in the window only when the mailed link no longer works (the owner spent it): nobody else can spend it.
  return { user: first || !(hasLink || hasJob) ? user : undefined };
}

/** 400 `bot_refused` with the spec's message, on the `botToken` field. */
export function botRefused(): Refusal {
  return new Refusal(
    'invalid_body',
    botRefusedMessage,
    [{ path: 'botToken', code: 'bot_refused', message: botRefusedMessage }],
    {},
    'bot_refused',
  );
}
