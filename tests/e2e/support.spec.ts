// The support hub (spec sections 2, 3, 5 and 7) against the real API and the demo data (apps/api/src/seed): the
// hub with the player's requests, the supported games, the top-level products filtered by platform (kept in the
// address), shop help with the order lookup, and a product's help with its ticket form behind the product guard.
// Each page's loading, empty and failure states come from `page.route`; a ticket is sent by a fresh player, so
// the demo player's requests stay as they were. One smoke test per page in another locale.
import { signInFreshAccount } from './accounts';
import {
  accessToken,
  demoAccount,
  expect,
  holdRequests,
  href,
  type Locale,
  type Page,
  refuseOnce,
  signIn,
  signInPrompt,
  t,
  test,
  text,
} from './fixtures';

const orderRule = 'Format must be NAXXXXXXXXXXX';

interface ApiProduct {
  product_sku: string;
  parent_id: number | null;
  parent_sku: string | null;
  name: string;
  url_key: string;
  platform_compatibility: string[];
}

async function apiProducts(page: Page): Promise<ApiProduct[]> {
  const answer = await page.request.get('/api/cache/support/products/en-GB');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ApiProduct[];
}

/** Top-level products on a platform, computed here from the rules (not with the app's code). */
function expectedProducts(products: ApiProduct[], platform: string | null): string[] {
  return products
    .filter((item) => item.parent_id === null && item.parent_sku === null)
    .filter(
      (item) =>
        platform === null ||
        item.platform_compatibility.some(
          (name) => name === platform || (!platform.includes('::') && name.startsWith(`${platform}::`)),
        ),
    )
    .map((item) => item.product_sku);
}

/** Fails every request matching `pattern` (the client's retry included) until the route is removed. */
async function failRequests(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, (route) => route.fulfill({ status: 503, json: { error: { code: 'unavailable' } } }));
}

const retryButton = (page: Page) => page.getByRole('button', { name: t('portal.retry') });
const unavailable = (page: Page) => page.locator('[data-page-state="unavailable"]');

test.describe('/support', () => {
  test('leads to games, products and shop help; an anonymous player is offered to sign in and come back', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(href('support', {}, 'en-GB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.support.title'));
    const sections = page.getByRole('list', { name: t('portal.support.hub.sections') });
    for (const [name, route] of [
      ['games', 'support-games'],
      ['products', 'support-products'],
      ['ecommerce', 'support-ecommerce'],
    ] as const) {
      await expect(sections.getByRole('link', { name: t(`portal.support.hub.${name}.title`) })).toHaveAttribute(
        'href',
        href(route, {}, 'en-GB'),
      );
    }
    await signInPrompt(page, {
      description: t('portal.support.requests.anonymous'),
      link: t('portal.support.signIn'),
      back: '/en-GB/support',
    });
    await checkA11y();
  });

  test('a signed-in player sees their requests, newest first, with their state in words', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page);
    await page.goto(href('support', {}, 'en-GB'));
    const requests = page.locator('[data-page-state="requests"]');
    await expect(requests).toBeVisible();
    // The demo player's request about the Revolution X pad is waiting for their reply.
    const drift = requests.locator('[data-ticket]', { hasText: 'Left stick drifts after the firmware update' });
    await expect(drift).toContainText(t('portal.support.requests.status.pending'));
    await expect(drift).toContainText('Revolution X Pro Controller');
    await checkA11y();
  });

  test('requests: loading, empty for a new player, and a failure with “Try again”', async ({ page, checkA11y }) => {
    await signInFreshAccount(page, 'support');
    const release = await holdRequests(page, '**/api/user/support/tickets');
    await page.goto(href('support', {}, 'en-GB'));
    await expect(page.locator('[data-component="Skeleton"]')).toContainText(t('portal.support.requests.loading'));
    release();
    await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.support.requests.empty.title'));
    await checkA11y();

    await page.unrouteAll({ behavior: 'wait' });
    await failRequests(page, '**/api/user/support/tickets');
    await page.reload();
    await expect(unavailable(page)).toContainText(t('portal.support.unavailable.title'));
    await checkA11y();
    await page.unrouteAll({ behavior: 'wait' });
    await retryButton(page).click();
    await expect(page.locator('[data-page-state="empty"]')).toBeVisible();

    // A request about a game names the game, not its code.
    const games = (await (await page.request.get('/api/cache/support/games')).json()) as {
      items: { code: string; name: string }[];
    };
    const steelTide = games.items.find((game) => game.code === 'steel-tide');
    const created = await page.request.post('/api/user/support/tickets', {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      data: {
        product: 'steel-tide',
        platform_id: 31,
        severity: 'high',
        subject: 'Campaign save lost',
        description: 'My campaign save went missing after a crash.',
      },
    });
    expect(created.status()).toBe(200);
    await page.reload();
    const listed = page.locator('[data-ticket]', { hasText: 'Campaign save lost' });
    await expect(listed).toContainText(steelTide?.name ?? 'no game named steel-tide');
    await expect(listed).not.toContainText('steel-tide');
  });
});

test.describe('/support/games', () => {
  test('lists the active games, then the inactive ones marked as such, each leading to its dashboard', async ({
    page,
    checkA11y,
  }) => {
    const answer = await page.request.get('/api/cache/support/games');
    const { items } = (await answer.json()) as { items: { code: string; name: string; is_active: boolean }[] };
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');
    const expected = [
      ...items.filter((game) => game.is_active).sort(byName),
      ...items.filter((game) => !game.is_active).sort(byName),
    ];
    expect(expected.some((game) => !game.is_active)).toBe(true);
    await page.goto(href('support-games', {}, 'en-GB'));
    const cards = page.locator('[data-game]');
    await expect(cards).toHaveCount(expected.length);
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-game')))).toEqual(
      expected.map((game) => game.code),
    );
    for (const game of expected) {
      const card = page.locator(`[data-game="${game.code}"]`);
      await expect(card.getByRole('link', { name: game.name })).toHaveAttribute(
        'href',
        href('support-game-dashboard', { code: game.code }, 'en-GB'),
      );
      if (game.is_active) await expect(card).not.toContainText(t('portal.support.games.inactive.badge'));
      else await expect(card).toContainText(t('portal.support.games.inactive.badge'));
    }
    await checkA11y();
  });

  test('loading, empty and failure with “Try again”', async ({ page, checkA11y }) => {
    const release = await holdRequests(page, '**/api/cache/support/games');
    await page.goto(href('support-games', {}, 'en-GB'));
    await expect(page.locator('[data-component="Skeleton"]')).toContainText(t('portal.support.games.loading'));
    release();
    await expect(page.locator('[data-game]').first()).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    await page.route('**/api/cache/support/games', (route) => route.fulfill({ json: { items: [], size: 0 } }));
    await page.reload();
    await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.support.games.empty.title'));
    await checkA11y();
    await page.unrouteAll({ behavior: 'wait' });

    await failRequests(page, '**/api/cache/support/games');
    await page.reload();
    await expect(unavailable(page)).toContainText(t('portal.support.unavailable.description'));
    await checkA11y();
    await page.unrouteAll({ behavior: 'wait' });
    await retryButton(page).click();
    await expect(page.locator('[data-game]').first()).toBeVisible();
  });
});

test.describe('/support/products', () => {
  test('shows top-level products only; a global platform takes in its models; the filter stays in the address', async ({
    page,
    checkA11y,
  }) => {
    const products = await apiProducts(page);
    const all = expectedProducts(products, null);
    expect(all.length).toBeLessThan(products.length);
    await page.goto(href('support-products', {}, 'en-GB'));
    const cards = page.locator('[data-product]');
    await expect(cards).toHaveCount(all.length);
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-product')))).toEqual(all);
    await expect(page.locator(`[data-product="${all[0]}"]`).getByRole('link')).toHaveAttribute(
      'href',
      href('support-product', { detail: products.find((item) => item.product_sku === all[0])?.url_key ?? '' }, 'en-GB'),
    );

    // Keyboard only: open the filter, choose “PlayStation (all models)”.
    const filter = page.getByRole('main').getByRole('combobox', { name: t('portal.support.products.filter.platform') });
    await filter.focus();
    await page.keyboard.press('Enter');
    const global = page.getByRole('option', {
      name: t('portal.support.products.filter.global', { platform: 'PlayStation' }),
    });
    await expect(global).toBeVisible();
    for (let step = 0; step < 20 && !(await global.evaluate((node) => node === document.activeElement)); step++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('platform')).toBe('PlayStation');
    const onPlayStation = expectedProducts(products, 'PlayStation');
    await expect(cards).toHaveCount(onPlayStation.length);
    await page.reload();
    await expect(cards).toHaveCount(onPlayStation.length);
    await checkA11y();

    // A model narrows further; a global platform holds more than any of its models.
    await page.goto(`${href('support-products', {}, 'en-GB')}?platform=${encodeURIComponent('PlayStation::PS4')}`);
    const onPs4 = expectedProducts(products, 'PlayStation::PS4');
    expect(onPs4.length).toBeLessThan(onPlayStation.length);
    await expect(cards).toHaveCount(onPs4.length);
    // A platform nothing runs on is ignored: the whole list.
    await page.goto(`${href('support-products', {}, 'en-GB')}?platform=Amiga`);
    await expect(cards).toHaveCount(all.length);
  });

  test('loading, empty and failure with “Try again”', async ({ page, checkA11y }) => {
    const release = await holdRequests(page, '**/api/cache/support/products/**');
    await page.goto(href('support-products', {}, 'en-GB'));
    await expect(page.locator('[data-component="Skeleton"]')).toContainText(t('portal.support.products.loading'));
    release();
    await expect(page.locator('[data-product]').first()).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    await page.route('**/api/cache/support/products/**', (route) => route.fulfill({ json: [] }));
    await page.reload();
    await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.support.products.empty.title'));
    await checkA11y();
    await page.unrouteAll({ behavior: 'wait' });

    await failRequests(page, '**/api/cache/support/products/**');
    await page.reload();
    await expect(unavailable(page)).toBeVisible();
    await checkA11y();
    await page.unrouteAll({ behavior: 'wait' });
    await retryButton(page).click();
    await expect(page.locator('[data-product]').first()).toBeVisible();
  });
});

test.describe('/support/ecommerce', () => {
  const field = (page: Page) => page.getByRole('textbox', { name: t('portal.support.ecommerce.lookup.label') });
  const submit = (page: Page) => page.getByRole('button', { name: t('portal.support.ecommerce.lookup.submit') });

  test('the order number rule, then a signed-in player is taken to that order (keyboard only)', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page);
    await page.goto(href('support-ecommerce', {}, 'en-GB'));
    await expect(page.getByRole('heading', { level: 2, name: t('portal.support.ecommerce.help.title') })).toBeVisible();
    await field(page).focus();
    await page.keyboard.type('NAEN12');
    await page.keyboard.press('Enter');
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main')).toContainText(orderRule);
    await checkA11y();

    // A number that follows the rule but is none of the player's.
    await field(page).fill('NAEN999999999');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toContainText(
      t('portal.support.ecommerce.lookup.none', { orderId: 'NAEN999999999' }),
    );

    // The demo player's order, typed in lower case after NA: the orders page opens on it.
    await field(page).fill('NAen000100102');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${href('customer-order', {}, 'en-GB')}?order=NAEN000100102`);
    await expect(page.getByRole('textbox', { name: /order/i }).first()).toHaveValue('NAEN000100102');
    await expect(page.locator('[data-page-state="list"]')).toContainText('NAEN000100102');
  });

  test('an anonymous lookup goes through sign-in on to the order', async ({ page, checkA11y }) => {
    await page.goto(href('support-ecommerce', {}, 'en-GB'));
    await expect(page.locator('[data-page-state="anonymous"]')).toContainText(
      t('portal.support.ecommerce.lookup.anonymous'),
    );
    await checkA11y();
    await field(page).fill('NAEN000100102');
    await submit(page).click();
    const target = `${href('customer-order', {}, 'en-GB')}?order=NAEN000100102`;
    await expect(page).toHaveURL(`/en-GB/login?redirect=${encodeURIComponent(target)}`);
  });

  test('a failed search says so and keeps the number', async ({ page }) => {
    await signIn(page);
    await page.goto(href('support-ecommerce', {}, 'en-GB'));
    await expect(field(page)).toBeVisible();
    await failRequests(page, '**/api/nacon/sales/customer/orders**');
    await field(page).fill('NAEN000100102');
    await submit(page).click();
    await expect(page.getByRole('main')).toContainText(t('portal.support.ecommerce.lookup.unavailable'));
    await expect(field(page)).toHaveValue('NAEN000100102');
    await expect(page).toHaveURL(href('support-ecommerce', {}, 'en-GB'));
  });
});

test.describe('/support/product/{detail...}', () => {
  const product = 'revolution-x-pro-controller';
  const productUrl = href('support-product', { detail: product }, 'en-GB');

  test('an unknown product is the fatal 404, and the previous address comes back', async ({ page }) => {
    const path = '/en-GB/support/product/no-such-pad';
    await page.goto(href('support-products', {}, 'en-GB'));
    await expect(page.locator('[data-product]').first()).toBeVisible();
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.error.notFound.heading'));
    await expect(page.locator('[data-part="error-detail"]')).toHaveText(t('portal.error.guardFailed', { path }));
    await expect(page).toHaveURL(href('support-products', {}, 'en-GB'));
  });

  test('an anonymous player reads what the form is for and signs in to come back to it', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(productUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revolution X Pro Controller');
    await expect(page.getByRole('main')).toContainText(
      t('portal.support.ticket.purpose', { product: 'Revolution X Pro Controller' }),
    );
    await expect(page.getByRole('combobox', { name: t('portal.support.ticket.platform.label') })).toHaveCount(0);
    await checkA11y();
    await page.getByRole('link', { name: t('portal.support.ticket.signIn') }).click();
    await expect(page).toHaveURL(`/en-GB/login?redirect=${encodeURIComponent(productUrl)}`);
    const main = page.getByRole('main');
    await main.getByLabel(t('portal.login.login.label')).fill(demoAccount.email);
    await main.getByLabel(t('portal.login.password.label'), { exact: true }).fill(demoAccount.password);
    await main.getByRole('button', { name: t('portal.login.submit') }).click();
    await expect(page).toHaveURL(productUrl);
    await expect(page.getByRole('combobox', { name: t('portal.support.ticket.platform.label') })).toBeVisible();
  });

  test('a ticket sent with a model platform is listed in the hub; an order that is not the player’s is refused', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await signInFreshAccount(page, 'ticket');
    const options = (await (await page.request.get('/api/cache/support/ticket/REVO-X/platform/options')).json()) as {
      id: number;
      name: string;
    }[];
    const model = options.find((option) => option.name === 'PlayStation::PS5');
    expect(model).toBeDefined();
    await page.goto(productUrl);
    const form = page.getByRole('form', { name: t('portal.support.ticket.title') });
    await expect(form).toBeVisible();
    await checkA11y();

    // Keyboard: the platform select shows models by their display name (“PS5”, not “PlayStation::PS5”).
    await form.getByRole('combobox', { name: t('portal.support.ticket.platform.label') }).click();
    await page.getByRole('option', { name: 'PS5', exact: true }).click();
    await form.getByRole('combobox', { name: t('portal.support.ticket.severity.label') }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await form.getByRole('textbox', { name: t('portal.support.ticket.order.label') }).fill('NAEN12');
    const subject = `Stick drift ${Date.now()}`;
    await form.getByRole('textbox', { name: t('portal.support.ticket.subject.label') }).fill(subject);
    await form
      .getByRole('textbox', { name: t('portal.support.ticket.description.label') })
      .fill('The left stick drifts upwards in every game since the last update.');
    await form.getByRole('button', { name: t('portal.support.ticket.submit') }).click();
    await expect(form).toContainText(orderRule);

    // The rule passes, but a new player has no orders: the server refuses, every value kept.
    await form.getByRole('textbox', { name: t('portal.support.ticket.order.label') }).fill('NAEN000100102');
    await form.getByRole('button', { name: t('portal.support.ticket.submit') }).click();
    await expect(form).toContainText(t('portal.support.ticket.error.order', { orderId: 'NAEN000100102' }));
    await expect(form.getByRole('textbox', { name: t('portal.support.ticket.subject.label') })).toHaveValue(subject);

    // Too many requests (decision 044): said inside the form with "Try again", which sends the same ticket.
    await form.getByRole('textbox', { name: t('portal.support.ticket.order.label') }).fill('');
    const tryAgain = await refuseOnce(
      page,
      { form, method: 'POST', path: '/api/user/support/tickets', kind: 'tooMany' },
      () => form.getByRole('button', { name: t('portal.support.ticket.submit') }).click(),
    );
    await expect(form.getByRole('textbox', { name: t('portal.support.ticket.subject.label') })).toHaveValue(subject);
    await expect(form.getByRole('combobox', { name: t('portal.support.ticket.platform.label') })).toContainText('PS5');
    await tryAgain.click();
    const sent = page.locator('[data-page-state="sent"]');
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await checkA11y();

    const answer = await page.request.get('/api/user/support/tickets', {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    const tickets = ((await answer.json()) as { data: { subject: string; platform_id: number; product: string }[] })
      .data;
    expect(tickets[0]).toMatchObject({ subject, platform_id: model?.id, product: 'REVO-X' });

    await sent.getByRole('link', { name: t('portal.support.ticket.sent.requests') }).click();
    await expect(page).toHaveURL(href('support', {}, 'en-GB'));
    const listed = page.locator('[data-ticket]').first();
    await expect(listed).toContainText(subject);
    await expect(listed).toContainText(t('portal.support.requests.status.open'));
    // After a reload the list comes from the server.
    await page.reload();
    await expect(page.locator('[data-ticket]').first()).toContainText(subject);
  });

  test('the platform options: loading, none, and a failure with “Try again”', async ({ page, checkA11y }) => {
    await signIn(page);
    const pattern = '**/api/cache/support/ticket/REVO-X/platform/options';
    const release = await holdRequests(page, pattern);
    await page.goto(productUrl);
    await expect(page.locator('[data-component="Skeleton"]')).toContainText(t('portal.support.ticket.loading'));
    release();
    await expect(page.getByRole('combobox', { name: t('portal.support.ticket.platform.label') })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    await page.route(pattern, (route) => route.fulfill({ json: [] }));
    await page.reload();
    await expect(page.locator('[data-page-state="no-platforms"]')).toContainText(
      t('portal.support.ticket.noPlatforms.title'),
    );
    await page.unrouteAll({ behavior: 'wait' });

    await failRequests(page, pattern);
    await page.reload();
    await expect(unavailable(page)).toBeVisible();
    // The product's help stays: only the form waits for its platforms.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revolution X Pro Controller');
    await checkA11y();
    await page.unrouteAll({ behavior: 'wait' });
    await retryButton(page).click();
    await expect(page.getByRole('combobox', { name: t('portal.support.ticket.platform.label') })).toBeVisible();
  });
});

/** The access token of the page's session (`GET /api/auth/session`). */

test.describe('in another locale', () => {
  const locale: Locale = 'fr-FR';
  for (const [name, detail, signedIn, ready] of [
    ['support', undefined, true, '[data-page-state="requests"]'],
    ['support-games', undefined, false, '[data-game]'],
    ['support-products', undefined, false, '[data-product]'],
    ['support-ecommerce', undefined, false, '[data-page-state="anonymous"]'],
    ['support-product', 'revolution-x-pro-controller', true, 'form'],
  ] as const) {
    test(`${name} in ${locale}`, async ({ page, checkA11y }) => {
      if (signedIn) await signIn(page);
      await page.goto(href(name, (detail === undefined ? {} : { detail }) as never, locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator(ready).first()).toBeVisible();
      if (name !== 'support-product') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, `portal.page.${name}.title`));
      } else {
        await expect(page.getByRole('main')).toContainText(text(locale, 'portal.support.ticket.platform.label'));
      }
      await checkA11y();
    });
  }
});
