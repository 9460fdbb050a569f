// The player's votes and favourites on game profiles.
import * as z from 'zod/mini';
import * as account from './account.ts';
import { endpoint, recordIdParam } from './endpoint.ts';
import { MyProfileVotesResponse } from './profiles.ts';

const idParams = z.object({ id: recordIdParam });

export const upvoteProfileEndpoint = endpoint({
  id: 'upvoteProfile',
  method: 'PUT',
  path: '/api/middleware/profile/upvote',
  summary: 'Adds 1 to a published profile’s positive votes; one vote per player and profile (409 on a repeat)',
  tag: 'profiles',
  source: 'spec',
  status: 'served',
  auth: 'bearer',
  body: account.UpvoteBody,
  response: account.VoteResponse,
  cached: false,
  errors: [401, 403, 404, 409, 429],
});

export const downvoteProfileEndpoint = endpoint({
  id: 'downvoteProfile',
  method: 'PUT',
  path: '/api/middleware/profile/downvote',
  summary: 'Adds 1 to a published profile’s negative votes; one vote per player and profile (409 on a repeat)',
  tag: 'profiles',
  source: 'spec',
  status: 'served',
  auth: 'bearer',
  body: account.DownvoteBody,
  response: account.VoteResponse,
  cached: false,
  errors: [401, 403, 404, 409, 429],
});

export const getMyProfileVotesEndpoint = endpoint({
  id: 'getMyProfileVotes',
  method: 'GET',
  path: '/api/middleware/profile/my-votes',
  summary: 'The signed-in player’s own votes on published profiles (up or down), by profile id',
  tag: 'profiles',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: MyProfileVotesResponse,
  cached: false,
  errors: [401],
});

export const addFavoriteProfileEndpoint = endpoint({
  id: 'addFavoriteProfile',
  method: 'PUT',
  path: '/api/middleware/profile/favorite/{id}',
  summary: 'Marks a published profile as favourite (idempotent: the first date is kept)',
  tag: 'profiles',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.FavoriteResponse,
  cached: false,
  errors: [401, 404, 429],
});

export const removeFavoriteProfileEndpoint = endpoint({
  id: 'removeFavoriteProfile',
  method: 'DELETE',
  path: '/api/middleware/profile/favorite/{id}',
  summary: 'Removes a profile from the favourites; 404 when it is not one',
  tag: 'profiles',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.SuccessResponse,
  cached: false,
  errors: [401, 404, 429],
});
