import {
  type ActiveSessionsResponse,
  endpoints,
  type SecurityEventsResponse,
  SecurityEventType,
  securityEventsPageSize,
} from '@mynacon/contract';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { recordSecurityEvent } from '../auth/audit.ts';
import { announceRevocations } from '../auth/revocations.ts';
import { authRuntime } from '../auth/runtime.ts';
import { revokeSession } from '../auth/sessions.ts';
import { summariseUserAgent } from '../auth/user-agent.ts';
import type { ServerContext } from '../context.ts';
import { json } from '../http/answers.ts';
import { pathParams, queryParams } from '../http/input.ts';
import { Refusal } from '../http/refusal.ts';
import { clientAddress } from '../services/client-address.ts';
import { type PlayerContext, type PlayerGuard, playerRoute } from './http.ts';

/** The sessions page and the security log of the player (decisions 034 and 035). */
export function mountSecurity(app: Hono, context: ServerContext, guard: PlayerGuard): void {
  const { db } = context;

  /** The player's live sessions: not ended, not expired, not left behind by a password change. */
  const liveSessions = async (userId: number, currentId: string): Promise<ActiveSessionsResponse> => {
    const rows = await db
      .selectFrom('auth_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_agent', 's.client_address', 's.created_at', 's.last_used_at'])
      .where('s.user_id', '=', userId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', new Date(context.now()))
      .whereRef('s.credentials_version', '=', 'u.credentials_version')
      .execute();
    const items = rows.map((row) => ({
      id: row.id,
      current: row.id === currentId,
      ...summariseUserAgent(row.user_agent),
      address: row.client_address,
      created_at: row.created_at.toISOString(),
      last_used_at: (row.last_used_at ?? row.created_at).toISOString(),
    }));
    items.sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        b.last_used_at.localeCompare(a.last_used_at) ||
        a.id.localeCompare(b.id),
    );
    return { success: true, data: { items } };
  };

  const ended = async (c: PlayerContext, sessionIds: string[]) => {
    const now = context.now();
    const { revocations } = authRuntime(context);
    for (const id of sessionIds) revocations.endSession(id, now);
    await announceRevocations(context);
    for (const id of sessionIds) {
      await recordSecurityEvent(context, {
        type: 'session_ended',
        userId: c.get('userId'),
        sessionId: c.get('sessionId'),
        clientAddress: clientAddress(c, context.config.services),
        userAgent: c.req.header('user-agent'),
        detail: { ended: id },
      });
    }
  };

  playerRoute(app, endpoints.sessions, guard, async (c) =>
    json(await liveSessions(c.get('userId'), c.get('sessionId'))),
  );

  playerRoute(app, endpoints.endSession, guard, async (c) => {
    const { id } = pathParams(c, endpoints.endSession);
    const userId = c.get('userId');
    const owned = await db
      .selectFrom('auth_sessions')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (owned === undefined) throw new Refusal('not_found', 'No such session among yours.');
    await revokeSession(db, id, 'ended_elsewhere', context.now());
    await ended(c, [id]);
    return json(await liveSessions(userId, c.get('sessionId')));
  });

  playerRoute(app, endpoints.endOtherSessions, guard, async (c) => {
    const userId = c.get('userId');
    const current = c.get('sessionId');
    const rows = await db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date(context.now()).toISOString(), revoked_reason: 'ended_elsewhere' })
      .where('user_id', '=', userId)
      .where('id', '!=', current)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    await ended(
      c,
      rows.map((row) => row.id),
    );
    return json(await liveSessions(userId, current));
  });

  playerRoute(app, endpoints.securityEvents, guard, async (c) => {
    const query = queryParams(c, endpoints.securityEvents.query);
    const page = Number(query.page ?? '1');
    const userId = c.get('userId');
    const [rows, count] = await Promise.all([
      db
        .selectFrom('security_events')
        .select(['id', 'type', 'at', 'client_address', 'user_agent', 'detail'])
        .where('user_id', '=', userId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(securityEventsPageSize)
        .offset((page - 1) * securityEventsPageSize)
        .execute(),
      db
        .selectFrom('security_events')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    const answer: SecurityEventsResponse = {
      success: true,
      data: {
        items: rows.flatMap((row) => {
          const type = z.safeParse(SecurityEventType, row.type);
          if (!type.success) return [];
          const { browser, os } = summariseUserAgent(row.user_agent);
          const method = row.detail.method;
          return [
            {
              id: Number(row.id),
              type: type.data,
              at: row.at.toISOString(),
              address: row.client_address,
              browser,
              os,
              method: typeof method === 'string' ? method : null,
            },
          ];
        }),
        page,
        page_size: securityEventsPageSize,
        total: Number(count.total),
      },
    };
    return json(answer);
  });
}
