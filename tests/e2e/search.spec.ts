// One search (decision 032) against the real API and the demo data: found by keyboard from any page (the `/`
// shortcut, typing, Enter, Tab to a result) and opened; results grouped by kind, each kind leading to all of its
// own; nothing found; loading, the server down and a malformed answer, each with a retry that works; the support hub's
// search on the same call; a smoke test in German (German words, German FAQ articles).
import { clearFaults, collectErrors, expect, href, hydrated, injectFault, type Page, t, test, text } from './fixtures';

const searchbox = (page: Page) =>
  page.getByRole('search', { name: t('portal.shell.search.label') }).getByRole('searchbox');
const group = (page: Page, kind: string) => page.locator(`[data-search-group="${kind}"]`);

test.describe('search', () => {
  test('found by keyboard from any page, grouped by kind, opened; nothing found; a kind of its own', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(href('playtests_home', {}, 'en-GB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.playtests_home.title'));
    const field = searchbox(page);
    await expect(field).toHaveAttribute('aria-keyshortcuts', '/');
    // "/" from anywhere but a field moves focus to the search (a field keeps it as a character: the header's story).
    // The page is prerendered (decision 051): the shortcut is the script's, once it has hydrated the page.
    await hydrated(page);
    await page.locator('body').press('/');
    await expect(field).toBeFocused();
    await page.keyboard.type('refunds');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en-GB\/search\?q=refunds$/);
    await expect(page).toHaveTitle(`${t('portal.page.search.title')} · Mynacon`);
    await expect(page.getByText(t('portal.search.resultsFor', { query: 'refunds' }))).toBeVisible();
    const faq = group(page, 'faq');
    await expect(faq.getByRole('heading', { name: /FAQ articles/ })).toBeVisible();
    const first = faq.getByRole('link').first();
    await expect(first).toHaveText('How do I ask for a refund?');
    // The search came from a page of another layout: the results page's heading has focus, and Tab reaches the
    // first result before anything else of the page.
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      if (await first.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(first).toBeFocused();
    await checkA11y();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en-GB\/support\/game\/[a-z0-9-]+\/faq\?q=How/);
    await expect(page.getByRole('button', { name: 'How do I ask for a refund?' })).toBeVisible();

    // Grouped by kind, in the call's order, each group leading to all of its own results.
    await page.goto(`${href('search', {}, 'en-GB')}?q=controller`);
    const groups = page.locator('[data-search-group]');
    await expect(groups.first()).toBeVisible();
    expect(await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-search-group')))).toEqual([
      'faq',
      'report',
      'product',
    ]);
    await expect(group(page, 'product').getByRole('link', { name: 'Revolution X Pro Controller' })).toHaveAttribute(
      'href',
      href('support-product', { detail: 'revolution-x-pro-controller' }, 'en-GB'),
    );
    await expect(searchbox(page)).toHaveValue('controller');
    const reports = group(page, 'report');
    await expect(reports.getByRole('listitem')).toHaveCount(5);
    await reports.locator('[data-part="more"]').click();
    await expect(page).toHaveURL(/\/en-GB\/search\?q=controller&kind=report$/);
    await expect(page.locator('[data-search-group]')).toHaveCount(1);
    await expect(group(page, 'report').getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: /pag/i })).toBeVisible();
    await page.getByRole('link', { name: t('portal.search.backToAll') }).click();
    await expect(page).toHaveURL(/\/en-GB\/search\?q=controller$/);

    // Nothing found: the words are kept as typed, markup too, and never run.
    const nothing = 'quokka <b>zebra</b>';
    await searchbox(page).fill(nothing);
    await searchbox(page).press('Enter');
    const empty = page.locator('[data-page-state="empty"]');
    await expect(empty).toContainText(t('portal.search.empty.title', { query: nothing }));
    await expect(empty).toContainText(t('portal.search.empty.description'));
    await expect(page.locator('b')).toHaveCount(0);
    await checkA11y();
  });

  test('loading, the server down, then a malformed answer: designed messages whose retry works', async ({
    page,
    checkA11y,
  }) => {
    const crashes: Error[] = [];
    page.on('pageerror', (error) => crashes.push(error));
    // Loading: the answer held until the skeleton is seen.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/search?*', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${href('search', {}, 'en-GB')}?q=wheel`);
    await expect(page.locator('[data-component="Skeleton"]')).toContainText(t('portal.search.loading'));
    release();
    await expect(group(page, 'product').getByRole('link', { name: 'GT Racing Wheel' })).toBeVisible();
    await page.unrouteAll();
    // GET calls are retried once: two failures make the call fail.
    await injectFault(page, { method: 'GET', path: '/api/search', status: 503, times: 2 });
    await page.goto(`${href('search', {}, 'en-GB')}?q=crash`);
    const down = page.locator('[data-page-state="unavailable"]');
    await expect(down).toContainText(t('portal.search.unavailable.title'));
    await expect(down).toContainText(t('portal.search.unavailable.description'));
    await checkA11y();
    await clearFaults(page);
    await injectFault(page, { method: 'GET', path: '/api/search', status: 200, times: 1, body: '{"groups":"none"}' });
    await down.getByRole('button', { name: t('portal.retry') }).click();
    const malformed = page.locator('[data-page-state="malformed"]');
    await expect(malformed).toContainText(t('portal.search.malformed.title'));
    await expect(malformed).toContainText(t('portal.search.malformed.description'));
    await clearFaults(page);
    await malformed.getByRole('button', { name: t('portal.retry') }).click();
    await expect(group(page, 'report').getByRole('listitem')).toHaveCount(5);
    expect(crashes).toEqual([]);
  });

  test('a link to the support hub with a search (prerendered without one) hydrates without an error, then searches', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`${href('support', {}, 'en-GB')}?q=wheel`);
    await expect(group(page, 'product').getByRole('link', { name: 'GT Racing Wheel' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: t('portal.search.hub.label') })).toHaveValue('wheel');
    // The page hydrates as the build drew it, the search after: before, React's error 418 (a hydration mismatch).
    expect(errors).toEqual([]);
  });

  test('the support hub searches with the same call; German words find German FAQ articles', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(href('support', {}, 'en-GB'));
    const hubField = page.getByRole('searchbox', { name: t('portal.search.hub.label') });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') calls.push(request.url());
    });
    await hubField.fill('wheel');
    await page.getByRole('button', { name: t('portal.search.hub.submit') }).click();
    await expect(page).toHaveURL(/\/en-GB\/support\?q=wheel$/);
    await expect(group(page, 'product').getByRole('link', { name: 'GT Racing Wheel' })).toBeVisible();
    expect(calls.map((url) => new URL(url).searchParams.get('q'))).toEqual(['wheel']);

    await page.goto(href('support', {}, 'de-DE'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de-DE', 'portal.page.support.title'));
    const de = (key: string, values: Record<string, string> = {}) => text('de-DE', key, values);
    await hydrated(page);
    await page.locator('body').press('/');
    const field = page.getByRole('search', { name: de('portal.shell.search.label') }).getByRole('searchbox');
    await expect(field).toBeFocused();
    await page.keyboard.type('Erstattungen');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de-DE\/search\?q=Erstattungen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('portal.page.search.title'));
    await expect(group(page, 'faq').getByRole('link').first()).toHaveText('Wie beantrage ich eine Erstattung?');
    await checkA11y();
  });
});
