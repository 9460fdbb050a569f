import '@mynacon/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createPortalRouter } from './app/router';
import { reportRouteError, startPlatformServices } from './lib/platform/start';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createPortalRouter();
// Error reporting, chunk-load recovery and new-build detection at once; consent, tag manager and bot protection
// once the runtime configuration has loaded.
startPlatformServices(router);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} onError={reportRouteError} />
  </StrictMode>,
);
