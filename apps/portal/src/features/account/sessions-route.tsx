// The active sessions page: /{locale}/account/sessions.
import { SessionsPage } from './components/SessionsPage';

/** The page component. */
export function Component() {
  return <SessionsPage />;
}
