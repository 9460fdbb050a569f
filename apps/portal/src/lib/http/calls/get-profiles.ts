import { publicEndpoints } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type ProfileGames = EndpointOutput<typeof publicEndpoints.profiles>;

/** `GET /api/cache/profiles`: the game profiles grouped by profile_game_id. */
export function getProfiles(client: HttpClient = httpClient()): Promise<ProfileGames> {
  return client.call(publicEndpoints.profiles);
}
