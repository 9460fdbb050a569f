import { endpoints } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type SupportGames = EndpointOutput<typeof endpoints.games>;

/** `GET /api/cache/support/games`: the games with their support settings. */
export function getSupportGames(client: HttpClient = httpClient()): Promise<SupportGames> {
  return client.call(endpoints.games);
}
