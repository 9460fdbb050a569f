// The profile pages' reads (decisions 016 and 048); the profiles, favourites and the player's own profiles are the
// start-up's (lib/data/queries.ts).
import type { ProfileVote } from '@mynacon/contract';
import { query } from '../../../lib/data/query';
import { dataKey } from '../../../lib/data/store';
import { getMyProfileVotes } from '../api/get-my-profile-votes';
import { getProfileSettings, type ProfileSettings } from '../api/get-profile-settings';

export const profileQueries = {
  /** The signed-in player's own votes (decision 021). */
  myVotes: query(dataKey<ProfileVote[]>('player.profileVotes', 'player'), (client) => getMyProfileVotes(client)),
  /** A profile's controller settings. */
  settings: (id: number) =>
    query(dataKey<ProfileSettings>(`site.profileSettings.${id}`, 'site'), (client) => getProfileSettings(id, client)),
};
