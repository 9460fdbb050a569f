// The search's entries in the data store and the address of each result's page (decision 032); the call is
// lib/http/calls/search.ts, shared by the header's results page and the support hub.
import type { SearchHit, SearchResponse } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { href } from '../../config/paths';
import { type Query, query } from '../data/query';
import { type DataKey, dataKey } from '../data/store';
import { type SearchInput, search } from '../http/calls/search';

/** The store entry of one search: site data (the same for every player), kept while the page shows it. */
export function searchKey({ q, locale, kind, page }: SearchInput): DataKey<SearchResponse> {
  return dataKey<SearchResponse>(`search.${locale}.${kind ?? 'all'}.${page ?? 1}.${q}`, 'site');
}

/** One search as a read of the store. */
export function searchQuery(input: SearchInput): Query<SearchResponse> {
  return query(searchKey(input), (client) => search(input, client));
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
