// The data guards of the profile pages (spec section 5): the game of `/profile/{detail...}` and the product of
// `/profile/product/{detail...}` must exist. The decisions are pure; `guards.ts` feeds them the store's data.
import type { Product, ProfileGame } from '@mynacon/contract';

/** The segments of a rest parameter, empty ones left out. */
export const segmentsOf = (detail: string | undefined) => (detail ?? '').split('/').filter((part) => part !== '');

/**
 * `/profile/{code}[/{profileId}]`: the game's code must be in the support games list, or, when that list is not
 * there (`games` undefined), among the profiles' games; a second segment must be a published profile of that game.
 * `profiles` undefined (could not be loaded) lets the page show its own failure state rather than a 404.
 */
export function profileDetailExists(
  detail: string | undefined,
  games: readonly { code: string }[] | undefined,
  profiles: readonly ProfileGame[] | undefined,
): boolean {
  const [code, second, ...more] = segmentsOf(detail);
  if (code === undefined || more.length > 0) return false;
  const published = profiles?.flatMap((game) => game.profiles).filter((profile) => profile.status === '1');
  const known = games
    ? games.some((game) => game.code === code)
    : published === undefined || published.some((profile) => profile.profile_game.code === code);
  if (!known) return false;
  if (second === undefined || published === undefined) return true;
  return published.some((profile) => String(profile.id) === second && profile.profile_game.code === code);
}

/** `/profile/product/{url_key}`: one segment naming a product of the catalogue (unknown while it cannot load). */
export function profileProductExists(detail: string | undefined, catalogue: readonly Product[] | undefined): boolean {
  const [key, ...more] = segmentsOf(detail);
  if (key === undefined || more.length > 0) return false;
  return catalogue === undefined || catalogue.some((product) => product.url_key === key);
}

/**
 * `/support/product/{url_key}[/…]`: the product named by the first segment is in the catalogue (spec section 5
 * checks only that segment); unknown while the catalogue cannot load, so the page shows its failure state.
 */
export function supportProductExists(detail: string | undefined, catalogue: readonly Product[] | undefined): boolean {
  const [key] = segmentsOf(detail);
  if (key === undefined) return false;
  return catalogue === undefined || catalogue.some((product) => product.url_key === key);
}
