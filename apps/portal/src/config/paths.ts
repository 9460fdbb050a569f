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

/**
 * The route table. Names are the spec's where it gives them (`user-inbox`, `newsletter_preferences`,
 * `playtests_home`, `playtests_passed`); game-support routes start with `support-game-` (spec section 4).
 */
export const routes = {
  home: { path: '/', layout: 'default', feature: 'home', middleware: ['auth'] },
  'user-inbox': { path: '/inbox', layout: 'default', feature: 'inbox', middleware: ['auth'] },
  login: { path: '/login', layout: 'default', feature: 'auth' },
  'content-page': { path: '/{slug}', layout: 'content', feature: 'content' },
  contact: { path: '/contact', layout: 'default', feature: 'content' },
  survey: { path: '/survey/{id}', layout: 'default', feature: 'surveys' },
  confirmation: {
    path: '/confirmation',
    layout: 'minimal',
    feature: 'auth',
    middleware: ['confirmation-query'],
  },
  support: { path: '/support', layout: 'support', feature: 'support' },
  'support-games': { path: '/support/games', layout: 'support', feature: 'support' },
  'support-products': { path: '/support/products', layout: 'support', feature: 'support' },
  'support-ecommerce': { path: '/support/ecommerce', layout: 'support', feature: 'support' },
  'support-product': {
    path: '/support/product/{detail...}',
    layout: 'support',
    feature: 'support',
    middleware: ['support-product'],
  },
  newsletter_preferences: {
    path: '/newsletter/{id}',
    layout: 'default',
    feature: 'newsletters',
    middleware: ['newsletter-id'],
  },
  // Reading newsletters: the spec says players read them and names no route; paths and names are decision 027's.
  'newsletter-archive': { path: '/newsletters', layout: 'default', feature: 'newsletters' },
  'newsletter-issue': { path: '/newsletters/{id}', layout: 'content', feature: 'newsletters' },
  playtests_home: { path: '/playtests', layout: 'playtest', feature: 'playtests' },
  playtests_passed: { path: '/playtests/passed', layout: 'playtest', feature: 'playtests' },
  'playtests-my-playtests': {
    path: '/playtests/my-playtests',
    layout: 'playtest',
    feature: 'playtests',
    middleware: ['auth'],
  },
  'playtests-my-playtests-data': {
    path: '/playtests/my-playtests-data',
    layout: 'playtest',
    feature: 'playtests',
    middleware: ['auth'],
  },
  'playtest-register': {
    path: '/playtests/{id}/register',
    layout: 'playtest',
    feature: 'playtests',
    middleware: ['playtest', 'auth'],
  },
  register: { path: '/register', layout: 'default', feature: 'auth' },
  'register-link': { path: '/register/link/{method...}', layout: 'account', feature: 'auth' },
  externallogin: {
    path: '/externallogin/{method}',
    layout: 'account',
    feature: 'auth',
    middleware: ['external-login-method'],
  },
  'customer-resetpassword': {
    path: '/customer/resetpassword',
    layout: 'minimal',
    feature: 'auth',
    middleware: ['reset-password-query'],
  },
  // One search (decision 032): the spec names no search page; the header's field and its shortcut lead here.
  search: { path: '/search', layout: 'default', feature: 'search' },
  'profile-all': { path: '/profile/all', layout: 'default', feature: 'profiles' },
  'profile-favorites': { path: '/profile/favorites', layout: 'default', feature: 'profiles' },
  'profile-my-profiles': { path: '/profile/my-profiles', layout: 'default', feature: 'profiles' },
  'profile-detail': {
    path: '/profile/{detail...}',
    layout: 'default',
    feature: 'profiles',
    middleware: ['profile-game'],
  },
  'profile-product': {
    path: '/profile/product/{detail...}',
    layout: 'default',
    feature: 'profiles',
    middleware: ['profile-product'],
  },
  'account-device': { path: '/account/device', layout: 'account', feature: 'account', middleware: ['auth'] },
  'account-address': { path: '/account/address', layout: 'account', feature: 'account', middleware: ['auth'] },
  'account-product': { path: '/account/product', layout: 'account', feature: 'orders', middleware: ['auth'] },
  'account-referral': {
    path: '/account/referral',
    layout: 'account',
    feature: 'account',
    middleware: ['referral-program', 'auth'],
  },
  'account-information': {
    path: '/account/information',
    layout: 'account',
    feature: 'account',
    middleware: ['auth'],
  },
  'account-sessions': {
    path: '/account/sessions',
    layout: 'account',
    feature: 'account',
    middleware: ['auth'],
  },
  'account-security': {
    path: '/account/security-log',
    layout: 'account',
    feature: 'account',
    middleware: ['auth'],
  },
  'customer-order': { path: '/customer/order', layout: 'account', feature: 'orders', middleware: ['auth'] },
  'support-game-dashboard': {
    path: '/support/game/{code...}',
    layout: 'game-support',
    feature: 'game-support',
    middleware: ['game-support'],
  },
  'support-game-faq': {
    path: '/support/game/{code}/faq',
    layout: 'game-support',
    feature: 'game-support',
    middleware: ['game-support'],
  },
  'support-game-reports': {
    path: '/support/game/{code}/reports',
    layout: 'game-support',
    feature: 'game-support',
    middleware: ['game-support'],
  },
  'support-game-report': {
    path: '/support/game/{code}/reports/{id}',
    layout: 'game-support',
    feature: 'game-support',
    middleware: ['game-support'],
  },
  'support-game-my-reports': {
    path: '/support/game/{code}/my-reports',
    layout: 'game-support',
    feature: 'game-support',
    middleware: ['game-support'],
  },
  'support-game-create-report': {
    path: '/support/game/{code}/create-report',
    layout: 'game-support',
    feature: 'game-support',
    middleware: ['game-support', 'auth'],
  },
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
