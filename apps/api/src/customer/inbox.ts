import { endpoints, type Notification } from '@mynacon/contract';
import type { Hono } from 'hono';
import { bearerGuard } from '../auth/runtime.ts';
import type { ServerContext } from '../context.ts';
import { toIso } from '../data/snapshot.ts';
import { readColumns } from '../db/columns.ts';
import { json } from '../http/answers.ts';
import { jsonBody, pathParams } from '../http/input.ts';
import { sendPrepared } from '../http/prepared.ts';
import { badField, Refusal } from '../http/refusal.ts';
import { asPlayer, nowIso, type PlayerGuard, playerRoute, unknownPlayer } from './http.ts';
import { inboxCache } from './inbox-cache.ts';
import { readMeToo, toPost } from './views.ts';

const toDevice = (row: { id: number; name: string; platform: string; serial: string | null; registered_at: Date }) => ({
  id: row.id,
  name: row.name,
  platform: row.platform,
  serial: row.serial,
  registered_at: toIso(row.registered_at),
});

/** Private like every player answer (never stored by a cache); the ETag lets a client revalidate for a 304. */
export const inboxHeaders = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * The inbox answer of a player, newest first, or null when the account does not exist: one query (the account's
 * row left-joined to its notifications) does both.
 */
export async function loadInbox(context: ServerContext, userId: number) {
  const rows = await context.db
    .selectFrom('users')
    .leftJoin('notifications', 'notifications.user_id', 'users.id')
    .select([
      'notifications.id',
      'notifications.subject',
      'notifications.read_state',
      'notifications.notification_key',
      'notifications.created_at',
      'notifications.parameters',
    ])
    .where('users.id', '=', userId)
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .execute();
  if (rows.length === 0) return null;
  const data: Notification[] = [];
  for (const row of rows) {
    const { subject, read_state, notification_key, parameters } = row;
    // An account without notifications is one row of nulls (the columns themselves are not null).
    if (row.id === null || row.created_at === null || subject === null || read_state === null) continue;
    if (notification_key === null || parameters === null) continue;
    data.push({
      id: row.id,
      subject,
      read_state,
      notification_key,
      created_at: toIso(row.created_at),
      parameters,
    });
  }
  return { success: true, data };
}

const deviceNotFound = (id: number) => new Refusal('not_found', `No device ${id} among yours.`);

/** Notifications, devices and community data. */
export function mountInbox(app: Hono, context: ServerContext, guard: PlayerGuard): void {
  const { db } = context;

  const inbox = inboxCache(context);
  // The cached read checks the token on every call but not the account's row: the load below does, so a deleted
  // account is refused within the cache's TTL, like any other write made behind this server's back.
  const bearer = bearerGuard(context);

  playerRoute(app, endpoints.notifications, bearer, async (c) => {
    const userId = c.get('userId');
    const answer = await inbox.read(userId, () => loadInbox(context, userId));
    if (answer === null) throw unknownPlayer();
    return sendPrepared(c, answer, inboxHeaders);
  });

  playerRoute(app, endpoints.markNotificationsRead, guard, async (c) => {
    const body = await jsonBody(c, endpoints.markNotificationsRead);
    const userId = c.get('userId');
    const ids = [...new Set(body.notificationIds)];
    try {
      // Only the caller's rows match: another player's ids are ignored, never changed.
      const rows = await db
        .updateTable('notifications')
        .set({ read_state: true })
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .returning('id')
        .execute();
      return json({ success: true, data: { notificationIds: rows.map((row) => row.id).sort((a, b) => a - b) } });
    } finally {
      // After the commit (or a failure): the next read, and any load that started before, see the write, here and
      // on the other instances (decision 050).
      inbox.invalidate(userId);
      await context.notices?.publish({ kind: 'inbox', userId });
    }
  });

  playerRoute(app, endpoints.devices, guard, async (c) => {
    const rows = await db
      .selectFrom('devices')
      .selectAll()
      .where('user_id', '=', c.get('userId'))
      .orderBy('id')
      .execute();
    return json({ success: true, data: rows.map(toDevice) });
  });

  playerRoute(app, endpoints.addDevice, guard, async (c) => {
    const body = await jsonBody(c, endpoints.addDevice);
    const userId = c.get('userId');
    const row = await asPlayer(context, userId, async (trx) => {
      const platform = await trx
        .selectFrom('platforms')
        .select('id')
        .where('name', '=', body.platform)
        .executeTakeFirst();
      if (platform === undefined) {
        throw badField('platform', 'Unknown platform: use a name of /api/cache/support/platforms');
      }
      const { count } = await trx
        .selectFrom('devices')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= context.config.customer.maxDevices) {
        throw new Refusal(
          'conflict',
          `You can register at most ${context.config.customer.maxDevices} devices: remove one first.`,
        );
      }
      return trx
        .insertInto('devices')
        .values({
          user_id: userId,
          name: body.name,
          platform: body.platform,
          serial: body.serial ?? null,
          registered_at: nowIso(context),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return json({ success: true, data: toDevice(row) });
  });

  playerRoute(app, endpoints.renameDevice, guard, async (c) => {
    const { id } = pathParams(c, endpoints.renameDevice);
    const body = await jsonBody(c, endpoints.renameDevice);
    const row = await db
      .updateTable('devices')
      .set({ name: body.name })
      .where('id', '=', id)
      .where('user_id', '=', c.get('userId'))
      .returningAll()
      .executeTakeFirst();
    if (row === undefined) throw deviceNotFound(id);
    return json({ success: true, data: toDevice(row) });
  });

  playerRoute(app, endpoints.removeDevice, guard, async (c) => {
    const { id } = pathParams(c, endpoints.removeDevice);
    const row = await db
      .deleteFrom('devices')
      .where('id', '=', id)
      .where('user_id', '=', c.get('userId'))
      .returning('id')
      .executeTakeFirst();
    if (row === undefined) throw deviceNotFound(id);
    return json({ success: true });
  });

  playerRoute(app, endpoints.communityData, guard, async (c) => {
    const userId = c.get('userId');
    const user = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
    const posts = await db
      .selectFrom('community_posts')
      .innerJoin('community_post_authors', 'community_post_authors.post_id', 'community_posts.id')
      .select(readColumns.community_posts.map((column) => `community_posts.${column}` as const))
      .where('community_post_authors.user_id', '=', userId)
      .orderBy('community_posts.created_at', 'desc')
      .orderBy('community_posts.id', 'desc')
      .execute();
    const reactions = await db
      .selectFrom('community_post_reactions')
      .select(['post_id', 'kind'])
      .where('user_id', '=', userId)
      .orderBy('post_id')
      .execute();
    const meToo = await db
      .selectFrom('community_post_me_too')
      .select(['post_id', 'platform_model'])
      .where('user_id', '=', userId)
      .orderBy('post_id')
      .execute();
    const counts = await readMeToo(
      db,
      posts.map((post) => post.id),
    );
    return json({
      success: true,
      data: {
        display_name: user?.username ?? null,
        posts: posts.map((post) => toPost(post, counts.get(post.id))),
        voted_post_ids: reactions.filter((row) => row.kind === 'vote').map((row) => row.post_id),
        followed_post_ids: reactions.filter((row) => row.kind === 'follow').map((row) => row.post_id),
        me_too: meToo,
      },
    });
  });
}
