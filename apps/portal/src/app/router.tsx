import { localeOfPath } from '@mynacon/contract/locale';
import { createBrowserRouter } from 'react-router';
import { sessionSourceOf, useSession } from '../lib/auth/session-store';
import { configureHttpClient } from '../lib/http/call-endpoint';
import { connectRouter } from '../lib/navigation/navigate';
import { firstLoadInTasks } from '../lib/startup/first-load-in-tasks';
import { buildRoutes, patchLocaleRoutes } from './routes';
import { followSession, onSignedOut } from './session-flow';

/**
 * The portal's router (react-router data mode). The HTTP client is set up first, as the root loader already calls
 * through it: authenticated calls read the session store, and a call that finds no usable session sends the
 * player to sign in. Then navigation and the session follow the router.
 */
export function createPortalRouter() {
  configureHttpClient({ session: sessionSourceOf(useSession), onSignedOut });
  const first = localeOfPath(window.location.pathname);
  const included = first === undefined ? [] : [first];
  const router = createBrowserRouter(buildRoutes(included), {
    patchRoutesOnNavigation: patchLocaleRoutes(included),
    dataStrategy: firstLoadInTasks(),
  });
  connectRouter(router);
  followSession(router);
  return router;
}
