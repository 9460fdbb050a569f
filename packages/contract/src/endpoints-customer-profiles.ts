// The player's votes and favourites on game profiles.
import * as account from './account.ts';
import { endpoint, recordIdParams } from './endpoint.ts';
import { MyProfileVotesResponse } from './profiles.ts';

/** What the calls below share; each call states only where it differs. */
const profileCall = { tag: 'profiles', status: 'served', auth: 'bearer', cached: false } as const;

export const upvoteProfileEndpoint = endpoint({
  ...profileCall,
  id: 'upvoteProfile',
  method: 'PUT',
  path: '/api/middleware/profile/upvote',
  summary: 'Adds 1 to a published profile’s positive votes; one vote per player and profile (409 on a repeat)',
  source: 'spec',
  body: account.UpvoteBody,
  response: account.VoteResponse,
  errors: [401, 403, 404, 409, 429],
});

export const downvoteProfileEndpoint = endpoint({
  ...profileCall,
  id: 'downvoteProfile',
  method: 'PUT',
  path: '/api/middleware/profile/downvote',
  summary: 'Adds 1 to a published profile’s negative votes; one vote per player and profile (409 on a repeat)',
  source: 'spec',
  body: account.DownvoteBody,
  response: account.VoteResponse,
  errors: [401, 403, 404, 409, 429],
});

export const getMyProfileVotesEndpoint = endpoint({
  ...profileCall,
  id: 'getMyProfileVotes',
  method: 'GET',
  path: '/api/middleware/profile/my-votes',
  summary: 'The signed-in player’s own votes on published profiles (up or down), by profile id',
  source: 'chosen',
  response: MyProfileVotesResponse,
  errors: [401],
});

export const addFavoriteProfileEndpoint = endpoint({
  ...profileCall,
  id: 'addFavoriteProfile',
  method: 'PUT',
  path: '/api/middleware/profile/favorite/{id}',
  summary: 'Marks a published profile as favourite (idempotent: the first date is kept)',
  source: 'chosen',
  params: recordIdParams,
  response: account.FavoriteResponse,
  errors: [401, 404, 429],
});

export const removeFavoriteProfileEndpoint = endpoint({
  ...profileCall,
  id: 'removeFavoriteProfile',
  method: 'DELETE',
  path: '/api/middleware/profile/favorite/{id}',
  summary: 'Removes a profile from the favourites; 404 when it is not one',
  source: 'chosen',
  params: recordIdParams,
  response: account.SuccessResponse,
  errors: [401, 404, 429],
});
