import type { Location } from 'react-router';
import { describe, expect, test } from 'vitest';
import {
  buildPollIntervalMs,
  fullLoadOnNextNavigation,
  type NavigatingRouter,
  type PageLocation,
  type VisibilitySource,
  visibleCheckGapMs,
  watchForNewBuild,
} from './new-build';

/** Timers the test runs by hand, on a clock it moves. */
function manualClock(start = 1_000_000) {
  let time = start;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let next = 1;
  return {
    now: () => time,
    setTimer: (callback: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { at: time + ms, callback });
      return id;
    },
    clearTimer: (id: unknown) => {
      timers.delete(id as number);
    },
    /** Moves the clock and runs the timers that came due, in order. */
    advance(ms: number) {
      const until = time + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].callback();
      }
      time = until;
    },
    get pending() {
      return timers.size;
    },
  };
}

class FakeVisibility implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  readonly listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.delete(listener);
  }
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    for (const listener of [...this.listeners]) listener();
  }
}

/** A `latest.json` whose id the test changes; records the addresses asked for. */
function fakeServer(initialId: string) {
  const server = {
    id: initialId as string | null,
    asked: [] as Array<{ url: string; init: RequestInit | undefined }>,
    fetch: async (url: string, init?: RequestInit) => {
      server.asked.push({ url, init });
      if (server.id === null) return new Response('{"error":{"code":"not_found"}}', { status: 404 });
      return Response.json({ id: server.id, timestamp: 1 });
    },
  };
  return server;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watching for a new build', () => {
  test('polls latest.json every interval with a timestamp query, and reports a new id once', async () => {
    const clock = manualClock();
    const visibility = new FakeVisibility();
    const server = fakeServer('build-a');
    const seen: string[] = [];
    watchForNewBuild({
      currentId: 'build-a',
      onNewBuild: (id) => seen.push(id),
      fetch: server.fetch,
      visibility,
      ...clock,
    });

    expect(server.asked).toHaveLength(0);
    clock.advance(buildPollIntervalMs);
    await settle();
    expect(server.asked.map((request) => request.url)).toEqual([
      `/builds/latest.json?timestamp=${1_000_000 + buildPollIntervalMs}`,
    ]);
    expect(server.asked[0]?.init?.cache).toBe('no-store');
    expect(seen).toEqual([]);

    server.id = 'build-b';
    clock.advance(buildPollIntervalMs);
    await settle();
    expect(seen).toEqual(['build-b']);
    // Stopped: no more polling, no more listeners.
    clock.advance(buildPollIntervalMs * 3);
    await settle();
    expect(server.asked).toHaveLength(2);
    expect(clock.pending).toBe(0);
    expect(visibility.listeners.size).toBe(0);
  });

  test('a hidden tab does not poll; becoming visible asks at once, but not twice within a minute', async () => {
    const clock = manualClock();
    const visibility = new FakeVisibility();
    const server = fakeServer('build-a');
    watchForNewBuild({ currentId: 'build-a', onNewBuild: () => undefined, fetch: server.fetch, visibility, ...clock });
    visibility.set('hidden');
    clock.advance(buildPollIntervalMs * 2);
    await settle();
    expect(server.asked).toHaveLength(0);

    visibility.set('visible');
    await settle();
    expect(server.asked).toHaveLength(1);
    clock.advance(visibleCheckGapMs - 1);
    visibility.set('hidden');
    visibility.set('visible');
    await settle();
    expect(server.asked).toHaveLength(1);
    clock.advance(1);
    visibility.set('hidden');
    visibility.set('visible');
    await settle();
    expect(server.asked).toHaveLength(2);
  });

  test('failures and answers without an id are ignored, and the next poll tries again', async () => {
    const clock = manualClock();
    const server = fakeServer('build-a');
    const seen: string[] = [];
    const answers: Array<() => Promise<Response>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('<html>not json</html>', { status: 200 }),
      async () => Response.json({ timestamp: 2 }),
      async () => new Response('{}', { status: 404 }),
      async () => Response.json({ id: 'build-c', timestamp: 3 }),
    ];
    watchForNewBuild({
      currentId: 'build-a',
      onNewBuild: (id) => seen.push(id),
      fetch: () => (answers.shift() ?? server.fetch.bind(null, ''))(),
      visibility: new FakeVisibility(),
      ...clock,
    });
    for (let poll = 0; poll < 4; poll++) {
      clock.advance(buildPollIntervalMs);
      await settle();
      expect(seen).toEqual([]);
    }
    clock.advance(buildPollIntervalMs);
    await settle();
    expect(seen).toEqual(['build-c']);
  });
});

function location(path: string, search = '', hash = ''): Location {
  return { pathname: path, search, hash, state: null, key: path };
}

/** A router whose navigations the test starts and ends. */
function fakeRouter(start: Location) {
  const listeners = new Set<(state: NavigatingRouter['state']) => void>();
  const router = {
    state: { location: start, navigation: { state: 'idle', location: undefined } } as NavigatingRouter['state'],
    subscribe(listener: (state: NavigatingRouter['state']) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(state: NavigatingRouter['state']) {
      router.state = state;
      for (const listener of [...listeners]) listener(state);
    },
    listeners,
  };
  return router;
}

function fakePage(path: string): PageLocation & { loads: string[] } {
  const page = {
    pathname: path,
    search: '',
    hash: '',
    loads: [] as string[],
    assign: (url: string) => page.loads.push(`assign ${url}`),
    reload: () => page.loads.push('reload'),
  };
  return page;
}

describe('the navigation after a new build', () => {
  test('loads the target of the next navigation as a full page, once', () => {
    const router = fakeRouter(location('/en-GB/support'));
    const page = fakePage('/en-GB/support');
    fullLoadOnNextNavigation(router, page);
    router.emit({
      location: location('/en-GB/support'),
      navigation: { state: 'loading', location: location('/en-GB/playtests', '?page=2', '#list') },
    });
    expect(page.loads).toEqual(['assign /en-GB/playtests?page=2#list']);
    expect(router.listeners.size).toBe(0);
  });

  test('a back or forward move (the address has changed already) reloads', () => {
    const router = fakeRouter(location('/en-GB/support'));
    const page = fakePage('/en-GB/contact');
    fullLoadOnNextNavigation(router, page);
    router.emit({
      location: location('/en-GB/support'),
      navigation: { state: 'loading', location: location('/en-GB/contact') },
    });
    expect(page.loads).toEqual(['reload']);
  });

  test('idle updates and revalidations of the same page do not count as a navigation', () => {
    const router = fakeRouter(location('/en-GB/support'));
    const page = fakePage('/en-GB/support');
    fullLoadOnNextNavigation(router, page);
    router.emit({ location: location('/en-GB/support'), navigation: { state: 'idle', location: undefined } });
    router.emit({
      location: location('/en-GB/support'),
      navigation: { state: 'loading', location: location('/en-GB/support', '', '#top') },
    });
    expect(page.loads).toEqual([]);
    expect(router.listeners.size).toBe(1);
  });
});
