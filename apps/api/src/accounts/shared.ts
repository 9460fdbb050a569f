import { accountMessages, type ErrorIssue, type IssueCode, type LocaleCode, locales } from '@mynacon/contract';
import type { Context } from 'hono';
import type { ScryptParams } from '../auth/password.ts';
import type { ServerContext } from '../context.ts';
import { Refusal } from '../http/refusal.ts';
import { clientAddress, limitKeyOf } from '../services/client-address.ts';
import type { LinkCheck } from './links.ts';
import { composeMail, type Mailer, type MailMessage } from './mail.ts';
import { isGuessablePassword, type PasswordOwner } from './password-strength.ts';

/** What the module's handlers share. */
export interface AccountsModule {
  readonly context: ServerContext;
  readonly mailer: Mailer;
}

/** The lookup key of an address (`users.email_key`). */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** A PostgreSQL unique violation (SQLSTATE 23505): a concurrent write took the same key first. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** The lookup and uniqueness key of a username (`users.username_key`). */
export const usernameKey = (username: string) => username.normalize('NFC').toLowerCase();

/** A stored locale as a portal locale (the default one if a row holds something else). */
export function localeOf(value: string): LocaleCode {
  return (locales as readonly string[]).includes(value) ? (value as LocaleCode) : 'en-GB';
}

/** A mail that tells an account's owner what happened to it, in the account's locale, with the sign-in link. */
export function loginNoticeMail(
  context: ServerContext,
  kind: 'register_existing' | 'email_change_existing' | 'password_changed',
  owner: { email: string; username: string; locale: string },
): MailMessage {
  const locale = localeOf(owner.locale);
  return composeMail(kind, owner.email, locale, {
    username: owner.username,
    loginLink: portalUrl(context, locale, '/login'),
  });
}

/** An absolute link to a portal page of a locale, with its query. */
export function portalUrl(
  context: ServerContext,
  locale: LocaleCode,
  path: string,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${context.config.publicBaseUrl}/${locale}${path}${search === '' ? '' : `?${search}`}`;
}

/** The cost of new password hashes (the auth module's `PASSWORD_SCRYPT_LOG_N`). */
export function passwordParams(context: ServerContext): ScryptParams {
  return context.config.auth.scrypt;
}

/** The client's address for throttling; requests without one (in-memory tests) share one key. */
export function clientKey(c: Context, context: ServerContext): string {
  return limitKeyOf(clientAddress(c, context.config.services)) ?? 'unknown';
}

/** 400 `invalid_body` with one issue. */
export function fieldError(path: string, message: string, code: IssueCode): Refusal {
  return new Refusal('invalid_body', 'The body is not valid.', [{ path, code, message }]);
}

/** 410 `gone` for a link that cannot be spent, saying why. */
export function linkGone(check: Extract<LinkCheck, { ok: false }>): Refusal {
  const message =
    check.reason === 'used'
      ? accountMessages.linkUsed
      : check.reason === 'expired'
        ? accountMessages.linkExpired
        : accountMessages.linkInvalid;
  const reason = check.reason === 'used' ? 'link_used' : check.reason === 'expired' ? 'link_expired' : 'link_invalid';
  return new Refusal('gone', message, undefined, {}, reason);
}

/** The refusal of a password the estimator finds guessable (decision 043), on the `password` field. */
export const commonPasswordIssue = {
  path: 'password',
  code: 'password_common',
  message: accountMessages.passwordCommon,
} as const satisfies ErrorIssue;

/**
 * Whether a new password (one that passed the composition rule) is too easy to guess for its owner, with the site's
 * own words (`PASSWORD_CONTEXT_WORDS`). Only where a password is set: registration, reset, change.
 */
export function isGuessableFor(context: ServerContext, password: string, owner: PasswordOwner): Promise<boolean> {
  return isGuessablePassword(password, owner, context.config.accounts.passwordContextWords);
}
