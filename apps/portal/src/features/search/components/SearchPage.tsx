import type { SearchKind } from '@mynacon/contract';
import { searchKinds } from '@mynacon/contract';
import { EmptyState, Link, MynaconSearch, PageHeader } from '@mynacon/ui';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { searchHref } from '../../../lib/search/address';
import { SearchResults } from '../../../lib/search/SearchResults';
import { page } from './SearchPage.css';

const isKind = (value: string | null): value is SearchKind =>
  value !== null && (searchKinds as readonly string[]).includes(value);

/**
 * `/search?q=…[&kind=…][&page=…]`: the header's search. Every kind's best results, each group leading to all of its
 * own; with a kind, its results a page at a time. Without a query, how to search.
 */
export function SearchPage() {
  const { t, locale } = useT();
  const title = t('portal.page.search.title');
  usePageTitle(title);
  const [query] = useSearchParams();
  const q = (query.get('q') ?? '').trim();
  const kindParam = query.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const pageNumber = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const titleId = useId();

  // A search from a page of another layout mounts a new header, and focus with it is lost: the page's heading takes
  // it, so the next Tab reaches the first result. Focus still in the header's field stays there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new search (text, kind or page) is a new page
  useEffect(() => {
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const heading = document.getElementById(titleId);
    if (heading === null) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [titleId, q, kind, pageNumber]);

  return (
    <div className={page} data-component="SearchPage">
      <PageHeader
        title={title}
        titleId={titleId}
        description={q === '' ? undefined : t('portal.search.resultsFor', { query: q })}
        actions={
          q !== '' && kind !== undefined ? (
            <Link href={searchHref(locale, q)} variant="standalone">
              {t('portal.search.backToAll')}
            </Link>
          ) : undefined
        }
      />
      {q === '' ? (
        <EmptyState
          icon={<MynaconSearch />}
          headingLevel={2}
          title={t('portal.search.prompt.title')}
          description={t('portal.search.prompt.description')}
          data-page-state="prompt"
        />
      ) : (
        <SearchResults
          q={q}
          kind={kind}
          page={kind === undefined ? undefined : pageNumber}
          kindHref={(next, nextPage) => searchHref(locale, q, next, nextPage)}
        />
      )}
    </div>
  );
}
