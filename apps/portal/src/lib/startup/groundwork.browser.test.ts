import { describe, expect, test } from 'vitest';
import { createGroundwork } from './groundwork';

/**
 * Parts that record their running and, for each, what had run by the task after it: a message posted as the part
 * runs arrives before a message posted later. A part run in the same task as the one before, or in a microtask after
 * it, would be in the list already.
 */
function recorder() {
  const ran: string[] = [];
  const ranByTheNextTask: string[][] = [];
  const part =
    (name: string, outcome: 'loads' | 'fails' = 'loads') =>
    async () => {
      ran.push(name);
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = () => {
        port1.close();
        ranByTheNextTask.push([...ran]);
      };
      port2.postMessage(null);
      if (outcome === 'fails') throw new TypeError('Failed to fetch dynamically imported module');
      return { name };
    };
  return { ran, ranByTheNextTask, part };
}

describe('groundwork (decision 069)', () => {
  test('runs a key’s parts in order, each in a task of its own, before what waits for it, and only once', async () => {
    const { ran, ranByTheNextTask, part } = recorder();
    const groundwork = createGroundwork<'home' | 'inbox'>({ home: [part('data store'), part('contract')] });

    const first = groundwork('home');
    // Nothing runs in the task that asks: the page's loader and the router's set-up finish first.
    expect(ran).toEqual([]);
    await first.then(() => ran.push('page'));
    expect(ran).toEqual(['data store', 'contract', 'page']);
    await expect.poll(() => ranByTheNextTask.length).toBe(2);
    // The contract did not run in the data store's task.
    expect(ranByTheNextTask[0]).toEqual(['data store']);

    // The page's code and its reads both wait for the same run.
    await groundwork('home');
    expect(ran).toEqual(['data store', 'contract', 'page']);
    // A key without parts waits for nothing.
    let inboxReady = false;
    const ready = groundwork('inbox').then(() => {
      inboxReady = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(inboxReady).toBe(true);
    await ready;
  });

  test('a part that fails to load stops nothing, and the next call tries again', async () => {
    const { ran, part } = recorder();
    let attempts = 0;
    const failsOnce = part('data store');
    const groundwork = createGroundwork<'home'>({
      home: [
        () => {
          attempts += 1;
          return attempts === 1 ? part('data store', 'fails')() : failsOnce();
        },
        part('contract'),
      ],
    });

    // Resolves (the page's own import decides), without running the parts after the one that failed.
    await expect(groundwork('home')).resolves.toBeUndefined();
    expect(ran).toEqual(['data store']);
    await groundwork('home');
    expect(ran).toEqual(['data store', 'data store', 'contract']);
    expect(attempts).toBe(2);
  });
});
