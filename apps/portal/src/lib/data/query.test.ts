// A read is a query object (decision 048): its key and its loader together. `useData` takes nothing else; the type
// check below fails when a page passes a key and a loader of its own again.
import { describe, expect, test } from 'vitest';
import { createHttpClient } from '../http/client';
import { fetchQuery, query } from './query';
import { createDataStore, dataKey } from './store';
import { useData } from './useData';

const numbers = query(dataKey<number[]>('test.query.numbers', 'site'), async () => [1, 2, 3]);

describe('a query object', () => {
  test('loads its own key with its own loader, through the client it is given', async () => {
    const store = createDataStore();
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9' });
    let given: unknown;
    const read = query(dataKey<string>('test.query.client', 'site'), async (used) => {
      given = used;
      return 'loaded';
    });
    expect(await fetchQuery(read, {}, { store, client })).toBe(true);
    expect(store.entry(read.key).value).toBe('loaded');
    expect(given).toBe(client);
    expect(await fetchQuery(numbers, {}, { store })).toBe(true);
    expect(store.entry(numbers.key).value).toEqual([1, 2, 3]);
  });
});

// Checked by the type check only: never called.
export function useOnlyQueryObjects() {
  useData(numbers);
  // @ts-expect-error a key alone is not a query
  useData(numbers.key);
  // @ts-expect-error a key and a loader of the page's own are not a query
  useData(numbers.key, async () => [4]);
  // @ts-expect-error nor is a query with a second loader beside it
  useData(numbers, async () => [4]);
}
