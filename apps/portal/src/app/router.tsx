import { createBrowserRouter } from 'react-router';
import { sessionSourceOf, useSession } from '../lib/auth/session-store';
import { configureHttpClient } from '../lib/http/call-endpoint';
import { connectRouter } from '../lib/navigation/navigate';
import { buildRoutes } from './routes';
import { followSession, onSignedOut } from './session-flow';

/**
 * The portal's router (react-router data mode). The HTTP client is set up first, as the root loader already calls
 * through it: authenticated calls read the session store, and a call that finds no usable session sends the
 * player to sign in. Then navigation and the session follow the router.
 */
export function createPortalRouter() {
  configureHttpClient({ session: sessionSourceOf(useSession), onSignedOut });
  const router = createBrowserRouter(buildRoutes());
  connectRouter(router);
  followSession(router);
  return router;
}
