import * as z from 'zod/mini';
import { Id, NumericString, Timestamp } from './primitives.ts';
import { named } from './registry.ts';

/**
 * The game a profile belongs to; the cover comes from the game database's `igdb_image_id`. `code` is the game's code
 * in the support games list (`/api/cache/support/games`), the first segment of `/profile/{detail...}`.
 */
export const ProfileGameRef = named(
  'ProfileGameRef',
  z.object({
    id: Id,
    code: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    name: z.string().check(z.minLength(1)),
    igdb_image_id: z.string().check(z.regex(/^[a-z0-9]+$/)),
  }),
);
export type ProfileGameRef = z.infer<typeof ProfileGameRef>;

/**
 * A game profile (spec section 3): `status` '1' is published, `featured` 1 is featured, the vote counters are
 * decimal strings.
 */
export const Profile = named(
  'Profile',
  z.object({
    id: Id,
    profile_game_id: Id,
    status: z.enum(['0', '1']),
    title: z.string().check(z.minLength(1)),
    platform: z.string().check(z.minLength(1)),
    product_sku: z.nullable(z.string().check(z.minLength(1))),
    featured: z.literal([0, 1]),
    positive_votes: NumericString,
    negative_votes: NumericString,
    created_at: Timestamp,
    profile_game: ProfileGameRef,
  }),
);
export type Profile = z.infer<typeof Profile>;

/** Profiles of one game (spec section 3, profile game). */
export const ProfileGame = named('ProfileGame', z.object({ id: Id, profiles: z.array(Profile) }));
export type ProfileGame = z.infer<typeof ProfileGame>;

/** `GET /api/cache/profiles`: profiles grouped by `profile_game_id`, games in id order. */
export const ProfilesResponse = named('ProfilesResponse', z.array(ProfileGame));
export type ProfilesResponse = z.infer<typeof ProfilesResponse>;

/** The direction of a player's vote on a profile. */
export const profileVoteDirections = ['up', 'down'] as const;
export type ProfileVoteDirection = (typeof profileVoteDirections)[number];

/** One of the signed-in player's votes: which profile, and which way (one vote per player and profile). */
export const ProfileVote = named('ProfileVote', z.object({ profile_id: Id, vote: z.enum(profileVoteDirections) }));
export type ProfileVote = z.infer<typeof ProfileVote>;

/**
 * `GET /api/middleware/profile/my-votes`: the signed-in player's own votes on published profiles, by profile id. Per
 * player, so never part of the shared, cached `/api/cache/profiles`.
 */
export const MyProfileVotesResponse = named(
  'MyProfileVotesResponse',
  z.object({ success: z.boolean(), data: z.array(ProfileVote) }),
);
export type MyProfileVotesResponse = z.infer<typeof MyProfileVotesResponse>;
