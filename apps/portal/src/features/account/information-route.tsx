// The account information page: /{locale}/account/information.
import { ComingSoonPage } from '../../lib/page/ComingSoonPage';

/** The page component (built in issue 9; until then the designed “coming soon” state). */
export function Component() {
  return <ComingSoonPage />;
}
