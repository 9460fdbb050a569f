import { downvoteProfileEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { VoteAnswer } from './upvote-profile';

/** `PUT /api/middleware/profile/downvote` (bearer) with the counter shown (the server adds 1 to its own). */
export async function downvoteProfile(
  profile: { id: number; negative_votes: string },
  client: HttpClient = httpClient(),
): Promise<VoteAnswer> {
  return (
    await client.call(downvoteProfileEndpoint, { body: { id: profile.id, negative_votes: profile.negative_votes } })
  ).data;
}
