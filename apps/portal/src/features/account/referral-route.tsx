// The referral page: /{locale}/account/referral.
import { ReferralPage } from './components/ReferralPage';

/** The page component. */
export function Component() {
  return <ReferralPage />;
}
