import { type SearchKind, type SearchResponse, searchEndpoint } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { httpClient } from '../call-endpoint';
import type { HttpClient } from '../client';

/** What one results view asks: the text, the locale, optionally one kind and its page. */
export interface SearchInput {
  q: string;
  locale: Locale;
  kind?: SearchKind | undefined;
  page?: number | undefined;
}

/** Results per kind on a page of one kind (the preview of every kind keeps the call's default, 5). */
export const searchPageSize = 20;

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
