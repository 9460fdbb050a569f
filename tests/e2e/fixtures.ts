// Shared fixtures: the server's address, a signed-in session, feature flags, and checks every page test uses.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { featureMessageDirs } from '../../apps/portal/build/i18n-plugin';
import { href, type RouteName, type RouteParams, routes } from '../../apps/portal/src/config/paths';
import { type Locale, locales } from '../../packages/contract/src/locale';

export type { Locale, Locator, Page, RouteName };
export { expect, href, locales, routes };

// Each worker has a server of its own (global-setup.ts): point this worker at it before any test reads the address.
const workerSlot = process.env.TEST_PARALLEL_INDEX;
if (workerSlot !== undefined && process.env[`PORTAL_E2E_URL_${workerSlot}`]) {
  process.env.PORTAL_E2E_URL = process.env[`PORTAL_E2E_URL_${workerSlot}`];
  process.env.EXTERNAL_E2E_CONTROL_URL = process.env[`EXTERNAL_E2E_CONTROL_URL_${workerSlot}`];
}

const portalSrc = new URL('../../apps/portal/src/', import.meta.url);

/** The full message bundles, as the app loads them (the shell's and every feature's), for expected texts. */
export const messages: Record<Locale, Record<string, string>> = Object.fromEntries(
  locales.map((locale) => {
    const bundle = JSON.parse(readFileSync(new URL(`locales/${locale}.json`, portalSrc), 'utf8'));
    for (const dir of featureMessageDirs(fileURLToPath(new URL('features/', portalSrc)))) {
      const file = path.join(dir, `${locale}.json`);
      if (existsSync(file)) Object.assign(bundle, JSON.parse(readFileSync(file, 'utf8')));
    }
    return [locale, bundle];
  }),
) as Record<Locale, Record<string, string>>;

/** A message with its `{arguments}` filled. */
export function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const message = messages[locale][key];
  if (message === undefined) throw new Error(`No message ${key} in ${locale}`);
  return message.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** An en-GB message with its `{arguments}` filled: most tests read the default locale. */
export const t = (key: string, values: object = {}): string => text('en-GB', key, values as Record<string, string>);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let index = 0; index < limit; index++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

/** The texts a field's `aria-describedby` points at: its description and its error, as a screen reader reads them. */
export async function fieldError(field: Locator): Promise<string> {
  return field.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

/** The sign-in form's parts, in `locale`. */
export function loginForm(page: Page, locale: Locale = 'en-GB') {
  const main = page.getByRole('main');
  return {
    login: main.getByLabel(text(locale, 'portal.login.login.label')),
    password: main.getByLabel(text(locale, 'portal.login.password.label'), { exact: true }),
    submit: main.getByRole('button', { name: text(locale, 'portal.login.submit'), exact: true }),
    forgot: main.getByRole('button', { name: text(locale, 'portal.reset.forgot') }),
    refusal: page.locator('[data-part="refusal"]'),
    kind: page.locator('[data-part="refusal"] [data-refusal]'),
  };
}

/** The signed-in page's access token, as the session gives it to the app. */
export async function accessToken(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { accessToken?: string } };
  expect(session.user?.accessToken).toBeTruthy();
  return session.user?.accessToken ?? '';
}

/**
 * Resolves once React has hydrated the page (a prerendered one, decision 051: a link clicked before that is a full
 * page load, as without script) and drawn it again with the session: the header's account area, kept
 * while the session is unknown, has its sign-in button or account menu.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const hydrating = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    return hydrating && document.querySelector('[data-part="account-pending"]') === null;
  });
}

/** Collects console errors and uncaught exceptions of a page (a hydration mismatch is reported as either). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The document title of a route in a locale. */
export function pageTitle(locale: Locale, name: RouteName): string {
  return text(locale, 'portal.shell.documentTitle', { page: text(locale, `portal.page.${name}.title`) });
}

/** The demo account of the seed (apps/api/src/seed/users.ts); `name` is what the session calls the player. */
export const demoAccount = {
  email: 'demo@mynacon.test',
  username: 'DemoPlayer',
  password: 'Demo-Player-2026!',
  name: 'DemoPlayer',
} as const;

export interface PortalFixtures {
  /** Signs the demo player in (a real session, through the API) before the test. @default false */
  signedIn: boolean;
  /** Feature flags to change in the configuration the browser receives. @default {} */
  features: Record<string, boolean>;
  /** Runs axe on the current page (or `page`, for a context of its own) and fails on any violation; `disableRules` for a documented exception. */
  checkA11y: (options?: { disableRules?: string[]; page?: Page }) => Promise<void>;
}

/** The options of every context, as the config's `use` sets them for Playwright's own. */
export function contextOptions(options: BrowserContextOptions = {}): BrowserContextOptions {
  return {
    baseURL: process.env.PORTAL_E2E_URL,
    locale: 'en-GB',
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    timezoneId: 'UTC',
    ...options,
  };
}

/** A context of its own, for tests of cookies, browser languages or time. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext(contextOptions(options));
}

/**
 * The worker's shared context: pages share one context, so its HTTP cache holds the app's assets after the first test
 * (the suite runs on two cores). A test that installs the page's fake clock changes it for the whole context, for
 * good (Playwright has no way to take it off): that context is closed after the test and the next test gets a new one.
 */
interface SharedContext {
  get(): Promise<BrowserContext>;
  retire(): Promise<void>;
}

export const test = base.extend<PortalFixtures, { sharedContext: SharedContext }>({
  baseURL: async ({ baseURL }, use) => use(process.env.PORTAL_E2E_URL ?? baseURL),
  signedIn: [false, { option: true }],
  features: [{}, { option: true }],
  sharedContext: [
    async ({ browser }, use) => {
      let current: Promise<BrowserContext> | undefined;
      await use({
        get: () => {
          current ??= newContext(browser);
          return current;
        },
        retire: async () => {
          const context = current;
          current = undefined;
          await (await context)?.close();
        },
      });
      await (await current)?.close();
    },
    { scope: 'worker' },
  ],
  // Each test gets a new page; routes are the page's own, and cookies are cleared after it.
  page: async ({ sharedContext, signedIn, features }, use) => {
    const context = await sharedContext.get();
    const page = await context.newPage();
    if (signedIn) await signIn(page);
    if (Object.keys(features).length > 0) await setFeatures(page, features);
    await use(page);
    const fakeClock = await page.evaluate(() => '__pwClock' in globalThis).catch(() => true);
    await page.close();
    if (fakeClock) await sharedContext.retire();
    else await context.clearCookies();
  },
  checkA11y: async ({ page }, use) => {
    await use(async ({ disableRules = [], page: scanned = page } = {}) => {
      expect(await axeViolations(scanned, { disableRules }), `axe violations on ${scanned.url()}`).toEqual([]);
    });
  },
});

/**
 * axe on `page` (or the part `include` selects): each violation as "rule (impact): help" and the nodes' selectors.
 * The scan runs in the page itself (axe's legacy mode; the pages have no cross-origin frames) and reports only
 * violations: the default mode opened a blank page in the context for each scan to merge the frames' results, and
 * collected every passing node too, which made a scan cost about twice the processor time.
 */
export async function axeViolations(
  page: Page,
  { disableRules = [], include }: { disableRules?: string[]; include?: string } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .disableRules(disableRules);
  if (include !== undefined) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
}

/**
 * Signs a player in through the API, as the sign-in form does (CSRF token, credentials callback): the page's
 * context gets a real session cookie, so the app loads a real session with a working access token.
 */
export async function signIn(page: Page, account: { email: string; password: string } = demoAccount): Promise<void> {
  const csrf = await page.request.get('/api/auth/csrf');
  expect(csrf.ok()).toBe(true);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await page.request.post('/api/auth/callback/credentials', {
    form: { email: account.email, password: account.password, csrfToken, callbackUrl: '/', json: 'true' },
    headers: { 'x-auth-return-redirect': '1' },
  });
  expect(answer.ok()).toBe(true);
  const { url } = (await answer.json()) as { url: string };
  expect(url).not.toContain('error=');
}

/** A planned failure of the server (FAULT_INJECTION): the next `times` matching requests answer `status`/`body`. */
export interface FaultPlan {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  status: number;
  times?: number;
  body?: string;
  /** Headers of the planned answer, such as a 429's `retry-after`. */
  headers?: Record<string, string>;
}

/** Plans a fault on the server (`POST /api/dev/faults`); its hit counter starts at 0. */
export async function injectFault(page: Page, plan: FaultPlan): Promise<void> {
  const answer = await page.request.post('/api/dev/faults', { data: plan });
  expect(answer.status()).toBe(201);
}

/**
 * A submission the server cannot take now (decision 048): plans one answer on `method path`, a busy server (503,
 * reason `server_busy`) or too many requests (429), each with `Retry-After: 5`; presses `submit`; and checks the
 * kit's notice inside `form`: its words, its state, its "Try again" and the focus on it. Returns that "Try again":
 * the planned answer is spent, so pressing it sends the same values to the server as it is.
 */
export async function refuseOnce(
  page: Page,
  plan: { form: Locator; method: FaultPlan['method']; path: string; kind: 'busy' | 'tooMany' },
  submit: () => Promise<void>,
): Promise<Locator> {
  const { form, method, path, kind } = plan;
  const answer =
    kind === 'busy'
      ? { status: 503, error: { code: 'service_unavailable', reason: 'server_busy', message: 'The server is busy.' } }
      : { status: 429, error: { code: 'too_many_requests', message: 'Too many changes in a short time.' } };
  await injectFault(page, {
    method,
    path,
    status: answer.status,
    headers: { 'retry-after': '5' },
    body: JSON.stringify({ error: answer.error }),
  });
  await submit();
  const notice = form.locator('[data-part="submit-retry"]');
  await expect(notice).toBeFocused();
  // portal.platform.busy.seconds and portal.platform.tooMany.seconds, whose plural `t` does not fill.
  await expect(notice.locator(`[data-page-state="${kind === 'busy' ? 'busy' : 'too-many'}"]`)).toContainText(
    kind === 'busy'
      ? 'The server is busy. Try again in 5 seconds.'
      : 'Too many requests in a short time. Try again in 5 seconds.',
  );
  return notice.getByRole('button', { name: t('portal.retry') });
}

/** How many requests reached each planned fault's method and path since it was planned, failed or not. */
export async function faultHits(page: Page): Promise<Record<string, number>> {
  return (await (await page.request.get('/api/dev/faults/hits')).json()) as Record<string, number>;
}

/** Counts the POSTs the page sends to `path` from now on: for the checks that must keep a submission from leaving. */
export function countPosts(page: Page, path: string): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts += 1;
  });
  return () => posts;
}

/**
 * Holds every request matching `pattern` until the returned function is called: the page shows what it shows without
 * that answer meanwhile (its loading state, or the build's page while the entry script waits).
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Clears every planned fault and its counter. */
export async function clearFaults(page: Page): Promise<void> {
  expect((await page.request.delete('/api/dev/faults')).ok()).toBe(true);
}

/** Clears the planned faults after each test of the spec that calls it, so that one test's faults never reach the next. */
export function clearFaultsAfterEach(): void {
  test.afterEach(async ({ page }) => clearFaults(page));
}

/**
 * Moves the server's clock `offsetMs` ahead of real time (`PUT /api/dev/clock`, with FAULT_INJECTION), so that
 * expiries are tested without waiting; 0 puts it back. A test that moves it puts it back in a `finally`.
 */
export async function setServerClock(page: Page, offsetMs: number): Promise<void> {
  const answer = await page.request.put('/api/dev/clock', { data: { offsetMs } });
  expect(answer.ok()).toBe(true);
}

/**
 * Adds blocks holding markup (a heading, a paragraph, a list) to the answer of `url`, a content page or a newsletter
 * (both carry `blocks`), opens `path`, and checks that `root` shows every one as text, never as HTML.
 */
export async function blocksShowMarkupAsText(
  page: Page,
  { url, path, root }: { url: string; path: string; root: (page: Page) => Locator },
): Promise<void> {
  const markup = '<b>Bold claim</b> <img src="/x.png" onerror="window.__injected = true"> & <script>1</script>';
  const heading = '<h2>Not a heading</h2>';
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { blocks: unknown[] };
    const blocks = [
      ...json.blocks,
      { type: 'heading', text: heading },
      { type: 'paragraph', text: markup },
      { type: 'list', text: 'Items:', items: ['<em>one</em>', 'two'] },
    ];
    await route.fulfill({ response, json: { ...json, blocks } });
  });
  await page.goto(path);
  const shown = root(page);
  await expect(shown.getByText(markup, { exact: true })).toBeVisible();
  await expect(shown.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(shown.getByRole('listitem').filter({ hasText: '<em>one</em>' })).toBeVisible();
  await expect(shown.locator('b, img, script, em, h2 h2')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
}

/**
 * The sign-in prompt an anonymous player sees in place of what needs an account: checks its `description` and that
 * its `link` signs in and comes back to `back` (a path with its locale), and returns it.
 */
export async function signInPrompt(
  page: Page,
  { description, link, back }: { description: string; link: string; back: string },
): Promise<Locator> {
  const prompt = page.locator('[data-page-state="anonymous"]');
  await expect(prompt).toContainText(description);
  const locale = back.split('/')[1];
  await expect(prompt.getByRole('link', { name: link })).toHaveAttribute(
    'href',
    `/${locale}/login?redirect=${encodeURIComponent(back)}`,
  );
  return prompt;
}

/** Changes feature flags in the configuration the browser receives. */
export async function setFeatures(page: Page, features: Record<string, boolean>): Promise<void> {
  await page.route('**/api/cache/public/config', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { features: Record<string, boolean> };
    await route.fulfill({ response, json: { ...json, features: { ...json.features, ...features } } });
  });
}

/** What a route needs to show its page: parameters and, for guarded routes, a valid query. */
export interface RouteSample<N extends RouteName = RouteName> {
  params: RouteParams<N>;
  query?: string;
  /** Login required. */
  auth?: boolean;
  /** Feature flags the page needs. */
  features?: Record<string, boolean>;
}

/**
 * The newsletter preferences link ids of the demo accounts (apps/api/src/seed/customer.ts): the demo player's is only
 * read (the route samples); the rival's is the one the newsletters spec changes, and puts back.
 */
const demoPreferencesId = (userId: number) =>
  createHash('sha256').update(`mynacon-demo-newsletter-preferences:${userId}`).digest('hex');
export const newsletterPreferencesIds = { demo: demoPreferencesId(1), rival: demoPreferencesId(2) } as const;

/** One valid address for every route of the table: TypeScript fails when a route is added without one. */
export const routeSamples: { [N in RouteName]: RouteSample<N> } = {
  home: { params: {}, auth: true },
  'user-inbox': { params: {}, auth: true },
  login: { params: {} },
  'content-page': { params: { slug: 'about-us' } },
  contact: { params: {} },
  survey: { params: { id: '1' } },
  confirmation: { params: {}, query: '?payload=abc' },
  support: { params: {} },
  'support-games': { params: {} },
  'support-products': { params: {} },
  'support-ecommerce': { params: {} },
  'support-product': { params: { detail: 'revolution-x-pro-controller' } },
  newsletter_preferences: { params: { id: newsletterPreferencesIds.demo } },
  'newsletter-archive': { params: {} },
  'newsletter-issue': { params: { id: '101' } },
  playtests_home: { params: {} },
  playtests_passed: { params: {} },
  'playtests-my-playtests': { params: {}, auth: true },
  'playtests-my-playtests-data': { params: {}, auth: true },
  'playtest-register': { params: { id: '303' }, auth: true },
  register: { params: {} },
  'register-link': { params: { method: 'epic/abc' } },
  externallogin: { params: { method: 'twitch' } },
  'customer-resetpassword': { params: {}, query: '?email=demo%40mynacon.test&token=abc' },
  search: { params: {}, query: '?q=controller' },
  'profile-all': { params: {} },
  'profile-favorites': { params: {} },
  'profile-my-profiles': { params: {} },
  'profile-detail': { params: { detail: 'rally-frontier' } },
  'profile-product': { params: { detail: 'revolution-x-pro-controller' } },
  'account-device': { params: {}, auth: true },
  'account-address': { params: {}, auth: true },
  'account-product': { params: {}, auth: true },
  'account-referral': { params: {}, auth: true, features: { referralProgram: true } },
  'account-information': { params: {}, auth: true },
  'account-sessions': { params: {}, auth: true },
  'account-security': { params: {}, auth: true },
  'customer-order': { params: {}, auth: true },
  'support-game-dashboard': { params: { code: 'rally-frontier' } },
  'support-game-faq': { params: { code: 'rally-frontier' } },
  'support-game-reports': { params: { code: 'rally-frontier' } },
  'support-game-report': { params: { code: 'rally-frontier', id: '360200000007' } },
  'support-game-my-reports': { params: { code: 'rally-frontier' } },
  'support-game-create-report': { params: { code: 'rally-frontier' }, auth: true },
};

/** The address of a route's sample in a locale. */
export function sampleUrl(name: RouteName, locale: Locale): string {
  const sample = routeSamples[name] as RouteSample;
  return `${href(name, sample.params as never, locale)}${sample.query ?? ''}`;
}

/** Checks the layout, the language, the page heading and the document title of a route. */
export async function expectRoutePage(page: Page, name: RouteName, locale: Locale): Promise<void> {
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', routes[name].layout);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  // Read together until they agree: a page whose title comes with its data (a content page) shows the route's
  // title while it loads, then its own.
  await expect
    .poll(async () => {
      const title = (await heading.textContent())?.trim() ?? '';
      return {
        empty: title === '',
        matches: (await page.title()) === text(locale, 'portal.shell.documentTitle', { page: title }),
      };
    })
    .toEqual({ empty: false, matches: true });
}
