import { type Game, getCommunityPostEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type Post = EndpointOutput<typeof getCommunityPostEndpoint>;

/** `GET /api/cache/support/community/{id}/posts/{postId}`: one post out of moderation. */
export function getCommunityPost(game: Game, id: string, client: HttpClient = httpClient()): Promise<Post> {
  return client.call(getCommunityPostEndpoint, { params: { gameZendeskId: String(game.zendesk_id), id } });
}
