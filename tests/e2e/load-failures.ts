// The designed failure states of a page that reads one list (orders, owned products): the server down, then a
// retry that works; a malformed answer, then a retry that works. The specs pass what differs.
import { clearFaults, expect, faultHits, href, injectFault, type Locator, type Page, t, test } from './fixtures';

export interface ListPage {
  route: 'customer-order' | 'account-product';
  /** The API path the page reads. */
  path: string;
  /** The page's name in its state attribute and its texts: `orders` → `data-page-state`, `portal.orders.*`. */
  name: 'orders' | 'products';
  /** The list's items. */
  items: (page: Page) => Locator;
  /** How many items the list shows once the retry worked. */
  count: number;
  /** An answer that does not match the list's schema (served with status 200). */
  malformed: unknown;
}

type CheckA11y = () => Promise<void>;

/** The server down: a designed message with a retry that works. */
async function serverDownThenRetry(page: Page, checkA11y: CheckA11y, list: ListPage): Promise<void> {
  // GET calls are retried once, and the start-up loads the same data for a signed-in player (spec section 1):
  // four failures make both loads fail, whichever asks first.
  await injectFault(page, { method: 'GET', path: list.path, status: 503, times: 4 });
  await page.goto(href(list.route, {}, 'en-GB'));
  const failure = page.locator(`[data-page-state="unavailable"]`);
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(t(`portal.${list.name}.unavailable.title`));
  await expect(failure).toContainText(t(`portal.${list.name}.unavailable.description`));
  expect((await faultHits(page))[`GET ${list.path}`]).toBeGreaterThanOrEqual(2);
  await checkA11y();
  await clearFaults(page);
  await failure.getByRole('button', { name: t(`portal.retry`) }).click();
  await expect(list.items(page)).toHaveCount(list.count);
  await expect(failure).toHaveCount(0);
}

/** A malformed answer (with status 200): a designed message, not a crash, and a retry that works. */
async function malformedThenRetry(page: Page, checkA11y: CheckA11y, list: ListPage): Promise<void> {
  const crashes: Error[] = [];
  page.on('pageerror', (error) => crashes.push(error));
  // The start-up reads the same data once: both get the bad body.
  await injectFault(page, {
    method: 'GET',
    path: list.path,
    status: 200,
    times: 2,
    body: JSON.stringify(list.malformed),
  });
  await page.goto(href(list.route, {}, 'en-GB'));
  const failure = page.locator(`[data-page-state="malformed"]`);
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(t(`portal.${list.name}.malformed.title`));
  await expect(failure).toContainText(t(`portal.${list.name}.malformed.description`));
  await checkA11y();
  expect(crashes).toEqual([]);
  await clearFaults(page);
  await failure.getByRole('button', { name: t(`portal.retry`) }).click();
  await expect(list.items(page)).toHaveCount(list.count);
}

/** The list page's two designed failures, as tests of the calling spec. */
export function loadFailureTests(list: ListPage): void {
  test('server down: a designed message with a retry that works', async ({ page, checkA11y }) => {
    await serverDownThenRetry(page, checkA11y, list);
  });

  test('a malformed answer: a designed message, not a crash', async ({ page, checkA11y }) => {
    await malformedThenRetry(page, checkA11y, list);
  });
}
