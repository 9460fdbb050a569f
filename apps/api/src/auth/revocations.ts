import { sql } from 'kysely';
import type { ServerContext } from '../context.ts';

/** The channel the database tells every server on (migrations/012_revocation_sessions_audit.sql). */
export const revocationChannel = 'auth_revocations';

/** A margin past the access-token lifetime during which a revocation is kept (clocks of servers differ a little). */
const marginMs = 60_000;

/**
 * Ended sessions and per-player "not before" times, held in memory so that every customer call checks its bearer
 * token without a query (decision 034). The database tells every server of a change when it commits (LISTEN /
 * NOTIFY, a trigger on `auth_sessions.revoked_at` and `users.tokens_not_before`); the server that made the change
 * also applies it at once. An entry is dropped once every token it could refuse has expired.
 */
export class Revocations {
  /** Session id → when its entry may be forgotten (ms). */
  readonly #ended = new Map<string, number>();
  /** Player id → tokens issued before this time (ms) are refused. */
  readonly #notBefore = new Map<number, number>();
  readonly #keepMs: number;
  #lastSweep = 0;

  constructor(accessTokenTtlSeconds: number) {
    this.#keepMs = accessTokenTtlSeconds * 1000 + marginMs;
  }

  /** Whether a token (its session, its player, when it was issued in seconds) was revoked. */
  isRevoked(claims: { sessionId: string; userId: number; issuedAt: number }, now: number): boolean {
    if (now - this.#lastSweep > 60_000 || now < this.#lastSweep) this.#sweep(now);
    if (this.#ended.has(claims.sessionId)) return true;
    const notBefore = this.#notBefore.get(claims.userId);
    // `iat` has whole seconds: a token issued in the second of the change but before it lives on at most 1 s.
    return notBefore !== undefined && claims.issuedAt < Math.floor(notBefore / 1000);
  }

  /** Refuses the access tokens of a session from now on. */
  endSession(sessionId: string, now: number): void {
    this.#ended.set(sessionId, now + this.#keepMs);
  }

  /** Refuses the player's access tokens issued before `at` (ms). */
  notBefore(userId: number, at: number, now: number): void {
    const current = this.#notBefore.get(userId);
    if (current === undefined || at > current) this.#notBefore.set(userId, at);
    if (now - at > this.#keepMs) this.#notBefore.delete(userId);
  }

  /** Applies a notification's payload (`{schema} s {userId} {sessionId}` or `{schema} u {userId} {ms}`). */
  apply(payload: string, schema: string, now: number): void {
    const [from, kind, user, value] = payload.split(' ');
    if (from !== schema || value === undefined) return;
    if (kind === 's') this.endSession(value, now);
    else if (kind === 'u' && Number.isSafeInteger(Number(user)) && Number.isFinite(Number(value))) {
      this.notBefore(Number(user), Number(value), now);
    }
  }

  /** Reads what the database holds that can still refuse a token (at start and after a lost connection). */
  async load(context: ServerContext): Promise<void> {
    const now = context.now();
    const since = new Date(now - this.#keepMs);
    const sessions = await context.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('revoked_at', '>', since)
      .execute();
    for (const row of sessions) this.endSession(row.id, now);
    const players = await context.db
      .selectFrom('users')
      .select(['id', 'tokens_not_before'])
      .where('tokens_not_before', '>', since)
      .execute();
    for (const row of players) {
      if (row.tokens_not_before !== null) this.notBefore(row.id, row.tokens_not_before.getTime(), now);
    }
  }

  /** How many entries are held (for tests). */
  get size(): number {
    return this.#ended.size + this.#notBefore.size;
  }

  #sweep(now: number): void {
    this.#lastSweep = now;
    for (const [id, until] of this.#ended) if (until < now) this.#ended.delete(id);
    for (const [id, at] of this.#notBefore) if (now - at > this.#keepMs) this.#notBefore.delete(id);
  }
}

/**
 * Tells the other instances by Redis as well that sessions ended or "not before" times moved (the database's trigger
 * tells them by LISTEN): they read the revocations again (decision 050). Call it after the commit.
 */
export function announceRevocations(context: ServerContext): Promise<void> {
  return context.notices?.publish({ kind: 'revocations' }) ?? Promise.resolve();
}

/** The schema the server's tables live in, as the trigger names it (`current_schema()`). */
export async function currentSchema(context: ServerContext): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(context.db);
  return rows[0]?.schema ?? 'public';
}
