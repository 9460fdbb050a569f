// The portal's stores (zustand) as React reads them (decision 065): zustand's own `create` and `useStore`, except that
// on a prerendered page the value stays the one the page was drawn with until it has hydrated. React reads a store
// through `useSyncExternalStore`, whose updates render at once, in one task: a store that changed while the page
// hydrated (the session read, the home's reads set on their way) made every reader render again in the task that
// ran the hydration's effects, 80 ms of a slowed phone's main thread. Here the readers take the store's value in the
// transition that follows hydration (`HydrationProvider`), in slices, as the parts that wait for the configuration do.
import { useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { useHydrated } from './hydration';

const whole = <S>(state: S) => state;

/**
 * A store's slice, as `selector` picks it: while the page hydrates, from the state it was drawn with (the store's
 * `getInitialState`, which a store seeded by the server's render gives as seeded), then from the store's state.
 */
export function useStore<S, U = S>(api: StoreApi<S>, selector: (state: S) => U = whole as (state: S) => U): U {
  const drawnWith = () => selector(api.getInitialState());
  const current = () => selector(api.getState());
  return useSyncExternalStore(api.subscribe, useHydrated() ? current : drawnWith, drawnWith);
}

/** A store and its hook, as zustand's `create<State>()(initializer)`, read through `useStore` above. */
export function create<S>(): (initializer: StateCreator<S, [], []>) => UseBoundStore<StoreApi<S>> {
  return (initializer) => {
    const api = createStore<S>()(initializer);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per store, at the module's level, as zustand's own.
    const useBoundStore = <U = S>(selector?: (state: S) => U) => useStore(api, selector);
    return Object.assign(useBoundStore, api) as UseBoundStore<StoreApi<S>>;
  };
}
