import type { Kysely } from 'kysely';
import { hashToken, randomToken } from '../auth/tokens.ts';
import type { AccountTokensTable, Database } from '../db/types.ts';

/** What a mailed link is for. */
export type LinkKind = AccountTokensTable['kind'];

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Issues the secret of a mailed link: a fresh 256-bit token whose SHA-256 is stored. Earlier unspent links of the
 * same kind for the same account are deleted, so only the latest mail works.
 */
export async function issueLink(
  db: Kysely<Database>,
  link: { userId: number; kind: LinkKind; email: string; ttlSeconds: number },
  nowMs: number,
): Promise<string> {
  const token = randomToken();
  await db.deleteFrom('account_tokens').where('user_id', '=', link.userId).where('kind', '=', link.kind).execute();
  await db
    .insertInto('account_tokens')
    .values({
      user_id: link.userId,
      kind: link.kind,
      token_hash: hashToken(token),
      email: link.email,
      expires_at: iso(nowMs + link.ttlSeconds * 1000),
      created_at: iso(nowMs),
    })
    .execute();
  return token;
}

/** A link that may be spent: its account and the address it was mailed to. */
export interface ValidLink {
  id: number;
  userId: number;
  email: string;
}

export type LinkCheck = { ok: true; link: ValidLink } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/** The stored link of a kind for a token (by its hash), spent or not. */
function findLink(db: Kysely<Database>, kind: LinkKind, token: string) {
  return db
    .selectFrom('account_tokens')
    .select(['id', 'user_id', 'email', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/**
 * Checks a link without spending it: `invalid` when it was never issued (or was replaced, or `accepts` refuses it),
 * `used` when spent already, `expired` after its lifetime.
 */
export async function checkLink(
  db: Kysely<Database>,
  kind: LinkKind,
  token: string,
  nowMs: number,
  accepts: (link: ValidLink) => boolean = () => true,
): Promise<LinkCheck> {
  const row = await findLink(db, kind, token);
  if (row === undefined) return { ok: false, reason: 'invalid' };
  const link = { id: row.id, userId: row.user_id, email: row.email };
  if (!accepts(link)) return { ok: false, reason: 'invalid' };
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  if (row.expires_at.getTime() <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, link };
}

/**
 * Checks a link that was spent already, for what it still allows its holder until it expires (the choice of the
 * pending external links, decision 042): `invalid` when it was never issued, was replaced, was not spent yet (the
 * address is not confirmed with it) or `accepts` refuses it; `expired` after its lifetime.
 */
export async function checkSpentLink(
  db: Kysely<Database>,
  kind: LinkKind,
  token: string,
  nowMs: number,
  accepts: (link: ValidLink) => boolean,
): Promise<LinkCheck> {
  const row = await findLink(db, kind, token);
  if (row === undefined || row.used_at === null) return { ok: false, reason: 'invalid' };
  const link = { id: row.id, userId: row.user_id, email: row.email };
  if (!accepts(link)) return { ok: false, reason: 'invalid' };
  if (row.expires_at.getTime() <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, link };
}

/**
 * Spends a link once, after the checks of `checkLink`; `used` too when a parallel request spent it first. Call it
 * inside the transaction that does what the link allows, so that a failure leaves it unspent.
 */
export async function spendLink(
  db: Kysely<Database>,
  kind: LinkKind,
  token: string,
  nowMs: number,
  accepts?: (link: ValidLink) => boolean,
): Promise<LinkCheck> {
  const check = await checkLink(db, kind, token, nowMs, accepts);
  if (!check.ok) return check;
  const spent = await db
    .updateTable('account_tokens')
    .set({ used_at: iso(nowMs) })
    .where('id', '=', check.link.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (spent.numUpdatedRows === 0n) return { ok: false, reason: 'used' };
  return check;
}

/** Deletes an account's unspent links of the given kinds (after a password change, older links must not work). */
export async function dropLinks(db: Kysely<Database>, userId: number, kinds: readonly LinkKind[]): Promise<void> {
  await db
    .deleteFrom('account_tokens')
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .execute();
}
