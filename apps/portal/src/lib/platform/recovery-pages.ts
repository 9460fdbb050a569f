// The account-recovery pages (password reset, address confirmation) carry a single-use token in their query (spec
// section 4). No third-party script runs on them and they send no referrer (decision 037): the server's shell for
// them allows no third-party host and says `Referrer-Policy: no-referrer`; the portal starts neither the tag manager
// nor bot protection there, and leaves them with a full page load, so that the next page gets its usual policy.
import { routes } from '../../config/paths';

const recoveryPaths: readonly string[] = [routes.confirmation.path, routes['customer-resetpassword'].path];

/** Whether a path (with its locale prefix) is one of the account-recovery pages. */
export function isRecoveryPage(pathname: string): boolean {
  const withoutLocale = pathname.replace(/^\/[A-Za-z]{2}-[A-Za-z]{2}(?=\/)/, '').replace(/\/+$/, '');
  return recoveryPaths.includes(withoutLocale);
}
