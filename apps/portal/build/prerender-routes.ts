// Which routes the build prerenders (decision 051) and the rules the server matches paths with. A route is
// prerendered when nothing it draws before hydration depends on the player or on the server's data: sign-in (the
// reset-request panel closed), registration, the support hub, the loading states of the game-profile and playtest
// lists, and the content pages' loading state (one file per locale for every `/{slug}`). The signed-in home is
// prerendered as its frame, for a request with a session cookie only (decision 061).
import { lazyLayoutModule, lazyLayouts } from '../src/app/layouts/lazy-layouts.ts';
import { type RouteName, routes } from '../src/config/paths.ts';
import type { DrawnFeature } from '../src/lib/startup/drawn-features.ts';
import { pageModules, type RoutePreloads, signedInModule } from './route-preloads.ts';

export interface PrerenderedPage {
  /** `signed-in`: a page sent only to a request with a session cookie (`signedInPrerenderedRoutes`). */
  kind: 'page' | 'content' | 'signed-in';
  /** The route's name in the route table. */
  name: RouteName;
  /** The route id the app's router gives it (`{locale}:{name}`), written on `#root` for the client's check. */
  route: string;
  /** The path rendered. */
  path: string;
  /** The file under `prerendered/`, relative to the locale's folder. */
  file: string;
  /** The source modules whose chunks' stylesheets the page needs (keys of the client build's manifest). */
  modules: string[];
}

/** What the server reads from `prerendered/rules.json`. */
export interface PrerenderRules {
  /** Exact paths (`/en-GB/login`) and their files. */
  pages: Record<string, string>;
  /**
   * Exact paths (without a trailing slash: `/en-GB`) and their files, sent only to a request that carries an Auth.js
   * session cookie (`signedInPrerenderedRoutes`); any other gets the shell.
   */
  signedInPages?: Record<string, string>;
  /** Per locale, the file of every `/{locale}/{slug}` whose slug is no other route's. */
  contentPages: Record<string, string>;
  /** The first segments of routes of one segment (`login`, `contact`…): no content page has them as slug. */
  reservedSegments: string[];
  /**
   * The external sign-in buttons, which follow the server's configuration: the server draws the configured ones into
   * the empty place (`slot`, as the build drew it) of each prerendered page that has one, from the locale's template.
   */
  externalSignIn?: ExternalSignInTemplate;
  /**
   * Pages drawn once more with a feature flag on, for a flag that adds a part to them: per flag, the file drawn with
   * it on by the file drawn with it off. The server sends the former while its configuration has the flag on.
   */
  featurePages?: Record<string, Record<string, string>>;
  /**
   * The part each flag drawn on in every page (`drawnByDefault`) adds to it: per flag, per locale, the text the page
   * has with the flag on and not with it off (the footer's game-support link), found once in every page drawn with
   * it. While the server's configuration has the flag off, it takes that text out of each page it sends and the
   * flag out of `#root`'s `data-features`: the page is hydrated as it was sent, and nothing goes after hydration.
   */
  defaultParts?: Record<string, Record<string, string>>;
  /** Per route, the files of its code, which the server names in the page's first answer (decision 058). */
  routePreloads?: RoutePreloads;
}

export interface ExternalSignInTemplate {
  /** The empty place as the build drew it: `<div data-part="external-sign-in" …></div>`. */
  slot: string;
  /** What the template has in place of a method's code, label, display class and environment, and of its items. */
  tokens: { code: string; label: string; displayClass: string; environment: string; items: string };
  /** Per locale: the buttons' section (`tokens.items` where the items go) and one item (a method's button). */
  locales: Record<string, { section: string; item: string }>;
}

/**
 * Registration's fields keep what a player entered before the script ran: the text fields and boxes through the
 * entry's hand-over (`keepTypedValues`), the date of birth through its own segments (decision 051).
 */
export const prerenderedRoutes = [
  'login',
  'register',
  'support',
  'profile-all',
  'playtests_home',
  'playtests_passed',
] as const satisfies readonly RouteName[];

/**
 * Pages of a signed-in player prerendered as their frame (decision 061): the header, the page's heading and every
 * block under its own heading, each block's items as placeholders, as the browser's first render draws them while
 * the session and the player's data are still on their way (the stores' first state, which React reads while it
 * hydrates). The server sends it to a request with a session cookie; without one, the shell, whose script sends the
 * visitor on to sign in. A cookie whose session has ended gets the frame, then sign-in, as the shell did.
 */
export const signedInPrerenderedRoutes = ['home'] as const satisfies readonly RouteName[];

/**
 * The feature flags that add a part to a route's page (the referral programme's field on registration): the build
 * draws the page once more with each on, marked on `#root` (`drawnFeaturesAttribute`), one flag a page. Without it,
 * the part would appear after hydration and move what follows it.
 */
export const featurePages: Partial<Record<RouteName, readonly DrawnFeature[]>> = {
  register: ['referralProgram'],
};

/**
 * The flags every prerendered page is drawn with on, as the API's default configuration has them: they add a part to
 * every page's frame (the footer's game-support link), which would otherwise appear after hydration and move the
 * links after it under a press. A deployment with one off gets the pages without that part (`defaultParts`).
 */
export const drawnByDefault: readonly DrawnFeature[] = ['gameSupport'];

/**
 * The text that `withPart` has and `withoutPart` has not, where that is one piece of text (`withoutPart` is
 * `withPart` with it cut out); undefined otherwise, or when they are the same. Of the places it could be cut from
 * (`<li>a</li><li>b</li>` less `<li>b</li>` is also `</li><li>b` less), the first that is whole elements (each it opens
 * closed), else the first.
 */
export function addedPart(withPart: string, withoutPart: string): string | undefined {
  const length = withPart.length - withoutPart.length;
  if (length <= 0) return undefined;
  // The last place: after the longest common start.
  let last = 0;
  while (last < withoutPart.length && withPart[last] === withoutPart[last]) last += 1;
  if (withPart.slice(0, last) + withPart.slice(last + length) !== withoutPart) return undefined;
  // The first: each step left turns the part by a character, as long as the one before it is the part's last.
  let first = last;
  while (first > 0 && withPart[first - 1] === withPart[first + length - 1]) first -= 1;
  const at = (start: number) => withPart.slice(start, start + length);
  for (let start = first; start <= last; start += 1) {
    if (wholeElements(at(start))) return at(start);
  }
  return at(first);
}

const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

/** Whether `text` is whole elements: it starts and ends with a tag, and each element it opens it closes. */
function wholeElements(text: string): boolean {
  if (!text.startsWith('<') || !text.endsWith('>')) return false;
  const open: string[] = [];
  for (const [, closing, name = '', selfClosing] of text.matchAll(/<(\/?)([A-Za-z][^\s/>]*)[^>]*?(\/?)>/g)) {
    const tag = name.toLowerCase();
    if (closing) {
      if (open.pop() !== tag) return false;
    } else if (!selfClosing && !voidElements.has(tag)) {
      open.push(tag);
    }
  }
  return open.length === 0;
}

function modulesOf(name: RouteName): string[] {
  const route = routes[name];
  const page = pageModules[name];
  return [
    `src/features/${route.feature}/routes.tsx`,
    ...(page ? [page] : []),
    ...((lazyLayouts as readonly string[]).includes(route.layout) ? [lazyLayoutModule] : []),
  ];
}

/** The slug the content pages' loading state is rendered with (any slug draws the same until its data arrives). */
const contentSlug = 'information';

export function prerenderedPages(locale: string): PrerenderedPage[] {
  const pageOf = (name: RouteName, kind: PrerenderedPage['kind'], file: string, path: string = routes[name].path) => ({
    kind,
    name,
    route: `${locale}:${name}`,
    path: `/${locale}${path}`,
    file,
    modules: modulesOf(name),
  });
  return [
    ...prerenderedRoutes.map((name) => pageOf(name, 'page', `${routes[name].path.slice(1)}.html`)),
    // A signed-in page's header draws the account menu once hydrated: its styles are the page's own too.
    ...signedInPrerenderedRoutes.map((name) => {
      const page = pageOf(name, 'signed-in', `_${name}.html`);
      return { ...page, modules: [...page.modules, signedInModule] };
    }),
    pageOf('content-page', 'content', '_content-page.html', `/${contentSlug}`),
  ];
}

/** The paths of one segment that are routes of their own (`/login`, `/contact`…), not content pages. */
export function singleSegmentRoutes(): string[] {
  return Object.values(routes)
    .map((route) => route.path)
    .filter((path) => /^\/[^/{]+$/.test(path))
    .map((path) => path.slice(1))
    .sort();
}
