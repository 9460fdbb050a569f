import { randomBytes } from 'node:crypto';
import {
  accountMessages,
  type Endpoint,
  type ErrorIssue,
  endpoints,
  minAgeMessage,
  type RegistrationBody,
  type SignInMethodCode,
  Username,
} from '@mynacon/contract';
import type { Context, Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import * as z from 'zod/mini';
import { recordSecurityEvent } from '../auth/audit.ts';
import { mintCrossLoginToken } from '../auth/cross-login.ts';
import { hashQueue } from '../auth/hash-queue.ts';
import { hashPassword } from '../auth/password.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/types.ts';
import { json } from '../http/answers.ts';
import { jsonBody, queryParams } from '../http/input.ts';
import { Refusal, tooManyRequests } from '../http/refusal.ts';
import { route } from '../http/routes.ts';
import { clientAddress } from '../services/client-address.ts';
import { sharedRateLimiter } from '../services/limits.ts';
import { botRefusedMessage, checkBotToken } from '../services/recaptcha.ts';
import { checkSpentLink, issueLink, spendLink } from './links.ts';
import { composeMail, type MailMessage } from './mail.ts';
import { formatDuration } from './mail-texts.ts';
import { methodLabels } from './method-labels.ts';
import {
  type AccountsModule,
  clientKey,
  commonPasswordIssue,
  emailKey,
  isGuessableFor,
  linkGone,
  localeOf,
  loginNoticeMail,
  passwordParams,
  portalUrl,
  usernameKey,
} from './shared.ts';
import { countCall, countCalls, type ThrottleResult, type ThrottleRule } from './throttle.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** `email_confirmed_at` as it is, or `now` for an account not confirmed yet. */
export const confirmedAt = (now: number) => sql<string>`coalesce(email_confirmed_at, ${iso(now)}::timestamptz)`;

/** Whole years between a date of birth and a day, both `YYYY-MM-DD` (a 29 February birthday comes on 1 March). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** The oldest age we believe; anything above is a typing mistake. */
const maxAge = 130;

/** The minimum age of a country: its own rule, else the default. */
export function minimumAge(context: ServerContext, country: string): number {
  return context.config.accounts.minAgeByCountry[country] ?? context.config.accounts.minAge;
}

/**
 * What is wrong with a date of birth (`YYYY-MM-DD`) for a player of a country, by the server's clock: a future or
 * unbelievable date is 'Invalid field', a player under the country's minimum age (the default one without a
 * country) is told that age. Null when the date is fine.
 */
export function dateOfBirthMessage(
  context: ServerContext,
  dateOfBirth: string,
  country: string | null,
): Omit<ErrorIssue, 'path'> | null {
  const today = iso(context.now()).slice(0, 10);
  if (dateOfBirth > today) return { code: 'invalid', message: accountMessages.invalid };
  const age = ageOn(dateOfBirth, today);
  const required = country === null ? context.config.accounts.minAge : minimumAge(context, country);
  if (age > maxAge) return { code: 'invalid', message: accountMessages.invalid };
  if (age < required) return { code: 'min_age', message: minAgeMessage(required), params: { age: required } };
  return null;
}

/**
 * The checks of a registration that need the clock, the configuration or the database: the country's minimum age,
 * an allowed country, a known referral code. Shared with the registration of an external sign-in's link ticket.
 */
export async function registrationIssues(
  context: ServerContext,
  body: Pick<RegistrationBody, 'dateOfBirth' | 'country' | 'referralCode'>,
): Promise<{ issues: ErrorIssue[]; referrerId: number | null }> {
  const issues: ErrorIssue[] = [];
  const birth = dateOfBirthMessage(context, body.dateOfBirth, body.country);
  if (birth !== null) issues.push({ path: 'dateOfBirth', ...birth });
  const country = await context.db
    .selectFrom('store_countries')
    .select('country_id')
    .where('country_id', '=', body.country)
    .executeTakeFirst();
  if (country === undefined) issues.push({ path: 'country', code: 'invalid', message: accountMessages.invalid });
  let referrerId: number | null = null;
  if (context.config.features.referralProgram && body.referralCode !== undefined) {
    const referrer = await context.db
      .selectFrom('users')
      .select('id')
      .where('referral_code', '=', body.referralCode.toUpperCase())
      .executeTakeFirst();
    if (referrer === undefined)
      issues.push({ path: 'referralCode', code: 'invalid', message: accountMessages.invalid });
    else referrerId = referrer.id;
  }
  return { issues, referrerId };
}

// Crockford-like: no 0/O or 1/I, so that a code read aloud or typed from a screenshot works.
const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new player's own referral code: 10 characters, 50 bits. */
export function newReferralCode(): string {
  return [...randomBytes(10)].map((byte) => referralAlphabet[byte % referralAlphabet.length]).join('');
}

/** Whether a username is taken, case-insensitively. */
export async function usernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
  return row !== undefined;
}

/** 409 for a username someone else has (it is public, so the answer may say so). */
export const usernameConflict = (): Refusal =>
  new Refusal('conflict', accountMessages.usernameTaken, [
    { path: 'username', code: 'username_taken', message: accountMessages.usernameTaken },
  ]);

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
    .where('email_key', '=', key);
  if (kind === 'confirm') query = query.where('email_confirmed_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (row === undefined) return { user: undefined };
  const { has_link: hasLink, ...user } = row;
  // Later in the window only when the mailed link no longer works (the owner spent it): nobody else can spend it.
  return { user: first || !hasLink ? user : undefined };
}

/** 400 `bot_refused` with the spec's message, on the `botToken` field. */
function botRefused(): Refusal {
  return new Refusal(
    'invalid_body',
    botRefusedMessage,
    [{ path: 'botToken', code: 'bot_refused', message: botRefusedMessage }],
    {},
    'bot_refused',
  );
}

/** The confirmation mail of an account, with a fresh link. */
export async function confirmationMail(
  context: ServerContext,
  db: Kysely<Database>,
  user: { id: number; email: string; username: string; locale: string },
): Promise<MailMessage> {
  const locale = localeOf(user.locale);
  const { confirmationTtl } = context.config.accounts;
  const now = context.now();
  const token = await issueLink(
    db,
    { userId: user.id, kind: 'confirm', email: user.email, ttlSeconds: confirmationTtl },
    now,
  );
  // A link made by an external sign-up waits for the holder of this mail to keep or drop it on the confirmation page
  // (decision 042): it lives as long as the newest link that can choose it, and the mail names it.
  await db
    .updateTable('linked_accounts')
    .set({ pending_until: iso(now + confirmationTtl * 1000) })
    .where('user_id', '=', user.id)
    .where('pending_until', '>', new Date(now))
    .execute();
  const linked = await db
    .selectFrom('linked_accounts as l')
    .leftJoin('sign_in_methods as m', 'm.code', 'l.provider')
    .select(['l.provider', 'l.display_name', 'm.label'])
    .where('l.user_id', '=', user.id)
    .where('l.pending_until', 'is not', null)
    .orderBy('l.provider')
    .executeTakeFirst();
  return composeMail('confirm', user.email, locale, {
    username: user.username,
    link: portalUrl(context, locale, '/confirmation', { email: user.email, confirm: token }),
    duration: formatDuration(confirmationTtl, locale),
    ...(linked === undefined
      ? {}
      : { linked: { method: linked.label || methodLabels[linked.provider], name: linked.display_name } }),
  });
}

/** The links of an account that wait for the choice of the confirmation link's holder (decision 042). */
export async function pendingLinksOf(
  db: Kysely<Database>,
  userId: number,
  nowMs: number,
): Promise<Array<{ provider: SignInMethodCode; displayName: string }>> {
  const rows = await db
    .selectFrom('linked_accounts')
    .select(['provider', 'display_name'])
    .where('user_id', '=', userId)
    .where('pending_until', '>', new Date(nowMs))
    .orderBy('provider')
    .execute();
  return rows.map((row) => ({ provider: row.provider, displayName: row.display_name }));
}

/** What a new account is made of: the registration form's fields, the password optional (external sign-in). */
export type NewAccountBody = Pick<
  RegistrationBody,
  'email' | 'username' | 'dateOfBirth' | 'country' | 'locale' | 'newsletter' | 'referralCode' | 'botToken'
> & { password?: string | undefined };

/** The pre-checks passed: the referrer of the code given, and the password's hash (null without a password). */
export interface AccountPrecheck {
  referrerId: number | null;
  passwordHash: string | null;
}

/**
 * The checks before an account is created, in this order: the fields that need the clock, configuration or database
 * (400), the mail limit of the client and the address (429), the bot check (400, or 503 when it cannot answer), the
 * username (409); then the password is hashed. The answer that refuses, or what the account needs.
 */
export async function precheckNewAccount(
  context: ServerContext,
  client: string,
  body: NewAccountBody,
): Promise<AccountPrecheck> {
  const { issues, referrerId } = await registrationIssues(context, body);
  if (
    body.password !== undefined &&
    (await isGuessableFor(context, body.password, { username: body.username, email: body.email }))
  ) {
    issues.push(commonPasswordIssue);
  }
  if (issues.length > 0) throw new Refusal('invalid_body', 'The body is not valid.', issues);

  await limitMailClient(context, client);

  const bot = await checkBotToken(context, body.botToken, 'register', client === 'unknown' ? undefined : client);
  if (bot === 'refused') throw botRefused();
  if (bot === 'unavailable') {
    throw new Refusal('service_unavailable', 'Registration is unavailable for a moment. Try again shortly.');
  }
  // After the bot check: refused bots use up neither the address's allowance nor everybody's.
  await limitMailRecipient(context, emailKey(body.email));
  if (await usernameTaken(context.db, body.username)) throw usernameConflict();

  // Hashed whatever happens next, so that a known address answers in the same time as a new one.
  const { password } = body;
  const passwordHash =
    password === undefined ? null : await hashQueue(context).run(() => hashPassword(password, passwordParams(context)));
  return { referrerId, passwordHash };
}

/** What creating an account gave. */
export type CreatedAccount =
  /** The new player's row; the caller mails the confirmation (`confirmationMail`) once it is done with the row. */
  | { kind: 'created'; user: { id: number; email: string; username: string; locale: string } }
  /** Nothing created: the address is registered, and this mail tells its owner. */
  | { kind: 'known_address'; mail: MailMessage }
  /** Nothing created: the username was taken meanwhile by a parallel registration. */
  | { kind: 'username_taken' };

/**
 * Inserts the player's row in the caller's transaction. A known address creates nothing and mails its owner
 * instead, so that no answer says whether an address is registered.
 */
export async function createAccount(
  context: ServerContext,
  trx: Kysely<Database>,
  body: NewAccountBody,
  precheck: AccountPrecheck,
): Promise<CreatedAccount> {
  const now = context.now();
  const username = body.username.normalize('NFC');
  const user = await trx
    .insertInto('users')
    .values({
      email: body.email,
      email_key: emailKey(body.email),
      username,
      username_key: usernameKey(username),
      password_hash: precheck.passwordHash,
      date_of_birth: body.dateOfBirth,
      country_id: body.country,
      locale: body.locale,
      newsletter_subscribed: body.newsletter ?? false,
      referral_code: newReferralCode(),
      referred_by: precheck.referrerId,
      created_at: iso(now),
      updated_at: iso(now),
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'email', 'username', 'locale'])
    .executeTakeFirst();
  if (user !== undefined) return { kind: 'created', user };
  const owner = await trx
    .selectFrom('users')
    .select(['email', 'username', 'locale'])
    .where('email_key', '=', emailKey(body.email))
    .executeTakeFirst();
  // Not the address: the username, taken meanwhile by a parallel registration (it is public, so say so).
  if (owner === undefined) return { kind: 'username_taken' };
  return { kind: 'known_address', mail: loginNoticeMail(context, 'register_existing', owner) };
}

/** The mail job of a resent confirmation: a new link and its mail for a known address. */
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
