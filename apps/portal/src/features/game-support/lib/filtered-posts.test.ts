import type { CommunityPost } from '@mynacon/contract';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type FilteredPostAction,
  type FilteredPostState,
  filteredPostsReducer,
  nbPerPage,
  type PostPage,
  pendingPage,
  startFilter,
} from './filtered-posts';

const severities = ['low', 'medium', 'high', 'critical'] as const;
const statuses = ['none', 'not_planned', 'planned', 'completed', 'answered'] as const;

function post(id: number, status: CommunityPost['status'], severity: CommunityPost['details']['severity']) {
  return { id, status, details: { severity, platform_model: 'PC::Steam', body: '' } } as CommunityPost;
}

/** A board: its posts in order, read `perPage` at a time. */
const boardArb = fc
  .record({
    perPage: fc.integer({ min: 1, max: 6 }),
    posts: fc.array(fc.tuple(fc.constantFrom(...statuses), fc.constantFrom(...severities)), { maxLength: 30 }),
  })
  .map(({ perPage, posts }) => ({
    perPage,
    posts: posts.map(([status, severity], i) => post(i + 1, status, severity)),
  }));

type Board = { perPage: number; posts: CommunityPost[] };

const pageOf = (board: Board, page: number): PostPage => ({
  posts: board.posts.slice((page - 1) * board.perPage, page * board.perPage),
  nbPages: Math.ceil(board.posts.length / board.perPage),
});

type Filter = { severity: (typeof severities)[number] | null; status: (typeof statuses)[number] | null };
const filterArb = fc.record({
  severity: fc.option(fc.constantFrom(...severities), { nil: null }),
  status: fc.option(fc.constantFrom(...statuses), { nil: null }),
});
const acceptsOf = (filter: Filter) => (item: CommunityPost) =>
  (filter.severity === null || item.details.severity === filter.severity) &&
  (filter.status === null || item.status === filter.status);

type Step =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'answer' }
  | { kind: 'fail' }
  | { kind: 'stale'; page: number; older: boolean }
  | { kind: 'more' }
  | { kind: 'retry' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: filterArb.map((filter) => ({ kind: 'filter' as const, filter })) },
  { weight: 5, arbitrary: fc.constant({ kind: 'answer' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'fail' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .record({ page: fc.integer({ min: 1, max: 8 }), older: fc.boolean() })
      .map((value) => ({ kind: 'stale' as const, ...value })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'more' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'retry' as const }) },
);

/** The matches of pages 1 to `last`, in order: what the state must show. */
const expectedPosts = (board: Board, accepts: (post: CommunityPost) => boolean, last: number) =>
  board.posts.slice(0, last * board.perPage).filter(accepts);

function actionOf(state: FilteredPostState<Filter>, step: Step, board: Board): FilteredPostAction<Filter> | null {
  const page = pendingPage(state);
  switch (step.kind) {
    case 'filter':
      return { type: 'filter', filter: step.filter, accepts: acceptsOf(step.filter) };
    case 'answer':
      return page === null ? null : { type: 'loaded', generation: state.generation, page, result: pageOf(board, page) };
    case 'fail':
      return page === null ? null : { type: 'failed', generation: state.generation, page };
    case 'stale': {
      const generation = step.older ? state.generation - 1 : state.generation;
      if (!step.older && step.page === page) return null;
      return { type: 'loaded', generation, page: step.page, result: pageOf(board, step.page) };
    }
    case 'more':
      return { type: 'more' };
    case 'retry':
      return { type: 'retry' };
  }
}

describe('the filtered-post state (spec sections 4 and 8)', () => {
  test('a new filter starts on page 1 with nothing shown, loading', () => {
    const state = startFilter({ severity: null, status: null }, () => true);
    expect(state).toMatchObject({ posts: [], currentOffset: 0, hasMore: true, loading: true, nbPerPage: 50 });
    expect(nbPerPage).toBe(50);
    expect(pendingPage(state)).toBe(1);
  });

  test('any sequence of filters, fetches and failures keeps the invariants', () => {
    fc.assert(
      fc.property(boardArb, filterArb, fc.array(stepArb, { maxLength: 40 }), (board, first, steps) => {
        let state = startFilter<Filter>(first, acceptsOf(first));
        for (const step of steps) {
          const action = actionOf(state, step, board);
          if (action === null) continue;
          const before = state;
          state = filteredPostsReducer(state, action);
          const nbPages = Math.ceil(board.posts.length / board.perPage);

          // Always: the posts shown are the matches of the pages read, in order, and nothing else.
          expect(state.posts).toEqual(expectedPosts(board, state.accepts, state.currentOffset));
          expect(state.posts.every(state.accepts)).toBe(true);
          // An empty board still answers its page 1.
          expect(state.currentOffset).toBeLessThanOrEqual(Math.max(nbPages, 1));
          if (state.fetchMoreNeeded) {
            expect(state.loading && state.hasMore).toBe(true);
            expect(pendingPage(state)).toBe(state.currentOffset + 1);
          }
          if (state.failedPage !== null) {
            expect([state.loading, state.hasMore, state.failedPage]).toEqual([false, false, state.currentOffset + 1]);
          }

          switch (action.type) {
            case 'filter':
              expect(state).toMatchObject({ posts: [], currentOffset: 0, loading: true, hasMore: true });
              expect(state.failedPage).toBeNull();
              expect(state.generation).toBe(before.generation + 1);
              expect(pendingPage(state)).toBe(1);
              break;
            case 'loaded':
              if (action.generation !== before.generation || action.page !== pendingPage(before)) {
                expect(state).toBe(before);
                break;
              }
              {
                const matches = action.result.posts.filter(before.accepts);
                expect(state.currentOffset).toBe(before.currentOffset + 1);
                expect(state.posts).toEqual([...before.posts, ...matches]);
                expect(state.hasMore).toBe(action.page < action.result.nbPages);
                expect(state.fetchMoreNeeded).toBe(matches.length === 0 && state.hasMore);
                // Reading on by itself only while a page had no match; otherwise the loading flag drops.
                expect(state.loading).toBe(state.fetchMoreNeeded);
                expect(state.failedPage).toBeNull();
              }
              break;
            case 'failed':
              // The spec's empty result: the posts shown stay, paging stops until "Try again".
              expect(state.posts).toBe(before.posts);
              expect(state.currentOffset).toBe(before.currentOffset);
              expect(state.failedPage).toBe(before.currentOffset + 1);
              expect([state.loading, state.hasMore, state.fetchMoreNeeded]).toEqual([false, false, false]);
              break;
            case 'retry':
              if (before.failedPage === null) expect(state).toBe(before);
              else {
                expect(pendingPage(state)).toBe(before.failedPage);
                expect(state.posts).toBe(before.posts);
                expect(state.loading).toBe(true);
              }
              break;
            case 'more':
              if (before.hasMore && !before.loading && before.failedPage === null) {
                expect(pendingPage(state)).toBe(before.currentOffset + 1);
              } else expect(state).toBe(before);
              break;
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test('answering every page asked for reads the whole board and ends with every match, whatever fails on the way', () => {
    fc.assert(
      fc.property(boardArb, filterArb, fc.array(fc.boolean(), { maxLength: 20 }), (board, filter, failures) => {
        let state = startFilter<Filter>(filter, acceptsOf(filter));
        let guard = 0;
        const fails = [...failures];
        while (guard++ < 200) {
          const page = pendingPage(state);
          if (page === null) {
            if (state.failedPage !== null) state = filteredPostsReducer(state, { type: 'retry' });
            else if (state.hasMore) state = filteredPostsReducer(state, { type: 'more' });
            else break;
            continue;
          }
          state = fails.shift()
            ? filteredPostsReducer(state, { type: 'failed', generation: state.generation, page })
            : filteredPostsReducer(state, {
                type: 'loaded',
                generation: state.generation,
                page,
                result: pageOf(board, page),
              });
        }
        expect(state.posts).toEqual(board.posts.filter(acceptsOf(filter)));
        expect(state.hasMore).toBe(false);
        expect(state.loading).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
