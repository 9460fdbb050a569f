// How pages read data (decision 016): one hook over the store, with the rule of spec section 8. A page has
// something to show once a value was loaded, and keeps showing it when a later load fails; it shows its failure
// state (with "Try again") only when a load failed and it has nothing to show.
import { useCallback, useEffect, useRef } from 'react';
import { httpClient } from '../http/call-endpoint';
import { useStore } from '../startup/hydrating-store';
import type { Query } from './query';
import { appData, type DataKey, type DataStore } from './store';

/** A value shown on mount without asking again when it was loaded less than this long ago (milliseconds). */
export const freshFor = 30_000;

/** What a page shows for one key. */
export type ReadView<T> =
  | { status: 'loading'; value: undefined; error: undefined }
  | { status: 'failed'; value: undefined; error: unknown }
  | { status: 'ready'; value: T; error: undefined };

export interface UseData<T> {
  view: ReadView<T>;
  /** Loads again; a value already shown stays until the answer comes. */
  reload: () => Promise<boolean>;
  /** Changes the loaded value after a successful change on the server. */
  update: (change: (value: T) => T) => void;
}

/** The view of an entry for a page: ready with a value, else failed or loading. */
export function viewOf<T>(entry: { status: string; value: T | undefined; error: unknown }): ReadView<T> {
  if (entry.value !== undefined) return { status: 'ready', value: entry.value, error: undefined };
  if (entry.status === 'failed') return { status: 'failed', value: undefined, error: entry.error };
  return { status: 'loading', value: undefined, error: undefined };
}

/**
 * Reads one query's entry, loading it when the page mounts unless it is on its way or fresh (the start-up may
 * have loaded it already), and again when the entry is emptied while the page shows it. It takes a query object
 * only (decision 048): a page does not pair a key with a loader of its own.
 */
export function useData<T>(
  read: Query<T>,
  {
    store = appData,
    enabled = true,
  }: {
    store?: DataStore;
    /** False while the page cannot ask yet (it waits for another read); nothing is loaded then. @default true */
    enabled?: boolean;
  } = {},
): UseData<T> {
  const { key } = read;
  const entry = useStore(store.state, (state) => state.entries[key.name]);
  const latest = useRef(read);
  latest.current = read;
  const load = useCallback(() => latest.current.load(httpClient()), []);
  // Emptied while shown (the start-up clears the player's entries when the session's player changes, dropping a
  // load on its way): ask again rather than wait for an answer that never lands.
  const cleared = entry === undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a query is rebuilt on every render; its key's name is its identity.
  useEffect(() => {
    if (enabled) void store.load(latest.current.key, load, cleared ? {} : { freshFor });
  }, [store, key.name, cleared, load, enabled]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
  const reload = useCallback(() => store.load(latest.current.key, load, { force: true }), [store, key.name, load]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
  const update = useCallback((change: (value: T) => T) => store.update(latest.current.key, change), [store, key.name]);
  const view = viewOf<T>(
    (entry as { status: string; value: T | undefined; error: unknown } | undefined) ?? {
      status: 'idle',
      value: undefined,
      error: undefined,
    },
  );
  return { view, reload, update };
}

/** Two reads shown together: ready when both are, failed when either failed with nothing to show, else loading. */
export function joinViews<A, B>(a: ReadView<A>, b: ReadView<B>): ReadView<[A, B]> {
  if (a.status === 'ready' && b.status === 'ready') {
    return { status: 'ready', value: [a.value, b.value], error: undefined };
  }
  if (a.status === 'failed') return a;
  if (b.status === 'failed') return b;
  return { status: 'loading', value: undefined, error: undefined };
}

/** The value of a key as the store holds it, without loading it (a page that only uses it when it is there). */
export function useStoredValue<T>(key: DataKey<T>, store: DataStore = appData): T | undefined {
  return useStore(store.state, (state) => state.entries[key.name]?.value as T | undefined);
}
