import type { SecurityEventType } from '@mynacon/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../context.ts';
import { limitKeyOf } from '../services/client-address.ts';

export type { SecurityEventType } from '@mynacon/contract';

export interface SecurityEvent {
  type: SecurityEventType;
  /** The player concerned, when known (null for a failure on an unknown login). */
  userId?: number | null | undefined;
  sessionId?: string | null | undefined;
  clientAddress?: string | null | undefined;
  userAgent?: string | null | undefined;
  /** A few facts of the event (a method, a path, a reason): never a password, token or secret. */
  detail?: Record<string, string | number | boolean> | undefined;
}

const lastPrune = new WeakMap<ServerContext, number>();

/**
 * The events anyone can cause at will, by sending calls that are refused: those of one client (an IPv6 client by
 * its /64, as the limits count it), one player (or none) and one minute share one row, whose `count` says how many
 * there were. A flood of refused calls adds a row a minute per client, not a row per call (decision 040).
 */
const aggregatedTypes: ReadonlySet<SecurityEventType> = new Set<SecurityEventType>(['unauthorized', 'forbidden']);

function aggregateKeyOf(event: SecurityEvent, at: string): string | null {
  if (!aggregatedTypes.has(event.type)) return null;
  const client = limitKeyOf(event.clientAddress ?? undefined) ?? '';
  // The minute: `2026-06-01T12:00`.
  return `${event.type}|${event.userId ?? ''}|${at.slice(0, 16)}|${client.slice(0, 64)}`;
}

/**
 * Records a security event: a row of `security_events` (kept AUDIT_RETENTION_DAYS, pruned at most once an hour;
 * a refusal counted in its client's row of the minute, see `aggregatedTypes`) and, unless AUDIT_LOG_STDOUT=false, a JSON line on the output. Never throws: a failing log must not fail the
 * call it describes (the failure is reported on the error output).
 */
export async function recordSecurityEvent(context: ServerContext, event: SecurityEvent): Promise<void> {
  const now = context.now();
  const at = new Date(now).toISOString();
  const row = {
    at,
    type: event.type,
    user_id: event.userId ?? null,
    session_id: event.sessionId ?? null,
    client_address: (event.clientAddress ?? '').slice(0, 64),
    user_agent: (event.userAgent ?? '').slice(0, 512),
    detail: JSON.stringify(event.detail ?? {}),
    aggregate_key: aggregateKeyOf(event, at),
  };
  const { audit } = context.config.auth;
  if (audit.stdout) {
    process.stdout.write(
      `${JSON.stringify({
        log: 'security',
        at,
        type: row.type,
        userId: row.user_id,
        sessionId: row.session_id,
        clientAddress: row.client_address,
        userAgent: row.user_agent,
        detail: event.detail ?? {},
      })}\n`,
    );
  }
  try {
    // One statement, so that servers counting the same client's refusals at once add up rather than collide.
    await context.db
      .insertInto('security_events')
      .values(row)
      .onConflict((oc) => oc.column('aggregate_key').doUpdateSet({ count: sql`security_events.count + 1` }))
      .execute();
    const pruned = lastPrune.get(context);
    if (pruned === undefined || now - pruned >= 3600_000 || now < pruned) {
      lastPrune.set(context, now);
      await context.db
        .deleteFrom('security_events')
        .where('at', '<', new Date(now - audit.retentionDays * 86_400_000))
        .execute();
    }
  } catch (error) {
    console.error(`security log: could not record ${event.type}:`, error instanceof Error ? error.message : error);
  }
}
