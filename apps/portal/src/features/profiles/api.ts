// The profile calls of this feature (the list, favourites and own profiles are the start-up's, in lib/http/calls).
import {
  addFavoriteProfileEndpoint,
  downvoteProfileEndpoint,
  getMyProfileVotesEndpoint,
  getProfileSettingsEndpoint,
  type ProfileVoteDirection,
  removeFavoriteProfileEndpoint,
  upvoteProfileEndpoint,
} from '@mynacon/contract';
import { callEndpoint } from '../../lib/http/call-endpoint';
import type { EndpointOutput } from '../../lib/http/client';

export type ProfileSettings = EndpointOutput<typeof getProfileSettingsEndpoint>;
export type VoteAnswer = EndpointOutput<typeof upvoteProfileEndpoint>['data'];
export type FavoriteAnswer = EndpointOutput<typeof addFavoriteProfileEndpoint>['data'];

/** `GET /api/middleware/profile/my-votes`: the player's own votes. */
export async function getMyVotes() {
  return (await callEndpoint(getMyProfileVotesEndpoint)).data;
}

/** `GET /api/cache/profiles/{id}/settings`. */
export function getProfileSettings(id: number): Promise<ProfileSettings> {
  return callEndpoint(getProfileSettingsEndpoint, { params: { id: String(id) } });
}

/** `PUT /api/middleware/profile/upvote|downvote` with the counter shown (the server adds 1 to its own). */
export async function voteOnProfile(
  direction: ProfileVoteDirection,
  profile: { id: number; positive_votes: string; negative_votes: string },
): Promise<VoteAnswer> {
  const answer =
    direction === 'up'
      ? await callEndpoint(upvoteProfileEndpoint, { body: { id: profile.id, positive_votes: profile.positive_votes } })
      : await callEndpoint(downvoteProfileEndpoint, {
          body: { id: profile.id, negative_votes: profile.negative_votes },
        });
  return answer.data;
}

/** `PUT /api/middleware/profile/favorite/{id}`. */
export async function addFavorite(id: number): Promise<FavoriteAnswer> {
  return (await callEndpoint(addFavoriteProfileEndpoint, { params: { id: String(id) } })).data;
}

/** `DELETE /api/middleware/profile/favorite/{id}`. */
export async function removeFavorite(id: number): Promise<void> {
  await callEndpoint(removeFavoriteProfileEndpoint, { params: { id: String(id) } });
}
