// The HTTP client under failures the server plans for it (FAULT_INJECTION): a GET that fails once is retried and
// the page shows its data, a PUT is never retried and its failure is said, a malformed answer of a start-up call
// is a designed message rather than a crash (spec section 8).
import { readFileSync } from 'node:fs';
import {
  clearFaults,
  clearFaultsAfterEach,
  expect,
  faultHits,
  injectFault,
  newContext,
  type Page,
  signIn,
  test,
  text,
} from './fixtures';

const inboxMessages = JSON.parse(
  readFileSync(new URL('../../apps/portal/src/features/inbox/messages/en-GB.json', import.meta.url), 'utf8'),
) as Record<string, string>;

clearFaultsAfterEach();

/** The notifications the inbox lists. */
function notifications(page: Page) {
  return page.getByRole('main').getByRole('list', { name: text('en-GB', 'portal.page.user-inbox.title') });
}

test('a GET that fails once with 503 is retried, and the page shows its data', async ({ page }) => {
  await signIn(page);
  await injectFault(page, { method: 'GET', path: '/api/user/notifications', status: 503 });
  await page.goto('/en-GB/inbox');
  await expect(notifications(page).getByRole('heading', { name: 'Order shipped' })).toBeVisible();
  await expect(notifications(page).getByText('Your order NAEN000100108 has shipped.')).toBeVisible();
  await expect(page.locator('[data-page-state="failed"]')).toHaveCount(0);
  expect((await faultHits(page))['GET /api/user/notifications']).toBe(2);
});

test('a failing PUT is not retried: the change is refused with a designed message, then works', async ({
  page,
  checkA11y,
}) => {
  await signIn(page);
  await page.goto('/en-GB/inbox');
  const item = notifications(page).locator('[data-notification][data-read="false"]').first();
  await expect(item).toBeVisible();
  const id = await item.getAttribute('data-notification');
  const markRead = item.getByRole('button', { name: inboxMessages['portal.inbox.markRead'] });

  await injectFault(page, { method: 'PUT', path: '/api/user/notification', status: 503 });
  await markRead.click();
  const failure = page.getByRole('alert').filter({ hasText: inboxMessages['portal.inbox.markFailed.title'] });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(inboxMessages['portal.inbox.markFailed.description'] ?? '');
  expect((await faultHits(page))['PUT /api/user/notification']).toBe(1);
  const same = notifications(page).locator(`[data-notification="${id}"]`);
  await expect(same).toHaveAttribute('data-read', 'false');
  await checkA11y();

  // The header's count follows the list on the page.
  const unreadHere = async () => notifications(page).locator('[data-notification][data-read="false"]').count();
  const headerCount = page.getByRole('banner').locator('[data-part="badge"]');
  await expect(headerCount).toHaveText(String(await unreadHere()));
  const before = await unreadHere();

  // The fault was used up: the next try goes through and the notification is read.
  await markRead.click();
  await expect(same).toHaveAttribute('data-read', 'true');
  // …and the header's count goes down with it, without leaving the inbox.
  if (before === 1) await expect(headerCount).toHaveCount(0);
  else await expect(headerCount).toHaveText(String(before - 1));
  await expect(failure).toHaveCount(0);
  expect((await faultHits(page))['PUT /api/user/notification']).toBe(2);
});

test('a malformed 200 answer of a start-up call is a designed message, not a crash', async ({ browser }) => {
  // A context of its own: the public reads may be answered from the shared context's HTTP cache (max-age).
  const context = await newContext(browser);
  const page = await context.newPage();
  const crashes: Error[] = [];
  page.on('pageerror', (error) => crashes.push(error));

  // The configuration (site data): without it the portal cannot run, so it says so on its error page.
  await injectFault(page, {
    method: 'GET',
    path: '/api/cache/public/config',
    status: 200,
    body: JSON.stringify({ defaultLocale: 'en-GB', features: 'all of them' }),
  });
  await page.goto('/en-GB/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  await expect(page.locator('[data-part="error-detail"]')).toHaveText(text('en-GB', 'portal.error.configFailed'));
  await expect(page).toHaveTitle('An error occured');

  // Other start-up data: a malformed answer is swallowed (spec section 8) and the page works as usual.
  await injectFault(page, { method: 'GET', path: '/api/cache/profiles', status: 200, body: '{"not":"a list"}' });
  await injectFault(page, { method: 'GET', path: '/api/cache/support/games', status: 200, body: 'not json' });
  await page.goto('/en-GB/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.support.title'));
  await expect.poll(async () => (await faultHits(page))['GET /api/cache/support/games']).toBe(1);
  expect((await faultHits(page))['GET /api/cache/profiles']).toBe(1);
  expect(crashes).toEqual([]);
  await clearFaults(page);
  await context.close();
});

test('the signed-in home has no axe violations', async ({ page, checkA11y }) => {
  await signIn(page);
  await page.goto('/en-GB/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.home.title'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'DemoPlayer' })).toBeVisible();
  await checkA11y();
});
