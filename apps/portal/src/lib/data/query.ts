// One read of data (decisions 016 and 048): its key in the store and the loader that fills it, bound together, so
// that the start-up, a guard, a page and the home read the same entry the same way. A feature's reads are
// queries in its `lib/queries.ts`; reads that several features or the start-up share are in `lib/data/queries.ts`.
import { httpClient } from '../http/call-endpoint';
import type { HttpClient } from '../http/client';
import { appData, type DataKey, type DataStore, type LoadOptions } from './store';

/** A read: the entry it fills and how it loads it (through `client`, the app's client unless a test gives one). */
export interface Query<T> {
  readonly key: DataKey<T>;
  readonly load: (client: HttpClient) => Promise<T>;
}

/** Binds a key to its loader. */
export function query<T>(key: DataKey<T>, load: (client: HttpClient) => Promise<T>): Query<T> {
  return { key, load };
}

/**
 * Loads a query's entry outside a page (the start-up, a guard, a change that needs the next page): joined when on
 * its way, skipped when fresh by `options`. Resolves to whether the entry holds the answer; never rejects.
 */
export function fetchQuery<T>(
  read: Query<T>,
  options: LoadOptions = {},
  { store = appData, client = httpClient() }: { store?: DataStore; client?: HttpClient } = {},
): Promise<boolean> {
  return store.load(read.key, () => read.load(client), options);
}
