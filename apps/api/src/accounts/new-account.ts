// A new account: the checks of its fields (age, referrer, username), the checks before it is created (limits, bot
// check, username), its row, and its confirmation mail. Registration and external sign-up both create one.
import { randomBytes } from 'node:crypto';
import {
  accountMessages,
  type ErrorIssue,
  minAgeMessage,
  type RegistrationBody,
  type SignInMethodCode,
} from '@mynacon/contract';
import { type Kysely, sql } from 'kysely';
import { hashQueue } from '../auth/hash-queue.ts';
import { hashPassword } from '../auth/password.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/types.ts';
import { Refusal } from '../http/refusal.ts';
import { checkBotToken } from '../services/recaptcha.ts';
import { issueLink } from './links.ts';
import { composeMail, type MailMessage } from './mail.ts';
import { botRefused, limitMailClient, limitMailRecipient } from './mail-limits.ts';
import { formatDuration } from './mail-texts.ts';
import { methodLabels } from './method-labels.ts';
import {
  commonPasswordIssue,
  emailKey,
  isGuessableFor,
  localeOf,
  loginNoticeMail,
  passwordParams,
  portalUrl,
  usernameKey,
} from './shared.ts';

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
