// The calls of the portal's start-up (spec section 1), apart from the other tables that list them: a bundle takes a
// module whole, so the start-up's chunk carries these endpoints and their schemas, not every customer or public call
// with theirs (decision 055). `publicEndpoints` and `customerEndpoints` still list them for the OpenAPI document.
import * as z from 'zod/mini';
import * as account from './account.ts';
import { PlatformListResponse, ProductListResponse } from './catalogue.ts';
import { endpoint } from './endpoint.ts';
import { ProfilesResponse } from './profiles.ts';
import { GamesResponse } from './support.ts';

/** What the calls below share; each call states only where it differs. */
const startupCall = { source: 'spec', status: 'served' } as const;

export const getProductsEndpoint = endpoint({
  ...startupCall,
  id: 'getProducts',
  method: 'GET',
  path: '/api/cache/support/products/{key}',
  summary: 'Catalogue products for a key: `all`, a locale or store code, or a platform id',
  tag: 'catalogue',
  auth: 'none',
  params: z.object({ key: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)) }),
  response: ProductListResponse,
  cached: true,
  errors: [404],
});

export const getProfilesEndpoint = endpoint({
  ...startupCall,
  id: 'getProfiles',
  method: 'GET',
  path: '/api/cache/profiles',
  summary: 'Game profiles grouped by profile_game_id',
  tag: 'profiles',
  auth: 'none',
  response: ProfilesResponse,
  cached: true,
  errors: [],
});

export const getSupportGamesEndpoint = endpoint({
  ...startupCall,
  id: 'getSupportGames',
  method: 'GET',
  path: '/api/cache/support/games',
  summary: 'Games with their support settings',
  tag: 'support',
  auth: 'none',
  response: GamesResponse,
  cached: true,
  errors: [],
});

export const getPlatformsEndpoint = endpoint({
  ...startupCall,
  id: 'getPlatforms',
  method: 'GET',
  path: '/api/cache/support/platforms',
  summary: 'Every platform: global ones and `Parent::Child` models',
  tag: 'support',
  source: 'chosen',
  auth: 'none',
  response: PlatformListResponse,
  cached: true,
  errors: [],
});

export const getCustomerProductsEndpoint = endpoint({
  ...startupCall,
  id: 'getCustomerProducts',
  method: 'GET',
  path: '/api/support/customer/products',
  summary: "The customer's registered products (catalogue product ids, child products included)",
  tag: 'account',
  auth: 'bearer',
  response: account.CustomerProductsResponse,
  cached: false,
  errors: [401],
});

export const searchCustomerOrdersEndpoint = endpoint({
  ...startupCall,
  id: 'searchCustomerOrders',
  method: 'GET',
  path: '/api/nacon/sales/customer/orders',
  summary: "The customer's orders, Magento-style search criteria (groups AND-ed, filters of a group OR-ed)",
  tag: 'account',
  auth: 'bearer',
  query: account.OrdersQuery,
  response: account.OrdersResponse,
  cached: false,
  errors: [401],
});

export const getUserCommunityDataEndpoint = endpoint({
  ...startupCall,
  id: 'getUserCommunityData',
  method: 'GET',
  path: '/api/user/community/data',
  summary: "The customer's community activity: own posts, voted and followed post ids",
  tag: 'account',
  auth: 'bearer',
  response: account.CommunityDataResponse,
  cached: false,
  errors: [401],
});

export const getFavoriteProfilesEndpoint = endpoint({
  ...startupCall,
  id: 'getFavoriteProfiles',
  method: 'GET',
  path: '/api/middleware/profile/favorite-list',
  summary: "The customer's favourite profiles, each with its profile",
  tag: 'profiles',
  auth: 'bearer',
  response: account.FavoriteListResponse,
  cached: false,
  errors: [401],
});

export const getUserProfilesEndpoint = endpoint({
  ...startupCall,
  id: 'getUserProfiles',
  method: 'GET',
  path: '/api/middleware/profile/list',
  summary: "Profiles the customer created; my_nacon_id, when sent, must be the caller's own user id (else 403)",
  tag: 'profiles',
  auth: 'bearer',
  query: account.UserProfilesQuery,
  response: account.UserProfilesResponse,
  cached: false,
  errors: [401, 403],
});
