// Route guards (spec section 5): a failed guard is a fatal 404 'Page Not Found: {path}' with the previous
// address restored; login-required routes send anonymous players to sign in with a same-site return path.
import { expect, type Locale, newContext, type Page, setFeatures, signIn, test, text } from './fixtures';

const hex64 = '0123456789abcdefABCDEF0123456789abcdef0123456789ABCDEF0123456789';

async function expectGuardFailure(page: Page, path: string, locale: Locale = 'en-GB') {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'portal.error.notFound.heading'));
  await expect(page.locator('[data-part="error-detail"]')).toHaveText(
    text(locale, 'portal.error.guardFailed', { path }),
  );
  await expect(page).toHaveTitle(text(locale, 'portal.error.notFound.title'));
}

async function expectPage(page: Page, name: string, locale: Locale = 'en-GB') {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, `portal.page.${name}.title`));
}

const cases: { name: string; valid: string[]; invalid: string[] }[] = [
  {
    name: 'newsletter_preferences',
    valid: [`/en-GB/newsletter/${hex64}`, `/en-GB/newsletter/${hex64.toLowerCase()}`],
    invalid: [
      `/en-GB/newsletter/${hex64.slice(1)}`,
      `/en-GB/newsletter/${hex64}a`,
      `/en-GB/newsletter/${hex64.slice(1)}g`,
    ],
  },
  {
    name: 'confirmation',
    valid: ['/en-GB/confirmation?payload=xyz', '/en-GB/confirmation?email=a%40b.example&confirm=1'],
    invalid: [
      '/en-GB/confirmation',
      '/en-GB/confirmation?payload=',
      '/en-GB/confirmation?email=a%40b.example',
      '/en-GB/confirmation?email=&confirm=1',
    ],
  },
  {
    name: 'customer-resetpassword',
    valid: ['/en-GB/customer/resetpassword?email=a%40b.example&token=t0k'],
    invalid: [
      '/en-GB/customer/resetpassword',
      '/en-GB/customer/resetpassword?email=a%40b.example',
      '/en-GB/customer/resetpassword?token=t0k',
    ],
  },
  {
    name: 'externallogin',
    valid: ['/en-GB/externallogin/epic', '/en-GB/externallogin/playstation', '/en-GB/externallogin/xbox'],
    invalid: ['/en-GB/externallogin/steam', '/en-GB/externallogin/facebook'],
  },
];

for (const { name, valid, invalid } of cases) {
  test(`${name}: valid and invalid addresses`, async ({ page }) => {
    for (const path of valid) {
      await page.goto(path);
      await expectPage(page, name);
    }
    for (const path of invalid) {
      await page.goto(path);
      await expectGuardFailure(page, path);
      // On a first load there is no previous address: the address bar keeps the one asked for.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    }
  });
}

test('a refused navigation shows the 404 and puts the previous address back', async ({ page }) => {
  await page.goto('/fr-FR/support/games');
  await expectPage(page, 'support-games', 'fr-FR');
  const bad = `/fr-FR/newsletter/${'z'.repeat(64)}`;
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, bad);
  await expectGuardFailure(page, bad, 'fr-FR');
  await expect(page).toHaveURL('/fr-FR/support/games');
  // The app still works: the header's links navigate.
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('fr-FR', 'portal.shell.nav.playtests') })
    .click();
  await expect(page).toHaveURL('/fr-FR/playtests');
  await expectPage(page, 'playtests_home', 'fr-FR');
});

test('unprefixed /externallogin/{method} opens in the account layout of the active locale', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/externallogin/twitch?code=abc&state=xyz');
  await expect(page).toHaveURL('/externallogin/twitch?code=abc&state=xyz');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'account');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expectPage(page, 'externallogin', 'de-DE');
  await page.goto('/externallogin/steam');
  await expectGuardFailure(page, '/externallogin/steam', 'de-DE');
  await context.close();
});

test('the referral page exists only with the referral programme', async ({ page }) => {
  await signIn(page);
  await page.goto('/en-GB/account/referral');
  await expectGuardFailure(page, '/en-GB/account/referral');
  // The account pages do not offer it either.
  await page.goto('/en-GB/account/device');
  const nav = page.getByRole('navigation', { name: text('en-GB', 'portal.nav.account.label') });
  await expect(nav.getByRole('link')).toHaveCount(8);
  await expect(nav.getByRole('link', { name: text('en-GB', 'portal.nav.account.referral') })).toHaveCount(0);

  await setFeatures(page, { referralProgram: true });
  await page.goto('/en-GB/account/referral');
  await expectPage(page, 'account-referral');
  await expect(nav.getByRole('link', { name: text('en-GB', 'portal.nav.account.referral') })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('game-support routes are blocked while the feature is off', async ({ page }) => {
  await setFeatures(page, { gameSupport: false });
  for (const path of [
    '/en-GB/support/game/rally-legends',
    '/en-GB/support/game/rally-legends/faq',
    '/en-GB/support/game/rally-legends/reports/3',
    '/en-GB/support/game/rally-legends/my-reports',
  ]) {
    await page.goto(path);
    await expectGuardFailure(page, path);
  }
  // The rest of support stays, without the footer's game-support link.
  await page.goto('/en-GB/support');
  await expectPage(page, 'support');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: text('en-GB', 'portal.footer.gameSupport') }),
  ).toHaveCount(0);
});

test('sign-in redirects keep the path and query, and only same-site paths', async ({ page }) => {
  await page.goto('/it-IT/account/address?from=mail');
  await expect(page).toHaveURL(`/it-IT/login?redirect=${encodeURIComponent('/it-IT/account/address?from=mail')}`);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/it-IT/account/address?from=mail');
  await signIn(page);
  await page.goto('/it-IT/account/address?from=mail');
  await expectPage(page, 'account-address', 'it-IT');
});
