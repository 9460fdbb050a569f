// The external sign-in return page: /externallogin/{method}, without locale prefix.
import { ComingSoonPage } from '../../../lib/page/ComingSoonPage';

/** The page component (built in issue 9; until then the designed “coming soon” state). */
export function Component() {
  return <ComingSoonPage />;
}
