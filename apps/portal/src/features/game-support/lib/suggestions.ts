// Known problems before a new report (decision 033): while a player types a report's title, the game's board
// reports and FAQ articles that share its words. Pure, so the ranking is tested without a browser.
import type { CommunityPost, FaqArticle, FaqSection } from '@mynacon/contract';
import { fold } from './faq-search';

/** Fewer characters than this typed suggest nothing. */
export const minimumTitleLength = 3;
/** At most this many reports and articles are suggested. */
export const suggestedReports = 5;
export const suggestedArticles = 3;

/** The words of a text that can match: folded (case and accents), at least 3 characters. */
export function wordsOf(text: string, locale?: string): string[] {
  return [...new Set(fold(text, locale).split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length >= 3);
}

/**
 * How many of the typed words start a word of `text`; a match needs half of them (rounded up), so one shared
 * common word among several typed ones suggests nothing.
 */
function score(words: readonly string[], text: string, locale?: string): number {
  const target = wordsOf(text, locale);
  const hits = words.filter((word) => target.some((candidate) => candidate.startsWith(word))).length;
  return hits >= Math.ceil(words.length / 2) ? hits : 0;
}

export interface Suggestions {
  reports: CommunityPost[];
  articles: FaqArticle[];
}

/**
 * The published reports whose title shares the typed title's words, the best match first (then the most "me too",
 * then the newest), and the FAQ articles whose title or text does.
 */
export function suggest(
  title: string,
  posts: readonly CommunityPost[],
  sections: readonly FaqSection[],
  locale?: string,
): Suggestions {
  if (title.trim().length < minimumTitleLength) return { reports: [], articles: [] };
  const words = wordsOf(title, locale);
  if (words.length === 0) return { reports: [], articles: [] };
  const reports = posts
    .filter((post) => post.status !== 'none')
    .map((post) => ({ post, score: score(words, post.title, locale) }))
    .filter((item) => item.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.post.me_too.count - a.post.me_too.count ||
        b.post.created_at.localeCompare(a.post.created_at),
    )
    .slice(0, suggestedReports)
    .map((item) => item.post);
  const articles = sections
    .flatMap((section) => section.articles)
    .map((article) => ({
      article,
      score: Math.max(score(words, article.title, locale), score(words, `${article.title} ${article.body}`, locale)),
    }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.article.position - b.article.position)
    .slice(0, suggestedArticles)
    .map((item) => item.article);
  return { reports, articles };
}
