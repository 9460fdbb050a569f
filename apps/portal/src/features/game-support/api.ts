// The calls of game support: the board's pages and latest posts, one post, the FAQ, the game's platforms and a
// new report. The games list and the player's community data are the start-up's (lib/http/calls).
import {
  type CommunityLocale,
  type CommunityPageResponse,
  type communitySortFields,
  createCommunityReportEndpoint,
  type Game,
  getCommunityPostEndpoint,
  getCommunityPostsEndpoint,
  getFaqSectionsEndpoint,
  getTicketPlatformOptionsEndpoint,
  meTooEndpoint,
} from '@mynacon/contract';
import { callEndpoint } from '../../lib/http/call-endpoint';
import type { EndpointOutput } from '../../lib/http/client';

export type { Game };
export type Post = EndpointOutput<typeof getCommunityPostEndpoint>;
export type FaqSections = EndpointOutput<typeof getFaqSectionsEndpoint>;
export type PlatformOptions = EndpointOutput<typeof getTicketPlatformOptionsEndpoint>;
export type NewReport = { title: string; body: string; severity: Post['details']['severity']; platform_model: string };

/** A sort the board call takes (`sort_by`). */
export type SortField = (typeof communitySortFields)[number];

/** `GET /api/cache/support/community/{id}?topic_id&p&per_page&sort_by&sort_order`: one page of the board. */
export async function getCommunityPage(
  game: Game,
  query: { p: number; per_page: number; sort_by?: SortField; sort_order?: 'asc' | 'desc' },
): Promise<CommunityPageResponse> {
  const answer = await callEndpoint(getCommunityPostsEndpoint, {
    params: { gameZendeskId: String(game.zendesk_id) },
    query: {
      topic_id: String(game.zendesk_topic_id),
      p: String(query.p),
      per_page: String(query.per_page),
      ...(query.sort_by === undefined ? {} : { sort_by: query.sort_by }),
      ...(query.sort_order === undefined ? {} : { sort_order: query.sort_order }),
    },
  });
  return 'nbPages' in answer ? answer : { posts: answer.posts, nbPages: 1, totalCount: emptyCounts, size: answer.size };
}

const emptyCounts = { none: 0, not_planned: 0, planned: 0, completed: 0, answered: 0 };

/** The same call without paging: the latest posts of each status, newest first. */
export async function getLatestPosts(game: Game): Promise<Post[]> {
  const answer = await callEndpoint(getCommunityPostsEndpoint, {
    params: { gameZendeskId: String(game.zendesk_id) },
    query: { topic_id: String(game.zendesk_topic_id) },
  });
  return answer.posts;
}

/** `GET /api/cache/support/community/{id}/posts/{postId}`: one post out of moderation. */
export function getCommunityPost(game: Game, id: string): Promise<Post> {
  return callEndpoint(getCommunityPostEndpoint, { params: { gameZendeskId: String(game.zendesk_id), id } });
}

/** `GET /api/cache/support/game-faq/{id}/{locale}/sections?category`: the FAQ of the game in one locale. */
export function getFaqSections(game: Game, locale: CommunityLocale): Promise<FaqSections> {
  return callEndpoint(getFaqSectionsEndpoint, {
    params: { gameZendeskId: String(game.zendesk_id), locale },
    query: { category: String(game.zendesk_faq_cat_id) },
  });
}

/** `GET /api/cache/support/ticket/{code}/platform/options`: the game's platforms. */
export function getGamePlatforms(game: Game): Promise<PlatformOptions> {
  return callEndpoint(getTicketPlatformOptionsEndpoint, { params: { product: game.code } });
}

/** `POST /api/user/community/{id}/posts` (bearer): a new report, in moderation. */
export async function createReport(game: Game, report: NewReport): Promise<Post> {
  const answer = await callEndpoint(createCommunityReportEndpoint, {
    params: { gameZendeskId: String(game.zendesk_id) },
    body: report,
  });
  return answer.data;
}

/**
 * `PUT /api/user/community/{id}/posts/{postId}/me-too` (bearer): "me too, on my platform", once per player and
 * post (again replaces the platform); resolves to the post with its new counts.
 */
export async function sayMeToo(game: Game, postId: number, platformModel: string): Promise<Post> {
  const answer = await callEndpoint(meTooEndpoint, {
    params: { gameZendeskId: String(game.zendesk_id), id: String(postId) },
    body: { platform_model: platformModel },
  });
  return answer.data;
}
