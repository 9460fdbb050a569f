// The game support pages' reads (decisions 016 and 048). The games, the player's community data and a game's
// platforms are shared (lib/data/queries.ts).
import { type CommunityLocale, type CommunityPost, type Game, toCommunityLocale } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { query } from '../../../lib/data/query';
import { dataKey } from '../../../lib/data/store';
import { ApiRequestError } from '../../../lib/http/errors';
import { getCommunityPost, type Post } from '../api/get-community-post';
import { getCommunityPosts } from '../api/get-community-posts';
import { type FaqSections, getFaqSections } from '../api/get-faq-sections';

/** Pages of the board read for suggestions, at most (100 posts each, the call's largest page). */
const boardPages = 3;

/** The latest posts of a game's board, newest first. */
export const latestPostsQuery = (game: Game) =>
  query(
    dataKey<Post[]>(`gameSupport.latest.${game.code}`, 'site'),
    async (client) => (await getCommunityPosts(game, {}, client)).posts,
  );

/** The game's board as suggestions read it: its first pages, newest first. */
export const suggestionsBoardQuery = (game: Game) =>
  query(dataKey<CommunityPost[]>(`gameSupport.suggestions.${game.code}`, 'site'), async (client) => {
    const first = await getCommunityPosts(game, { p: 1, per_page: 100 }, client);
    const rest = await Promise.all(
      Array.from({ length: Math.min(first.nbPages, boardPages) - 1 }, (_, index) =>
        getCommunityPosts(game, { p: index + 2, per_page: 100 }, client),
      ),
    );
    return [first, ...rest].flatMap((page) => page.posts);
  });

/** The game's FAQ in the help-centre locale of the player's (spec section 9: en-GB → en-gb, fr-FR → fr). */
export const faqQuery = (game: Game, locale: Locale) => {
  const faqLocale: CommunityLocale = toCommunityLocale(locale);
  return query(dataKey<FaqSections>(`gameSupport.faq.${game.code}.${faqLocale}`, 'site'), (client) =>
    getFaqSections(game, faqLocale, client),
  );
};

/** One post out of moderation; null when the board has none with this id (404). */
export const communityPostQuery = (game: Game, id: string) =>
  query(dataKey<Post | null>(`gameSupport.post.${game.code}.${id}`, 'site'), async (client) => {
    try {
      return await getCommunityPost(game, id, client);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  });
