// The search within a game's FAQ: the articles whose title or text holds every word typed, ignoring case and
// accents; sections without a match are left out.
import type { FaqSection } from '@mynacon/contract';

/** Lower case without accents, so that “echec” finds “Échec”. */
export const fold = (text: string, locale?: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);

export function searchFaq(sections: readonly FaqSection[], query: string, locale?: string): FaqSection[] {
  const words = fold(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      articles: section.articles.filter((article) => {
        const text = fold(`${article.title} ${article.body}`, locale);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.articles.length > 0);
}
