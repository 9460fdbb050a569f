import { type Game, meTooEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { Post } from './get-community-post';

/**
 * `PUT /api/user/community/{id}/posts/{postId}/me-too` (bearer): "me too, on my platform", once per player and
 * post (again replaces the platform); resolves to the post with its new counts.
 */
export async function meToo(
  game: Game,
  postId: number,
  platformModel: string,
  client: HttpClient = httpClient(),
): Promise<Post> {
  const answer = await client.call(meTooEndpoint, {
    params: { gameZendeskId: String(game.zendesk_id), id: String(postId) },
    body: { platform_model: platformModel },
  });
  return answer.data;
}
