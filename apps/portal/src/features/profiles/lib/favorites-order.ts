// The favourites' order (spec section 9): the first 4 as the API gives them, in one list; the rest by the time of
// their game's latest profile (lastProfilesAdd), newest first.
import type { Profile } from '@mynacon/contract';

/** How many favourites keep the API's order. */
export const leadingFavorites = 4;

export interface FavoriteEntry {
  id: number;
  is_favorite_since: string;
  profile: Profile;
}

export interface OrderedFavorites<T extends FavoriteEntry> {
  /** The first 4, in the API's order. */
  first: T[];
  /** The others, by lastProfilesAdd descending. */
  rest: T[];
}

/**
 * Splits and orders the favourites. A favourite's lastProfilesAdd is its game's latest published profile time
 * (`lastByGame`); a game not in the list falls back to the profile's own `created_at`.
 */
export function orderFavorites<T extends FavoriteEntry>(
  items: readonly T[],
  lastByGame: ReadonlyMap<number, string>,
): OrderedFavorites<T> {
  const lastOf = (item: T) => Date.parse(lastByGame.get(item.profile.profile_game_id) ?? item.profile.created_at);
  const first = items.slice(0, leadingFavorites);
  const rest = items
    .slice(leadingFavorites)
    .map((item, index) => ({ item, index, last: lastOf(item) }))
    .sort((a, b) => b.last - a.last || a.index - b.index)
    .map(({ item }) => item);
  return { first, rest };
}
