import type { SecurityEventType } from '@mynacon/contract';
import type { ServerContext } from '../context.ts';

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
 * Records a security event: a row of `security_events` (kept AUDIT_RETENTION_DAYS, pruned at most once an hour)
 * and, unless AUDIT_LOG_STDOUT=false, a JSON line on the output. Never throws: a failing log must not fail the
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
    await context.db.insertInto('security_events').values(row).execute();
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
