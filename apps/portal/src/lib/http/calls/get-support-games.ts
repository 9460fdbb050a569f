import { getSupportGamesEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type SupportGames = EndpointOutput<typeof getSupportGamesEndpoint>;

/** `GET /api/cache/support/games`: the games with their support settings. */
export function getSupportGames(client: HttpClient = httpClient()): Promise<SupportGames> {
  return client.call(getSupportGamesEndpoint);
}
