// Shared fixtures: the server's address, a signed-in session, feature flags, and checks every page test uses.
import { readFileSync } from 'node:fs';
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
import { href, type RouteName, type RouteParams, routes } from '../../apps/portal/src/config/paths';
import { type Locale, locales } from '../../apps/portal/src/lib/locale/locales';

export type { Locale, Locator, Page, RouteName };
export { expect, href, locales, routes };

/** The message bundles, as the tests read expected texts from them. */
export const messages: Record<Locale, Record<string, string>> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../apps/portal/src/locales/${locale}.json`, import.meta.url), 'utf8')),
  ]),
) as Record<Locale, Record<string, string>>;

/** A message with its `{arguments}` filled. */
export function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const message = messages[locale][key];
  if (message === undefined) throw new Error(`No message ${key} in ${locale}`);
  return message.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** The document title of a route in a locale. */
export function pageTitle(locale: Locale, name: RouteName): string {
  return text(locale, 'portal.shell.documentTitle', { page: text(locale, `portal.page.${name}.title`) });
}

/** A session as `GET /api/auth/session` answers it for the demo player. */
export const demoSession = {
  user: { user_id: 1, accessToken: 'e2e-access-token', name: 'Alex Morgan', email: 'demo@mynacon.test' },
  tokExpire: 4_102_444_800,
  refreshToken: 'e2e-refresh-token',
  status: 'authenticated',
  expires: '2099-12-31T00:00:00Z',
  data: { locale: 'en-GB', store_code: 'nacon_en' },
};

export interface PortalFixtures {
  /** Answers the session call with the demo player's session. @default false */
  signedIn: boolean;
  /** Feature flags to change in the configuration the browser receives. @default {} */
  features: Record<string, boolean>;
  /** Runs axe on the current page and fails on any violation; `disableRules` for a documented exception. */
  checkA11y: (options?: { disableRules?: string[] }) => Promise<void>;
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

export const test = base.extend<PortalFixtures, { sharedContext: BrowserContext }>({
  baseURL: async ({ baseURL }, use) => use(process.env.PORTAL_E2E_URL ?? baseURL),
  signedIn: [false, { option: true }],
  features: [{}, { option: true }],
  // Pages share one context, so its HTTP cache holds the app's assets after the first test (the suite runs on
  // two cores). Each test gets a new page; routes are the page's own, and cookies are cleared after it.
  sharedContext: [
    async ({ browser }, use) => {
      const context = await newContext(browser);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedContext, signedIn, features }, use) => {
    const page = await sharedContext.newPage();
    if (signedIn) await signIn(page);
    if (Object.keys(features).length > 0) await setFeatures(page, features);
    await use(page);
    await page.close();
    await sharedContext.clearCookies();
  },
  checkA11y: async ({ page }, use) => {
    await use(async ({ disableRules = [] } = {}) => {
      const results = await new AxeBuilder({ page }).disableRules(disableRules).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
      );
      expect(summary, `axe violations on ${page.url()}`).toEqual([]);
    });
  },
});

/** Makes the session call answer the demo player's session. */
export async function signIn(page: Page): Promise<void> {
  await page.route('**/api/auth/session', (route) => route.fulfill({ json: demoSession }));
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

const newsletterId = 'a1B2c3D4e5F6a7B8c9D0e1F2a3B4c5D6e7F8a9B0c1D2e3F4a5B6c7D8e9F0a1B2';

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
  'support-product': { params: { detail: 'pro-controller/black' } },
  newsletter_preferences: { params: { id: newsletterId } },
  playtests_home: { params: {} },
  playtests_passed: { params: {} },
  'playtests-my-playtests': { params: {}, auth: true },
  'playtests-my-playtests-data': { params: {}, auth: true },
  'playtest-register': { params: { id: '3' }, auth: true },
  register: { params: {} },
  'register-link': { params: { method: 'epic/abc' } },
  externallogin: { params: { method: 'twitch' } },
  'customer-resetpassword': { params: {}, query: '?email=demo%40mynacon.test&token=abc' },
  'profile-all': { params: {} },
  'profile-favorites': { params: {} },
  'profile-my-profiles': { params: {} },
  'profile-detail': { params: { detail: 'rally-legends' } },
  'profile-product': { params: { detail: 'pro-controller' } },
  'account-device': { params: {}, auth: true },
  'account-address': { params: {}, auth: true },
  'account-product': { params: {}, auth: true },
  'account-referral': { params: {}, auth: true, features: { referralProgram: true } },
  'account-information': { params: {}, auth: true },
  'customer-order': { params: {}, auth: true },
  'support-game-dashboard': { params: { code: 'rally-legends' } },
  'support-game-faq': { params: { code: 'rally-legends' } },
  'support-game-reports': { params: { code: 'rally-legends' } },
  'support-game-report': { params: { code: 'rally-legends', id: '12' } },
  'support-game-my-reports': { params: { code: 'rally-legends' } },
  'support-game-create-report': { params: { code: 'rally-legends' }, auth: true },
};

/** The address of a route's sample in a locale. */
export function sampleUrl(name: RouteName, locale: Locale): string {
  const sample = routeSamples[name] as RouteSample;
  return `${href(name, sample.params as never, locale)}${sample.query ?? ''}`;
}

/**
 * Checks the layout, the language, the page heading and the document title of a route. A route still showing
 * its “coming soon” page has the title of the route table; a built page has its own, in the same form.
 */
export async function expectRoutePage(page: Page, name: RouteName, locale: Locale): Promise<void> {
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', routes[name].layout);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  if (await isComingSoon(page, name)) {
    await expect(heading).toHaveText(text(locale, `portal.page.${name}.title`));
    await expect(page).toHaveTitle(pageTitle(locale, name));
    await expect(page.locator('[data-component="EmptyState"]')).toContainText(text(locale, 'portal.comingSoon.title'));
  } else {
    const title = (await heading.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await expect(page).toHaveTitle(text(locale, 'portal.shell.documentTitle', { page: title }));
  }
}

/** True while the route shows the “coming soon” page of the shell, not its feature's page. */
export async function isComingSoon(page: Page, name: RouteName): Promise<boolean> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return (await page.locator(`[data-component="EmptyState"][data-route="${name}"]`).count()) > 0;
}
