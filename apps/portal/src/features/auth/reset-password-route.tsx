// The password-reset page's route module: /{locale}/customer/resetpassword (minimal layout).
import { ComingSoonPage } from '../../lib/page/ComingSoonPage';

/** The page component (built in issue 9; until then the designed “coming soon” state). */
export function Component() {
  return <ComingSoonPage />;
}
