// Spec section 2: a path without prefix goes to the active locale's prefix (302 from the server on a page
// load, a replaced history entry inside the app), except /api/, /auth/ and /externallogin/; /login goes to the
// locale's sign-in page. Every rule in all seven locales.
import { expect, hydrated, type Locale, locales, newContext, test, text } from './fixtures';

const rules: { from: string; to: (locale: Locale) => string }[] = [
  { from: '/', to: (locale) => `/${locale}/` },
  { from: '/contact', to: (locale) => `/${locale}/contact` },
  {
    from: '/support/game/rally-legends/faq?p=2&q=a%20b',
    to: (locale) => `/${locale}/support/game/rally-legends/faq?p=2&q=a%20b`,
  },
  { from: '/login', to: (locale) => `/${locale}/login` },
  { from: '/login?redirect=%2Fsupport', to: (locale) => `/${locale}/login?redirect=%2Fsupport` },
  { from: '/no/such/page', to: (locale) => `/${locale}/no/such/page` },
];

test.describe('server redirects (302) by cookie', () => {
  for (const locale of locales) {
    test(`${locale}`, async ({ request }) => {
      for (const rule of rules) {
        const response = await request.get(rule.from, { maxRedirects: 0, headers: { cookie: `locale=${locale}` } });
        expect(response.status(), rule.from).toBe(302);
        expect(response.headers().location, rule.from).toBe(rule.to(locale));
        expect(response.headers().vary).toContain('cookie');
      }
    });
  }
});

test.describe('server redirects (302) by Accept-Language', () => {
  for (const locale of locales) {
    test(`${locale}`, async ({ request }) => {
      for (const rule of rules) {
        const response = await request.get(rule.from, {
          maxRedirects: 0,
          headers: { 'accept-language': `${locale.toLowerCase()},pt;q=0.5` },
        });
        expect(response.status(), rule.from).toBe(302);
        expect(response.headers().location, rule.from).toBe(rule.to(locale));
      }
    });
  }
});

test('server paths and external sign-in returns are never redirected', async ({ request }) => {
  const api = await request.get('/api/health', { maxRedirects: 0 });
  expect(api.status()).toBe(200);
  expect((await api.json()).status).toBe('ok');
  for (const path of ['/api/no-such-call', '/auth/callback/epic', '/auth/error']) {
    const response = await request.get(path, { maxRedirects: 0, headers: { cookie: 'locale=fr-FR' } });
    expect(response.status(), path).toBe(404);
    expect(response.headers().location, path).toBeUndefined();
    expect((await response.json()).error.code, path).toBe('not_found');
  }
  for (const locale of locales) {
    const response = await request.get('/externallogin/epic?code=abc', {
      maxRedirects: 0,
      headers: { cookie: `locale=${locale}` },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`<title>${text(locale, 'portal.shell.siteTitle')}</title>`);
  }
});

test.describe('in-app redirects replace the history entry', () => {
  for (const locale of locales) {
    test(`${locale}`, async ({ browser }) => {
      const context = await newContext(browser);
      await context.addCookies([{ name: 'locale', value: locale, url: process.env.PORTAL_E2E_URL ?? '' }]);
      const page = await context.newPage();
      await page.goto(`/${locale}/support`);
      await expect(page.locator('[data-layout="support"]')).toBeVisible();
      for (const [from, to] of [
        ['/contact?x=1#top', `/${locale}/contact?x=1#top`],
        ['/login?redirect=%2Fsupport', `/${locale}/login?redirect=%2Fsupport`],
        ['/playtests/passed', `/${locale}/playtests/passed`],
      ] as const) {
        // A navigation the router sees as the player's: the address changes, then the app reacts.
        const length = await page.evaluate((path) => {
          window.history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
          return window.history.length;
        }, from);
        await expect(page).toHaveURL(to);
        expect(await page.evaluate(() => window.history.length), 'no new history entry').toBe(length);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await context.close();
    });
  }

  test('the router sends /api/ paths to the server with a full page load', async ({ page }) => {
    await page.goto('/en-GB/support');
    // The support hub is prerendered: its router starts once it has been painted (decision 060).
    await hydrated(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/api/health');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('body')).toContainText('"status":"ok"');
  });
});
