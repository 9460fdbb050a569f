import { afterEach, describe, expect, test, vi } from 'vitest';
import { taskRecorder } from './lib/startup/testing/task-recorder';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Intl warm-up (decision 066)', () => {
  test('runs its three parts in order, each in a task of its own, and resolves warmedUp once the last has run', async () => {
    const { ran, ranByTheNextTask, record } = taskRecorder();
    const maximize = Intl.Locale.prototype.maximize;
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(function (this: Intl.Locale) {
      record('likely subtags');
      return maximize.call(this);
    });
    vi.spyOn(Intl, 'supportedValuesOf').mockImplementation((key) => {
      record('locale data');
      return [key];
    });
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) => {
      record('date formats');
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
