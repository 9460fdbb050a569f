// The prerendered public pages (decision 051): readable before (and without) the script, hydrated without an error,
// and what a player typed before the script arrived kept.
import { readFileSync } from 'node:fs';
import { expect, type Locale, newContext, type Page, test, text } from './fixtures';
import { builtDist } from './platform/servers';

interface Rules {
  pages: Record<string, string>;
  contentPages: Record<string, string>;
}
const rules = JSON.parse(readFileSync(`${builtDist}/prerendered/rules.json`, 'utf8')) as Rules;

/** The prerendered routes of two locales: the exact paths and a content page (one a page load). */
const prerenderedPaths = ['en-GB', 'fr-FR'].flatMap((locale) => [
  ...Object.keys(rules.pages).filter((path) => path.startsWith(`/${locale}/`)),
  ...(rules.contentPages[locale] ? [`/${locale}/about-us`] : []),
]);

/** Collects console errors and uncaught exceptions of a page (a hydration mismatch is reported as either). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Resolves once React has hydrated the page and drawn it again with the session: the header's account area, kept
 * while the session is unknown, has its sign-in button or account menu.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const hydrating = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    return hydrating && document.querySelector('[data-part="account-pending"]') === null;
  });
}

test('sign-in is readable without JavaScript, in the page locale', async ({ browser }) => {
  const context = await newContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const locale of ['fr-FR', 'de-DE'] satisfies Locale[]) {
      await page.goto(`/${locale}/login`);
      await expect(page).toHaveTitle(
        text(locale, 'portal.shell.documentTitle', { page: text(locale, 'portal.login.title') }),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'portal.login.title'));
      await expect(main.getByLabel(text(locale, 'portal.login.login.label'))).toBeVisible();
      await expect(main.getByLabel(text(locale, 'portal.login.password.label'), { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        text(locale, 'portal.login.intro'),
      );
    }
  } finally {
    await context.close();
  }
});

test('what a player types before the script arrives is kept after hydration', async ({ page }) => {
  const errors = collectErrors(page);
  // The entry script waits until the player has typed.
  let release: () => void = () => undefined;
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/en-GB/login', { waitUntil: 'commit' });
  const login = page.getByRole('main').getByLabel(text('en-GB', 'portal.login.login.label'));
  await login.fill('early@example.test');
  release();
  await hydrated(page);
  // Once hydrated, the field is React's: its value is what was typed, and the form submits it.
  await expect(login).toHaveValue('early@example.test');
  await login.press('End');
  await login.pressSequentially('x');
  await expect(login).toHaveValue('early@example.testx');
  expect(errors).toEqual([]);
});

test('every prerendered page hydrates without an error', async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of prerenderedPaths) {
    await page.goto(path);
    await hydrated(page);
    // The prerendered markup was taken over, not replaced: the router matched the route the build rendered.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    expect(errors, path).toEqual([]);
  }
});
