import { describe, expect, test } from 'vitest';
import { createDataStore, dataKey } from './store';
import { joinViews, viewOf } from './useData';

const numbers = dataKey<number[]>('test.numbers', 'site');
const mine = dataKey<string>('test.mine', 'player');

/** A loader whose answers the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the data store', () => {
  test('an entry goes from idle to loading to ready, and a second ask joins the load on its way', async () => {
    const store = createDataStore();
    expect(store.entry(numbers).status).toBe('idle');
    const answer = deferred<number[]>();
    let calls = 0;
    const loader = () => {
      calls++;
      return answer.promise;
    };
    const first = store.load(numbers, loader);
    const second = store.load(numbers, loader, { force: true });
    expect(store.entry(numbers).status).toBe('loading');
    answer.resolve([1, 2]);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(calls).toBe(1);
    expect(store.entry(numbers)).toMatchObject({ status: 'ready', value: [1, 2], error: undefined });
  });

  test('a failed load keeps the previous value and records the error; a view still shows the value', async () => {
    const store = createDataStore();
    await store.load(numbers, async () => [1]);
    const failure = new Error('down');
    const failing = async (): Promise<number[]> => {
      throw failure;
    };
    expect(await store.load(numbers, failing, { force: true })).toBe(false);
    expect(store.entry(numbers)).toMatchObject({ status: 'failed', value: [1], error: failure });
    expect(viewOf(store.entry(numbers))).toEqual({ status: 'ready', value: [1], error: undefined });
  });

  test('with nothing to show, a failed load is the failed view; before any answer, the loading view', async () => {
    const store = createDataStore();
    expect(viewOf(store.entry(numbers)).status).toBe('loading');
    const failure = new Error('down');
    await store.load(numbers, async () => {
      throw failure;
    });
    expect(viewOf(store.entry(numbers))).toEqual({ status: 'failed', value: undefined, error: failure });
  });

  test('a fresh value is used as it is; an older one, or a forced load, asks again', async () => {
    let now = 1_000;
    const store = createDataStore(() => now);
    let calls = 0;
    const loader = async () => [++calls];
    await store.load(numbers, loader, { freshFor: 100 });
    now += 50;
    await store.load(numbers, loader, { freshFor: 100 });
    expect(calls).toBe(1);
    now += 100;
    await store.load(numbers, loader, { freshFor: 100 });
    expect(calls).toBe(2);
    await store.load(numbers, loader, { force: true });
    expect(calls).toBe(3);
    expect(store.entry(numbers).value).toEqual([3]);
  });

  test('a forced load uses a value loaded since the time it names, and asks again for an older one', async () => {
    let now = 1_000;
    const store = createDataStore(() => now);
    let calls = 0;
    const loader = async () => [++calls];
    await store.load(numbers, loader);
    now += 10;
    await store.load(numbers, loader, { force: true, loadedSince: 1_000 });
    expect(calls).toBe(1);
    await store.load(numbers, loader, { force: true, loadedSince: 1_001 });
    expect(calls).toBe(2);
    expect(store.entry(numbers).value).toEqual([2]);
  });

  test("clearing the player's entries empties them and drops their answers still on their way", async () => {
    const store = createDataStore();
    await store.load(numbers, async () => [1]);
    const answer = deferred<string>();
    const pending = store.load(mine, () => answer.promise);
    store.clear('player');
    answer.resolve('the previous player');
    expect(await pending).toBe(false);
    expect(store.entry(mine)).toMatchObject({ status: 'idle', value: undefined });
    expect(store.entry(numbers).value).toEqual([1]);
  });

  test('update changes a loaded value only; set stores one as loaded', () => {
    const store = createDataStore();
    store.update(numbers, (list) => [...list, 9]);
    expect(store.entry(numbers).value).toBeUndefined();
    store.set(numbers, [1]);
    store.update(numbers, (list) => [...list, 2]);
    expect(store.entry(numbers)).toMatchObject({ status: 'ready', value: [1, 2] });
  });

  test('two reads together: ready when both are, failed when either failed with nothing to show', () => {
    const ready = { status: 'ready', value: 1, error: undefined } as const;
    const loading = { status: 'loading', value: undefined, error: undefined } as const;
    const failed = { status: 'failed', value: undefined, error: 'x' } as const;
    expect(joinViews(ready, ready)).toEqual({ status: 'ready', value: [1, 1], error: undefined });
    expect(joinViews(ready, loading).status).toBe('loading');
    expect(joinViews(loading, failed)).toEqual(failed);
    expect(joinViews(failed, ready)).toEqual(failed);
  });

  test('seeded values are what React hydrates with, fresh, and an answer on its way for one is dropped', async () => {
    let clock = 1_000;
    const store = createDataStore(() => clock);
    expect(store.state.getInitialState().entries).toEqual({});
    const late = deferred<string>();
    const onItsWay = store.load(mine, () => late.promise);
    store.seed({ [mine.name]: { scope: 'player', value: 'from the server' } });
    // The server snapshot of `useSyncExternalStore` (zustand's first state) is the seeded one.
    expect(store.state.getInitialState().entries[mine.name]).toMatchObject({
      status: 'ready',
      value: 'from the server',
    });
    late.resolve('late');
    expect(await onItsWay).toBe(false);
    expect(store.entry(mine).value).toBe('from the server');
    clock += 29_000;
    let calls = 0;
    expect(await store.load(mine, async () => `call ${++calls}`, { freshFor: 30_000 })).toBe(true);
    expect(calls).toBe(0);
    // The player's entries go with the player, seeded or not; the state hydrated with stays what the page was drawn with.
    store.clear('player');
    expect(store.entry(mine).status).toBe('idle');
    expect(store.state.getInitialState().entries[mine.name]?.value).toBe('from the server');
  });
});
