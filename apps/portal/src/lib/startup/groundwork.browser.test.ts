import { describe, expect, test } from 'vitest';
import { afterParts } from './groundwork';
import { taskRecorder } from './testing/task-recorder';

/** Imports that record their running (`taskRecorder`), then load or fail. */
function recorder() {
  const { ran, ranByTheNextTask, record } = taskRecorder();
  const part =
    (name: string, outcome: 'loads' | 'fails' = 'loads') =>
    async () => {
      record(name);
      if (outcome === 'fails') throw new TypeError('Failed to fetch dynamically imported module');
      return { name };
    };
  return { ran, ranByTheNextTask, part };
}

describe('afterParts (decision 069)', () => {
  test('imports the parts in order, each in a task of its own, then the code that needs them', async () => {
    const { ran, ranByTheNextTask, part } = recorder();
    const page = afterParts([part('data store'), part('contract')], part('page'));

    const loading = page();
    // Nothing runs in the task that asks: the router's set-up and the page's loader finish first.
    expect(ran).toEqual([]);
    await expect(loading).resolves.toEqual({ name: 'page' });
    expect(ran).toEqual(['data store', 'contract', 'page']);
    await expect.poll(() => ranByTheNextTask.length).toBe(3);
    // The contract did not run in the data store's task, nor the page in the contract's.
    expect(ranByTheNextTask.slice(0, 2)).toEqual([['data store'], ['data store', 'contract']]);
  });

  test('a part that fails to load fails the call without running what follows; the next call tries again', async () => {
    const { ran, part } = recorder();
    let attempts = 0;
    const dataStore = part('data store');
    const page = afterParts(
      [
        () => {
          attempts += 1;
          return attempts === 1 ? part('data store', 'fails')() : dataStore();
        },
        part('contract'),
      ],
      part('page'),
    );

    // As the page's own import would have failed on the same chunk: the router's chunk recovery takes it from there.
    await expect(page()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(ran).toEqual(['data store']);
    await expect(page()).resolves.toEqual({ name: 'page' });
    expect(ran).toEqual(['data store', 'data store', 'contract', 'page']);
  });
});
