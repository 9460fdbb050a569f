// The content pages, /{slug} in the content layout (apps/portal/src/features/content), against the real API's
// pages (apps/api/src/seed/texts.ts): every footer link to a content page lands on its page, and every such page
// exists in every locale; an unknown slug is the non-fatal 404 page; a load that fails shows its failure state with
// a "Try again" that works; text holding markup shows as text; a page without text shows its empty state; and a
// smoke test in de-DE.
import { blocksShowMarkupAsText, expect, href, type Locale, locales, type Page, t, test, text } from './fixtures';

/** The footer's links to content pages (apps/portal/src/app/layouts/PortalFooter.tsx), by their slug. */
const footerPages = [
  ['about-us', 'portal.footer.aboutUs'],
  ['legal-notice', 'portal.footer.legalNotice'],
  ['terms-of-use', 'portal.footer.terms'],
  ['privacy-policy', 'portal.footer.privacy'],
  ['cookie-policy', 'portal.footer.cookies'],
] as const;

interface ApiPage {
  slug: string;
  title: string;
  blocks: Array<{ type: string; text: string; items?: string[] }>;
}

async function apiPage(page: Page, locale: Locale, slug: string): Promise<ApiPage> {
  const answer = await page.request.get(`/api/cache/pages/${locale}/${slug}`);
  expect([locale, slug, answer.status()]).toEqual([locale, slug, 200]);
  return (await answer.json()) as ApiPage;
}

function contentPage(page: Page) {
  return page.locator('[data-component="ContentPage"]');
}

test('every footer link to a content page lands on its page, by keyboard too', async ({ page, checkA11y }) => {
  test.slow();
  await page.goto(href('content-page', { slug: 'about-us' }, 'en-GB'));
  await expect(contentPage(page)).toHaveAttribute('data-page-state', 'ready');
  const footer = page.getByRole('contentinfo');
  for (const [index, [slug, label]] of footerPages.entries()) {
    const expected = await apiPage(page, 'en-GB', slug);
    const link = footer.getByRole('link', { name: t(label), exact: true });
    await expect(link).toHaveAttribute('href', href('content-page', { slug }, 'en-GB'));
    // Alternately a click and the keyboard (focus, Enter).
    if (index % 2 === 0) await link.click();
    else {
      await link.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(href('content-page', { slug }, 'en-GB'));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
    await expect(page).toHaveTitle(t('portal.shell.documentTitle', { page: expected.title }));
    await expect(contentPage(page)).toHaveAttribute('data-slug', slug);
    for (const block of expected.blocks.filter((item) => item.type === 'paragraph')) {
      await expect(contentPage(page).getByText(block.text, { exact: true })).toBeVisible();
    }
    // The five pages are one template in one state: one axe scan (decision 049).
    if (index === 0) await checkA11y();
  }
});

test('every footer content page exists in every locale', async ({ page }) => {
  for (const locale of locales) {
    for (const [slug] of footerPages) {
      const found = await apiPage(page, locale, slug);
      expect([locale, slug, found.title.length > 0, found.blocks.length > 0]).toEqual([locale, slug, true, true]);
    }
  }
});

test('an unknown slug is the non-fatal 404 page, in the address the player asked for', async ({ page, checkA11y }) => {
  await page.goto('/en-GB/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.error.notFound.heading'));
  await expect(page.locator('[data-part="error-detail"]')).toHaveText(
    t('portal.error.unmatched', { path: '/en-GB/no-such-page' }),
  );
  await expect(page).toHaveURL('/en-GB/no-such-page');
  await checkA11y();
  // The 404 page leads on: a footer link still reaches a real page.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('portal.footer.privacy'), exact: true })
    .click();
  const privacy = await apiPage(page, 'en-GB', 'privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title);
});

test('a page whose load fails shows its failure state, and "Try again" loads it', async ({ page, checkA11y }) => {
  let failing = true;
  // The server fails (GET calls are retried once, so every try fails) until the player tries again.
  await page.route('**/api/cache/pages/en-GB/cookie-policy', (route) =>
    failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  );
  await page.goto(href('content-page', { slug: 'cookie-policy' }, 'en-GB'));
  const failure = page.locator('[data-page-state="unavailable"]');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(t('portal.content.unavailable.title'));
  await expect(failure).toContainText(t('portal.content.unavailable.description'));
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'content');
  await checkA11y();
  failing = false;
  const retry = failure.getByRole('button', { name: t('portal.retry') });
  await retry.focus();
  await page.keyboard.press('Enter');
  const cookies = await apiPage(page, 'en-GB', 'cookie-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cookies.title);
  await expect(contentPage(page)).toHaveAttribute('data-page-state', 'ready');
});

test('while a page loads it says so, accessibly; an answer that does not match the contract is a failure', async ({
  page,
  checkA11y,
}) => {
  // Held until released: the loading state is on screen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let malformed = true;
  await page.route('**/api/cache/pages/en-GB/about-us', async (route) => {
    await held;
    if (malformed) await route.fulfill({ status: 200, json: { slug: 'about-us', title: 42 } });
    else await route.fallback();
  });
  await page.goto(href('content-page', { slug: 'about-us' }, 'en-GB'));
  const loading = page.locator('[data-page-state="loading"]');
  await expect(loading).toBeVisible();
  await expect(loading).toContainText(t('portal.content.loading'));
  await checkA11y();
  release();
  const failure = page.locator('[data-page-state="malformed"]');
  await expect(failure).toContainText(t('portal.content.malformed.title'));
  await checkA11y();
  malformed = false;
  await failure.getByRole('button', { name: t('portal.retry') }).click();
  const about = await apiPage(page, 'en-GB', 'about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title);
});

test('text holding markup shows as text, never as HTML', async ({ page, checkA11y }) => {
  await blocksShowMarkupAsText(page, {
    url: '**/api/cache/pages/en-GB/terms-of-use',
    path: href('content-page', { slug: 'terms-of-use' }, 'en-GB'),
    root: contentPage,
  });
  await checkA11y();
});

test('a page without text shows its empty state', async ({ page, checkA11y }) => {
  await page.route('**/api/cache/pages/en-GB/legal-notice', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as ApiPage;
    await route.fulfill({ response, json: { ...json, blocks: [] } });
  });
  await page.goto(href('content-page', { slug: 'legal-notice' }, 'en-GB'));
  const legal = await apiPage(page, 'en-GB', 'legal-notice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
  const empty = page.locator('[data-page-state="empty"]');
  await expect(empty).toContainText(t('portal.content.empty.title'));
  await checkA11y();
});

test('de-DE: a content page in German, in the content layout', async ({ page, checkA11y }) => {
  const legal = await apiPage(page, 'de-DE', 'legal-notice');
  await page.goto(href('content-page', { slug: 'legal-notice' }, 'de-DE'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
  await expect(page).toHaveTitle(text('de-DE', 'portal.shell.documentTitle', { page: legal.title }));
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: text('de-DE', 'portal.footer.legalNotice') }),
  ).toBeVisible();
  await checkA11y();
});
