import type { SearchHit, SearchKind, SearchResponse } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Heading,
  Link,
  MynaconSearch,
  Pagination,
  platformDisplayName,
  Skeleton,
  Stack,
  Text,
} from '@mynacon/ui';
import { useId } from 'react';
import { useData } from '../data/useData';
import { MalformedResponseError } from '../http/errors';
import { callProblemOf, refusalCodesOf, textOf, tooManyRequestsOf } from '../http/refusals';
import { type Translate, useT } from '../i18n/useT';
import { groupList, hitItem, resultList, searchGroup } from './SearchResults.css';
import { resultHref, searchQuery } from './search';

export interface SearchResultsProps {
  /** The text searched (trimmed, not empty). */
  q: string;
  /** One kind and its page, or every kind's preview. */
  kind?: SearchKind | undefined;
  page?: number | undefined;
  /** The heading level of each group. @default 2 */
  headingLevel?: 2 | 3;
  /** The address of a kind's own results, and of a page of it (absent: no link to more). */
  kindHref?: (kind: SearchKind | undefined, page?: number) => string;
}

/** The line under a result's title: where it belongs and its state, in the player's words. */
function detailOf(hit: SearchHit, t: Translate): string {
  switch (hit.kind) {
    case 'faq':
      return `${hit.game_name} · ${hit.section_name}`;
    case 'report':
      return `${hit.game_name} · ${platformDisplayName(hit.platform_model)}`;
    case 'product':
      return hit.sku;
    case 'profile':
      return `${hit.game_name} · ${platformDisplayName(hit.platform)}`;
    case 'playtest':
      return `${hit.game_name} · ${t(`portal.search.playtest.${hit.status}`)}`;
  }
}

function Group({
  group,
  locale,
  t,
  headingLevel,
  more,
}: {
  group: SearchResponse['groups'][number];
  locale: Locale;
  t: Translate;
  headingLevel: 2 | 3;
  more: string | undefined;
}) {
  const headingId = useId();
  const kind = t(`portal.search.kind.${group.kind}`);
  return (
    <section aria-labelledby={headingId} className={searchGroup} data-search-group={group.kind}>
      <Heading level={headingLevel} id={headingId}>
        {kind} <Badge tone="neutral">{t('portal.search.count', { count: group.total })}</Badge>
      </Heading>
      <ul className={resultList} aria-label={kind}>
        {group.items.map((hit) => (
          <li key={`${hit.kind}-${hit.id}`} className={hitItem} data-search-hit={hit.id}>
            <Link href={resultHref(hit, locale)} variant="standalone">
              {hit.title}
            </Link>
            <Text as="p" tone="muted" size="sm">
              {detailOf(hit, t)}
            </Text>
            {hit.excerpt === '' ? null : (
              <Text as="p" size="sm">
                {hit.excerpt}
              </Text>
            )}
          </li>
        ))}
      </ul>
      {more !== undefined && group.total > group.items.length ? (
        <Link href={more} variant="standalone" data-part="more">
          {t('portal.search.all', { count: group.total, kind })}
        </Link>
      ) : null}
    </section>
  );
}

/** Why a search failed, as the results say it (decision 044 adds a query with nothing to find and the limit). */
function searchFailureOf(error: unknown): 'noTerm' | 'throttled' | 'malformed' | 'unavailable' {
  if (refusalCodesOf(error).includes('search_no_term')) return 'noTerm';
  if (error instanceof MalformedResponseError) return 'malformed';
  return callProblemOf(error) === 'throttled' ? 'throttled' : 'unavailable';
}

/**
 * The results of one search, grouped by kind (empty groups left out), with the loading, empty and failure states
 * (a server down and a malformed answer told apart, both with "Try again"). The header's results page and the
 * support hub show the same call through it.
 */
export function SearchResults({ q, kind, page, headingLevel = 2, kindHref }: SearchResultsProps) {
  const { t, locale } = useT();
  const results = useData(searchQuery({ q, locale, kind, page }));
  const { view } = results;
  if (view.status === 'loading') return <Skeleton lines={5} label={t('portal.search.loading')} />;
  if (view.status === 'failed') {
    const failure = searchFailureOf(view.error);
    // Asking again the same words cannot help a query with nothing to find: no "Try again" there.
    return (
      <Alert
        tone={failure === 'noTerm' ? 'warning' : 'danger'}
        title={t(`portal.search.${failure}.title`)}
        data-page-state={failure}
        actions={
          failure === 'noTerm' ? undefined : (
            <Button variant="secondary" size="small" onPress={() => void results.reload()}>
              {t('portal.retry')}
            </Button>
          )
        }
      >
        {failure === 'throttled' ? textOf(tooManyRequestsOf(view.error), t) : t(`portal.search.${failure}.description`)}
      </Alert>
    );
  }
  const groups = view.value.groups.filter((group) => group.items.length > 0);
  const one = kind === undefined ? undefined : view.value.groups[0];
  return (
    <div aria-live="polite" data-page-state={groups.length === 0 ? 'empty' : 'results'}>
      {groups.length === 0 ? (
        <EmptyState
          icon={<MynaconSearch />}
          headingLevel={headingLevel}
          title={t('portal.search.empty.title', { query: q })}
          description={t('portal.search.empty.description')}
        />
      ) : (
        <Stack gap={6} className={groupList}>
          {groups.map((group) => (
            <Group
              key={group.kind}
              group={group}
              locale={locale}
              t={t}
              headingLevel={headingLevel}
              more={kind === undefined ? kindHref?.(group.kind) : undefined}
            />
          ))}
        </Stack>
      )}
      {one !== undefined && one.nbPages > 1 && kindHref !== undefined ? (
        <Pagination page={one.page} pageCount={one.nbPages} getHref={(next) => kindHref(kind, next)} />
      ) : null}
    </div>
  );
}
