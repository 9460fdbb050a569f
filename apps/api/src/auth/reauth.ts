import { randomInt, timingSafeEqual } from 'node:crypto';
import { accountMessages } from '@mynacon/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { Refusal } from '../http/refusal.ts';
import { hashToken } from './tokens.ts';

/** How long a proof lets the session link and unlink external accounts. */
export const reauthWindowSeconds = 600;
/** How long a mailed code is valid, and how many wrong codes end it. */
export const reauthCodeTtlSeconds = 600;
export const reauthCodeAttempts = 5;

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether the session proved it is the player within the window (a password sign-in counts). */
export async function isRecentlyReauthenticated(
  db: Kysely<Database>,
  sessionId: string,
  nowMs: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_sessions')
    .select('reauthenticated_at')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const at = row?.reauthenticated_at;
  return at instanceof Date && at.getTime() > nowMs - reauthWindowSeconds * 1000;
}

/** The answer to a link or unlink without a recent proof. */
export const reauthRequired = (): Refusal =>
  new Refusal('forbidden', accountMessages.reauthRequired, undefined, {}, 'reauth_required');

/** Marks the session as re-authenticated now (and spends any code); answers until when. */
export async function markReauthenticated(db: Kysely<Database>, sessionId: string, nowMs: number): Promise<string> {
  await db
    .updateTable('auth_sessions')
    .set({
      reauthenticated_at: iso(nowMs),
      reauth_code_hash: null,
      reauth_code_expires_at: null,
      reauth_code_attempts: 0,
    })
    .where('id', '=', sessionId)
    .execute();
  return new Date(nowMs + reauthWindowSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Issues a fresh six-digit code for the session (replacing any earlier one); answers the code to mail. */
export async function issueReauthCode(db: Kysely<Database>, sessionId: string, nowMs: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .updateTable('auth_sessions')
    .set({
      reauth_code_hash: hashToken(`${sessionId}:${code}`),
      reauth_code_expires_at: iso(nowMs + reauthCodeTtlSeconds * 1000),
      reauth_code_attempts: 0,
    })
    .where('id', '=', sessionId)
    .execute();
  return code;
}

/**
 * Checks a mailed code against the session's: true once (the code is spent by `markReauthenticated`). A wrong code
 * counts; after `reauthCodeAttempts` of them the code is dropped, so six digits cannot be guessed.
 */
export async function checkReauthCode(
  db: Kysely<Database>,
  sessionId: string,
  code: string,
  nowMs: number,
): Promise<boolean> {
  const counted = await db
    .updateTable('auth_sessions')
    .set((eb) => ({ reauth_code_attempts: eb('reauth_code_attempts', '+', 1) }))
    .where('id', '=', sessionId)
    .where('reauth_code_hash', 'is not', null)
    .returning(['reauth_code_hash', 'reauth_code_expires_at', 'reauth_code_attempts'])
    .executeTakeFirst();
  if (counted === undefined || counted.reauth_code_hash === null) return false;
  const expired = counted.reauth_code_expires_at === null || counted.reauth_code_expires_at.getTime() <= nowMs;
  if (expired || counted.reauth_code_attempts > reauthCodeAttempts) {
    await db
      .updateTable('auth_sessions')
      .set({ reauth_code_hash: null, reauth_code_expires_at: null })
      .where('id', '=', sessionId)
      .execute();
    return false;
  }
  const expected = Buffer.from(counted.reauth_code_hash, 'hex');
  const given = Buffer.from(hashToken(`${sessionId}:${code}`), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
