// The error pages of spec section 2 with their exact texts, and the errors of section 8 that the shell shows.
import { expect, locales, newContext, test, text } from './fixtures';

test('an unknown path shows the 404 page (non-fatal)', async ({ page, checkA11y }) => {
  await page.goto('/en-GB/no/such/page?x=1');
  await expect(page).toHaveTitle('Page not found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const hints = page.locator('[data-component="ErrorPage"] [data-part="hints"] li');
  await expect(hints).toHaveText([
    "The page you requested can't be found.",
    'If you typed in the URL directly, make sure there are no typos.',
    'If you clicked on a link to get here, the link is obsolete.',
  ]);
  await expect(page.locator('[data-part="error-detail"]')).toHaveText('Page not found: /en-GB/no/such/page');
  const back = page.getByRole('link', { name: 'Back to homepage' });
  await expect(back).toHaveAttribute('href', '/en-GB/');
  await expect(page).toHaveURL('/en-GB/no/such/page?x=1');
  await checkA11y();
});

test('the 404 page in every locale', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(`/${locale}/nothing-here/at-all`);
    await expect(page).toHaveTitle(text(locale, 'portal.error.notFound.title'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'portal.error.notFound.heading'));
    await expect(page.getByRole('link', { name: text(locale, 'portal.error.backHome') })).toHaveAttribute(
      'href',
      `/${locale}/`,
    );
  }
});

test('a configuration that does not match the contract shows the error page', async ({ page, checkA11y }) => {
  await page.route('**/api/cache/public/config', (route) => route.fulfill({ json: { defaultLocale: 'en-GB' } }));
  await page.goto('/en-GB/support');
  await expect(page).toHaveTitle('An error occured');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  await expect(page.locator('[data-part="error-detail"]')).toHaveText(text('en-GB', 'portal.error.configFailed'));
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/en-GB/');
  await checkA11y();
});

test('a configuration that does not load shows the error page in the locale of the address', async ({ page }) => {
  await page.route('**/api/cache/public/config', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/de-DE/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de-DE', 'portal.error.other.heading'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test("a message bundle that fails to load: 'Failed loading locale ({locale})'", async ({ page, checkA11y }) => {
  await page.route('**/_i18n/en-GB/messages.json*', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto('/en-GB/contact');
  await expect(page).toHaveTitle('An error occured');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  await expect(page.locator('[data-part="error-detail"]')).toHaveText('Failed loading locale (en-GB)');
  await checkA11y();
});

test("a feature's bundle that fails to load: the page says 'Failed loading locale ({locale})'", async ({ page }) => {
  await page.route('**/_i18n/en-GB/content.json*', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto('/en-GB/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  await expect(page.locator('[data-part="error-detail"]')).toHaveText('Failed loading locale (en-GB)');
});

test('a bundle that fails in another locale is reported in that locale', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.route('**/_i18n/fr-FR/messages.json*', (route) => route.abort());
  await page.goto('/fr-FR/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr-FR', 'portal.error.other.heading'));
  await expect(page.locator('[data-part="error-detail"]')).toHaveText(
    text('fr-FR', 'portal.error.localeFailed', { locale: 'fr-FR' }),
  );
  // Switching to a locale whose bundle loads recovers without a page load.
  await page.getByRole('combobox', { name: text('fr-FR', 'portal.shell.language') }).selectOption('nl-NL');
  await expect(page).toHaveURL('/nl-NL/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('nl-NL', 'portal.page.contact.title'));
  await context.close();
});
