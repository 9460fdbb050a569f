import { getProfilesEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type ProfileGames = EndpointOutput<typeof getProfilesEndpoint>;

/** `GET /api/cache/profiles`: the game profiles grouped by profile_game_id. */
export function getProfiles(client: HttpClient = httpClient()): Promise<ProfileGames> {
  return client.call(getProfilesEndpoint);
}
