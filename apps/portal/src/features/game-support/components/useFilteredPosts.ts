// Drives the filtered-post state (lib/filtered-posts) against the board call: whenever the state has a page to
// read, it is asked for once; the answer or the failure goes back into the state, tagged with the filter it was
// for, so that an answer for an earlier filter is dropped.
import type { CommunityPost, Game } from '@mynacon/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { getCommunityPosts } from '../api/get-community-posts';
import type { BoardFilters } from '../lib/board-filters';
import {
  type FilteredPostState,
  filteredPostsReducer,
  nbPerPage,
  pendingPage,
  startFilter,
} from '../lib/filtered-posts';

export function useFilteredPosts(
  game: Game,
  filters: BoardFilters,
  filtersKey: string,
  accepts: (post: CommunityPost) => boolean,
) {
  const [state, dispatch] = useReducer(
    filteredPostsReducer<BoardFilters>,
    undefined,
    (): FilteredPostState<BoardFilters> => startFilter(filters, accepts),
  );
  // A new filter (or a new set of visible posts) starts again from page 1.
  const first = useRef(true);
  const acceptsRef = useRef(accepts);
  acceptsRef.current = accepts;
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and the game say when the filter changes.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch({ type: 'filter', filter: filtersRef.current, accepts: acceptsRef.current });
  }, [filtersKey, game.code]);

  const page = pendingPage(state);
  const { generation } = state;
  // The game by its code: the same game read again (a new object after the games reload) must not ask for the
  // pending page a second time.
  const gameRef = useRef(game);
  gameRef.current = game;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the game's code says when the game changes.
  useEffect(() => {
    if (page === null) return;
    const { sort, order } = filtersRef.current;
    getCommunityPosts(gameRef.current, { p: page, per_page: nbPerPage, sort_by: sort, sort_order: order }).then(
      (result) => dispatch({ type: 'loaded', generation, page, result }),
      () => dispatch({ type: 'failed', generation, page }),
    );
  }, [game.code, page, generation]);

  const more = useCallback(() => dispatch({ type: 'more' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  return { state, more, retry };
}
