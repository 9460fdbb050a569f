import { endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../context.ts';
import { toIso } from '../data/snapshot.ts';
import type { Database } from '../db/types.ts';
import { json } from '../http/answers.ts';
import { jsonBody, pathParams, queryParams } from '../http/input.ts';
import { Refusal } from '../http/refusal.ts';
import {
  asPlayer,
  bumpDataVersion,
  nowIso,
  type PlayerContext,
  type PlayerGuard,
  playerRoute,
  publishChanges,
} from './http.ts';
import { profileQuery, toProfile } from './views.ts';

async function publishedProfile(trx: Transaction<Database>, id: number) {
  const profile = await trx.selectFrom('profiles').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
  if (profile === undefined || profile.status !== 1) throw new Refusal('not_found', `No published profile ${id}.`);
  return profile;
}

/** Votes, favourites and the player's own profiles. */
export function mountProfiles(app: Hono, context: ServerContext, guard: PlayerGuard): void {
  const { db } = context;

  const vote = (direction: 'up' | 'down') => async (c: PlayerContext) => {
    const endpoint = direction === 'up' ? endpoints.upvote : endpoints.downvote;
    // The client's counter is ignored: the server adds 1 to its own.
    const { id } = await jsonBody(c, endpoint);
    const userId = c.get('userId');
    const counters = await asPlayer(context, userId, async (trx) => {
      await publishedProfile(trx, id);
      const author = await trx
        .selectFrom('profile_authors')
        .select('user_id')
        .where('profile_id', '=', id)
        .executeTakeFirst();
      if (author?.user_id === userId) throw new Refusal('forbidden', 'You cannot vote on your own profile.');
      const stored = await trx
        .insertInto('profile_votes')
        .values({ user_id: userId, profile_id: id, direction, voted_at: nowIso(context) })
        .onConflict((conflict) => conflict.columns(['user_id', 'profile_id']).doNothing())
        .returning('profile_id')
        .executeTakeFirst();
      if (stored === undefined) throw new Refusal('conflict', 'You have already voted on this profile.');
      const column = direction === 'up' ? 'positive_votes' : 'negative_votes';
      const row = await trx
        .updateTable('profiles')
        .set((eb) => ({ [column]: eb(column, '+', 1) }))
        .where('id', '=', id)
        .returning(['positive_votes', 'negative_votes'])
        .executeTakeFirstOrThrow();
      return { ...row, version: await bumpDataVersion(trx) };
    });
    // The row stays locked until the commit: these are its counters at this data version.
    await publishChanges(context, {
      kind: 'profile_votes',
      version: counters.version,
      profileId: id,
      positiveVotes: counters.positive_votes,
      negativeVotes: counters.negative_votes,
    });
    return json({
      success: true,
      data: { id, positive_votes: String(counters.positive_votes), negative_votes: String(counters.negative_votes) },
    });
  };
  playerRoute(app, endpoints.upvote, guard, vote('up'));
  playerRoute(app, endpoints.downvote, guard, vote('down'));

  // The player's own votes: per player, so outside the shared cached profile list (never stored by a cache).
  playerRoute(app, endpoints.myVotes, guard, async (c) => {
    const rows = await db
      .selectFrom('profile_votes')
      .innerJoin('profiles', 'profiles.id', 'profile_votes.profile_id')
      .select(['profile_votes.profile_id', 'profile_votes.direction'])
      .where('profile_votes.user_id', '=', c.get('userId'))
      .where('profiles.status', '=', 1)
      .orderBy('profile_votes.profile_id')
      .execute();
    return json({ success: true, data: rows.map((row) => ({ profile_id: row.profile_id, vote: row.direction })) });
  });

  playerRoute(app, endpoints.favoriteList, guard, async (c) => {
    const rows = await profileQuery(db)
      .innerJoin('profile_favorites', 'profile_favorites.profile_id', 'profiles.id')
      .select('profile_favorites.created_at as favorite_since')
      .where('profile_favorites.user_id', '=', c.get('userId'))
      .where('profiles.status', '=', 1)
      .orderBy('profile_favorites.created_at', 'desc')
      .orderBy('profiles.id', 'desc')
      .execute();
    return json({
      success: true,
      data: {
        items: rows.map((row) => ({
          id: row.id,
          is_favorite_since: toIso(row.favorite_since),
          profile: toProfile(row),
        })),
      },
    });
  });

  playerRoute(app, endpoints.addFavorite, guard, async (c) => {
    const { id } = pathParams(c, endpoints.addFavorite);
    const userId = c.get('userId');
    const row = await asPlayer(context, userId, async (trx) => {
      await publishedProfile(trx, id);
      // Idempotent: a repeat keeps the first date.
      await trx
        .insertInto('profile_favorites')
        .values({ user_id: userId, profile_id: id, created_at: nowIso(context) })
        .onConflict((conflict) => conflict.columns(['user_id', 'profile_id']).doNothing())
        .execute();
      return profileQuery(trx)
        .innerJoin('profile_favorites', 'profile_favorites.profile_id', 'profiles.id')
        .select('profile_favorites.created_at as favorite_since')
        .where('profile_favorites.user_id', '=', userId)
        .where('profiles.id', '=', id)
        .executeTakeFirstOrThrow();
    });
    return json({
      success: true,
      data: { id: row.id, is_favorite_since: toIso(row.favorite_since), profile: toProfile(row) },
    });
  });

  playerRoute(app, endpoints.removeFavorite, guard, async (c) => {
    const { id } = pathParams(c, endpoints.removeFavorite);
    const row = await db
      .deleteFrom('profile_favorites')
      .where('user_id', '=', c.get('userId'))
      .where('profile_id', '=', id)
      .returning('profile_id')
      .executeTakeFirst();
    if (row === undefined) throw new Refusal('not_found', `Profile ${id} is not among your favourites.`);
    return json({ success: true });
  });

  playerRoute(app, endpoints.userProfiles, guard, async (c) => {
    const userId = c.get('userId');
    const query = queryParams(c, endpoints.userProfiles.query);
    // Another player's id is refused rather than ignored, so a client bug cannot pass for an empty list.
    if (query.my_nacon_id !== undefined && Number(query.my_nacon_id) !== userId) {
      throw new Refusal('forbidden', 'my_nacon_id must be your own user id: another player’s profiles are not listed.');
    }
    const rows = await profileQuery(db)
      .innerJoin('profile_authors', 'profile_authors.profile_id', 'profiles.id')
      .where('profile_authors.user_id', '=', userId)
      .orderBy('profiles.created_at', 'desc')
      .orderBy('profiles.id', 'desc')
      .execute();
    return json({ success: true, data: { items: rows.map(toProfile) } });
  });
}
