import { upvoteProfileEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type VoteAnswer = EndpointOutput<typeof upvoteProfileEndpoint>['data'];

/** `PUT /api/middleware/profile/upvote` (bearer) with the counter shown (the server adds 1 to its own). */
export async function upvoteProfile(
  profile: { id: number; positive_votes: string },
  client: HttpClient = httpClient(),
): Promise<VoteAnswer> {
  return (
    await client.call(upvoteProfileEndpoint, { body: { id: profile.id, positive_votes: profile.positive_votes } })
  ).data;
}
