import { endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import { type Selectable, sql, type Transaction } from 'kysely';
import { readBearer } from '../auth/runtime.ts';
import type { ServerContext } from '../context.ts';
import { readMeToo, toIso } from '../data/snapshot.ts';
import type { Database, SupportTicketsTable } from '../db/types.ts';
import { json } from '../http/answers.ts';
import { jsonBody, pathParams } from '../http/input.ts';
import { badField, Refusal, unauthorized } from '../http/refusal.ts';
import { clientAddress } from '../services/client-address.ts';
import { clientKey, requestLimits, requireTokens } from '../services/limits.ts';
import { botRefusedMessage, checkBotToken } from '../services/recaptcha.ts';
import {
  asPlayer,
  bumpDataVersion,
  nowIso,
  type PlayerGuard,
  playerRoute,
  publicRoute,
  publishChanges,
  unknownPlayer,
} from './http.ts';
import { toPost } from './views.ts';

function toTicket(row: Selectable<SupportTicketsTable>) {
  return {
    ticket_id: row.id,
    status: row.status,
    subject: row.subject,
    product: row.product,
    platform_id: row.platform_id,
    severity: row.severity,
    order_id: row.order_increment_id,
    created_at: toIso(row.created_at),
  };
}

/** Bug reports on a game board, support tickets and the contact form. */
/** Refuses (400 on `platform_model`) a platform model that is not one of the game's, naming those that are. */
async function requireGamePlatform(trx: Transaction<Database>, gameCode: string, platformModel: string): Promise<void> {
  const models = await trx
    .selectFrom('game_platforms')
    .innerJoin('platforms', 'platforms.id', 'game_platforms.platform_id')
    .select('platforms.name')
    .where('game_platforms.game_code', '=', gameCode)
    .orderBy('platforms.id')
    .execute();
  if (!models.some((model) => model.name === platformModel)) {
    throw badField('platform_model', `Choose one of the game's platforms: ${models.map((m) => m.name).join(', ')}`);
  }
}

export function mountSupport(app: Hono, context: ServerContext, guard: PlayerGuard): void {
  const { db } = context;

  playerRoute(app, endpoints.createReport, guard, async (c) => {
    if (!context.config.features.gameSupport) throw new Refusal('not_found', 'Game support is not available.');
    const { gameZendeskId } = pathParams(c, endpoints.createReport);
    const body = await jsonBody(c, endpoints.createReport);
    const userId = c.get('userId');
    const created = await asPlayer(context, userId, async (trx) => {
      const game = await trx
        .selectFrom('games')
        .select(['code', 'zendesk_topic_id'])
        .where('zendesk_id', '=', gameZendeskId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (game === undefined) throw new Refusal('not_found', `No supported game has the board ${gameZendeskId}.`);
      await requireGamePlatform(trx, game.code, body.platform_model);
      const user = await trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
      const { rows } = await sql<{ id: number }>`select nextval('community_post_ids') as id`.execute(trx);
      const id = Number(rows[0]?.id);
      const now = nowIso(context);
      const post = await trx
        .insertInto('community_posts')
        .values({
          id,
          topic_id: game.zendesk_topic_id,
          title: body.title,
          // A new report waits for moderation: the portal's `moderation` is the provider's `none`.
          status: 'none',
          severity: body.severity,
          platform_model: body.platform_model,
          body: body.body,
          author_name: user.username,
          created_at: now,
          updated_at: now,
          edited_at: now,
          vote_sum: 0,
          vote_count: 0,
          comment_count: 0,
          follower_count: 1,
          pinned: false,
          featured: false,
          closed: false,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('community_post_authors').values({ post_id: id, user_id: userId }).execute();
      await trx
        .insertInto('community_post_reactions')
        .values({ user_id: userId, post_id: id, kind: 'follow', created_at: now })
        .execute();
      return { post: toPost(post), version: await bumpDataVersion(trx) };
    });
    await publishChanges(context, { kind: 'post_created', version: created.version, post: created.post });
    return json({ success: true, data: created.post });
  });

  playerRoute(app, endpoints.meToo, guard, async (c) => {
    if (!context.config.features.gameSupport) throw new Refusal('not_found', 'Game support is not available.');
    const { gameZendeskId, id } = pathParams(c, endpoints.meToo);
    const body = await jsonBody(c, endpoints.meToo);
    const userId = c.get('userId');
    const changed = await asPlayer(context, userId, async (trx) => {
      const game = await trx
        .selectFrom('games')
        .select(['code', 'name', 'zendesk_topic_id'])
        .where('zendesk_id', '=', gameZendeskId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (game === undefined) throw new Refusal('not_found', `No supported game has the board ${gameZendeskId}.`);
      // A post in moderation is not on the board yet (its author's alone to read): no "me too" on it.
      const post = await trx
        .selectFrom('community_posts')
        .selectAll()
        .where('id', '=', id)
        .where('topic_id', '=', game.zendesk_topic_id)
        .where('status', '!=', 'none')
        .forUpdate()
        .executeTakeFirst();
      if (post === undefined) throw new Refusal('not_found', `No published post ${id} on the board of ${game.name}.`);
      await requireGamePlatform(trx, game.code, body.platform_model);
      const now = nowIso(context);
      const previous = await trx
        .selectFrom('community_post_me_too')
        .select('platform_model')
        .where('post_id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (previous?.platform_model === body.platform_model) {
        // Said again on the same platform: nothing changes, the public data keeps its version.
        return { post: toPost(post, (await readMeToo(trx, [id])).get(id)), version: undefined };
      }
      await trx
        .insertInto('community_post_me_too')
        .values({ post_id: id, user_id: userId, platform_model: body.platform_model, created_at: now, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['post_id', 'user_id']).doUpdateSet({ platform_model: body.platform_model, updated_at: now }),
        )
        .execute();
      // The post's row is locked: the counts are those of this commit, whatever other players do meanwhile.
      return { post: toPost(post, (await readMeToo(trx, [id])).get(id)), version: await bumpDataVersion(trx) };
    });
    if (changed.version !== undefined) {
      await publishChanges(context, { kind: 'post_changed', version: changed.version, post: changed.post });
    }
    return json({ success: true, data: changed.post });
  });

  playerRoute(app, endpoints.tickets, guard, async (c) => {
    const rows = await db
      .selectFrom('support_tickets')
      .selectAll()
      .where('user_id', '=', c.get('userId'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return json({ success: true, data: rows.map(toTicket) });
  });

  playerRoute(app, endpoints.createTicket, guard, async (c) => {
    const body = await jsonBody(c, endpoints.createTicket);
    const userId = c.get('userId');
    const row = await asPlayer(context, userId, async (trx) => {
      // The platform options are those of /api/cache/support/ticket/{product}/platform/options.
      const game = await trx.selectFrom('games').select('code').where('code', '=', body.product).executeTakeFirst();
      const product =
        game === undefined
          ? await trx.selectFrom('products').select('product_id').where('sku', '=', body.product).executeTakeFirst()
          : undefined;
      if (game === undefined && product === undefined) {
        throw new Refusal('not_found', `No game code or product SKU is ${body.product}.`);
      }
      const options =
        game !== undefined
          ? await trx.selectFrom('game_platforms').select('platform_id').where('game_code', '=', game.code).execute()
          : await trx
              .selectFrom('product_platforms')
              .select('platform_id')
              .where('product_id', '=', product?.product_id ?? -1)
              .execute();
      if (!options.some((option) => option.platform_id === body.platform_id)) {
        throw badField(
          'platform_id',
          `Choose one of the platform options of ${body.product}: ${options.map((o) => o.platform_id).join(', ')}`,
        );
      }
      let orderId: string | null = null;
      if (body.order_id !== undefined) {
        const order = await trx
          .selectFrom('orders')
          .select('increment_id')
          .where('increment_id', '=', body.order_id.toUpperCase())
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (order === undefined) throw new Refusal('not_found', `No order ${body.order_id} among yours.`);
        orderId = order.increment_id;
      }
      return trx
        .insertInto('support_tickets')
        .values({
          user_id: userId,
          product: body.product,
          platform_id: body.platform_id,
          severity: body.severity,
          subject: body.subject,
          description: body.description,
          order_increment_id: orderId,
          created_at: nowIso(context),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return json({ success: true, data: toTicket(row) });
  });

  publicRoute(app, context, endpoints.contact, async (c) => {
    // The token is optional; one that is sent must be valid, so a signed-in player's message is never anonymous.
    const claims = await readBearer(context, c.req.header('authorization'));
    if (claims === 'malformed' || claims === 'invalid') throw new Refusal(unauthorized(claims === 'invalid'));
    const userId = claims === 'none' ? null : claims.userId;
    const body = await jsonBody(c, endpoints.contact);
    const ip = clientAddress(c, context.config.services);
    const bot = await checkBotToken(context, body.token, 'contact', ip);
    if (bot === 'refused') throw new Refusal('invalid_body', botRefusedMessage, undefined, {}, 'bot_refused');
    if (bot === 'unavailable') {
      throw new Refusal(
        'service_unavailable',
        'Bot protection cannot be checked right now: try again in a minute.',
        undefined,
        {
          'retry-after': '60',
        },
      );
    }
    const emailKey = body.email.toLowerCase();
    // Messages that passed the bot check, per client address and per e-mail address (decision 044).
    const { contact } = requestLimits(context).rules;
    await requireTokens(
      context,
      [...(ip === undefined ? [] : [[contact, clientKey(c, context)] as const]), [contact, `email:${emailKey}`]],
      () => 'Too many messages: try again later.',
    );
    const row = await context.db.transaction().execute(async (trx) => {
      if (userId !== null) {
        const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
        if (user === undefined) throw unknownPlayer();
      }
      return trx
        .insertInto('contact_messages')
        .values({
          user_id: userId,
          name: body.name,
          email: body.email,
          email_key: emailKey,
          subject: body.subject,
          message: body.message,
          order_id: body.order_id ?? null,
          locale: body.locale ?? null,
          remote_ip: ip ?? null,
          created_at: nowIso(context),
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    });
    return json({ success: true, data: { id: row.id, received_at: toIso(row.created_at) } });
  });
}
