import type { Game } from '@mynacon/contract';
import { Alert, Button, LoadMore, Select, Skeleton, VisuallyHidden } from '@mynacon/ui';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { compactList } from '../../../lib/page/page.css';
import {
  acceptsOf,
  type BoardFilters,
  defaultFilters,
  filtersKey,
  isFiltered,
  parseBoardFilters,
  portalStatuses,
  providerStatusOf,
  sortFields,
  writeBoardFilters,
} from '../lib/board-filters';
import { filterField, filters as filtersClass } from './gameSupport.css';
import {
  Empty,
  GamePage,
  type GameSupportT,
  LoadFailed,
  ownIdsOf,
  PostItem,
  useCommunityData,
  useGameSupportT,
} from './shared';
import { useFilteredPosts } from './useFilteredPosts';

const any = 'any';
const severities = ['low', 'medium', 'high', 'critical'] as const;

const countSorts = new Set<string>(['votes', 'comments', 'me_too']);

function Board({ game, t }: { game: Game; t: GameSupportT }) {
  const mapping = useRuntimeConfig()?.config.platformMapping ?? [];
  const platforms = mapping.map((entry) => entry.globalPlatform);
  const [query, setQuery] = useSearchParams();
  const filters = parseBoardFilters(query, platforms);
  const mine = useCommunityData();
  const ownIds = ownIdsOf(mine.view);
  const ownKey = [...ownIds].join(',');
  const key = `${filtersKey(filters)}#${ownKey}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the filter changes.
  const accepts = useMemo(() => acceptsOf(filters, mapping, ownIds), [key, mapping]);
  const { state, more, retry } = useFilteredPosts(game, filters, key, accepts);
  // The first post of the page "Show more" adds takes focus (LoadMore moves it there).
  const firstNew = useRef<HTMLLIElement>(null);
  const firstNewIndex = useRef(-1);

  const set = (change: Partial<BoardFilters>) =>
    setQuery(writeBoardFilters(query, { ...filters, ...change }), { replace: true });
  const choice =
    <K extends keyof BoardFilters>(name: K) =>
    (value: string | number | null) =>
      set({ [name]: value === null || value === any ? defaultFilters[name] : String(value) } as Partial<BoardFilters>);

  const filtered = isFiltered(filters);
  return (
    <>
      <search className={filtersClass} data-part="filters" aria-label={t('portal.gameSupport.board.filters')}>
        <Select
          className={filterField}
          label={t('portal.gameSupport.board.status')}
          items={[
            { id: any, label: t('portal.gameSupport.board.any') },
            ...portalStatuses.map((status) => ({ id: status, label: t(`ui.status.${providerStatusOf[status]}`) })),
          ]}
          selectedKey={filters.status ?? any}
          onSelectionChange={choice('status')}
        />
        <Select
          className={filterField}
          label={t('portal.gameSupport.board.severity')}
          items={[
            { id: any, label: t('portal.gameSupport.board.any') },
            ...severities.map((severity) => ({ id: severity, label: t(`ui.severity.${severity}`) })),
          ]}
          selectedKey={filters.severity ?? any}
          onSelectionChange={choice('severity')}
        />
        <Select
          className={filterField}
          label={t('portal.gameSupport.board.platform')}
          items={[
            { id: any, label: t('portal.gameSupport.board.any') },
            ...platforms.map((platform) => ({ id: platform, label: platform })),
          ]}
          selectedKey={filters.platform ?? any}
          onSelectionChange={choice('platform')}
        />
        <Select
          className={filterField}
          label={t('portal.gameSupport.board.sort')}
          items={sortFields.map((field) => ({ id: field, label: t(`portal.gameSupport.sort.${field}`) }))}
          selectedKey={filters.sort}
          onSelectionChange={choice('sort')}
        />
        <Select
          className={filterField}
          label={t('portal.gameSupport.board.order')}
          items={[
            // Counts (votes, comments, "me too") read most or fewest first; dates newest or oldest first.
            {
              id: 'desc',
              label: t(
                countSorts.has(filters.sort) ? 'portal.gameSupport.order.most' : 'portal.gameSupport.order.desc',
              ),
            },
            {
              id: 'asc',
              label: t(
                countSorts.has(filters.sort) ? 'portal.gameSupport.order.fewest' : 'portal.gameSupport.order.asc',
              ),
            },
          ]}
          selectedKey={filters.order}
          onSelectionChange={choice('order')}
        />
        {filtered ? (
          <Button variant="secondary" onPress={() => set({ status: null, severity: null, platform: null })}>
            {t('portal.gameSupport.board.clear')}
          </Button>
        ) : null}
      </search>
      <div aria-live="polite" data-part="results" data-loading={state.loading || undefined}>
        {state.loading && state.posts.length === 0 ? (
          <Skeleton lines={6} label={t('portal.gameSupport.board.loading')} />
        ) : null}
        {state.posts.length > 0 ? (
          <ul className={compactList} aria-label={t('portal.page.support-game-reports.title')} data-part="posts">
            {state.posts.map((post, index) => (
              <PostItem
                key={post.id}
                post={post}
                code={game.code}
                t={t}
                {...(index === firstNewIndex.current ? { itemRef: firstNew } : {})}
              />
            ))}
          </ul>
        ) : null}
        {!state.loading && state.posts.length === 0 && state.failedPage === null ? (
          filtered ? (
            <Empty
              title={t('portal.gameSupport.board.noMatch.title')}
              description={t('portal.gameSupport.board.noMatch.description')}
            />
          ) : (
            <Empty
              title={t('portal.gameSupport.board.empty.title')}
              description={t('portal.gameSupport.board.empty.description')}
            />
          )
        ) : null}
        {state.fetchMoreNeeded ? (
          <p data-part="reading-on">
            <VisuallyHidden>
              {t('portal.gameSupport.board.readingOn', { page: state.currentOffset + 1 })}
            </VisuallyHidden>
          </p>
        ) : null}
      </div>
      {state.failedPage !== null ? (
        state.posts.length === 0 ? (
          <LoadFailed error={undefined} reload={retry} t={t} />
        ) : (
          <Alert
            tone="danger"
            title={t('portal.gameSupport.board.pageFailed.title')}
            data-page-state="page-failed"
            actions={
              <Button variant="secondary" size="small" onPress={retry}>
                {t('portal.retry')}
              </Button>
            }
          >
            {t('portal.gameSupport.board.pageFailed.description')}
          </Alert>
        )
      ) : state.posts.length > 0 ? (
        <LoadMore
          shown={state.posts.length}
          hasMore={state.hasMore}
          isLoading={state.loading}
          onLoadMore={() => {
            firstNewIndex.current = state.posts.length;
            more();
          }}
          focusTargetRef={firstNew}
        />
      ) : null}
    </>
  );
}

/** `/support/game/{code}/reports`: the community board, filtered a page at a time (spec sections 4 and 9). */
export function ReportsPage() {
  const { t } = useGameSupportT();
  return <GamePage route="support-game-reports">{(game) => <Board game={game} t={t} />}</GamePage>;
}
