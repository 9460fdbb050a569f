import { getUserProfilesEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type UserProfiles = EndpointOutput<typeof getUserProfilesEndpoint>;

/** `GET /api/middleware/profile/list?my_nacon_id=` (bearer): the profiles the player created. */
export function getUserProfiles(userId: number, client: HttpClient = httpClient()): Promise<UserProfiles> {
  return client.call(getUserProfilesEndpoint, { query: { my_nacon_id: String(userId) } });
}
