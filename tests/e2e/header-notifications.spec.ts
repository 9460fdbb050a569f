// The header's unread notifications for a signed-in player: fetched after the page shows, in a chunk of its own,
// kept when a later fetch fails (spec section 8), fetched again when the player leaves the inbox.
import { expect, type Page, signIn, test, text } from './fixtures';

/** The demo player's unread notifications, as the API counts them now (other tests may read some). */
async function apiUnread(page: Page): Promise<number> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { accessToken: string } };
  const answer = await page.request.get('/api/user/notifications', {
    headers: { authorization: `Bearer ${session.user.accessToken}` },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { read_state: boolean }[] };
  return data.filter((notification) => !notification.read_state).length;
}

/** The inbox link's name (the design system's `ui.siteHeader.unread` in English). */
const unreadName = (count: number) =>
  count === 0 ? 'No unread notifications' : `${count} unread notification${count === 1 ? '' : 's'}`;

const inboxLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /unread notification/ });

/** The header shows the API's count (reloading once more if another test read a notification meanwhile). */
async function expectHeaderCount(page: Page): Promise<number> {
  let shown = 0;
  await expect(async () => {
    shown = await apiUnread(page);
    try {
      await expect(inboxLink(page)).toHaveAccessibleName(unreadName(shown), { timeout: 3_000 });
    } catch (error) {
      await page.reload();
      throw error;
    }
  }).toPass({ timeout: 20_000 });
  return shown;
}

test('anonymous players neither see the inbox link nor fetch notifications', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/notifications') asked.push(request.url());
  });
  await page.goto('/en-GB/support');
  await expect(
    page.getByRole('banner').getByRole('link', { name: text('en-GB', 'portal.shell.signIn') }),
  ).toBeVisible();
  await expect(inboxLink(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a signed-in player sees the unread count on the inbox link; a failed refresh keeps it', async ({
  page,
  checkA11y,
}) => {
  await signIn(page);
  await page.goto('/en-GB/support');
  // The demo player is shared: earlier tests may have read some or all of the notifications. The header says
  // whatever the API counts now (data.spec.ts checks the badge against a list with unread notifications in it).
  const unread = await expectHeaderCount(page);
  await expect(inboxLink(page)).toHaveAttribute('href', '/en-GB/inbox');
  const badge = page.getByRole('banner').locator('[data-part="badge"]');
  if (unread > 0) await expect(badge).toHaveText(String(unread));
  else await expect(badge).toHaveCount(0);
  await checkA11y();

  // The header's next fetch fails: the header keeps the count it had. (The inbox shows the list the header's count
  // was read from, loaded a moment ago: it asks for none of its own, decision 058.)
  await page.route('**/api/user/notifications', (route) => route.fulfill({ status: 503, body: '' }));
  await inboxLink(page).click();
  await expect(page).toHaveURL('/en-GB/inbox');
  const headerRefresh = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/user/notifications' && response.status() === 503,
  );
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en-GB', 'portal.shell.nav.support') })
    .click();
  await expect(page).toHaveURL('/en-GB/support');
  await headerRefresh;
  await expect(inboxLink(page)).toHaveAccessibleName(unreadName(unread));

  // Answers again: leaving the inbox fetches the count anew.
  await page.unroute('**/api/user/notifications');
  await inboxLink(page).click();
  await expect(page).toHaveURL('/en-GB/inbox');
  const fetched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/user/notifications' && response.ok(),
  );
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en-GB', 'portal.shell.nav.support') })
    .click();
  await fetched;
  await expectHeaderCount(page);
});
