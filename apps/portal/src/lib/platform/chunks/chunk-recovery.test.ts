import { describe, expect, test } from 'vitest';
import {
  createChunkRecovery,
  isChunkLoadError,
  type ReloadStorage,
  redirectFallbackMs,
  reloadGuardMs,
  reloadStorageKey,
} from './chunk-recovery';

class MemoryStorage implements ReloadStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** A tab: its address, its session storage (which outlives reloads), a clock and timers. */
function fakeTab(path = '/fr-FR/support') {
  const tab = {
    time: 5_000_000,
    storage: new MemoryStorage() as ReloadStorage | undefined,
    href: `https://portal.test${path}`,
    pathname: path,
    loads: [] as string[],
    timers: [] as Array<{ at: number; callback: () => void; cleared: boolean }>,
  };
  const location = {
    get href() {
      return tab.href;
    },
    get pathname() {
      return tab.pathname;
    },
    assign: (url: string) => tab.loads.push(`assign ${url}`),
    reload: () => tab.loads.push('reload'),
    replace: (url: string) => tab.loads.push(`replace ${url}`),
  };
  /** A new page of the same tab: same storage, new recovery (its state does not survive a reload). */
  const recovery = () =>
    createChunkRecovery({
      storage: tab.storage,
      now: () => tab.time,
      location,
      homeOf: (pathname) => `/${pathname.split('/')[1]}/`,
      setTimer: (callback, ms) => {
        const timer = { at: tab.time + ms, callback, cleared: false };
        tab.timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    });
  const advance = (ms: number) => {
    tab.time += ms;
    for (const timer of tab.timers.filter((entry) => !entry.cleared && entry.at <= tab.time)) {
      timer.cleared = true;
      timer.callback();
    }
  };
  return { tab, recovery, advance };
}

describe('recognising chunk-load errors', () => {
  test("each browser's message for a failed dynamic import, and Vite's failed preloads", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://portal.test/assets/routes-abc.js',
      'error loading dynamically imported module: https://portal.test/assets/routes-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/routes-abc.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    // A module that arrived and then threw is not a loading failure: a reload would not cure it.
    expect(isChunkLoadError(new Error('e2e broken route module'))).toBe(false);
  });
});

describe('recovering from a chunk-load error', () => {
  test('loads the target once, then holds back for 10 seconds, and reloads again after', () => {
    const { tab, recovery } = fakeTab();
    expect(recovery().recover('/fr-FR/playtests?x=1')).toBe('reload');
    expect(tab.loads).toEqual(['assign https://portal.test/fr-FR/playtests?x=1']);
    expect(tab.storage?.getItem(reloadStorageKey)).toBe(String(tab.time));

    // The reloaded page fails again at once: no second reload.
    tab.href = 'https://portal.test/fr-FR/playtests?x=1';
    tab.pathname = '/fr-FR/playtests';
    tab.time += reloadGuardMs - 1;
    expect(recovery().recover('/fr-FR/playtests?x=1')).toBe('fallback');
    expect(tab.loads).toHaveLength(1);

    // Much later, a new deploy breaks another chunk: that is a new first failure.
    tab.time += redirectFallbackMs * 10;
    expect(recovery().recover('/fr-FR/playtests?x=1')).toBe('reload');
    expect(tab.loads).toEqual(['assign https://portal.test/fr-FR/playtests?x=1', 'reload']);
  });

  test('still broken after 60 seconds: to the locale home, once; a page that works meanwhile cancels it', () => {
    const { tab, recovery, advance } = fakeTab('/fr-FR/support');
    tab.storage?.setItem(reloadStorageKey, String(tab.time - 1000));
    const page = recovery();
    expect(page.recover('/fr-FR/support')).toBe('fallback');
    expect(page.recover('/fr-FR/support')).toBe('waiting');
    advance(redirectFallbackMs - 1);
    expect(tab.loads).toEqual([]);
    advance(1);
    expect(tab.loads).toEqual(['replace /fr-FR/']);

    const second = fakeTab('/fr-FR/contact');
    second.tab.storage?.setItem(reloadStorageKey, String(second.tab.time));
    const other = second.recovery();
    expect(other.recover('/fr-FR/contact')).toBe('fallback');
    other.settled();
    second.advance(redirectFallbackMs * 2);
    expect(second.tab.loads).toEqual([]);
  });

  test('at the locale home already, the fallback does not load it again', () => {
    const { tab, recovery, advance } = fakeTab('/de-DE/');
    tab.storage?.setItem(reloadStorageKey, String(tab.time));
    expect(recovery().recover('/de-DE/')).toBe('fallback');
    advance(redirectFallbackMs);
    expect(tab.loads).toEqual([]);
  });

  test('without session storage there is no automatic reload (it could not be guarded)', () => {
    const { tab, recovery } = fakeTab();
    tab.storage = undefined;
    expect(recovery().recover('/fr-FR/support')).toBe('fallback');
    const refusing = fakeTab();
    refusing.tab.storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(refusing.recovery().recover('/fr-FR/support')).toBe('fallback');
    expect([...tab.loads, ...refusing.tab.loads]).toEqual([]);
  });

  test('a stored time in the future (the clock went back) does not block the reload', () => {
    const { tab, recovery } = fakeTab();
    tab.storage?.setItem(reloadStorageKey, String(tab.time + 60_000));
    expect(recovery().recover('/fr-FR/support')).toBe('reload');
    expect(tab.loads).toEqual(['reload']);
  });
});
