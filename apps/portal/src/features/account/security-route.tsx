// The security log page: /{locale}/account/security-log.
import { SecurityLogPage } from './components/SecurityLogPage';

/** The page component. */
export function Component() {
  return <SecurityLogPage />;
}
