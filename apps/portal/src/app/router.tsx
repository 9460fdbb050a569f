import { createBrowserRouter } from 'react-router';
import { connectRouter } from '../lib/navigation/navigate';
import { buildRoutes } from './routes';

/** The portal's router (react-router data mode), connected to `navigateTo`. */
export function createPortalRouter() {
  const router = createBrowserRouter(buildRoutes());
  connectRouter(router);
  return router;
}
