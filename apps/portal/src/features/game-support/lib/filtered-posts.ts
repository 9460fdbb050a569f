// The filtered-post state of spec section 4 (fields of section 3: posts, currentOffset, fetchMoreNeeded,
// nbPerPage, hasMore), as a pure reducer the board drives. The board is read a page at a time in the board's
// order and filtered here: a new filter starts again from page 1 with no posts; each page's matches are added;
// a page without a match while pages remain sets fetchMoreNeeded and the next page is asked for at once. A failed
// page counts as the spec's empty result for that page (section 8: no posts, 0 pages): the posts shown stay, the
// paging stops, and "Try again" asks for the same page again.
import type { CommunityPost } from '@mynacon/contract';

/** Posts per page of a filtered list (spec section 9). */
export const nbPerPage = 50;

/** One page of the board as the call answers it (the part the state reads). */
export interface PostPage {
  posts: readonly CommunityPost[];
  nbPages: number;
}

/** The spec's empty result of a failed community page (section 8). */
export const emptyPage: PostPage = { posts: [], nbPages: 0 };

export interface FilteredPostState<F> {
  /** The filter in force; `accepts` says which posts of a page it keeps. */
  filter: F;
  accepts: (post: CommunityPost) => boolean;
  /** The matching posts of pages 1 to currentOffset, in the board's order. */
  posts: CommunityPost[];
  /** The last page read (0: none yet). */
  currentOffset: number;
  /** The last page read had no match while pages remain: the next one is read at once. */
  fetchMoreNeeded: boolean;
  nbPerPage: number;
  /** Pages remain after currentOffset. */
  hasMore: boolean;
  /** A page is being read for this filter (filtering, reading on, or a further page asked for). */
  loading: boolean;
  /** The page that failed, asked for again by "Try again"; null when none did. */
  failedPage: number | null;
  /** Bumped by every new filter, so that answers for an earlier filter are dropped. */
  generation: number;
}

export type FilteredPostAction<F> =
  | { type: 'filter'; filter: F; accepts: (post: CommunityPost) => boolean }
  /** The player asks for the next page ("Show more"). */
  | { type: 'more' }
  /** "Try again" after a failed page. */
  | { type: 'retry' }
  | { type: 'loaded'; generation: number; page: number; result: PostPage }
  | { type: 'failed'; generation: number; page: number };

/** The state of a new filter: page 1 is to be read, nothing shown yet. */
export function startFilter<F>(
  filter: F,
  accepts: (post: CommunityPost) => boolean,
  generation = 0,
): FilteredPostState<F> {
  return {
    filter,
    accepts,
    posts: [],
    currentOffset: 0,
    fetchMoreNeeded: false,
    nbPerPage,
    hasMore: true,
    loading: true,
    failedPage: null,
    generation,
  };
}

/** The page to read now, or null: the one after currentOffset while loading. */
export function pendingPage(state: FilteredPostState<unknown>): number | null {
  return state.loading ? state.currentOffset + 1 : null;
}

function applyPage<F>(state: FilteredPostState<F>, page: number, result: PostPage): FilteredPostState<F> {
  const matches = result.posts.filter(state.accepts);
  const hasMore = page < result.nbPages;
  const fetchMoreNeeded = matches.length === 0 && hasMore;
  return {
    ...state,
    posts: matches.length === 0 ? state.posts : [...state.posts, ...matches],
    currentOffset: page,
    hasMore,
    fetchMoreNeeded,
    loading: fetchMoreNeeded,
  };
}

export function filteredPostsReducer<F>(
  state: FilteredPostState<F>,
  action: FilteredPostAction<F>,
): FilteredPostState<F> {
  switch (action.type) {
    case 'filter':
      return startFilter(action.filter, action.accepts, state.generation + 1);
    case 'more':
      return state.loading || !state.hasMore || state.failedPage !== null ? state : { ...state, loading: true };
    case 'retry':
      return state.failedPage === null ? state : { ...state, failedPage: null, hasMore: true, loading: true };
    case 'loaded':
    case 'failed': {
      // Only the answer to the page asked for under the filter in force counts.
      if (action.generation !== state.generation || action.page !== pendingPage(state)) return state;
      if (action.type === 'loaded') return { ...applyPage(state, action.page, action.result), failedPage: null };
      const empty = applyPage(state, action.page, emptyPage);
      // The empty result moves nothing on: the failed page is read again by "Try again".
      return { ...empty, currentOffset: state.currentOffset, failedPage: action.page };
    }
  }
}
