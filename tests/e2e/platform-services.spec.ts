// The platform services on a server of their own, configured with every third party (bot protection, tag manager,
// error reporting through the tunnel) and the cookie consent: which scripts load before and after consent, the
// consent banner and dialog with the keyboard, the cookies version per language, the bot-protection token of the
// sign-in, and error reports arriving at a stand-in of the reporting service. No CSP violation anywhere.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, expect, hydrated, newContext, test, text } from './fixtures';
import {
  builtDist,
  type Envelope,
  exceptionValue,
  isolate,
  type PortalServer,
  parseEnvelope,
  repoRoot,
  type StandIn,
  startPortalServer,
  startStandIn,
  watchCspViolations,
} from './platform/servers';

const siteKey = '6LeE2eStandInSiteKey0000';
const tagManagerCode = 'GTM-E2ETEST1';
const projectId = '42';
const botMessage = 'Looks like you might not be a human';
const loginTexts = JSON.parse(
  readFileSync(`${repoRoot}/apps/portal/src/features/auth/messages/en-GB.json`, 'utf8'),
) as Record<string, string>;

/** The bot-protection loader as the stand-in upstream serves it: a badge and the `grecaptcha` API. */
const loaderScript = `(function () {
  var badge = document.createElement('div');
  badge.className = 'grecaptcha-badge';
  badge.setAttribute('data-style', 'bottomright');
  badge.style.cssText = 'position:fixed;right:14px;bottom:14px;width:70px;height:60px;z-index:2000';
  document.body.appendChild(badge);
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (key, options) { return Promise.resolve('stand-in-token-' + options.action + '-' + key); }
  };
})();`;

let upstream: StandIn;
let server: PortalServer;
/** What the verification stand-in answers: a human, or a bot by score. */
let verdict: 'human' | 'bot' = 'bot';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  upstream = await startStandIn((request, response) => {
    const url = new URL(request.path, 'http://stand-in');
    if (url.pathname === '/recaptcha/api.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(loaderScript);
    } else if (url.pathname === '/recaptcha/siteverify') {
      const score = verdict === 'human' ? 0.9 : 0.1;
      response.writeHead(200, { 'content-type': 'application/json' });
      // The server's public host (its PUBLIC_BASE_URL is the default http://localhost:PORT): the check requires it.
      response.end(JSON.stringify({ success: true, score, action: 'signin', hostname: 'localhost' }));
    } else if (url.pathname === `/api/${projectId}/envelope/`) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: parseEnvelope(request.body).header.event_id }));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  server = await startPortalServer({
    COOKIE_CONSENT: 'true',
    RECAPTCHA_SITE_KEY: siteKey,
    RECAPTCHA_SCRIPT_URL: `${upstream.url}/recaptcha/api.js`,
    RECAPTCHA_SECRET: 'e2e-secret',
    RECAPTCHA_VERIFY_URL: `${upstream.url}/recaptcha/siteverify`,
    TAG_MANAGER_CODE: tagManagerCode,
    MONITORING_DSN: `http://e2epublickey@127.0.0.1:${upstream.port}/${projectId}`,
  });
});

test.afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

interface Session {
  context: BrowserContext;
  page: Page;
  violations: string[];
  network: { tagManager: string[]; refused: string[] };
}

async function session(browser: import('@playwright/test').Browser): Promise<Session> {
  const context = await newContext(browser, { baseURL: server.url });
  const violations = await watchCspViolations(context);
  const network = await isolate(context);
  const page = await context.newPage();
  return { context, page, violations, network };
}

/** Waits until the lazy services have started: the bot-protection script arrived and drew its badge. */
async function servicesStarted(page: Page): Promise<void> {
  await expect(page.locator('.grecaptcha-badge')).toBeAttached();
}

const banner = (page: Page, locale: 'en-GB' | 'fr-FR' = 'en-GB') =>
  page.getByRole('region', { name: text(locale, 'portal.platform.consent.title') });

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'mynacon_consent');
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as { c: { a: boolean; m: boolean }; v: Record<string, string> })
    : null;
}

/** The data layer's entries, `arguments` objects as arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

/** The envelopes the reporting stand-in received, from the `since`-th request on. */
const envelopes = (since = 0): Envelope[] =>
  upstream.requests
    .slice(since)
    .filter((request) => request.path === `/api/${projectId}/envelope/`)
    .map((request) => parseEnvelope(request.body));

function waitForEnvelope(match: (envelope: Envelope) => boolean) {
  return upstream.waitFor(
    (request) => request.path === `/api/${projectId}/envelope/` && match(parseEnvelope(request.body)),
    15_000,
  );
}

test('before consent: the banner and bot protection, no tag manager, no violation', async ({ browser }) => {
  const { context, page, violations, network } = await session(browser);
  const loader = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/recaptcha');
  const response = await page.goto('/en-GB/support');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('https://www.gstatic.com/recaptcha/');
  expect(csp).toContain('https://www.googletagmanager.com');

  await expect(banner(page)).toBeVisible();
  for (const key of ['acceptAll', 'rejectAll', 'choose']) {
    await expect(
      banner(page).getByRole('button', { name: text('en-GB', `portal.platform.consent.${key}`) }),
    ).toBeVisible();
  }
  // The script comes from the portal's own origin, in the page's language; its badge sits bottom right.
  expect(new URL((await loader).url()).searchParams.get('hl')).toBe('en');
  await servicesStarted(page);
  const badge = await page.locator('.grecaptcha-badge').boundingBox();
  expect((badge?.x ?? 0) + (badge?.width ?? 0)).toBeGreaterThan(1280 - 40);
  expect((badge?.y ?? 0) + (badge?.height ?? 0)).toBeGreaterThan(800 - 40);

  expect(network.tagManager).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window || 'google_tag_manager' in window)).toBe(false);
  expect(await consentCookie(context)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);
  expect(violations).toEqual([]);
  expect(network.refused).toEqual([]);
  await context.close();
});

test('accepting all loads the tag manager once, and the answer is remembered', async ({ browser }) => {
  const { context, page, violations, network } = await session(browser);
  await page.goto('/en-GB/support');
  await banner(page)
    .getByRole('button', { name: text('en-GB', 'portal.platform.consent.acceptAll') })
    .click();
  await expect(banner(page)).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: text('en-GB', 'portal.platform.consent.saved') }),
  ).toBeAttached();
  // Focus goes on to the page rather than being lost with the banner.
  await expect(page.locator('#main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => (window as { __tagManagerLoads?: number }).__tagManagerLoads)).toBe(1);
  expect(network.tagManager).toEqual([`https://www.googletagmanager.com/gtm.js?id=${tagManagerCode}`]);
  const layer = await dataLayer(page);
  expect(layer[0]).toEqual([
    'consent',
    'default',
    { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
  ]);
  expect(layer[1]).toMatchObject({ event: 'gtm.js' });
  expect(await consentCookie(context)).toMatchObject({ c: { a: true, m: true }, v: { en: '1', fr: '1' } });

  await page.reload();
  await servicesStarted(page);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => network.tagManager.length).toBe(2);
  expect(violations).toEqual([]);
  await context.close();
});

test('refusing loads nothing, now or on the next page', async ({ browser }) => {
  const { context, page, violations, network } = await session(browser);
  await page.goto('/en-GB/contact');
  await banner(page)
    .getByRole('button', { name: text('en-GB', 'portal.platform.consent.rejectAll') })
    .click();
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(context)).toMatchObject({ c: { a: false, m: false } });
  await page.reload();
  await servicesStarted(page);
  await expect(banner(page)).toHaveCount(0);
  expect(network.tagManager).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(violations).toEqual([]);
  await context.close();
});

test('choosing categories in the dialog, with the keyboard', async ({ browser }) => {
  const { context, page, violations, network } = await session(browser);
  await page.goto('/en-GB/support');
  await expect(banner(page)).toBeVisible();
  // The banner comes first in the tab order; it did not take focus by itself.
  await page.keyboard.press('Tab');
  const accept = banner(page).getByRole('button', { name: text('en-GB', 'portal.platform.consent.acceptAll') });
  await expect(accept).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const choose = banner(page).getByRole('button', { name: text('en-GB', 'portal.platform.consent.choose') });
  await expect(choose).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text('en-GB', 'portal.platform.consent.settings.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(choose).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const necessary = dialog.getByRole('checkbox', { name: text('en-GB', 'portal.platform.consent.necessary.label') });
  const analytics = dialog.getByRole('checkbox', { name: text('en-GB', 'portal.platform.consent.analytics.label') });
  const marketing = dialog.getByRole('checkbox', { name: text('en-GB', 'portal.platform.consent.marketing.label') });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await dialog.getByRole('button', { name: text('en-GB', 'portal.platform.consent.save') }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(context)).toMatchObject({ c: { a: true, m: false } });
  // Analytics is enough for the tag manager; its tags learn that advertising is refused.
  await expect.poll(() => network.tagManager.length).toBe(1);
  expect((await dataLayer(page))[0]).toEqual([
    'consent',
    'default',
    { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);
  expect(violations).toEqual([]);
  await context.close();
});

test("the footer's cookie settings reopen the dialog, by keyboard, to withdraw consent", async ({ browser }) => {
  const { context, page, violations, network } = await session(browser);
  await page.goto('/en-GB/support');
  await banner(page)
    .getByRole('button', { name: text('en-GB', 'portal.platform.consent.acceptAll') })
    .click();
  await expect.poll(() => network.tagManager.length).toBe(1);
  expect(await consentCookie(context)).toMatchObject({ c: { a: true, m: true } });

  const settings = page
    .getByRole('contentinfo')
    .getByRole('button', { name: text('en-GB', 'portal.footer.cookieSettings') });
  await expect(settings).toBeVisible();
  expect(await axeViolations(page, { include: 'footer' })).toEqual([]);
  await settings.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text('en-GB', 'portal.platform.consent.settings.title') });
  await expect(dialog).toBeVisible();
  // Closed without saving, the dialog gives the focus back to the footer's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const analytics = dialog.getByRole('checkbox', { name: text('en-GB', 'portal.platform.consent.analytics.label') });
  const marketing = dialog.getByRole('checkbox', { name: text('en-GB', 'portal.platform.consent.marketing.label') });
  await expect(analytics).toBeChecked();
  await expect(marketing).toBeChecked();
  await analytics.focus();
  await page.keyboard.press('Space');
  await marketing.focus();
  await page.keyboard.press('Space');
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await dialog.getByRole('button', { name: text('en-GB', 'portal.platform.consent.save') }).press('Enter');
  await expect(dialog).toHaveCount(0);
  expect(await consentCookie(context)).toMatchObject({ c: { a: false, m: false } });

  // The withdrawal holds on the next page load: no tag manager, no data layer.
  await page.reload();
  await servicesStarted(page);
  await expect(banner(page)).toHaveCount(0);
  expect(network.tagManager).toHaveLength(1);
  expect(await page.evaluate(() => 'dataLayer' in window || 'google_tag_manager' in window)).toBe(false);
  expect(violations).toEqual([]);
  await context.close();
});

test('a new cookies version for a language asks the players of that language again', async ({ browser }) => {
  const { context, page, violations, network } = await session(browser);
  const answered = { c: { a: false, m: true }, v: { en: '0', fr: '1', nl: '1', es: '1', de: '1', it: '1' }, t: 1 };
  await context.addCookies([
    { name: 'mynacon_consent', value: encodeURIComponent(JSON.stringify(answered)), url: server.url },
  ]);
  await page.goto('/fr-FR/support');
  await servicesStarted(page);
  await expect(banner(page, 'fr-FR')).toHaveCount(0);
  await expect.poll(() => network.tagManager.length).toBe(1);

  // The English notice has a newer version than the one answered: switching to English asks again, in English.
  await page.getByRole('combobox', { name: text('fr-FR', 'portal.shell.language') }).selectOption('en-GB');
  await expect(page).toHaveURL('/en-GB/support');
  await expect(banner(page, 'en-GB')).toBeVisible();
  await page.goto('/en-GB/contact');
  await expect(banner(page, 'en-GB')).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});

test("the sign-in sends the bot-protection token; a refusal shows the spec's message", async ({ browser }) => {
  const { context, page, violations } = await session(browser);
  await context.addCookies([
    {
      name: 'mynacon_consent',
      value: encodeURIComponent(JSON.stringify({ c: { a: false, m: false }, v: { en: '1' }, t: 1 })),
      url: server.url,
    },
  ]);
  await page.goto('/en-GB/login');
  await page.getByLabel(loginTexts['portal.login.login.label'] ?? '').fill('demo@mynacon.test');
  await page.getByLabel(loginTexts['portal.login.password.label'] ?? '', { exact: true }).fill('Demo-Player-2026!');
  verdict = 'bot';
  const signIn = page.waitForRequest((request) => request.url().includes('/api/auth/callback/credentials'));
  await page.getByRole('button', { name: loginTexts['portal.login.submit'] }).click();
  const form = new URLSearchParams((await signIn).postData() ?? '');
  expect(form.get('recaptchaToken')).toBe(`stand-in-token-signin-${siteKey}`);
  await expect(page.locator('[data-refusal="bot"]')).toContainText(botMessage);
  const check = await upstream.waitFor((request) => request.path === '/recaptcha/siteverify');
  const verification = new URLSearchParams(check.body);
  expect(verification.get('response')).toBe(`stand-in-token-signin-${siteKey}`);
  expect(verification.get('secret')).toBe('e2e-secret');

  verdict = 'human';
  await page.getByRole('button', { name: loginTexts['portal.login.submit'] }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(violations).toEqual([]);
  await context.close();
});

test('errors reach the reporting service through the tunnel, without identifiers; ignored ones do not', async ({
  browser,
}) => {
  const { context, page, violations } = await session(browser);
  const since = upstream.requests.length;
  await page.goto('/en-GB/support?token=secret-in-query');
  await servicesStarted(page);
  const cookiesBefore = (await context.cookies()).map((cookie) => cookie.name).sort();

  const uncaught = waitForEnvelope((envelope) => exceptionValue(envelope) === 'e2e uncaught error');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e uncaught error');
    }, 0);
  });
  const request = await uncaught;
  const envelope = parseEnvelope(request.body);
  expect(envelope.header.dsn).toBe(`http://e2epublickey@127.0.0.1:${upstream.port}/${projectId}`);
  expect(Date.parse(String(envelope.header.sent_at))).not.toBeNaN();
  expect(envelope.item).toMatchObject({ type: 'event', content_type: 'application/json' });
  expect(envelope.payload).toMatchObject({
    level: 'error',
    platform: 'javascript',
    request: { url: `${server.url}/en-GB/support` },
    tags: { locale: 'en-GB' },
    exception: { values: [{ type: 'Error', mechanism: { type: 'onerror', handled: false } }] },
  });
  expect(envelope.payload.user).toBeUndefined();
  expect(request.body).not.toContain('secret-in-query');
  // The tunnel builds its own request: the player's cookies never reach the service.
  expect(request.headers.cookie).toBeUndefined();

  const rejection = waitForEnvelope((entry) => exceptionValue(entry) === 'e2e unhandled rejection');
  await page.evaluate(() => {
    void Promise.reject(new Error('e2e unhandled rejection'));
  });
  expect(parseEnvelope((await rejection).body).payload).toMatchObject({
    exception: { values: [{ mechanism: { type: 'onunhandledrejection', handled: false } }] },
  });

  // The spec's bot refusal is never reported: the marker thrown after it arrives, the refusal does not.
  const marker = waitForEnvelope((entry) => exceptionValue(entry) === 'e2e marker after the ignored error');
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    }, 0);
    setTimeout(() => {
      throw new Error('e2e marker after the ignored error');
    }, 50);
  }, botMessage);
  await marker;
  expect(envelopes(since).filter((entry) => JSON.stringify(entry.payload).includes(botMessage))).toEqual([]);
  // No consent to analytics: no performance traces, and no cookie came with the reports.
  expect(envelopes(since).filter((entry) => entry.item.type === 'transaction')).toEqual([]);
  expect(envelopes(since).length).toBeGreaterThanOrEqual(3);
  expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(cookiesBefore);
  expect(violations).toEqual([]);
  await context.close();
});

test("a route module that throws shows the error page and is reported as the boundary's; 404s are not", async ({
  browser,
}) => {
  const { context, page, violations } = await session(browser);
  const manifest = JSON.parse(readFileSync(`${builtDist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const playtests = manifest['src/features/playtests/routes.tsx']?.file ?? 'missing';
  await page.route(`**/${playtests}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('e2e broken route module');" }),
  );
  await page.goto('/en-GB/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await servicesStarted(page);
  const reported = waitForEnvelope((entry) => exceptionValue(entry) === 'e2e broken route module');
  await page.goto('/en-GB/playtests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  expect(parseEnvelope((await reported).body).payload).toMatchObject({
    exception: { values: [{ mechanism: { type: 'route-boundary', handled: true } }] },
  });
  expect(envelopes().filter((entry) => /Page not found/i.test(exceptionValue(entry) ?? ''))).toEqual([]);
  expect(violations).toEqual([]);
  await context.close();
});

test('with consent to analytics, page loads and navigations are sent as traces', async ({ browser }) => {
  const { context, page, violations } = await session(browser);
  await context.addCookies([
    {
      name: 'mynacon_consent',
      value: encodeURIComponent(JSON.stringify({ c: { a: true, m: false }, v: { en: '1' }, t: 1 })),
      url: server.url,
    },
  ]);
  const pageLoad = waitForEnvelope(
    (entry) => entry.item.type === 'transaction' && entry.payload.transaction === '/{locale}/support',
  );
  await page.goto('/en-GB/support');
  expect(parseEnvelope((await pageLoad).body).payload).toMatchObject({
    type: 'transaction',
    transaction_info: { source: 'route' },
    contexts: { trace: { op: 'pageload' } },
  });
  // The support hub is prerendered: only once hydrated does the link navigate inside the app.
  await hydrated(page);
  const navigation = waitForEnvelope(
    (entry) => entry.item.type === 'transaction' && entry.payload.transaction === '/{locale}/playtests',
  );
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en-GB', 'portal.shell.nav.playtests') })
    .click();
  const trace = parseEnvelope((await navigation).body);
  expect(trace.payload).toMatchObject({ contexts: { trace: { op: 'navigation' } } });
  expect(trace.header.trace).toMatchObject({ sample_rate: '1', sampled: 'true', public_key: 'e2epublickey' });
  expect(violations).toEqual([]);
  await context.close();
});
