import { getFavoriteProfilesEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type FavoriteProfiles = EndpointOutput<typeof getFavoriteProfilesEndpoint>;

/** `GET /api/middleware/profile/favorite-list` (bearer): the player's favourite profiles. */
export function getFavoriteProfiles(client: HttpClient = httpClient()): Promise<FavoriteProfiles> {
  return client.call(getFavoriteProfilesEndpoint);
}
