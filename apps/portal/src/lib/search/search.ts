// The one search call (decision 032), shared by the header's results page and the support hub: its fetcher, its
// entries in the data store and the address of each result's page.
import { type SearchHit, type SearchKind, type SearchResponse, searchEndpoint } from '@mynacon/contract';
import { href } from '../../config/paths';
import { type DataKey, dataKey } from '../data/store';
import { httpClient } from '../http/call-endpoint';
import type { HttpClient } from '../http/client';
import type { Locale } from '../locale/locales';

export { searchHref } from './address';
export type { SearchHit, SearchKind, SearchResponse };

/** What one results view asks: the text, the locale, optionally one kind and its page. */
export interface SearchInput {
  q: string;
  locale: Locale;
  kind?: SearchKind | undefined;
  page?: number | undefined;
}

/** Results per kind on a page of one kind (the preview of every kind keeps the call's default, 5). */
export const searchPageSize = 20;

/** The store entry of one search: site data (the same for every player), kept while the page shows it. */
export function searchKey({ q, locale, kind, page }: SearchInput): DataKey<SearchResponse> {
  return dataKey<SearchResponse>(`search.${locale}.${kind ?? 'all'}.${page ?? 1}.${q}`, 'site');
}

/** `GET /api/search`: one group per kind (or the one asked), ranked, parsed at the edge. */
export function search(
  { q, locale, kind, page }: SearchInput,
  client: HttpClient = httpClient(),
): Promise<SearchResponse> {
  return client.call(searchEndpoint, {
    query: {
      q,
      locale,
      ...(kind === undefined ? {} : { kind, per_page: String(searchPageSize) }),
      ...(page === undefined || page === 1 ? {} : { page: String(page) }),
    },
  });
}

/** The page a result leads to. */
export function resultHref(hit: SearchHit, locale: Locale): string {
  switch (hit.kind) {
    case 'faq':
      // The FAQ page filters its articles by `q`: the article's title shows that article.
      return `${href('support-game-faq', { code: hit.game_code }, locale)}?${new URLSearchParams({ q: hit.title })}`;
    case 'report':
      return href('support-game-report', { code: hit.game_code, id: String(hit.id) }, locale);
    case 'product':
      return href('support-product', { detail: hit.url_key }, locale);
    case 'profile':
      return href('profile-detail', { detail: `${hit.game_code}/${hit.id}` }, locale);
    case 'playtest':
      return hit.status === 'open'
        ? href('playtest-register', { id: String(hit.id) }, locale)
        : href('playtests_passed', {}, locale);
  }
}
