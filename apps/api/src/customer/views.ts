import type { Playtest, Profile } from '@mynacon/contract';
import type { Kysely } from 'kysely';
import { toPlaytest as toPlaytestOf, toProfile as toProfileOf } from '../data/snapshot.ts';
import type { Database } from '../db/types.ts';

/** A row of the query a function builds. */
type RowOf<Q extends (db: Kysely<Database>) => { executeTakeFirstOrThrow(): Promise<unknown> }> = Awaited<
  ReturnType<ReturnType<Q>['executeTakeFirstOrThrow']>
>;

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
      'profile_games.game_code',
      'profile_games.name as game_name',
      'profile_games.igdb_image_id as game_image_id',
    ]);
}

export function toProfile(row: RowOf<typeof profileQuery>): Profile {
  return toProfileOf(row, { code: row.game_code, name: row.game_name, igdb_image_id: row.game_image_id });
}

export { readMeToo, toPost } from '../data/snapshot.ts';

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
      'playtests.participants',
      'playtests.closing_message',
      'games.name as game_name',
      'games.igdb_image_id',
      (eb) =>
        eb
          .selectFrom('playtest_registrations as counted')
          .select((counted) => counted.fn.countAll<number | string>().as('count'))
          .whereRef('counted.playtest_id', '=', 'playtests.id')
          .as('registered'),
    ]);
}

export function toPlaytest(row: RowOf<typeof playtestQuery>): Playtest {
  return toPlaytestOf(row, { name: row.game_name, igdb_image_id: row.igdb_image_id }, Number(row.registered ?? 0));
}

/** Cents as the decimal amount the shop answers (`5999` → `59.99`). */
export const amount = (cents: number) => cents / 100;
