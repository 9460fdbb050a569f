import { endpoints, type newsletterTopics } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context.ts';
import { toIso } from '../data/snapshot.ts';
import type { Database } from '../db/types.ts';
import { json } from '../http/answers.ts';
import { jsonBody, pathParams } from '../http/input.ts';
import { Refusal } from '../http/refusal.ts';
import { nowIso, publicRoute } from './http.ts';

/** `demo@mynacon.test` → `d***@mynacon.test`: enough to recognise one's address, not to learn another's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

async function preferences(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('newsletter_preferences')
    .innerJoin('users', 'users.id', 'newsletter_preferences.user_id')
    .select([
      'newsletter_preferences.id',
      'newsletter_preferences.topics',
      'newsletter_preferences.frequency',
      'newsletter_preferences.updated_at',
      'users.email',
    ])
    .where('newsletter_preferences.id', '=', id)
    .executeTakeFirst();
  if (row === undefined) throw new Refusal('not_found', 'No newsletter preferences have this id.');
  return {
    id: row.id,
    email: maskEmail(row.email),
    topics: row.topics as Array<(typeof newsletterTopics)[number]>,
    frequency: row.frequency,
    updated_at: toIso(row.updated_at),
  };
}

/** Newsletter preferences, public: the 64-hex id of the e-mail link is the secret (spec section 5). */
export function mountNewsletter(app: Hono, context: ServerContext): void {
  const { db } = context;

  publicRoute(app, context, endpoints.newsletterPreferences, async (c) => {
    const { id } = pathParams(c, endpoints.newsletterPreferences);
    return json({ success: true, data: await preferences(db, id.toLowerCase()) });
  });

  publicRoute(app, context, endpoints.updateNewsletterPreferences, async (c) => {
    const { id } = pathParams(c, endpoints.updateNewsletterPreferences);
    const body = await jsonBody(c, endpoints.updateNewsletterPreferences);
    const key = id.toLowerCase();
    const updated = await db
      .updateTable('newsletter_preferences')
      .set({ topics: JSON.stringify(body.topics), frequency: body.frequency, updated_at: nowIso(context) })
      .where('id', '=', key)
      .returning('id')
      .executeTakeFirst();
    if (updated === undefined) throw new Refusal('not_found', 'No newsletter preferences have this id.');
    return json({ success: true, data: await preferences(db, key) });
  });
}
