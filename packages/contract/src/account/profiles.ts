// Votes, favourites and the player's own game profiles.
import * as z from 'zod/mini';
import { Id, NumericString, RecordId, Timestamp } from '../primitives.ts';
import { Profile } from '../profiles.ts';
import { named } from '../registry.ts';
import { envelope } from './fields.ts';

export const UpvoteBody = named(
  'UpvoteBody',
  z.object({ id: RecordId, positive_votes: z.optional(NumericString) }),
  'The client’s counter is accepted but ignored: the server adds 1 to its own.',
);
export const DownvoteBody = named(
  'DownvoteBody',
  z.object({ id: RecordId, negative_votes: z.optional(NumericString) }),
  'The client’s counter is accepted but ignored: the server adds 1 to its own.',
);
export const VoteResponse = named(
  'VoteResponse',
  envelope(z.object({ id: Id, positive_votes: NumericString, negative_votes: NumericString })),
  'The profile’s counters after the vote.',
);

export const FavoriteItem = named(
  'FavoriteItem',
  z.object({ id: Id, is_favorite_since: Timestamp, profile: Profile }),
  '`id` is the profile’s id.',
);
export const FavoriteListResponse = named(
  'FavoriteListResponse',
  envelope(z.object({ items: z.array(FavoriteItem) })),
  'Published favourite profiles, most recently added first.',
);
export const FavoriteResponse = named('FavoriteResponse', envelope(FavoriteItem));
export const UserProfilesQuery = z.object({ my_nacon_id: z.optional(z.string().check(z.regex(/^[0-9]{1,15}$/))) });
export const UserProfilesResponse = named(
  'UserProfilesResponse',
  envelope(z.object({ items: z.array(Profile) })),
  'Profiles the player created, drafts included, newest first.',
);
