// The portal's one store of loaded data (decision 016): the start-up data of spec section 1 and every page's reads,
// keyed, each entry with its last good value and how its last load went. A failed load keeps the previous value
// (spec section 8); the player's entries are emptied when the player changes.
import type { StoreApi, UseBoundStore } from 'zustand';
import { create } from '../startup/hydrating-store';
import { readServerData } from '../startup/server-data';

/** How an entry's last load went: never asked, on its way, answered, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Site data is the same for everyone; player data belongs to the signed-in player and goes when the player does. */
export type DataScope = 'site' | 'player';

/** A key of the store, typed by the value it holds. */
export interface DataKey<T> {
  readonly name: string;
  readonly scope: DataScope;
  /** Only carries the type. */
  readonly value?: T;
}

/** A key for values of type `T`. Names are unique across the portal (`account.devices`). */
export function dataKey<T>(name: string, scope: DataScope): DataKey<T> {
  return { name, scope };
}

export interface DataEntry<T> {
  status: LoadStatus;
  scope: DataScope;
  /** The last value loaded, kept when a later load fails; undefined before the first success. */
  value: T | undefined;
  /** Why the last load failed; undefined after a success. */
  error: unknown;
  /** When the value was last loaded (milliseconds since the epoch), 0 before. */
  loadedAt: number;
}

export interface DataState {
  entries: Readonly<Record<string, DataEntry<unknown>>>;
}

export interface LoadOptions {
  /** Load even when the value is fresh (a load on its way is still joined). @default false */
  force?: boolean;
  /** A value loaded less than this many milliseconds ago is used as it is. @default Infinity */
  freshFor?: number;
  /** A value loaded at or after this time (the store's clock) is used as it is, even with `force`. */
  loadedSince?: number;
}

export interface DataStore {
  /** The zustand store the hooks subscribe to. */
  readonly state: UseBoundStore<StoreApi<DataState>>;
  /** An entry as it is now (an idle, empty one when never loaded). */
  entry<T>(key: DataKey<T>): DataEntry<T>;
  /**
   * Loads an entry with `loader` unless it is on its way (that load is joined) or its value is fresh. Resolves to
   * whether the entry holds the loader's answer; never rejects (the failure is in the entry).
   */
  load<T>(key: DataKey<T>, loader: () => Promise<T>, options?: LoadOptions): Promise<boolean>;
  /** Stores a value as loaded now, without a call (site data the app read before the first page). */
  set<T>(key: DataKey<T>, value: T): void;
  /** Changes a loaded value after a successful change on the server; nothing when there is none. */
  update<T>(key: DataKey<T>, change: (value: T) => T): void;
  /** Empties every entry of a scope; answers still on their way for them are dropped. */
  clear(scope: DataScope): void;
  /**
   * The values a server's render drew the page with (decision 063), stored as loaded now, in place of any entry of
   * the same name. The state they make is the one React hydrates with (the server snapshot of
   * `useSyncExternalStore`, otherwise the store's first, empty state): the first render draws what the server drew.
   */
  seed(values: SeededEntries): void;
}

/** Values of the store's entries by their key's name, with the key's scope: what a server's render was drawn with. */
export type SeededEntries = Readonly<Record<string, { scope: DataScope; value: unknown }>>;

const idle = (scope: DataScope): DataEntry<never> => ({
  status: 'idle',
  scope,
  value: undefined,
  error: undefined,
  loadedAt: 0,
});

/** A store of its own (tests); the app has one, `appData`. */
export function createDataStore(now: () => number = Date.now): DataStore {
  const state = create<DataState>()(() => ({ entries: {} }));
  const empty = state.getInitialState();
  /** The state React hydrates with: the seeded one, once there is one. */
  let seeded: DataState | undefined;
  state.getInitialState = () => seeded ?? empty;
  /** Loads on their way, by key name, with the generation they belong to. */
  const pending = new Map<string, { generation: number; promise: Promise<boolean> }>();
  /** Bumped by `clear` and by a forced load: an answer of an older generation is dropped. */
  const generations = new Map<string, number>();

  const entry = <T>(key: DataKey<T>): DataEntry<T> =>
    (state.getState().entries[key.name] as DataEntry<T> | undefined) ?? idle(key.scope);
  const write = <T>(key: DataKey<T>, change: (current: DataEntry<T>) => DataEntry<T>) =>
    state.setState((current) => ({ entries: { ...current.entries, [key.name]: change(entry(key)) } }));

  const load = <T>(key: DataKey<T>, loader: () => Promise<T>, options: LoadOptions = {}): Promise<boolean> => {
    const running = pending.get(key.name);
    if (running !== undefined) return running.promise;
    const current = entry(key);
    if (current.status === 'ready' && options.loadedSince !== undefined && current.loadedAt >= options.loadedSince) {
      return Promise.resolve(true);
    }
    const freshFor = options.freshFor ?? Number.POSITIVE_INFINITY;
    if (!options.force && current.status === 'ready' && now() - current.loadedAt < freshFor) {
      return Promise.resolve(true);
    }
    const generation = (generations.get(key.name) ?? 0) + 1;
    generations.set(key.name, generation);
    write(key, (last) => ({ ...last, status: 'loading' }));
    const promise = (async () => {
      try {
        const value = await loader();
        if (generations.get(key.name) !== generation) return false;
        write(key, (last) => ({ ...last, status: 'ready', value, error: undefined, loadedAt: now() }));
        return true;
      } catch (error) {
        if (generations.get(key.name) !== generation) return false;
        write(key, (last) => ({ ...last, status: 'failed', error }));
        return false;
      } finally {
        if (pending.get(key.name)?.generation === generation) pending.delete(key.name);
      }
    })();
    pending.set(key.name, { generation, promise });
    return promise;
  };

  return {
    state,
    entry,
    load,
    set(key, value) {
      generations.set(key.name, (generations.get(key.name) ?? 0) + 1);
      pending.delete(key.name);
      write(key, (last) => ({ ...last, status: 'ready', value, error: undefined, loadedAt: now() }));
    },
    update(key, change) {
      write(key, (last) => (last.value === undefined ? last : { ...last, value: change(last.value) }));
    },
    clear(scope) {
      const kept: Record<string, DataEntry<unknown>> = {};
      for (const [name, item] of Object.entries(state.getState().entries)) {
        if (item.scope !== scope) {
          kept[name] = item;
          continue;
        }
        generations.set(name, (generations.get(name) ?? 0) + 1);
        pending.delete(name);
      }
      state.setState({ entries: kept });
    },
    seed(values) {
      const loadedAt = now();
      const entries = { ...state.getState().entries };
      for (const [name, { scope, value }] of Object.entries(values)) {
        generations.set(name, (generations.get(name) ?? 0) + 1);
        pending.delete(name);
        entries[name] = { status: 'ready', scope, value, error: undefined, loadedAt };
      }
      seeded = { entries };
      state.setState(seeded, true);
    },
  };
}

/**
 * The portal's data. In a page a server drew with the player's data (decision 063), it starts with those values, read
 * from the page's data block when the store is first imported: before any read and before the hydration.
 */
export const appData = createDataStore();
if (typeof document !== 'undefined') appData.seed(readServerData(document));
