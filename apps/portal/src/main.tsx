import '@mynacon/ui/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createPortalRouter } from './app/router';
import { reportRouteError, startPlatformServices } from './lib/platform/start';
import { firstPagePainted } from './lib/startup/first-paint';
import { HydrationProvider, keepTypedValues, routerReady } from './lib/startup/hydration';
import { nextTask } from './lib/startup/next-task';

/** Creates the router, then draws the page, or hydrates it when it was prerendered. */
function start(container: HTMLElement): void {
  const router = createPortalRouter();
  // Error reporting, chunk-load recovery and new-build detection, a task after the router's creation (decision 066:
  // together they held the main thread 12 to 14 ms, four times that on a slowed phone); consent, tag manager and bot
  // protection once the runtime configuration has loaded. The route errors of that task wait in the reporter's queue.
  void nextTask().then(() => startPlatformServices(router));

  const app = (hydrating: boolean) => (
    <StrictMode>
      <HydrationProvider hydrating={hydrating}>
        <RouterProvider router={router} onError={reportRouteError} />
      </HydrationProvider>
    </StrictMode>
  );
  // A prerendered page (decision 051) is hydrated once the router has loaded what its first render needs (the same
  // loaders as any page: configuration, session, messages, the route's code), so that this render draws what the
  // build drew. When the router ends elsewhere (a redirect, an error), the page is drawn anew.
  // As a transition, a first render without hydration is sliced too (decision 058): the loading screen, then the
  // page, in slices of a few milliseconds rather than one long task.
  const draw = () => {
    const root = createRoot(container);
    startTransition(() => root.render(app(false)));
  };
  const prerendered = container.dataset.prerendered;
  if (prerendered === undefined) {
    draw();
    return;
  }
  void routerReady(router).then((state) => {
    const leaf = state.matches.at(-1)?.route.id;
    if (leaf === prerendered && state.errors === null) {
      const giveBackTyped = keepTypedValues(container);
      // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser between them (a
      // press or a keystroke meanwhile is handled first), instead of in one long task.
      startTransition(() => {
        hydrateRoot(container, app(true));
      });
      void firstPagePainted().then(giveBackTyped);
    } else {
      delete container.dataset.prerendered;
      container.replaceChildren();
      draw();
    }
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The modules' evaluation is a task of its own: the router's set-up (its route matcher, the first loaders) runs in
// the next, so that neither holds the main thread long on a slow phone (decision 055).
void nextTask().then(() => start(container));
