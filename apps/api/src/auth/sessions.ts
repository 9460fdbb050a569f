import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/types.ts';
import { recordSecurityEvent } from './audit.ts';
import { accessTokenKey, issueAccessToken } from './bearer.ts';
import { announceRevocations } from './revocations.ts';
import { hashToken, randomToken, refreshTokenKey, successorToken } from './tokens.ts';

/** Why a session ended (`auth_sessions.revoked_reason`). */
export type RevokedReason = 'signed_out' | 'reuse' | 'credentials_changed' | 'ended_elsewhere';

/** What the session shows of its player, refreshed at each rotation. */
export interface SessionProfile {
  userId: number;
  name: string;
  email: string;
  locale: string;
  storeCode: string;
}

/** Tokens of a live session: what the session cookie carries. */
export interface SessionGrant {
  sessionId: string;
  refreshToken: string;
  accessToken: string;
  /** Expiry of the access token in seconds since the epoch. */
  tokExpire: number;
  /** End of the session (the family) in seconds since the epoch. */
  sessionExpires: number;
  profile: SessionProfile;
}

/** What spending a refresh token gave: the rotated grant, or why the session is over. */
export type RefreshOutcome =
  | { ok: true; grant: SessionGrant }
  | { ok: false; reason: 'unknown' | 'ended' | 'expired' | 'reuse' | 'credentials_changed' };

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The database's clock, for the calls whose signature carries no clock. */
const databaseNow = sql<string>`now()`;

const accessKeys = new Map<string, Uint8Array>();
function accessKey(secret: string): Uint8Array {
  let key = accessKeys.get(secret);
  if (key === undefined) {
    key = accessTokenKey(secret);
    accessKeys.set(secret, key);
  }
  return key;
}

/** The profile of an account from its row and its locale's store (the default store where the locale has none). */
function profileOf(
  userId: number,
  row: { username: string; email: string; locale: string; store_code: string | null },
): SessionProfile {
  return { userId, name: row.username, email: row.email, locale: row.locale, storeCode: row.store_code ?? 'nacon_en' };
}

/** The profile of a player, or undefined when the account is gone. */
export async function loadProfile(db: Kysely<Database>, userId: number): Promise<SessionProfile | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('stores', 'stores.code', 'users.locale')
    .select(['users.id', 'users.username', 'users.email', 'users.locale', 'stores.store_code'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row === undefined ? undefined : profileOf(row.id, row);
}

async function grantFor(
  context: ServerContext,
  session: { id: string; expiresAt: number },
  refreshToken: string,
  profile: SessionProfile,
  now: number,
): Promise<SessionGrant> {
  const { auth } = context.config;
  const issued = await issueAccessToken(
    accessKey(auth.secret),
    { userId: profile.userId, sessionId: session.id },
    auth.accessTokenTtl,
    now,
  );
  return {
    sessionId: session.id,
    refreshToken,
    accessToken: issued.token,
    tokExpire: issued.expiresAt,
    sessionExpires: seconds(session.expiresAt),
    profile,
  };
}

/**
 * Starts a session for a player who just proved who they are: a new family with its first refresh token, and an
 * access token carrying the family's id as `sid`.
 */
export async function startSession(
  context: ServerContext,
  user: { id: number; credentials_version: number },
  client: { userAgent?: string | undefined; address?: string | undefined; byPassword?: boolean } = {},
): Promise<SessionGrant> {
  const now = context.now();
  const profile = await loadProfile(context.db, user.id);
  if (profile === undefined) throw new Error(`User ${user.id} disappeared while signing in`);
  const session = { id: randomUUID(), expiresAt: now + context.config.auth.sessionMaxAge * 1000 };
  const refreshToken = randomToken();
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_sessions')
      .values({
        id: session.id,
        user_id: user.id,
        credentials_version: user.credentials_version,
        created_at: iso(now),
        expires_at: iso(session.expiresAt),
        user_agent: (client.userAgent ?? '').slice(0, 512),
        client_address: (client.address ?? '').slice(0, 64),
        last_used_at: iso(now),
        // A password sign-in is a fresh proof (linking right after it needs no other); a token sign-in is not.
        reauthenticated_at: client.byPassword === true ? iso(now) : null,
      })
      .execute();
    await trx
      .insertInto('auth_refresh_tokens')
      .values({ token_hash: hashToken(refreshToken), session_id: session.id, created_at: iso(now) })
      .execute();
  });
  return grantFor(context, session, refreshToken, profile, now);
}

/** Ends one session (idempotent: an ended session keeps its first reason). */
export async function revokeSession(
  db: Kysely<Database>,
  sessionId: string,
  reason: RevokedReason,
  now?: number,
): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now === undefined ? databaseNow : iso(now), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** What says whether a session (`s`) of an account (`u`) is still live: owner, end, expiry, credentials. */
const sessionStateColumns = [
  's.user_id',
  's.revoked_at',
  's.expires_at',
  's.credentials_version',
  'u.credentials_version as current_version',
] as const;

/**
 * The profile of a live session: its account's current name, address, locale and store, or null when the session
 * is unknown, revoked, expired, of another user (`userId`), or older than the account's last password change
 * (then it is revoked). Session reads carry what the database says now: a new username shows at once.
 */
export async function activeSessionProfile(
  context: ServerContext,
  sessionId: string,
  userId?: number,
): Promise<SessionProfile | null> {
  const now = context.now();
  const row = await context.db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('stores', 'stores.code', 'u.locale')
    .select([...sessionStateColumns, 'u.username', 'u.email', 'u.locale', 'stores.store_code'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (row === undefined || row.revoked_at !== null || row.expires_at.getTime() <= now) return null;
  if (userId !== undefined && row.user_id !== userId) return null;
  if (row.credentials_version !== row.current_version) {
    await revokeSession(context.db, sessionId, 'credentials_changed', now);
    return null;
  }
  return profileOf(row.user_id, row);
}

/** Whether a session is live (see `activeSessionProfile`). */
export async function isSessionActive(context: ServerContext, sessionId: string, userId?: number): Promise<boolean> {
  return (await activeSessionProfile(context, sessionId, userId)) !== null;
}

/**
 * Spends a refresh token: the first spend rotates it to its successor; a spend within the grace window after that
 * gives the same successor (parallel requests of one tab); a later spend is a reuse and ends the whole family.
 */
export async function refreshSession(context: ServerContext, refreshToken: string): Promise<RefreshOutcome> {
  const { db } = context;
  const now = context.now();
  const hash = hashToken(refreshToken);
  const row = await db
    .selectFrom('auth_refresh_tokens as t')
    .innerJoin('auth_sessions as s', 's.id', 't.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['t.rotated_at', 's.id as session_id', ...sessionStateColumns])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
  if (row === undefined) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'ended' };
  if (row.expires_at.getTime() <= now) return { ok: false, reason: 'expired' };
  if (row.credentials_version !== row.current_version) {
    await revokeSession(db, row.session_id, 'credentials_changed', now);
    return { ok: false, reason: 'credentials_changed' };
  }

  const successor = successorToken(refreshTokenKey(context.config.auth.secret), refreshToken);
  let rotatedAt = row.rotated_at?.getTime() ?? null;
  if (rotatedAt === null) {
    const won = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('auth_refresh_tokens')
        .set({ rotated_at: iso(now) })
        .where('token_hash', '=', hash)
        .where('rotated_at', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await trx
        .insertInto('auth_refresh_tokens')
        .values({ token_hash: hashToken(successor), session_id: row.session_id, created_at: iso(now) })
        .onConflict((conflict) => conflict.column('token_hash').doNothing())
        .execute();
      return true;
    });
    if (!won) {
      // A parallel request spent it a moment ago: read when, and answer as a spend within the grace window.
      const again = await db
        .selectFrom('auth_refresh_tokens')
        .select('rotated_at')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      rotatedAt = again?.rotated_at?.getTime() ?? now;
    }
  }
  if (rotatedAt !== null && now - rotatedAt > context.config.auth.refreshGrace * 1000) {
    await revokeSession(db, row.session_id, 'reuse', now);
    await announceRevocations(context);
    await recordSecurityEvent(context, { type: 'refresh_token_reuse', userId: row.user_id, sessionId: row.session_id });
    return { ok: false, reason: 'reuse' };
  }
  const profile = await loadProfile(db, row.user_id);
  if (profile === undefined) return { ok: false, reason: 'unknown' };
  await db
    .updateTable('auth_sessions')
    .set({ last_used_at: iso(now) })
    .where('id', '=', row.session_id)
    .execute();
  const grant = await grantFor(
    context,
    { id: row.session_id, expiresAt: row.expires_at.getTime() },
    successor,
    profile,
    now,
  );
  return { ok: true, grant };
}

/**
 * Ends every session of a player but `keepSessionId`, which moves to the player's current `credentials_version`
 * (call it after a password change, in the same transaction). Unspent cross-login tokens go too. Returns how many
 * sessions ended. `now` defaults to the database's clock.
 */
export async function endOtherSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId: string,
  now?: number,
): Promise<number> {
  const at = now === undefined ? databaseNow : iso(now);
  const ended = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: at, revoked_reason: 'ended_elsewhere' })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('auth_sessions')
    .set((eb) => ({
      credentials_version: eb.selectFrom('users').select('credentials_version').where('users.id', '=', userId),
    }))
    .where('id', '=', keepSessionId)
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('cross_login_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
  return Number(ended.numUpdatedRows);
}

/**
 * Ends every session of a player (after a password reset, or when the account is closed) and drops unspent
 * cross-login tokens. Returns how many sessions ended. `now` defaults to the database's clock.
 */
export async function endAllSessions(db: Kysely<Database>, userId: number, now?: number): Promise<number> {
  // Every access token issued so far is refused too, on every server (decision 034).
  await db
    .updateTable('users')
    .set({ tokens_not_before: now === undefined ? databaseNow : iso(now) })
    .where('id', '=', userId)
    .execute();
  const ended = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now === undefined ? databaseNow : iso(now), revoked_reason: 'ended_elsewhere' })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  await db.deleteFrom('cross_login_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
  return Number(ended.numUpdatedRows);
}

/** Deletes sessions (and their refresh tokens) that ended more than a day ago. */
export async function pruneSessions(db: Kysely<Database>, now: number): Promise<void> {
  const dayAgo = new Date(now - 24 * 3600 * 1000);
  await db
    .deleteFrom('auth_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute();
}
