import type { SignInMethodCode } from '@mynacon/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { hashToken, randomToken } from '../tokens.ts';
import type { ExternalIdentity } from './providers.ts';

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An external account waiting for its player, as a ticket carries it. */
export interface TicketIdentity extends ExternalIdentity {
  method: SignInMethodCode;
}

/** Issues a link ticket for an external account nobody has linked: shown once, stored as its hash. */
export async function issueTicket(
  db: Kysely<Database>,
  identity: TicketIdentity,
  ttlSeconds: number,
  nowMs: number,
): Promise<{ ticket: string; expires: string }> {
  const ticket = randomToken();
  // Whole seconds, so that the answer's `expires` is exactly the stored expiry.
  const expiresAt = Math.floor(nowMs / 1000) * 1000 + ttlSeconds * 1000;
  await db.deleteFrom('external_link_tickets').where('expires_at', '<', new Date(nowMs)).execute();
  await db
    .insertInto('external_link_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      provider: identity.method,
      external_id: identity.externalId,
      display_name: identity.displayName,
      created_at: iso(nowMs),
      expires_at: iso(expiresAt),
    })
    .execute();
  return { ticket, expires: iso(expiresAt) };
}

export type TicketCheck =
  | { ok: true; identity: TicketIdentity }
  | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/** Checks a ticket without spending it. */
export async function checkTicket(db: Kysely<Database>, ticket: string, nowMs: number): Promise<TicketCheck> {
  const row = await db
    .selectFrom('external_link_tickets')
    .select(['provider', 'external_id', 'display_name', 'expires_at', 'used_at'])
    .where('ticket_hash', '=', hashToken(ticket))
    .executeTakeFirst();
  if (row === undefined) return { ok: false, reason: 'invalid' };
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  if (row.expires_at.getTime() <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, identity: { method: row.provider, externalId: row.external_id, displayName: row.display_name } };
}

/** Spends a ticket once (`used` when a parallel request was first). Call it in the transaction that links. */
export async function spendTicket(db: Kysely<Database>, ticket: string, nowMs: number): Promise<TicketCheck> {
  const check = await checkTicket(db, ticket, nowMs);
  if (!check.ok) return check;
  const spent = await db
    .updateTable('external_link_tickets')
    .set({ used_at: iso(nowMs) })
    .where('ticket_hash', '=', hashToken(ticket))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows === 0n ? { ok: false, reason: 'used' } : check;
}

/**
 * Deletes the pending links (decision 042) whose choice time has passed: those of an external account and, with a
 * player, that player's of the same method. Nobody kept them, so they are gone; this frees their keys.
 */
export async function dropLapsedPendingLinks(
  db: Kysely<Database>,
  identity: TicketIdentity,
  nowMs: number,
  userId?: number,
): Promise<void> {
  await db
    .deleteFrom('linked_accounts')
    .where('pending_until', '<=', new Date(nowMs))
    .where((eb) => {
      const external = eb.and([eb('provider', '=', identity.method), eb('external_id', '=', identity.externalId)]);
      return userId === undefined
        ? external
        : eb.or([external, eb.and([eb('user_id', '=', userId), eb('provider', '=', identity.method)])]);
    })
    .execute();
}

/**
 * Links an external account to a player: `linked` when the link is new (or was pending and this link, made by the
 * player, makes it active), `already` when it already was (the name is refreshed); `taken` when another player has
 * it; `method_taken` when the player already has another account of the same method. With `pendingUntil`, a new
 * link is pending until then: it signs nobody in until the holder of the confirmation link keeps it (decision 042).
 */
export async function linkAccount(
  db: Kysely<Database>,
  userId: number,
  identity: TicketIdentity,
  nowMs: number,
  options: { pendingUntil?: number } = {},
): Promise<'linked' | 'already' | 'taken' | 'method_taken'> {
  await dropLapsedPendingLinks(db, identity, nowMs, userId);
  const owner = async () =>
    db
      .selectFrom('linked_accounts')
      .select(['user_id', 'display_name', 'pending_until'])
      .where('provider', '=', identity.method)
      .where('external_id', '=', identity.externalId)
      .executeTakeFirst();
  const existing = await owner();
  if (existing === undefined) {
    const inserted = await db
      .insertInto('linked_accounts')
      .values({
        user_id: userId,
        provider: identity.method,
        external_id: identity.externalId,
        display_name: identity.displayName,
        linked_at: iso(nowMs),
        pending_until: options.pendingUntil === undefined ? null : iso(options.pendingUntil),
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (inserted !== undefined) return 'linked';
    // Refused by a key: another player linked it meanwhile, or this player has this method already.
    const now = await owner();
    if (now === undefined) return 'method_taken';
    return now.user_id === userId ? 'already' : 'taken';
  }
  if (existing.user_id !== userId) return 'taken';
  if (existing.pending_until !== null && options.pendingUntil === undefined) {
    // The player links, with a fresh proof, the account that waited for the choice: that is the choice.
    await db
      .updateTable('linked_accounts')
      .set({ pending_until: null, display_name: identity.displayName, linked_at: iso(nowMs) })
      .where('user_id', '=', userId)
      .where('provider', '=', identity.method)
      .execute();
    return 'linked';
  }
  await refreshDisplayName(db, identity, existing.display_name);
  return 'already';
}

/** Keeps the shown name of a linked account up to date with the provider's. */
export async function refreshDisplayName(
  db: Kysely<Database>,
  identity: TicketIdentity,
  storedName: string,
): Promise<void> {
  if (storedName === identity.displayName) return;
  await db
    .updateTable('linked_accounts')
    .set({ display_name: identity.displayName })
    .where('provider', '=', identity.method)
    .where('external_id', '=', identity.externalId)
    .execute();
}
