// The order history (/customer/order, spec sections 3, 5, 7 and 9) against the demo player's orders
// (apps/api/src/seed/customer.ts): pending and payment_review left out, newest first, statuses, thumbnails from
// the image base address, game keys shown on demand and copied, the order whose keys do not parse, the search by
// order number with its format rule, further pages, and the designed failure states. A fresh player shows the
// empty state.
import { signInFreshAccount } from './accounts';
import {
  clearFaults,
  clearFaultsAfterEach,
  expect,
  href,
  injectFault,
  type Locator,
  newContext,
  type Page,
  signIn,
  t,
  tabTo,
  test,
  text,
} from './fixtures';
import { type ListPage, loadFailureTests } from './load-failures';

const ordersPath = '/api/nacon/sales/customer/orders';

/** The demo player's history, newest first: every order but NAEN000100111 (payment_review) and …112 (pending). */
const demoHistory = [
  ['NAEN000100110', 'pending_payment'],
  ['NAEN000100109', 'processing'],
  ['NAEN000100107', 'processing'],
  ['NAEN000100108', 'complete'],
  ['NAEN000100106', 'complete'],
  ['NAEN000100105', 'holded'],
  ['NAEN000100104', 'canceled'],
  ['NAEN000100103', 'closed'],
  ['NAEN000100102', 'complete'],
  ['NAEN000100101', 'complete'],
] as const;

clearFaultsAfterEach();

function orderList(page: Page): Locator {
  return page.getByRole('main').getByRole('list', { name: t('portal.page.customer-order.title') });
}

function orderCard(page: Page, orderId: string): Locator {
  return page.locator(`[data-order="${orderId}"]`);
}

function searchForm(page: Page) {
  const main = page.getByRole('main');
  return {
    field: main.getByRole('textbox', { name: t('portal.orders.search.label') }),
    submit: main.getByRole('button', { name: t('portal.orders.search.submit') }),
    clear: main.getByRole('button', { name: t('portal.orders.search.clear') }),
    status: main.locator('[data-part="search-status"]'),
  };
}

/** Presses Tab until `target` has focus (at most `limit` times): how a keyboard user gets there. */

/** The order searches the page sent (their `increment_id` value, or '' for the whole history). */
function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== ordersPath) return;
    const filter = [...url.searchParams.entries()].find(([, value]) => value === 'increment_id');
    const valueKey = filter?.[0].replace('[field]', '[value]');
    searches.push(valueKey === undefined ? '' : (url.searchParams.get(valueKey) ?? ''));
  });
  return searches;
}

test.describe('the demo player', () => {
  test.use({ signedIn: true });

  test('lists the history newest first without pending and payment_review, each with its status', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(href('customer-order', {}, 'en-GB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.customer-order.title'));
    await expect(page).toHaveTitle(t('portal.shell.documentTitle', { page: t('portal.page.customer-order.title') }));
    const cards = orderList(page).locator('[data-order]');
    await expect(cards).toHaveCount(demoHistory.length);
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-order')))).toEqual(
      demoHistory.map(([id]) => id),
    );
    for (const [id, status] of demoHistory) {
      const card = orderCard(page, id);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(t('portal.orders.order.title', { orderId: id }));
      await expect(card).toHaveAttribute('data-order-status', status);
      await expect(card.locator('[data-component="Badge"]')).toHaveText(t(`portal.orders.status.${status}`));
    }
    await expect(page.locator('[data-order="NAEN000100111"], [data-order="NAEN000100112"]')).toHaveCount(0);

    // Date and items: NAEN000100106 has a game and an accessory (2 pads).
    const order = orderCard(page, 'NAEN000100106');
    await expect(order.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    const items = order.getByRole('list', { name: t('portal.orders.order.items', { orderId: 'NAEN000100106' }) });
    await expect(items.getByRole('heading', { level: 3 })).toHaveText([
      'Steel Tide (PC)',
      'MG Pro Wireless Controller Black',
    ]);
    await expect(items.locator('[data-order-item="MG-PRO-BLK"]')).toContainText(
      t('portal.orders.item.quantity', { count: '2' }),
    );
    // The ten orders fit one page: no further page to ask for.
    await expect(page.locator('[data-component="LoadMore"] button')).toHaveCount(0);
    await checkA11y();
  });

  test('thumbnails are the image base address + the item image path + the 300x300 size, and load', async ({ page }) => {
    const config = (await (await page.request.get('/api/cache/public/config')).json()) as { imageBaseUrl: string };
    await page.goto(href('customer-order', {}, 'en-GB'));
    const item = orderCard(page, 'NAEN000100108').locator('[data-order-item="RFR-STD-PC"]');
    const thumbnail = item.locator('img[data-part="thumbnail"]');
    const base = config.imageBaseUrl.replace(/\/$/, '');
    await expect(thumbnail).toHaveAttribute('src', `${base}/products/RFR-STD-PC.svg?width=300&height=300`);
    await expect(thumbnail).toHaveAttribute('width', '300');
    await expect(thumbnail).toHaveAttribute('height', '300');
    await expect(thumbnail).toHaveAttribute('alt', '');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // Every item of the page has its thumbnail from the same base.
    const sources = await orderList(page)
      .locator('img[data-part="thumbnail"]')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.length).toBe(13);
    for (const source of sources)
      expect(source).toMatch(new RegExp(`^${base}/products/[A-Z0-9-]+\\.svg\\?width=300&height=300$`));
  });

  test('a game key is hidden until shown, and can be hidden again', async ({ page, checkA11y }) => {
    await page.goto(href('customer-order', {}, 'en-GB'));
    const item = orderCard(page, 'NAEN000100108').locator('[data-order-item="RFR-STD-PC"]');
    const keys = item.getByRole('list', { name: t('portal.orders.codes.title') }).getByRole('listitem');
    await expect(keys).toHaveCount(2);
    const steam = item.locator('[data-game-code="PC::Steam"]');
    await expect(steam).toContainText('Steam');
    await expect(item.locator('[data-game-code="PC::Epic Games Store"]')).toContainText('Epic Games Store');
    const code = steam.locator('[data-part="code"]');
    await expect(code).toHaveText(/^••••-••••-••••/);
    await expect(steam.getByRole('button', { name: t('portal.orders.codes.copy') })).toHaveCount(0);

    await steam.getByRole('button', { name: t('portal.orders.codes.show') }).click();
    await expect(steam).toHaveAttribute('data-revealed', 'true');
    await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await checkA11y();

    await steam.getByRole('button', { name: t('portal.orders.codes.hide') }).click();
    await expect(code).toHaveText(/^••••-••••-••••/);
    await expect(steam).toHaveAttribute('data-revealed', 'false');
  });

  test('the malformed keys of NAEN000100107 show a clear message, and the rest of the page works', async ({
    page,
    checkA11y,
  }) => {
    const crashes: Error[] = [];
    page.on('pageerror', (error) => crashes.push(error));
    await page.goto(href('customer-order', {}, 'en-GB'));
    const order = orderCard(page, 'NAEN000100107');
    const message = order.locator('[data-page-state="malformed"]');
    await expect(message).toBeVisible();
    await expect(message).toContainText(t('portal.orders.codes.malformed.title'));
    await expect(message).toContainText(t('portal.orders.codes.malformed.description', { orderId: 'NAEN000100107' }));
    await expect(message.getByRole('link', { name: t('portal.orders.codes.malformed.action') })).toHaveAttribute(
      'href',
      href('support-ecommerce', {}, 'en-GB'),
    );
    await expect(order.locator('[data-game-code]')).toHaveCount(0);
    // The other orders still show their keys.
    await expect(orderCard(page, 'NAEN000100109').locator('[data-game-code]')).toHaveCount(1);
    expect(crashes).toEqual([]);
    await checkA11y();
  });

  test('search: a valid number shows that order, lower case letters too, and "Show all orders" goes back', async ({
    page,
    checkA11y,
  }) => {
    const searches = recordSearches(page);
    await page.goto(href('customer-order', {}, 'en-GB'));
    await expect(orderList(page).locator('[data-order]')).toHaveCount(demoHistory.length);
    const form = searchForm(page);

    await form.field.fill('NAEN000100106');
    await form.submit.click();
    await expect(orderList(page).locator('[data-order]')).toHaveCount(1);
    await expect(orderCard(page, 'NAEN000100106')).toBeVisible();
    await expect(form.status).toHaveText(t('portal.orders.search.found', { orderId: 'NAEN000100106' }));
    expect(searches.at(-1)).toBe('NAEN000100106');
    await checkA11y();

    // The letters after NA may be typed in lower case: the shop's numbers are upper case.
    await form.field.fill('NAen000100103');
    await form.submit.click();
    await expect(orderCard(page, 'NAEN000100103')).toBeVisible();
    await expect(orderList(page).locator('[data-order]')).toHaveCount(1);
    expect(searches.at(-1)).toBe('NAEN000100103');

    await form.clear.click();
    await expect(orderList(page).locator('[data-order]')).toHaveCount(demoHistory.length);
    await expect(form.status).toHaveText('10 orders');
    await expect(form.field).toHaveValue('');
    await expect(form.field).toBeFocused();
    await expect(form.clear).toHaveCount(0);
  });

  test('search: a number of the wrong format is refused on the field, without a request', async ({
    page,
    checkA11y,
  }) => {
    const searches = recordSearches(page);
    await page.goto(href('customer-order', {}, 'en-GB'));
    await expect(orderList(page).locator('[data-order]')).toHaveCount(demoHistory.length);
    const sent = searches.length;
    const form = searchForm(page);
    for (const wrong of ['NA12345', 'XXEN000100106', 'NAEN00010010A', 'NAENGLISH000100106']) {
      await form.field.fill(wrong);
      await form.submit.click();
      await expect(form.field).toHaveAttribute('aria-invalid', 'true');
      await expect(form.field).toBeFocused();
      await expect(page.getByRole('main').getByText('Format must be NAXXXXXXXXXXX', { exact: true })).toBeVisible();
    }
    await checkA11y();
    expect(searches.length).toBe(sent);
    // The list is untouched and the typed value kept.
    await expect(orderList(page).locator('[data-order]')).toHaveCount(demoHistory.length);
    await expect(form.field).toHaveValue('NAENGLISH000100106');
  });

  test('search: no order with that number, including one still in payment review', async ({ page, checkA11y }) => {
    await page.goto(href('customer-order', {}, 'en-GB'));
    const form = searchForm(page);
    for (const missing of ['NAZZ999999999', 'NAEN000100111']) {
      await form.field.fill(missing);
      await form.submit.click();
      const empty = page.locator('[data-page-state="no-match"]');
      await expect(empty).toBeVisible();
      await expect(empty.getByRole('heading', { level: 2 })).toHaveText(
        t('portal.orders.search.none.title', { orderId: missing }),
      );
      await expect(form.status).toHaveText(t('portal.orders.search.none.title', { orderId: missing }));
      await expect(page.locator('[data-order]')).toHaveCount(0);
    }
    await checkA11y();
    await form.clear.click();
    await expect(orderList(page).locator('[data-order]')).toHaveCount(demoHistory.length);
  });

  test('further pages load on request and focus moves to the first new order', async ({ page, checkA11y }) => {
    // Smaller pages than the portal asks for, so that the ten demo orders take three.
    await page.route(`**${ordersPath}?**`, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('searchCriteria[pageSize]', '4');
      await route.continue({ url: url.href });
    });
    await page.goto(href('customer-order', {}, 'en-GB'));
    const cards = orderList(page).locator('[data-order]');
    await expect(cards).toHaveCount(4);
    const more = page.locator('[data-component="LoadMore"]');
    const button = more.getByRole('button');
    await expect(more.getByRole('status')).toHaveText('Showing 4 of 10');
    await button.click();
    await expect(cards).toHaveCount(8);
    await expect(page.getByText(t('portal.orders.order.title', { orderId: 'NAEN000100106' }))).toBeFocused();
    await checkA11y();
    await button.click();
    await expect(cards).toHaveCount(10);
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-order')))).toEqual(
      demoHistory.map(([id]) => id),
    );
    await expect(button).toHaveCount(0);
  });

  const ordersList: ListPage = {
    route: 'customer-order',
    path: ordersPath,
    name: 'orders',
    items: (page) => orderList(page).locator('[data-order]'),
    count: demoHistory.length,
    malformed: { items: [{ increment_id: 'NAEN000100101' }], total_count: 'many' },
  };
  loadFailureTests(ordersList);

  test('a session the server no longer accepts sends the player to sign in, with the way back', async ({ page }) => {
    // The client refreshes the session once and tries again; the start-up reads the orders too.
    await injectFault(page, {
      method: 'GET',
      path: ordersPath,
      status: 401,
      times: 8,
      body: JSON.stringify({ error: { code: 'unauthorized', message: 'Unauthorized' } }),
    });
    await page.goto(href('customer-order', {}, 'en-GB'));
    await expect(page).toHaveURL(`/en-GB/login?redirect=${encodeURIComponent('/en-GB/customer/order')}`);
    await expect(page.locator('[data-page-state]')).toHaveCount(0);
  });

  test('in another locale: texts, statuses, dates and amounts in that language', async ({ page, checkA11y }) => {
    await page.goto(href('customer-order', {}, 'fr-FR'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr-FR', 'portal.page.customer-order.title'));
    const order = orderCard(page, 'NAEN000100106');
    await expect(order.getByRole('heading', { level: 2 })).toHaveText(
      text('fr-FR', 'portal.orders.order.title', { orderId: 'NAEN000100106' }),
    );
    await expect(order.locator('[data-component="Badge"]')).toHaveText(text('fr-FR', 'portal.orders.status.complete'));
    await expect(order.locator('time')).toHaveText(/^\d{1,2} [a-zéû]+\.? \d{4}$/);
    await expect(order).toContainText('189,97');
    await expect(orderCard(page, 'NAEN000100104').locator('[data-component="Badge"]')).toHaveText('Annulée');
    await checkA11y();
  });

  test('a search the server refuses shows the format message on the field and keeps the list', async ({ page }) => {
    await page.goto(href('customer-order', {}, 'en-GB'));
    await expect(orderList(page).locator('[data-order]')).toHaveCount(demoHistory.length);
    await injectFault(page, {
      method: 'GET',
      path: ordersPath,
      status: 400,
      body: JSON.stringify({
        error: {
          code: 'invalid_query',
          message: 'The search criteria are not valid.',
          issues: [
            { path: 'searchCriteria.filterGroups.2.filters.0.value', code: 'other', message: 'Not an order number' },
          ],
        },
      }),
    });
    const form = searchForm(page);
    await form.field.fill('NAEN000100106');
    await form.submit.click();
    await expect(form.field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByText('Format must be NAXXXXXXXXXXX', { exact: true })).toBeVisible();
    await expect(form.field).toHaveValue('NAEN000100106');
    await expect(orderList(page).locator('[data-order]')).toHaveCount(demoHistory.length);
  });
});

test('keyboard only: search, show a key and copy it to the clipboard', async ({ browser }) => {
  const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(href('customer-order', {}, 'en-GB'));
  await expect(orderList(page).locator('[data-order]')).toHaveCount(demoHistory.length);
  const form = searchForm(page);
  await tabTo(page, form.field, 30);
  await page.keyboard.type('NAEN000100109');
  await page.keyboard.press('Enter');
  await expect(orderList(page).locator('[data-order]')).toHaveCount(1);

  const key = orderCard(page, 'NAEN000100109').locator('[data-game-code="PlayStation::PS5"]');
  const show = key.getByRole('button', { name: t('portal.orders.codes.show') });
  await tabTo(page, show, 30);
  await page.keyboard.press('Enter');
  const code = key.locator('[data-part="code"]');
  await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const copy = key.getByRole('button', { name: t('portal.orders.codes.copy') });
  await tabTo(page, copy, 3);
  await page.keyboard.press('Enter');
  await expect(key.locator('[data-part="copy-status"]')).toHaveText(t('portal.orders.codes.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  await clearFaults(page);
  await context.close();
});

test('a player without orders sees the empty state', async ({ page, checkA11y }) => {
  await signInFreshAccount(page, 'orders');
  await page.goto(href('customer-order', {}, 'en-GB'));
  const empty = page.locator('[data-page-state="empty"]');
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('heading', { level: 2 })).toHaveText(t('portal.orders.empty.title'));
  await expect(empty).toContainText(t('portal.orders.empty.description'));
  await checkA11y();
  // The search says "no order" for a number of someone else's order.
  const form = searchForm(page);
  await form.field.fill('NAEN000100101');
  await form.submit.click();
  await expect(page.locator('[data-page-state="no-match"]')).toBeVisible();
});

test('signed out: the page sends the player to sign in and back', async ({ page }) => {
  await page.goto(href('customer-order', {}, 'en-GB'));
  await expect(page).toHaveURL(/\/en-GB\/login\?redirect=%2Fen-GB%2Fcustomer%2Forder$/);
});
