// The route module of this feature, loaded lazily by the router: the player's inbox.
import { InboxPage } from './components/InboxPage';

/** The page of `/{locale}/inbox`. */
export function Component() {
  return <InboxPage />;
}
