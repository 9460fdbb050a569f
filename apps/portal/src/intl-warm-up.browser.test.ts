import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Intl warm-up (decision 066)', () => {
  test('runs its three parts in order, each in a task of its own, and resolves warmedUp once the last has run', async () => {
    const ran: string[] = [];
    /**
     * What had run by the task after each part's: a message posted as the part runs, before the warm-up posts the one
     * that runs its next part, arrives first. A part run in the same task as the one before, or in a microtask after
     * it, would be in the list already.
     */
    const ranByTheNextTask: string[][] = [];
    const part = (name: string) => () => {
      ran.push(name);
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = () => {
        port1.close();
        ranByTheNextTask.push([...ran]);
      };
      port2.postMessage(null);
    };
    const maximize = Intl.Locale.prototype.maximize;
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(function (this: Intl.Locale) {
      part('likely subtags')();
      return maximize.call(this);
    });
    vi.spyOn(Intl, 'supportedValuesOf').mockImplementation((key) => {
      part('locale data')();
      return [key];
    });
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) => {
      part('date formats')();
      return [String(locales)];
    });

    const { warmedUp } = await import('./intl-warm-up');
    // The module's own task ran the first part only.
    expect(ran).toEqual(['likely subtags']);
    await warmedUp;
    expect(ran).toEqual(['likely subtags', 'locale data', 'date formats']);
    // No part ran in the task of the one before it.
    await expect.poll(() => ranByTheNextTask.length).toBe(3);
    expect(ranByTheNextTask).toEqual([['likely subtags'], ['likely subtags', 'locale data'], ran]);
  });
});
