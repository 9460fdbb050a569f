import { endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { toIso } from '../data/snapshot.ts';
import {
  asPlayer,
  badField,
  json,
  jsonBody,
  nowIso,
  type PlayerGuard,
  pathParams,
  playerRoute,
  Refusal,
} from './http.ts';
import { toPost } from './views.ts';

const toDevice = (row: { id: number; name: string; platform: string; serial: string | null; registered_at: Date }) => ({
  id: row.id,
  name: row.name,
  platform: row.platform,
  serial: row.serial,
  registered_at: toIso(row.registered_at),
});

const deviceNotFound = (id: number) => new Refusal('not_found', `No device ${id} among yours.`);

/** Notifications, devices and community data. */
export function mountInbox(app: Hono, context: ServerContext, guard: PlayerGuard): void {
  const { db } = context;

  playerRoute(app, endpoints.notifications, guard, async (c) => {
    const rows = await db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', c.get('userId'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return json({
      success: true,
      data: rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        read_state: row.read_state,
        notification_key: row.notification_key,
        created_at: toIso(row.created_at),
        parameters: row.parameters,
      })),
    });
  });

  playerRoute(app, endpoints.markNotificationsRead, guard, async (c) => {
    const body = await jsonBody(c, endpoints.markNotificationsRead);
    const ids = [...new Set(body.notificationIds)];
    // Only the caller's rows match: another player's ids are ignored, never changed.
    const rows = await db
      .updateTable('notifications')
      .set({ read_state: true })
      .where('user_id', '=', c.get('userId'))
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    return json({ success: true, data: { notificationIds: rows.map((row) => row.id).sort((a, b) => a - b) } });
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
      .selectAll('community_posts')
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
    return json({
      success: true,
      data: {
        display_name: user?.username ?? null,
        posts: posts.map(toPost),
        voted_post_ids: reactions.filter((row) => row.kind === 'vote').map((row) => row.post_id),
        followed_post_ids: reactions.filter((row) => row.kind === 'follow').map((row) => row.post_id),
      },
    });
  });
}
