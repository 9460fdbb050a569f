// The signed-in home (issue 18, decision 033) against the real API: the demo player's blocks with data and by
// keyboard, a fresh player's blocks with none, one block failing while the others show (then "Try again"), and a
// smoke test in another locale.
import { signInFreshAccount } from './accounts';
import {
  clearFaults,
  expect,
  holdRequests,
  injectFault,
  newContext,
  type Page,
  signIn,
  t,
  test,
  text,
} from './fixtures';

const block = (page: Page, name: string) => page.locator(`[data-home-block="${name}"]`);

/** Adds up the page's layout shifts not caused by input, from its next load on (all of them, not Web Vitals' windows). */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts added up since the load (`watchLayoutShifts`). */
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);

test('the demo player’s home: every block with its data, axe-clean, the inbox reached by keyboard', async ({
  page,
  checkA11y,
}) => {
  await signIn(page);
  await page.goto('/en-GB/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.home.title'));
  await expect(page.getByText(t('portal.home.greeting', { name: 'DemoPlayer' }))).toBeVisible();

  const notifications = block(page, 'notifications');
  await expect(
    notifications.getByRole('list', { name: t('portal.home.notifications.title') }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(block(page, 'favorites').locator('[data-profile]').first()).toBeVisible();
  await expect(block(page, 'profiles').locator('[data-profile]').first()).toBeVisible();
  const playtests = block(page, 'playtests');
  await expect(playtests.locator('[data-home-part="joined"] [data-playtest]')).not.toHaveCount(0);
  await expect(playtests.locator('[data-home-part="open"] [data-playtest]').first()).toBeVisible();
  await expect(block(page, 'order').locator('[data-order]')).toHaveCount(1);
  const support = block(page, 'support');
  await expect(support.locator('[data-home-part="tickets"] [data-ticket]')).toContainText([
    'Left stick drifts after the firmware update',
  ]);
  await expect(support.locator('[data-home-part="reports"] [data-post]').first()).toBeVisible();
  await expect(block(page, 'shortcuts').getByRole('link')).toHaveCount(5);
  await expect(page.locator('[data-page-state]')).toHaveCount(0);
  await checkA11y();

  // Keyboard only: Tab reaches the inbox link, with a visible focus, and Enter follows it.
  const inbox = notifications.getByRole('link', { name: t('portal.home.notifications.link') });
  for (let presses = 0; presses < 40 && !(await inbox.evaluate((node) => node === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(inbox).toBeFocused();
  const outline = await inbox.evaluate((node) => getComputedStyle(node).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/en-GB/inbox');
});

test('on a phone, the blocks keep their place as the notifications and their texts arrive', async ({ browser }) => {
  // A context of its own: the worker's pages share one, and a phone's viewport would outlive the test.
  const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await signIn(page);
  await watchLayoutShifts(page);
  // The server draws the notifications into the page's first answer (decision 063) unless it cannot read them: it
  // tries once, so one failure each sends the page as its frame, with the placeholders, and the browser reads them.
  await injectFault(page, { method: 'GET', path: '/api/user/notifications', status: 503 });
  await injectFault(page, { method: 'GET', path: '/api/cache/nacmid/translations', status: 503 });
  // The notifications are held until their placeholders have been seen, their texts (the translations) until then.
  const releaseItems = await holdRequests(page, '**/api/user/notifications**');
  const releaseTexts = await holdRequests(page, '**/api/cache/nacmid/translations**');
  await page.goto('/en-GB/');
  const notifications = block(page, 'notifications');
  await expect(notifications.locator('[aria-busy="true"]').first()).toBeVisible();
  const before = await block(page, 'playtests').boundingBox();
  releaseItems();
  // The header's unread count reads the same answer: once it shows, the page has the notifications. Their cards still
  // wait for their texts (drawn before them, they changed height when the texts came: a layout shift of 0.07).
  await expect(page.getByRole('banner').locator('[data-part="badge"]')).toBeVisible();
  await expect(notifications.locator('[aria-busy="true"]').first()).toBeVisible();
  await expect(notifications.getByRole('listitem')).toHaveCount(0);
  releaseTexts();
  await expect(
    notifications.getByRole('list', { name: t('portal.home.notifications.title') }).getByRole('listitem'),
  ).toHaveCount(3);
  const after = await block(page, 'playtests').boundingBox();
  // The next block stays within two lines of where it was (the placeholders are as tall as three cards of the demo's;
  // a line more or less of text in them moves it by a line).
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? Number.NaN))).toBeLessThan(50);
  // Web Vitals' "good" is under 0.1; the cards alone moved the next block by 500 px (0.22) before.
  expect(await layoutShift(page)).toBeLessThan(0.05);
  await clearFaults(page);
  await context.close();
});

test('a fresh player’s home: each block says it has nothing yet', async ({ page, checkA11y }) => {
  await signInFreshAccount(page, 'home');
  await page.goto('/en-GB/');
  const empty = (name: string, part?: string) =>
    page.locator(
      `[data-home-block="${name}"] ${part === undefined ? '' : `[data-home-part="${part}"] `}[data-page-state="empty"]`,
    );
  await expect(empty('notifications')).toContainText(t('portal.home.notifications.empty'));
  await expect(empty('favorites')).toContainText(t('portal.home.favorites.empty'));
  await expect(empty('profiles')).toContainText(t('portal.home.profiles.empty'));
  await expect(empty('playtests', 'joined')).toContainText(t('portal.home.playtests.joinedEmpty'));
  await expect(empty('order')).toContainText(t('portal.home.order.empty'));
  await expect(empty('support', 'tickets')).toContainText(t('portal.home.support.ticketsEmpty'));
  await expect(empty('support', 'reports')).toContainText(t('portal.home.support.reportsEmpty'));
  // Open playtests are everyone's: a fresh player can join them.
  await expect(block(page, 'playtests').locator('[data-home-part="open"] [data-playtest]').first()).toBeVisible();
  await checkA11y();
});

test('a fresh player’s home on a phone keeps its place as the empty blocks arrive', async ({ browser }) => {
  // The notifications' empty state comes drawn in the first answer (decision 063): it was the block whose placeholders
  // gave way to a shorter empty state and moved every block under it (a layout shift of 0.086).
  const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await signInFreshAccount(page, 'home-phone');
    await watchLayoutShifts(page);
    await page.goto('/en-GB/');
    for (const name of ['notifications', 'favorites', 'profiles', 'order']) {
      await expect(page.locator(`[data-home-block="${name}"] [data-page-state="empty"]`)).toBeVisible();
    }
    await expect(page.locator('[data-home-block="support"] [data-page-state="empty"]')).toHaveCount(2);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  } finally {
    await context.close();
  }
});

test('a failing block shows its failure while the others show, and "Try again" brings it', async ({
  page,
  checkA11y,
}) => {
  await signIn(page);
  // GET calls are retried once: four failures make the first load and one retry fail.
  await injectFault(page, { method: 'GET', path: '/api/user/support/tickets', status: 503, times: 4 });
  try {
    await page.goto('/en-GB/');
    const failure = block(page, 'support').locator('[data-home-part="tickets"] [data-page-state="unavailable"]');
    await expect(failure).toContainText(t('portal.home.unavailable.title'));
    // The other blocks, and the other part of the same block, are there meanwhile.
    await expect(block(page, 'order').locator('[data-order]')).toHaveCount(1);
    await expect(block(page, 'notifications').getByRole('listitem').first()).toBeVisible();
    await expect(block(page, 'support').locator('[data-home-part="reports"] [data-post]').first()).toBeVisible();
    await checkA11y();
    await clearFaults(page);
    await failure.getByRole('button', { name: t('portal.retry') }).click();
    await expect(block(page, 'support').locator('[data-ticket]').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  } finally {
    await clearFaults(page);
  }
});

test('de-DE: the home in another locale', async ({ page, checkA11y }) => {
  await signIn(page);
  await page.goto('/de-DE/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de-DE', 'portal.page.home.title'));
  await expect(page.getByRole('heading', { level: 2, name: text('de-DE', 'portal.home.order.title') })).toBeVisible();
  await expect(block(page, 'order').locator('[data-order]')).toHaveCount(1);
  await checkA11y();
});
