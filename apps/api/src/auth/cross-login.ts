import type { ServerContext } from '../context.ts';
import { hashToken, randomToken } from './tokens.ts';

/** The oldest a cross-login token may be when spent: a silent sign-in takes only a freshly minted token. */
export const maxCrossLoginAgeMs = 60_000;

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A freshly minted cross-login token: shown once, stored only as its hash. */
export interface CrossLoginToken {
  token: string;
  /** ISO 8601 UTC time after which it cannot be spent. */
  expires: string;
}

/** Mints a single-use token that signs this player in elsewhere (the `token` provider), valid `CROSS_LOGIN_TTL`. */
export async function mintCrossLoginToken(context: ServerContext, userId: number): Promise<CrossLoginToken> {
  const now = context.now();
  const token = randomToken();
  // Whole seconds, so that the answer's `expires` is exactly the stored expiry.
  const expiresAt = Math.floor(now / 1000) * 1000 + context.config.auth.crossLoginTtl * 1000;
  await context.db
    .deleteFrom('cross_login_tokens')
    .where('expires_at', '<', new Date(now - 3600_000))
    .execute();
  await context.db
    .insertInto('cross_login_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(expiresAt).toISOString(),
    })
    .execute();
  return { token, expires: iso(expiresAt) };
}

/** Spends a cross-login token: the player's id the first time within its lifetime, null ever after. */
export async function spendCrossLoginToken(
  context: ServerContext,
  token: string,
): Promise<{ id: number; credentials_version: number } | null> {
  const now = new Date(context.now());
  const spent = await context.db
    .updateTable('cross_login_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    // Minted in the last minute, whatever expiry it was given (a token from before the cap of 60 s included).
    .where('created_at', '>', new Date(now.getTime() - maxCrossLoginAgeMs))
    .returning('user_id')
    .executeTakeFirst();
  if (spent === undefined) return null;
  const user = await context.db
    .selectFrom('users')
    .select(['id', 'credentials_version', 'email_confirmed_at'])
    .where('id', '=', spent.user_id)
    .executeTakeFirst();
  if (user === undefined || user.email_confirmed_at === null) return null;
  return { id: user.id, credentials_version: user.credentials_version };
}
