import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { ServerContext } from '../context.ts';
import { json } from '../http/answers.ts';
import { queryParams } from '../http/input.ts';
import { handle } from '../http/refusal.ts';
import type { Mailer } from './mail.ts';

/** The development outbox's path: outside the contract, never mounted in production. */
export const outboxPath = '/api/dev/outbox';

// No control characters: PostgreSQL refuses a NUL in text, and no address holds one.
const OutboxQuery = z.object({ to: z.optional(z.string().check(z.maxLength(254), z.regex(/^[^\p{Cc}]*$/u))) });

/** How many mails one read returns at most, newest first. */
const outboxPageSize = 100;

/**
 * `GET /api/dev/outbox?to=`: the latest mails, optionally to one address (any case), for developers and the
 * end-to-end tests. Mounted in the development mode only (decision 041): elsewhere it answers 404 like any unknown
 * path.
 */
export function mountOutbox(app: Hono, context: ServerContext, mailer?: Mailer): void {
  if (context.config.production) return;
  app.get(
    outboxPath,
    handle(async (c) => {
      const query = queryParams(c, OutboxQuery);
      // Mails written after their call's answer (reset, new confirmation link) are there once the queue is idle.
      await mailer?.idle();
      let select = context.db
        .selectFrom('mail_outbox')
        .select(['id', 'to', 'subject', 'text', 'html', 'kind', 'created_at'])
        .orderBy('id', 'desc')
        .limit(outboxPageSize);
      const to = query.to?.trim().toLowerCase();
      if (to !== undefined && to !== '') select = select.where((eb) => eb(eb.fn('lower', ['to']), '=', to));
      const rows = await select.execute();
      return json({
        messages: rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at.toISOString() })),
      });
    }),
  );
}
