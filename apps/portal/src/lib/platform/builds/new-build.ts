// New-build detection (spec section 4): the app asks for `builds/latest.json` now and then; once it names another
// build than the one running, the next navigation is a full page load, so the player moves to the new build between
// two pages instead of running old code against a new server until the tab is closed. Build metadata and
// per-route `_payload.json` files are not read: nothing is prerendered (decision 004).
import { createPath, type Location } from 'react-router';

/** How often an open, visible tab asks whether a newer build is out. The spec leaves it open. */
export const buildPollIntervalMs = 5 * 60 * 1000;
/** A tab coming back into view asks at once, unless it asked this recently. */
export const visibleCheckGapMs = 60 * 1000;
/** Where the build writes its id (apps/portal/build/build-info-plugin.ts). */
export const latestBuildPath = '/builds/latest.json';

/** The page's visibility, as the watcher needs it. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface BuildWatcherOptions {
  /** The id of the running build. */
  currentId: string;
  /** Called once, with the id of the newer build. */
  onNewBuild: (id: string) => void;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  now?: () => number;
  visibility?: VisibilitySource;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** @default buildPollIntervalMs */
  intervalMs?: number;
}

/** A running watcher: `check()` asks at once; `stop()` ends the polling. */
export interface BuildWatcher {
  check(): Promise<void>;
  stop(): void;
}

function idOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Polls `builds/latest.json?timestamp=…` every `intervalMs` while the page is visible, and when it becomes visible
 * again (at most once per `visibleCheckGapMs`). Failures (offline, a server without the file) are ignored: the
 * next poll tries again. Stops after the first newer build it sees.
 */
export function watchForNewBuild(options: BuildWatcherOptions): BuildWatcher {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const visibility = options.visibility ?? document;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const intervalMs = options.intervalMs ?? buildPollIntervalMs;
  let stopped = false;
  let lastCheck = now();
  let timer: unknown;
  let inFlight: Promise<void> | undefined;

  const check = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    inFlight ??= (async () => {
      lastCheck = now();
      try {
        // The query keeps any cache between the player and the server out of it, `no-store` the browser's.
        const response = await fetcher(`${latestBuildPath}?timestamp=${lastCheck}`, {
          cache: 'no-store',
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return;
        const id = idOf(await response.json());
        if (id !== undefined && id !== options.currentId && !stopped) {
          stop();
          options.onNewBuild(id);
        }
      } catch {
        // Offline or not JSON: the next poll asks again.
      }
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  const schedule = () => {
    timer = setTimer(() => {
      if (visibility.visibilityState === 'visible') void check();
      if (!stopped) schedule();
    }, intervalMs);
  };

  const onVisibility = () => {
    if (visibility.visibilityState === 'visible' && now() - lastCheck >= visibleCheckGapMs) void check();
  };

  function stop() {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
    visibility.removeEventListener('visibilitychange', onVisibility);
  }

  visibility.addEventListener('visibilitychange', onVisibility);
  schedule();
  return { check, stop };
}

/** The part of react-router's data router the navigation hook reads. */
export interface NavigatingRouter {
  readonly state: { location: Location; navigation: { state: string; location?: Location | undefined } };
  subscribe(listener: (state: NavigatingRouter['state']) => void): () => void;
}

/** The page's address and the two ways of loading a page. */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  assign(url: string): void;
  reload(): void;
}

/**
 * Makes the router's next navigation to another page a full page load of its target. A back or forward move has
 * already changed the address, so it reloads; any other navigation loads its target.
 */
export function fullLoadOnNextNavigation(router: NavigatingRouter, location: PageLocation = window.location): void {
  const unsubscribe = router.subscribe((state) => {
    const target = state.navigation.location;
    if (state.navigation.state === 'idle' || target === undefined) return;
    // A revalidation of the page shown is not a move to another page.
    if (target.pathname === state.location.pathname && target.search === state.location.search) return;
    unsubscribe();
    const href = createPath(target);
    if (href === `${location.pathname}${location.search}${location.hash}`) location.reload();
    else location.assign(href);
  });
}
