// Chunk-load errors (spec sections 4 and 9): a lazy module of the running build is gone (a deploy replaced it) or
// did not arrive. The cure is a full page load, which fetches the current build. Once only: a reload in the last
// 10 seconds means the page is still broken, and reloading again would loop; the player then sees the error page,
// and if nothing works better within 60 seconds the app goes to the locale's home page.

/** No second reload within this time (spec section 9). */
export const reloadGuardMs = 10_000;
/** How long a still-broken page waits before going to the locale's home page (spec section 9). */
export const redirectFallbackMs = 60_000;
/** Where the time of the last recovery reload is kept: it must outlive the reload, and only this tab's. */
export const reloadStorageKey = 'mynacon:chunk-reload-at';

const chunkErrorMessages = [
  // Chromium, Firefox, Safari, and Vite's own preloading of a chunk's CSS.
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** True for the failure of a dynamic import, in any browser. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // By message only: Vite's `vite:preloadError` also reports a module that loaded and then threw, which a reload
  // would not cure.
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && chunkErrorMessages.some((pattern) => pattern.test(message));
}

/** The tab's session storage, or what a test gives instead; undefined when the browser refuses it. */
export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ChunkRecoveryOptions {
  storage: ReloadStorage | undefined;
  now: () => number;
  location: {
    readonly href: string;
    readonly pathname: string;
    assign(url: string): void;
    reload(): void;
    replace(url: string): void;
  };
  /** The locale's home page for a path, such as `/fr-FR/`. */
  homeOf: (pathname: string) => string;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** What `recover` did: a full load, the fallback timer, or nothing more (the fallback waits already). */
export type RecoveryStep = 'reload' | 'fallback' | 'waiting';

export interface ChunkRecovery {
  /** A chunk failed while showing `target` (a path with query and hash). */
  recover(target: string): RecoveryStep;
  /** A page showed without error: a pending fallback is no longer needed. */
  settled(): void;
}

function readTime(storage: ReloadStorage | undefined): number | undefined {
  try {
    const value = Number(storage?.getItem(reloadStorageKey));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeTime(storage: ReloadStorage | undefined, time: number): boolean {
  if (!storage) return false;
  try {
    storage.setItem(reloadStorageKey, String(time));
    return true;
  } catch {
    return false;
  }
}

/** The reload-once policy, with its guard in session storage and its fallback timer. */
export function createChunkRecovery(options: ChunkRecoveryOptions): ChunkRecovery {
  const { storage, now, location, homeOf } = options;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let fallback: unknown;

  const scheduleFallback = (): RecoveryStep => {
    if (fallback !== undefined) return 'waiting';
    fallback = setTimer(() => {
      fallback = undefined;
      const home = homeOf(location.pathname);
      // Already home and still broken: going there again would be the loop the guard prevents.
      if (location.pathname !== home) location.replace(home);
    }, redirectFallbackMs);
    return 'fallback';
  };

  return {
    recover(target) {
      const time = now();
      const last = readTime(storage);
      const guarded = last !== undefined && time >= last && time - last < reloadGuardMs;
      // Without a storage that survives the reload the guard cannot hold: no automatic reload at all then.
      if (guarded || !writeTime(storage, time)) return scheduleFallback();
      const url = new URL(target, location.href);
      if (url.href === location.href) location.reload();
      else location.assign(url.href);
      return 'reload';
    },
    settled() {
      if (fallback === undefined) return;
      clearTimer(fallback);
      fallback = undefined;
    },
  };
}
