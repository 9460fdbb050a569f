import '@mynacon/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createPortalRouter } from './app/router';
import { reportRouteError, startPlatformServices } from './lib/platform/start';
import { firstPagePainted } from './lib/startup/first-paint';
import { keepTypedValues, routerReady } from './lib/startup/hydration';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createPortalRouter();
// Error reporting, chunk-load recovery and new-build detection at once; consent, tag manager and bot protection
// once the runtime configuration has loaded.
startPlatformServices(router);

const app = (
  <StrictMode>
    <RouterProvider router={router} onError={reportRouteError} />
  </StrictMode>
);
// A prerendered page (decision 051) is hydrated once the router has loaded what its first render needs (the same
// loaders as any page: configuration, session, messages, the route's code), so that this render draws what the
// build drew. When the router ends elsewhere (a redirect, an error), the page is drawn anew.
const prerendered = container.dataset.prerendered;
if (prerendered === undefined) {
  createRoot(container).render(app);
} else {
  void routerReady(router).then((state) => {
    const leaf = state.matches.at(-1)?.route.id;
    if (leaf === prerendered && state.errors === null) {
      const giveBackTyped = keepTypedValues(container);
      hydrateRoot(container, app);
      void firstPagePainted().then(giveBackTyped);
    } else {
      delete container.dataset.prerendered;
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
}
