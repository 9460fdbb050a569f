// The platform services' start, in the entry chunk and kept small: from the first moment it catches errors (kept
// until the reporter knows the configuration) and recovers from chunk-load errors. The rest (new-build detection,
// consent, tag manager, bot protection, the reporter) loads as a lazy chunk once the runtime configuration is
// known.
import { currentBuild } from 'virtual:portal-build';
import { localeOfPath } from '@mynacon/contract/locale';
import { createPath, type DataRouter, type Location, type Params } from 'react-router';
import { loadRuntimeConfig } from '../config/runtime-config';
import { detectLocale } from '../locale/browser';
import { createChunkRecovery, isChunkLoadError } from './chunks/chunk-recovery';
import { CaptureQueue, listenToGlobalErrors } from './errors/capture';

const errors = new CaptureQueue();

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const recovery = createChunkRecovery({
  storage: sessionStorageOrUndefined(),
  now: () => Date.now(),
  location: window.location,
  homeOf: (pathname) => `/${localeOfPath(pathname) ?? detectLocale()}/`,
});

let started = false;

/** A chunk failed: reload once (see chunk-recovery.ts); when the guard holds the reload back, report the error. */
function onChunkError(error: unknown, target: string, handled: boolean): void {
  if (recovery.recover(target) === 'reload') return;
  errors.push({ error, mechanism: 'route-boundary', handled, time: Date.now(), url: window.location.href });
}

/**
 * Starts the platform services for the app's router: error capture and chunk-load recovery at once, the others
 * (new-build detection among them) when the runtime configuration has loaded. Call it once, in the task after the
 * router's creation.
 */
export function startPlatformServices(appRouter: DataRouter): void {
  if (started) return;
  started = true;
  listenToGlobalErrors(window, (captured) => {
    // A failed lazy component outside the router (the account menu) rejects unhandled; the router's own go through
    // `reportRouteError`.
    if (isChunkLoadError(captured.error)) onChunkError(captured.error, window.location.href, false);
    else errors.push(captured);
  });
  const settleOn = (state: DataRouter['state']) => {
    if (state.navigation.state === 'idle' && state.initialized && state.errors === null) recovery.settled();
  };
  // Started a task after the router: its first navigation may have ended already.
  settleOn(appRouter.state);
  appRouter.subscribe(settleOn);

  loadRuntimeConfig().then(
    async ({ config }) => {
      const { startPlatformServices: startServices } = await import('./services');
      startServices({ config, router: appRouter, build: currentBuild, errors });
    },
    // No configuration, no services: the app shows its error page, and there is no DSN to report to.
    () => errors.close(),
  );
}

/**
 * The router's `onError`: errors that a route's error boundary shows (loaders, lazy route modules, rendering). A
 * chunk that failed to load reloads the page once; everything else goes to error reporting, which leaves out the
 * expected ones (404s).
 */
export function reportRouteError(error: unknown, info: { location: Location; params: Params; pattern: string }): void {
  if (isChunkLoadError(error)) {
    onChunkError(error, createPath(info.location), true);
    return;
  }
  errors.push({ error, mechanism: 'route-boundary', handled: true, time: Date.now(), url: window.location.href });
}
