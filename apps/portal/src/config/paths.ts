// Every route of the portal (spec section 2), once, with its name, layout, guards and feature. The router, the
// navigation and the tests are all built from this table.
import type { Locale } from '@mynacon/contract/locale';

/** The seven layouts of spec section 2. */
export const layouts = ['account', 'content', 'default', 'game-support', 'minimal', 'playtest', 'support'] as const;
export type LayoutName = (typeof layouts)[number];

/** Route middleware names (spec section 5); `src/lib/guards` implements each. */
export const middlewareNames = [
  'auth',
  'newsletter-id',
  'confirmation-query',
  'reset-password-query',
  'external-login-method',
  'referral-program',
  'game-support',
  'profile-game',
  'profile-product',
  'support-product',
  'playtest',
] as const;
export type MiddlewareName = (typeof middlewareNames)[number];

/** The features whose route modules load lazily; each is `src/features/<feature>/routes.tsx`. */
export const features = [
  'account',
  'auth',
  'content',
  'game-support',
  'home',
  'inbox',
  'newsletters',
  'orders',
  'playtests',
  'profiles',
  'search',
  'support',
  'surveys',
] as const;
export type FeatureName = (typeof features)[number];

/** One route: its path under the locale prefix in the spec's notation (`{id}`, `{detail...}` for the rest). */
export interface RouteDefinition {
  readonly path: string;
  readonly layout: LayoutName;
  readonly feature: FeatureName;
  /** Guards run in order before the page loads; the first that fails decides. */
  readonly middleware?: readonly MiddlewareName[];
}

/** One route of the table, on one line: its path, layout and feature, then its guards in order. */
function route<const P extends string>(
  path: P,
  layout: LayoutName,
  feature: FeatureName,
  ...middleware: MiddlewareName[]
): RouteDefinition & { readonly path: P } {
  return middleware.length === 0 ? { path, layout, feature } : { path, layout, feature, middleware };
}

/**
 * The route table. Names are the spec's where it gives them (`user-inbox`, `newsletter_preferences`,
 * `playtests_home`, `playtests_passed`); game-support routes start with `support-game-` (spec section 4).
 */
export const routes = {
  home: route('/', 'default', 'home', 'auth'),
  'user-inbox': route('/inbox', 'default', 'inbox', 'auth'),
  login: route('/login', 'default', 'auth'),
  'content-page': route('/{slug}', 'content', 'content'),
  contact: route('/contact', 'default', 'content'),
  survey: route('/survey/{id}', 'default', 'surveys'),
  confirmation: route('/confirmation', 'minimal', 'auth', 'confirmation-query'),
  support: route('/support', 'support', 'support'),
  'support-games': route('/support/games', 'support', 'support'),
  'support-products': route('/support/products', 'support', 'support'),
  'support-ecommerce': route('/support/ecommerce', 'support', 'support'),
  'support-product': route('/support/product/{detail...}', 'support', 'support', 'support-product'),
  newsletter_preferences: route('/newsletter/{id}', 'default', 'newsletters', 'newsletter-id'),
  // Reading newsletters: the spec says players read them and names no route; paths and names are decision 027's.
  'newsletter-archive': route('/newsletters', 'default', 'newsletters'),
  'newsletter-issue': route('/newsletters/{id}', 'content', 'newsletters'),
  playtests_home: route('/playtests', 'playtest', 'playtests'),
  playtests_passed: route('/playtests/passed', 'playtest', 'playtests'),
  'playtests-my-playtests': route('/playtests/my-playtests', 'playtest', 'playtests', 'auth'),
  'playtests-my-playtests-data': route('/playtests/my-playtests-data', 'playtest', 'playtests', 'auth'),
  'playtest-register': route('/playtests/{id}/register', 'playtest', 'playtests', 'playtest', 'auth'),
  register: route('/register', 'default', 'auth'),
  'register-link': route('/register/link/{method...}', 'account', 'auth'),
  externallogin: route('/externallogin/{method}', 'account', 'auth', 'external-login-method'),
  'customer-resetpassword': route('/customer/resetpassword', 'minimal', 'auth', 'reset-password-query'),
  // One search (decision 032): the spec names no search page; the header's field and its shortcut lead here.
  search: route('/search', 'default', 'search'),
  'profile-all': route('/profile/all', 'default', 'profiles'),
  'profile-favorites': route('/profile/favorites', 'default', 'profiles'),
  'profile-my-profiles': route('/profile/my-profiles', 'default', 'profiles'),
  'profile-detail': route('/profile/{detail...}', 'default', 'profiles', 'profile-game'),
  'profile-product': route('/profile/product/{detail...}', 'default', 'profiles', 'profile-product'),
  'account-device': route('/account/device', 'account', 'account', 'auth'),
  'account-address': route('/account/address', 'account', 'account', 'auth'),
  'account-product': route('/account/product', 'account', 'orders', 'auth'),
  'account-referral': route('/account/referral', 'account', 'account', 'referral-program', 'auth'),
  'account-information': route('/account/information', 'account', 'account', 'auth'),
  'account-sessions': route('/account/sessions', 'account', 'account', 'auth'),
  'account-security': route('/account/security-log', 'account', 'account', 'auth'),
  'customer-order': route('/customer/order', 'account', 'orders', 'auth'),
  'support-game-dashboard': route('/support/game/{code...}', 'game-support', 'game-support', 'game-support'),
  'support-game-faq': route('/support/game/{code}/faq', 'game-support', 'game-support', 'game-support'),
  'support-game-reports': route('/support/game/{code}/reports', 'game-support', 'game-support', 'game-support'),
  'support-game-report': route('/support/game/{code}/reports/{id}', 'game-support', 'game-support', 'game-support'),
  'support-game-my-reports': route('/support/game/{code}/my-reports', 'game-support', 'game-support', 'game-support'),
  'support-game-create-report': route(
    '/support/game/{code}/create-report',
    'game-support',
    'game-support',
    'game-support',
    'auth',
  ),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
export const routeNames = Object.keys(routes) as RouteName[];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Splat}...` ? Splat : Name) | ParamNames<Rest>
  : never;

/** The parameters of a route, from its path: `{ id: string }` for `/newsletter/{id}`, `{}` for none. */
export type RouteParams<N extends RouteName> = [ParamNames<(typeof routes)[N]['path']>] extends [never]
  ? Record<string, never>
  : { readonly [K in ParamNames<(typeof routes)[N]['path']>]: string };

const parameter = /\{(\w+)(\.\.\.)?\}/g;

/**
 * The address of a route in a locale: `href('newsletter_preferences', { id }, 'fr-FR')` →
 * `/fr-FR/newsletter/<id>`. A parameter is encoded as one path segment; a rest parameter (`{detail...}`)
 * keeps its slashes and encodes each segment.
 */
export function href<N extends RouteName>(name: N, params: RouteParams<N>, locale: Locale): string {
  const values = params as Readonly<Record<string, string>>;
  const path = routes[name].path.replace(parameter, (_match, key: string, rest: string | undefined) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter ${key}`);
    return rest ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
  return `/${locale}${path}`;
}

/** The route's path in react-router's notation, relative to the locale prefix (`newsletter/:id`, `profile/*`). */
export function routerPath(name: RouteName): string {
  return routes[name].path
    .slice(1)
    .replace(parameter, (_match, key: string, rest: string | undefined) => (rest ? '*' : `:${key}`));
}

/** The name of a rest parameter of a route, which react-router exposes as `*`. */
export function restParameter(name: RouteName): string | undefined {
  return /\{(\w+)\.\.\.\}/.exec(routes[name].path)?.[1];
}
