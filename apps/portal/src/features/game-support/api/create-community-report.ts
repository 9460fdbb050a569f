import { createCommunityReportEndpoint, type Game } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { Post } from './get-community-post';

export type NewReport = { title: string; body: string; severity: Post['details']['severity']; platform_model: string };

/** `POST /api/user/community/{id}/posts` (bearer): a new report, in moderation. */
export async function createCommunityReport(
  game: Game,
  report: NewReport,
  client: HttpClient = httpClient(),
): Promise<Post> {
  const answer = await client.call(createCommunityReportEndpoint, {
    params: { gameZendeskId: String(game.zendesk_id) },
    body: report,
  });
  return answer.data;
}
