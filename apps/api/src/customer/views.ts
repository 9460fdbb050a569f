import type { Playtest, Profile } from '@mynacon/contract';
import type { Kysely } from 'kysely';
import { toIso } from '../data/snapshot.ts';
import type { Database } from '../db/types.ts';

/** Profiles with their game, as the public profile answers carry them. */
export function profileQuery(db: Kysely<Database>) {
  return db
    .selectFrom('profiles')
    .innerJoin('profile_games', 'profile_games.id', 'profiles.profile_game_id')
    .select([
      'profiles.id',
      'profiles.profile_game_id',
      'profiles.status',
      'profiles.title',
      'profiles.platform',
      'profiles.product_sku',
      'profiles.featured',
      'profiles.positive_votes',
      'profiles.negative_votes',
      'profiles.created_at',
      'profile_games.name as game_name',
      'profile_games.igdb_image_id as game_image_id',
    ]);
}

type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileQuery>['executeTakeFirstOrThrow']>>;

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    profile_game_id: row.profile_game_id,
    status: row.status === 1 ? '1' : '0',
    title: row.title,
    platform: row.platform,
    product_sku: row.product_sku,
    featured: row.featured === 1 ? 1 : 0,
    positive_votes: String(row.positive_votes),
    negative_votes: String(row.negative_votes),
    created_at: toIso(row.created_at),
    profile_game: { id: row.profile_game_id, name: row.game_name, igdb_image_id: row.game_image_id },
  };
}

export { toPost } from '../data/snapshot.ts';

/** Playtests with their game, as `/api/cache/playtests/{id}` answers them. */
export function playtestQuery(db: Kysely<Database>) {
  return db
    .selectFrom('playtests')
    .innerJoin('games', 'games.code', 'playtests.game_code')
    .select([
      'playtests.id',
      'playtests.status',
      'playtests.title',
      'playtests.summary',
      'playtests.description',
      'playtests.game_code',
      'playtests.platforms',
      'playtests.starts_at',
      'playtests.ends_at',
      'playtests.registration_ends_at',
      'playtests.seats',
      'playtests.survey_id',
      'games.name as game_name',
      'games.igdb_image_id',
    ]);
}

type PlaytestRow = Awaited<ReturnType<ReturnType<typeof playtestQuery>['executeTakeFirstOrThrow']>>;

export function toPlaytest(row: PlaytestRow): Playtest {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    summary: row.summary,
    description: row.description,
    game_code: row.game_code,
    game_name: row.game_name,
    igdb_image_id: row.igdb_image_id,
    platforms: row.platforms,
    starts_at: toIso(row.starts_at),
    ends_at: toIso(row.ends_at),
    registration_ends_at: toIso(row.registration_ends_at),
    seats: row.seats,
    survey_id: row.survey_id,
  };
}

/** Cents as the decimal amount the shop answers (`5999` → `59.99`). */
export const amount = (cents: number) => cents / 100;
