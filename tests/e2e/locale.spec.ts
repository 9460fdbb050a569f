// Locale choice order (spec section 2): route prefix, stored cookie, browser language, default; the switcher.
import { expect, type Locale, locales, newContext, test, text } from './fixtures';

const cases: { name: string; browserLocale: string; cookie?: Locale; expected: Locale }[] = [
  { name: 'browser language, exact', browserLocale: 'de-DE', expected: 'de-DE' },
  { name: 'browser language, exact (en-US)', browserLocale: 'en-US', expected: 'en-US' },
  { name: 'browser language, first two letters', browserLocale: 'fr-CA', expected: 'fr-FR' },
  { name: 'browser language, en → en-GB', browserLocale: 'en-AU', expected: 'en-GB' },
  { name: 'unknown browser language → default', browserLocale: 'pt-BR', expected: 'en-GB' },
  { name: 'cookie before browser language', browserLocale: 'de-DE', cookie: 'it-IT', expected: 'it-IT' },
];

for (const { name, browserLocale, cookie, expected } of cases) {
  test(`${name}: ${browserLocale}${cookie ? ` + cookie ${cookie}` : ''} → ${expected}`, async ({ browser }) => {
    const context = await newContext(browser, { locale: browserLocale });
    if (cookie) await context.addCookies([{ name: 'locale', value: cookie, url: process.env.PORTAL_E2E_URL ?? '' }]);
    const page = await context.newPage();
    // A page load: the server decides from the cookie and Accept-Language.
    await page.goto('/support');
    await expect(page).toHaveURL(`/${expected}/support`);
    await expect(page.locator('html')).toHaveAttribute('lang', expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(expected, 'portal.page.support.title'));
    // Inside the app: the browser decides from document.cookie and navigator.languages, the same way.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/contact');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(`/${expected}/contact`);
    await context.close();
  });
}

test('the prefix wins over the cookie and the browser language', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'it-IT' });
  await context.addCookies([{ name: 'locale', value: 'fr-FR', url: process.env.PORTAL_E2E_URL ?? '' }]);
  const page = await context.newPage();
  await page.goto('/nl-NL/support');
  await expect(page).toHaveURL('/nl-NL/support');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('nl-NL', 'portal.page.support.title'));
  await context.close();
});

test('the switcher keeps the page, changes the prefix and stores the cookie for 365 days', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/en-GB/support/games?tab=2#list');
  const switcher = page.getByRole('combobox', { name: text('en-GB', 'portal.shell.language') });
  await expect(switcher).toHaveValue('en-GB');
  const options = await switcher
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('value')));
  expect(options).toEqual([...locales]);
  // The page starts with its own locale's routes only; the switch adds es-ES's as it navigates, in the same document.
  await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
  await switcher.selectOption('es-ES');
  await expect(page).toHaveURL('/es-ES/support/games?tab=2#list');
  expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es-ES', 'portal.page.support-games.title'));
  await expect(page).toHaveTitle(`${text('es-ES', 'portal.page.support-games.title')} · Mynacon`);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'locale');
  expect(cookie?.value).toBe('es-ES');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);
  // The next unprefixed page load follows the stored choice.
  await page.goto('/');
  await expect(page).toHaveURL('/es-ES/login?redirect=%2Fes-ES%2F');
  await context.close();
});
