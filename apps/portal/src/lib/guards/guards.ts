// The route guards of spec section 5, by middleware name. Each answers whether the route may show; the `auth`
// guard instead sends an anonymous player to sign in. Guards are async so that the data guards to come
// (playtest, game or product exists) fit the same mechanism.
import type { PublicConfigResponse } from '@mynacon/contract';
import { oauthSignInMethods } from '@mynacon/contract/ids';
import type { Locale } from '@mynacon/contract/locale';
import type { Params } from 'react-router';
import type { SessionStatus } from '../auth/session-store';
import type { DataStore } from '../data/store';

/** What a guard may look at. Everything it reads from outside is a function, so tests can give it anything. */
export interface GuardContext {
  url: URL;
  params: Params;
  locale: Locale;
  features(): Promise<PublicConfigResponse['features']>;
  /**
   * The configuration's default locale, where a product list falls back. The app reads it from the configuration
   * the root loader has loaded: a guard runs before the start-up has stored the site data (decision 055). Without
   * it, the stored configuration's, else the page's locale.
   */
  defaultLocale?(): Promise<string>;
  sessionStatus(): Promise<SessionStatus>;
  /** The response that sends the player to sign in and back to `returnPath` afterwards. */
  signInRedirect(returnPath: string): Response;
  /** Where data guards read and load their data (decision 016), so that the page behind finds it. @default appData */
  store?: DataStore;
}

/** Passes (`true`), fails (`false`: fatal 404), or throws a redirect `Response`. */
export type Guard = (context: GuardContext) => Promise<boolean>;

/** Sign-in methods with a return route (spec section 2; Steam returns a token and has none): the contract's. */
export const externalLoginMethods = oauthSignInMethods;

const filled = (value: string | null | undefined) => value !== null && value !== undefined && value.trim() !== '';

/** The data guards (profile and product support routes), loaded on first use (they bring the calls and the contract's schemas). */
const profileGuards = () => import('./profile-data');

/** The playtest registration's data guard, loaded on first use for the same reason. */
const playtestGuards = () => import('./playtest-data');

/** Guards by name. */
export const guards = {
  /** newsletter_preferences: the id is exactly 64 hexadecimal characters, any case. */
  'newsletter-id': async ({ params }) => /^[0-9a-f]{64}$/i.test(params.id ?? ''),
  /** The confirmation page: a non-empty `payload`, or a non-empty `email` with a non-empty `confirm`. */
  'confirmation-query': async ({ url }) => {
    const query = url.searchParams;
    return filled(query.get('payload')) || (filled(query.get('email')) && filled(query.get('confirm')));
  },
  /** Reset password: `email` and `token` are both required. */
  'reset-password-query': async ({ url }) =>
    filled(url.searchParams.get('email')) && filled(url.searchParams.get('token')),
  /** External sign-in return: a non-empty method with a return route. */
  'external-login-method': async ({ params }) =>
    filled(params.method) && (externalLoginMethods as readonly string[]).includes(params.method ?? ''),
  /** The referral page exists only while the referral programme is on. */
  'referral-program': async ({ features }) => (await features()).referralProgram,
  /** Game-support routes are blocked while the game-support feature is off (spec section 4). */
  'game-support': async ({ features }) => (await features()).gameSupport,
  /**
   * `/profile/{detail...}`: the game of the first segment is in the loaded games list or, when the game-support
   * setting is off and that list is not loaded, among the profiles' games; a second segment is one of its profiles.
   */
  'profile-game': async (context) => (await profileGuards()).profileGameGuard(context),
  /** `/profile/product/{detail...}`: the product of the first segment is in the catalogue. */
  'profile-product': async (context) => (await profileGuards()).profileProductGuard(context),
  /** `/support/product/{detail...}`: the product of the first segment is in the catalogue. */
  'support-product': async (context) => (await profileGuards()).supportProductGuard(context),
  /** `/playtests/{id}/register`: `GET /api/cache/playtests/{id}` succeeds (spec section 5). */
  playtest: async (context) => (await playtestGuards()).playtestGuard(context),
  /** Login required: an anonymous player signs in first and comes back here. */
  auth: async ({ sessionStatus, signInRedirect, url }) => {
    if ((await sessionStatus()) === 'authenticated') return true;
    throw signInRedirect(`${url.pathname}${url.search}`);
  },
} as const satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;

/** The guard of a middleware name; an unknown name is a programming error: 'Unknown route middleware'. */
export function resolveMiddleware(name: string): Guard {
  if (!Object.hasOwn(guards, name)) throw new Error('Unknown route middleware', { cause: name });
  return guards[name as GuardName];
}

/** Runs guards in order; the first that does not pass decides. Resolves to whether all passed. */
export async function runGuards(names: readonly string[], context: GuardContext): Promise<boolean> {
  for (const name of names) {
    if (!(await resolveMiddleware(name)(context))) return false;
  }
  return true;
}
