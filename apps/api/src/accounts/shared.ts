import { accountMessages, type LocaleCode, locales } from '@mynacon/contract';
import type { Context } from 'hono';
import type { ScryptParams } from '../auth/password.ts';
import type { ServerContext } from '../context.ts';
import { errorResponse } from '../http/errors.ts';
import { clientAddress } from '../services/client-address.ts';
import type { LinkCheck } from './links.ts';
import type { Mailer } from './mail.ts';

/** What the module's handlers share. */
export interface AccountsModule {
  readonly context: ServerContext;
  readonly mailer: Mailer;
}

/** The lookup key of an address (`users.email_key`). */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The lookup and uniqueness key of a username (`users.username_key`). */
export const usernameKey = (username: string) => username.normalize('NFC').toLowerCase();

/** A stored locale as a portal locale (the default one if a row holds something else). */
export function localeOf(value: string): LocaleCode {
  return (locales as readonly string[]).includes(value) ? (value as LocaleCode) : 'en-GB';
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
  return clientAddress(c, context.config.services.trustProxyHops) ?? 'unknown';
}

/** The query as a record; a repeated key becomes an array, which every schema refuses. */
export function queryOf(c: Context): Record<string, string | string[]> {
  // No prototype: a key such as `__proto__` stays an ordinary key.
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URL(c.req.url).searchParams) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

const noStore = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** A JSON answer that is never cached. */
export function answer(c: Context, body: unknown): Response {
  return c.json(body, 200, noStore);
}

/** 429 with `Retry-After`. */
export function tooManyRequests(retryAfter: number): Response {
  return errorResponse('too_many_requests', 'Too many requests. Try again later.', undefined, {
    'retry-after': String(retryAfter),
  });
}

/** 400 `invalid_body` with one issue. */
export function fieldError(path: string, message: string): Response {
  return errorResponse('invalid_body', 'The body is not valid.', [{ path, message }]);
}

/** 410 `gone` for a link that cannot be spent, saying why. */
export function linkGone(check: Extract<LinkCheck, { ok: false }>): Response {
  const message =
    check.reason === 'used'
      ? accountMessages.linkUsed
      : check.reason === 'expired'
        ? accountMessages.linkExpired
        : accountMessages.linkInvalid;
  return errorResponse('gone', message);
}
