// The referral page (/account/referral), shown when the referral-program flag is on. The shared test server runs
// with the program off (FEATURE_REFERRAL_PROGRAM=false), so the real API refuses the call with 404: the page says
// the program is not available. Its states are tested on answers planned through fault injection, and the whole
// round trip (a code, a friend registering with it, the friend listed) on a server of its own with the program on.
import { registerAccount, signInFreshAccount, uniqueAccount } from './accounts';
import {
  axeViolations,
  clearFaultsAfterEach,
  collectErrors,
  expect,
  hydrated,
  injectFault,
  newContext,
  type Page,
  t,
  test,
} from './fixtures';
import { type PortalServer, startPortalServer } from './platform/servers';

test.use({ features: { referralProgram: true } });

clearFaultsAfterEach();

const referral = {
  code: 'K7PMQ2XHRA',
  url: 'https://portal.mynacon.test/en-GB/register?referral=K7PMQ2XHRA',
  referred: [
    { username: 'RivalPlayer', joined_at: '2026-03-02T10:00:00Z' },
    { username: '<img src=x onerror="window.__pwned=1">', joined_at: '2026-04-15T08:30:00Z' },
  ],
  referred_count: 2,
};

async function planReferral(page: Page, data: unknown = referral): Promise<void> {
  await injectFault(page, {
    method: 'GET',
    path: '/api/user/referral',
    status: 200,
    body: JSON.stringify({ success: true, data }),
  });
}

test('the program switched off on the server is said as such', async ({ page, checkA11y }) => {
  await signInFreshAccount(page, 'referral');
  await page.goto('/en-GB/account/referral');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.account-referral.title'));
  const off = page.getByRole('main').locator('[data-page-state="referral-off"]');
  await expect(off).toContainText(t('portal.account.referral.off.title'));
  await checkA11y();
});

test('the code and link copy by keyboard; referred friends are listed as text', async ({ page, checkA11y }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInFreshAccount(page, 'referral');
  await planReferral(page);
  await page.goto('/en-GB/account/referral');
  const main = page.getByRole('main');
  await expect(main.locator('[data-part="referral-code"]')).toHaveText(referral.code);
  await expect(main.locator('[data-part="referral-link"]')).toHaveText(referral.url);
  await checkA11y();

  const status = main.locator('[data-part="copy-status"]');
  await main.getByRole('button', { name: t('portal.account.referral.copyCode') }).press('Enter');
  await expect(status).toHaveText(t('portal.account.referral.copied.code'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referral.code);
  await main.getByRole('button', { name: t('portal.account.referral.copyLink') }).press('Enter');
  await expect(status).toHaveText(t('portal.account.referral.copied.link'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referral.url);

  const friends = main.getByRole('list', { name: t('portal.account.referral.friendsTitle') });
  await expect(friends.getByRole('listitem')).toHaveCount(2);
  await expect(main).toContainText('2 friends have joined with your code.');
  await expect(friends.getByRole('heading', { level: 3 })).toHaveText([
    'RivalPlayer',
    '<img src=x onerror="window.__pwned=1">',
  ]);
  await expect(main.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a failed load offers to try again; a copy the browser refuses says how to copy by hand', async ({
  page,
  checkA11y,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('Denied')) },
    });
  });
  await signInFreshAccount(page, 'referral');
  await injectFault(page, { method: 'GET', path: '/api/user/referral', status: 503, times: 2 });
  await page.goto('/en-GB/account/referral');
  const main = page.getByRole('main');
  const failed = main.locator('[data-page-state="failed"]');
  await expect(failed).toContainText(t('portal.account.referral.failed'));
  await checkA11y();
  await planReferral(page, { ...referral, referred: [], referred_count: 0 });
  await failed.getByRole('button', { name: t('portal.retry') }).click();
  await expect(main.locator('[data-part="referral-code"]')).toHaveText(referral.code);
  await expect(main.getByRole('heading', { name: t('portal.account.referral.empty.title') })).toBeVisible();

  await main.getByRole('button', { name: t('portal.account.referral.copyCode') }).click();
  await expect(main.locator('[data-part="copy-status"]')).toHaveText(t('portal.account.referral.copyFailed'));
});

test.describe('on a server configured otherwise than the run’s: the referral programme on, game support off', () => {
  let server: PortalServer;
  test.beforeAll(async () => {
    // A server of its own (on a copy of the run's seeded database, as the platform specs' are): its start took more
    // than a test's minute on a busy machine, so the one other configuration the run needs is this one's.
    test.setTimeout(150_000);
    server = await startPortalServer({
      FEATURE_REFERRAL_PROGRAM: 'true',
      FEATURE_GAME_SUPPORT: 'false',
      PASSWORD_SCRYPT_LOG_N: '10',
      SIGNIN_ADDRESS_LIMIT: '100000',
      MAIL_LIMIT_PER_CLIENT: '100000',
    });
  });
  test.afterAll(async () => server?.close());

  test("the player's own code from the real server; a friend who registers with it is listed", async ({ browser }) => {
    const context = await newContext(browser, { baseURL: server.url });
    try {
      const page = await context.newPage();
      await signInFreshAccount(page, 'referrer');
      await page.goto('/en-GB/account/referral');
      const main = page.getByRole('main');
      const codeShown = main.locator('[data-part="referral-code"]');
      await expect(codeShown).toHaveText(/^[A-Z0-9]{6,32}$/);
      const code = (await codeShown.textContent()) ?? '';
      await expect(main.locator('[data-part="referral-link"]')).toContainText(`/en-GB/register?referral=${code}`);
      await expect(main).toContainText(t('portal.account.referral.empty.title'));
      expect(await axeViolations(page)).toEqual([]);

      // A friend registers with the code (lower case, as typed from a message): the referrer's page lists them.
      const friend = await registerAccount(page.request, uniqueAccount('friend'), { referralCode: code.toLowerCase() });
      await page.reload();
      const friends = main.getByRole('list', { name: t('portal.account.referral.friendsTitle') });
      await expect(friends.getByRole('heading', { level: 3 })).toHaveText([friend.username]);
      // The same code on every visit.
      await expect(codeShown).toHaveText(code);
    } finally {
      await context.close();
    }
  });

  test('with game support off, the prerendered pages come without its footer link: nothing goes at hydration', async ({
    browser,
  }) => {
    const context = await newContext(browser, { baseURL: server.url });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      // Any element taken out of the footer from the first parse on (decision 068: the build draws the link in every
      // page, and the server sent it with game support off; React took it away once hydrated).
      await page.addInitScript(() => {
        const removed: string[] = [];
        (globalThis as { footerRemovals?: string[] }).footerRemovals = removed;
        new MutationObserver((records) => {
          for (const record of records) {
            if (!(record.target instanceof Element) || record.target.closest('footer') === null) continue;
            for (const node of record.removedNodes) removed.push(node.textContent ?? '');
          }
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of ['/en-GB/login', '/en-GB/about-us']) {
        const html = await (await page.request.get(path)).text();
        expect(html, path).toContain('data-prerendered="en-GB:');
        expect(html, path).not.toContain('/en-GB/support/games');
        await page.goto(path);
        await hydrated(page);
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: t('portal.footer.contact') })).toBeVisible();
        await expect(footer.getByRole('link', { name: t('portal.footer.gameSupport') })).toHaveCount(0);
        expect(await page.evaluate(() => (globalThis as { footerRemovals?: string[] }).footerRemovals)).toEqual([]);
      }
      // The signed-in home's frame, drawn for the player on the server, likewise.
      await signInFreshAccount(page, 'footer');
      await page.goto('/en-GB/');
      await hydrated(page);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: t('portal.footer.gameSupport') }),
      ).toHaveCount(0);
      expect(await page.evaluate(() => (globalThis as { footerRemovals?: string[] }).footerRemovals)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
