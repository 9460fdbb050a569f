// The player's products (/account/product, spec section 5) against the demo player's registrations
// (apps/api/src/seed/customer.ts): catalogue products whose id is registered, child products left out, each linking
// to its support page; the designed failure states; a fresh player's empty state.
import { signInFreshAccount } from './accounts';
import {
  clearFaults,
  clearFaultsAfterEach,
  expect,
  faultHits,
  href,
  injectFault,
  type Locator,
  newContext,
  type Page,
  signIn,
  t,
  test,
  text,
} from './fixtures';
import { type ListPage, loadFailureTests } from './load-failures';

const productsPath = '/api/support/customer/products';

/**
 * The demo player registered WHL-GT, MG-PRO-BLK (a colour of MG-PRO), REVO-X and RFR-STD-PL (the PlayStation
 * edition of Rally Frontier), latest first: the two child products are left out.
 */
const demoProducts = [
  { sku: 'WHL-GT', name: 'GT Racing Wheel', urlKey: 'gt-racing-wheel', serial: 'WGT-0193-77' },
  {
    sku: 'REVO-X',
    name: 'Revolution X Pro Controller',
    urlKey: 'revolution-x-pro-controller',
    serial: 'RVX-2025-0042-A',
  },
];

clearFaultsAfterEach();

function productList(page: Page): Locator {
  return page.getByRole('main').getByRole('list', { name: t('portal.page.account-product.title') });
}

test.describe('the demo player', () => {
  test.use({ signedIn: true });

  test('lists the registered top-level products, each linking to its support page', async ({ page, checkA11y }) => {
    await page.goto(href('account-product', {}, 'en-GB'));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.account-product.title'));
    await expect(page).toHaveTitle(t('portal.shell.documentTitle', { page: t('portal.page.account-product.title') }));
    const cards = productList(page).getByRole('listitem');
    await expect(cards).toHaveCount(demoProducts.length);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(demoProducts.map((product) => product.name));
    for (const product of demoProducts) {
      const card = page.locator(`[data-product="${product.sku}"]`);
      await expect(card.getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        href('support-product', { detail: product.urlKey }, 'en-GB'),
      );
      await expect(card).toContainText(product.serial);
    }
    // Child products are left out.
    await expect(page.locator('[data-product="MG-PRO-BLK"], [data-product="RFR-STD-PL"]')).toHaveCount(0);
    await expect(productList(page)).not.toContainText('MG Pro Wireless Controller');
    await expect(productList(page)).not.toContainText('Rally Frontier');
    await checkA11y();
  });

  test('keyboard: a product’s link opens its support page', async ({ page }) => {
    await page.goto(href('account-product', {}, 'en-GB'));
    const link = productList(page).getByRole('link', { name: 'GT Racing Wheel' });
    await expect(link).toBeVisible();
    for (let index = 0; index < 40; index++) {
      await page.keyboard.press('Tab');
      if (await link.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href('support-product', { detail: 'gt-racing-wheel' }, 'en-GB'));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'support');
  });

  const productsList: ListPage = {
    route: 'account-product',
    path: productsPath,
    name: 'products',
    items: (page) => productList(page).getByRole('listitem'),
    count: demoProducts.length,
    malformed: { items: [{ product_id: 'REVO-X' }], total_count: 1 },
  };
  loadFailureTests(productsList);
});

test('the locale’s catalogue failing falls back to the default locale’s', async ({ browser }) => {
  // A context of its own: the catalogue may be in the shared context's HTTP cache (max-age).
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page);
  await injectFault(page, { method: 'GET', path: '/api/cache/support/products/fr-FR', status: 503, times: 4 });
  await page.goto(href('account-product', {}, 'fr-FR'));
  const list = page.getByRole('main').getByRole('list', { name: text('fr-FR', 'portal.page.account-product.title') });
  await expect(list.getByRole('listitem')).toHaveCount(demoProducts.length);
  await expect(page.locator('[data-product="WHL-GT"]').getByRole('link')).toHaveAttribute(
    'href',
    href('support-product', { detail: 'gt-racing-wheel' }, 'fr-FR'),
  );
  expect((await faultHits(page))['GET /api/cache/support/products/fr-FR']).toBeGreaterThanOrEqual(2);
  await clearFaults(page);
  await context.close();
});

test('a player without products sees the empty state with a way to product support', async ({ page, checkA11y }) => {
  await signInFreshAccount(page, 'products');
  await page.goto(href('account-product', {}, 'en-GB'));
  const empty = page.locator('[data-page-state="empty"]');
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('heading', { level: 2 })).toHaveText(t('portal.products.empty.title'));
  await expect(empty).toContainText(t('portal.products.empty.description'));
  await expect(empty.getByRole('link', { name: t('portal.products.empty.action') })).toHaveAttribute(
    'href',
    href('support-products', {}, 'en-GB'),
  );
  await checkA11y();
});
