import {
  type CommunityPageResponse,
  type communitySortFields,
  type Game,
  getCommunityPostsEndpoint,
} from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';

/** A sort the board call takes (`sort_by`). */
export type SortField = (typeof communitySortFields)[number];

/** One page of the board: `p` and `per_page` page it; without them the latest posts of each status, newest first. */
export interface CommunityPostsQuery {
  p?: number;
  per_page?: number;
  sort_by?: SortField;
  sort_order?: 'asc' | 'desc';
}

const emptyCounts = { none: 0, not_planned: 0, planned: 0, completed: 0, answered: 0 };

/** `GET /api/cache/support/community/{id}?topic_id&p&per_page&sort_by&sort_order`: the game's board. */
export async function getCommunityPosts(
  game: Game,
  query: CommunityPostsQuery = {},
  client: HttpClient = httpClient(),
): Promise<CommunityPageResponse> {
  const answer = await client.call(getCommunityPostsEndpoint, {
    params: { gameZendeskId: String(game.zendesk_id) },
    query: {
      topic_id: String(game.zendesk_topic_id),
      ...(query.p === undefined ? {} : { p: String(query.p) }),
      ...(query.per_page === undefined ? {} : { per_page: String(query.per_page) }),
      ...(query.sort_by === undefined ? {} : { sort_by: query.sort_by }),
      ...(query.sort_order === undefined ? {} : { sort_order: query.sort_order }),
    },
  });
  return 'nbPages' in answer ? answer : { posts: answer.posts, nbPages: 1, totalCount: emptyCounts, size: answer.size };
}
