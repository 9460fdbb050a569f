// The results page's address, apart from the call so that the header (in every page's first chunk) carries no schema.

import type { Locale } from '@mynacon/contract/locale';
import { href } from '../../config/paths';

/** The kinds of result, as the results page's `kind` parameter names them (the contract's `searchKinds`). */
export type SearchKindParam = 'faq' | 'report' | 'product' | 'profile' | 'playtest';

/** The results page's address: `/{locale}/search?q=…[&kind=…][&page=…]`. */
export function searchHref(locale: Locale, q: string, kind?: SearchKindParam, page?: number): string {
  const query = new URLSearchParams({ q });
  if (kind !== undefined) query.set('kind', kind);
  if (page !== undefined && page > 1) query.set('page', String(page));
  return `${href('search', {}, locale)}?${query}`;
}
