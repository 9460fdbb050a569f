import { getUserCommunityDataEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type UserCommunityData = EndpointOutput<typeof getUserCommunityDataEndpoint>;

/** `GET /api/user/community/data` (bearer): the player's community activity. */
export function getUserCommunityData(client: HttpClient = httpClient()): Promise<UserCommunityData> {
  return client.call(getUserCommunityDataEndpoint);
}
