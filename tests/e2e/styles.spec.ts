// The design system's styles come with the components that use them (decision 017): a first visit loads the theme
// and the styles of what it renders, and a page loaded later brings its own. These check what a player sees: the
// computed styles, on a first visit with an empty cache and after navigating inside the app.
import { demoAccount, expect, href, type Locator, newContext, type Page, t, test } from './fixtures';

/** What a CSS value (the theme's custom properties included) computes to for `property` on this page. */
function computed(page: Page, property: string, value: string): Promise<string> {
  return page.evaluate(
    ([name, css]) => {
      const probe = document.createElement('div');
      probe.style.setProperty(name, css);
      document.body.append(probe);
      const result = getComputedStyle(probe).getPropertyValue(name);
      probe.remove();
      return result;
    },
    [property, value] as const,
  );
}

/** The theme's colour `token` (`accent` for `--mc-color-accent`), as a computed colour; fails when it is not set. */
async function themeColour(page: Page, token: string): Promise<string> {
  const colour = await computed(page, 'background-color', `var(--mc-color-${token})`);
  expect(colour, `--mc-color-${token} is not set: is the theme loaded?`).not.toBe('rgba(0, 0, 0, 0)');
  return colour;
}

function pseudoBackground(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element, '::before').backgroundColor);
}

/** Whether the page has the side navigation's rule that marks the current page. */
function hasSideNavStyles(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some(
        (rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('[aria-current="page"]::before'),
      ),
    ),
  );
}

test('a first visit to sign-in: the theme first, the page styled, no styles of pages it does not show', async ({
  browser,
}) => {
  // A context of its own: nothing in the HTTP cache, as on a player's first visit.
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(href('login', {}, 'en-GB'));
  const submit = page.getByRole('main').getByRole('button', { name: t('portal.login.submit') });
  await expect(submit).toBeVisible();

  // The theme: the first rules after the fonts' of the first stylesheet the page links.
  const firstRule = await page.evaluate(() => {
    const sheet = [...document.styleSheets].find((candidate) => candidate.href !== null);
    const rule = [...(sheet?.cssRules ?? [])].find((candidate) => !(candidate instanceof CSSFontFaceRule));
    return rule instanceof CSSStyleRule
      ? { selector: rule.selectorText, accent: rule.style.getPropertyValue('--mc-color-accent') }
      : null;
  });
  expect(firstRule?.selector).toBe(':root');
  expect(firstRule?.accent).not.toBe('');
  await expect(page.locator('body')).toHaveCSS('background-color', await themeColour(page, 'background'));

  // The design system's primary button, in the sign-in page's chunk; a field of the form layer.
  await expect(submit).toHaveCSS('background-color', await themeColour(page, 'accent'));
  await expect(submit).toHaveCSS('color', await themeColour(page, 'accent-foreground'));
  await expect(submit).toHaveCSS('font-family', /Inter Variable/);
  const email = page.getByRole('main').getByRole('textbox').first();
  await expect(email).toHaveCSS('border-top-color', await themeColour(page, 'border-strong'));
  await expect(email).toHaveCSS('background-color', await themeColour(page, 'surface'));

  // The styles of the layouts with a side navigation are not loaded before one is shown.
  expect(await hasSideNavStyles(page)).toBe(false);
  await context.close();
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('a page loaded after navigating brings its styles: the account side navigation, its forms', async ({ page }) => {
    await page.goto(href('user-inbox', {}, 'en-GB'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'no page load';
    });
    await page.getByRole('banner').getByRole('button', { name: demoAccount.name }).click();
    await page.getByRole('menuitem', { name: t('portal.nav.account.information') }).click();
    await expect(page).toHaveURL(href('account-information', {}, 'en-GB'));

    const sideNav = page.getByRole('navigation', { name: t('portal.nav.account.label') });
    const current = sideNav.getByRole('link', { name: t('portal.nav.account.information') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    expect(await hasSideNavStyles(page)).toBe(true);
    await expect(sideNav.getByRole('list')).toHaveCSS('list-style-type', 'none');
    await expect.poll(() => pseudoBackground(current)).toBe(await themeColour(page, 'accent'));
    const save = page
      .getByRole('main')
      .getByRole('button', { name: t('portal.account.save') })
      .first();
    await expect(save).toHaveCSS('background-color', await themeColour(page, 'accent'));
    const field = page.getByRole('main').getByRole('textbox').first();
    await expect(field).toHaveCSS('border-top-color', await themeColour(page, 'border-strong'));

    // On to the orders, still without a page load: the search field and the side navigation keep their styles.
    await sideNav.getByRole('link', { name: t('portal.nav.account.orders') }).click();
    await expect(page).toHaveURL(href('customer-order', {}, 'en-GB'));
    const search = page.getByRole('main').getByRole('textbox', { name: t('portal.orders.search.label') });
    await expect(search).toHaveCSS('border-top-color', await themeColour(page, 'border-strong'));
    await expect(sideNav.getByRole('list')).toHaveCSS('list-style-type', 'none');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no page load');
  });
});
