import { getMyProfileVotesEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type MyProfileVotes = EndpointOutput<typeof getMyProfileVotesEndpoint>['data'];

/** `GET /api/middleware/profile/my-votes` (bearer): the player's own votes. */
export async function getMyProfileVotes(client: HttpClient = httpClient()): Promise<MyProfileVotes> {
  return (await client.call(getMyProfileVotesEndpoint)).data;
}
