// The pages whose address holds a secret: the account-recovery pages (password reset, address confirmation) carry a
// single-use token in their query (spec section 4), and the newsletter preferences page's id in its path changes a
// player's preferences without sign-in. No third-party script runs on them and they send no referrer (decision 037):
// the server's shell for them allows no third-party host and says `Referrer-Policy: no-referrer`; the portal starts
// neither the tag manager nor bot protection there, and leaves them with a full page load, so that the next page gets
// its usual policy. Error reports drop every query and every newsletter id (`errors/stack.ts`).
import { type RouteName, routes } from '../../config/paths';

const secretLinkRoutes = [
  'confirmation',
  'customer-resetpassword',
  'newsletter_preferences',
] as const satisfies readonly RouteName[];

/** Each route's path as a pattern: a parameter is one path segment; trailing slashes are allowed. */
const secretLinkPatterns = secretLinkRoutes.map((name) => {
  const source = routes[name].path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()[\]\\|]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}/*$`);
});

/** Whether a path (with its locale prefix) is one of the pages whose address holds a secret. */
export function isSecretLinkPage(pathname: string): boolean {
  const withoutLocale = pathname.replace(/^\/[A-Za-z]{2}-[A-Za-z]{2}(?=\/)/, '');
  return secretLinkPatterns.some((pattern) => pattern.test(withoutLocale));
}
