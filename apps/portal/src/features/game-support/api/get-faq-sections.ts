import { type CommunityLocale, type Game, getFaqSectionsEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type FaqSections = EndpointOutput<typeof getFaqSectionsEndpoint>;

/** `GET /api/cache/support/game-faq/{id}/{locale}/sections?category`: the FAQ of the game in one locale. */
export function getFaqSections(
  game: Game,
  locale: CommunityLocale,
  client: HttpClient = httpClient(),
): Promise<FaqSections> {
  return client.call(getFaqSectionsEndpoint, {
    params: { gameZendeskId: String(game.zendesk_id), locale },
    query: { category: String(game.zendesk_faq_cat_id) },
  });
}
