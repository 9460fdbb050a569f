// The route module of this feature, loaded lazily by the router. Its pages come in a later issue; until then
// each route shows its layout, title and a “coming soon” state.
import { ComingSoonPage } from '../../lib/page/ComingSoonPage';

/** The page component of every route of this feature. */
export function Component() {
  return <ComingSoonPage />;
}
