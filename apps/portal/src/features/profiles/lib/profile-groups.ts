// The game profiles list (spec sections 3 and 9): published profiles grouped per game, groups by size then by
// their latest profile, featured profiles first inside a group, then the newest.
import type { Profile } from '@mynacon/contract';

/** One game and its published profiles, as the list shows it. */
export interface ProfileGroup {
  id: number;
  code: string;
  name: string;
  /** The game database's image id of the cover. */
  imageId: string;
  profiles: Profile[];
  /** When the game's latest published profile was added (`created_at` of its newest profile). */
  lastProfilesAdd: string;
}

const byTimeDescending = (a: string, b: string) => Date.parse(b) - Date.parse(a);

/** Featured (featured = 1) first, then newest first; equal times keep the higher id first. */
export function compareProfiles(a: Profile, b: Profile): number {
  return b.featured - a.featured || byTimeDescending(a.created_at, b.created_at) || b.id - a.id;
}

/** Published profiles (status '1') grouped per game; a game without one is dropped. */
export function groupProfiles(profiles: readonly Profile[]): ProfileGroup[] {
  const groups = new Map<number, ProfileGroup>();
  for (const profile of profiles) {
    if (profile.status !== '1') continue;
    const game = profile.profile_game;
    const group = groups.get(game.id) ?? {
      id: game.id,
      code: game.code,
      name: game.name,
      imageId: game.igdb_image_id,
      profiles: [],
      lastProfilesAdd: profile.created_at,
    };
    group.profiles.push(profile);
    if (byTimeDescending(profile.created_at, group.lastProfilesAdd) < 0) group.lastProfilesAdd = profile.created_at;
    groups.set(game.id, group);
  }
  const list = [...groups.values()];
  for (const group of list) group.profiles.sort(compareProfiles);
  return list.sort(
    (a, b) =>
      b.profiles.length - a.profiles.length || byTimeDescending(a.lastProfilesAdd, b.lastProfilesAdd) || a.id - b.id,
  );
}

/** Every profile of the API's per-game answer, in one list. */
export function allProfiles(games: readonly { profiles: readonly Profile[] }[]): Profile[] {
  return games.flatMap((game) => game.profiles);
}

/** The latest published profile time of each game, by game id. */
export function lastProfilesAddByGame(groups: readonly ProfileGroup[]): Map<number, string> {
  return new Map(groups.map((group) => [group.id, group.lastProfilesAdd]));
}

/** The cover address: the configuration's template with the game database's image id (big-cover size). */
export function coverUrl(template: string | undefined, imageId: string): string | undefined {
  return template === undefined ? undefined : template.replaceAll('{image_id}', encodeURIComponent(imageId));
}
