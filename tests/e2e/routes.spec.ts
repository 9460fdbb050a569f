// Every route of spec section 2 in en-GB, and a sample of routes in each other locale: the right layout, the
// localised title and heading, no axe violation and no CSP violation. The en-GB table is walked in four parts that the
// two workers share: each part's first route as a full page load, as players arrive, and the rest by the router, as
// players move on (a full load of each route spent most of the walk's time starting the app again; the shells of
// every locale, loaded in full, are platform-headers.spec.ts's, and the other locales' samples below load in full).
// Each route is its own step, and a wrong route does not hide the others.
import {
  axeViolations,
  demoAccount,
  expect,
  expectRoutePage,
  hydrated,
  type Locale,
  locales,
  newContext,
  type Page,
  type RouteName,
  type RouteSample,
  routeSamples,
  routes,
  sampleUrl,
  setFeatures,
  signIn,
  test,
  text,
} from './fixtures';
import { isolate, watchCspViolations } from './platform/servers';

const routeNames = Object.keys(routes) as RouteName[];

// The files' tests are independent (the walks only read): both workers may take them.
test.describe.configure({ mode: 'parallel' });

/** A navigation as the router sees a player's: the address changes, then the app follows. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const walkParts = 4;
for (let part = 0; part < walkParts; part += 1) {
  const names = routeNames.filter((_, index) => index % walkParts === part);
  test(`every route in en-GB, part ${part + 1} of ${walkParts}: layout, title, heading, accessibility, CSP`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(240_000);
    // A context of its own, watched for CSP violations, with nothing leaving the machine; signed in, with every
    // feature on, so that each route shows its page.
    const context = await newContext(browser);
    const violations = await watchCspViolations(context);
    const network = await isolate(context);
    const page = await context.newPage();
    await signIn(page);
    await setFeatures(page, { referralProgram: true, gameSupport: true });
    const failures: string[] = [];
    for (const [index, name] of names.entries()) {
      const url = sampleUrl(name, 'en-GB');
      await test.step(`${name}: ${url}`, async () => {
        try {
          if (index === 0) await page.goto(url);
          else await navigateInApp(page, url);
          if (name === 'login') {
            // A signed-in player has nothing to do on the sign-in page: it sends them on (session.spec.ts signs in).
            await expect(page).toHaveURL('/en-GB/');
            await expectRoutePage(page, 'home', 'en-GB');
            return;
          }
          await expect(page).toHaveURL(url);
          await expectRoutePage(page, name, 'en-GB');
          await checkA11y({ page });
        } catch (error) {
          failures.push(`${name} (${url}): ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
    expect(failures).toEqual([]);
    expect(violations).toEqual([]);
    expect(network.refused).toEqual([]);
    await context.close();
  });
}

// A route of each layout, spread over the other locales, each loaded as a full page.
const samples: RouteName[] = [
  'login',
  'support-product',
  'content-page',
  'customer-resetpassword',
  'support-game-faq',
  'playtests_passed',
  'account-device',
  'newsletter-issue',
];

test.describe('a sample of routes in the other locales', () => {
  for (const [index, locale] of locales.filter((code) => code !== 'en-GB').entries()) {
    for (const name of [samples[index % samples.length], samples[(index + 3) % samples.length]] as RouteName[]) {
      test(`${locale} ${name}`, async ({ page, checkA11y }) => {
        const sample = routeSamples[name] as RouteSample;
        if (sample.auth) await signIn(page);
        await page.goto(sampleUrl(name, locale as Locale));
        await expectRoutePage(page, name, locale as Locale);
        await checkA11y();
      });
    }
  }
});

test('login required: an anonymous player goes to sign in, with the way back', async ({ page }) => {
  await setFeatures(page, { referralProgram: true });
  await page.goto('/fr-FR/support');
  await expectRoutePage(page, 'support', 'fr-FR');
  for (const name of routeNames.filter((route) => (routeSamples[route] as RouteSample).auth)) {
    const target = sampleUrl(name, 'fr-FR');
    await test.step(name, async () => {
      await navigateInApp(page, target);
      await expect(page).toHaveURL(`/fr-FR/login?redirect=${encodeURIComponent(target)}`);
      await expectRoutePage(page, 'login', 'fr-FR');
    });
  }
  // A full page load goes the same way.
  await page.goto('/fr-FR/account/device?tab=2');
  await expect(page).toHaveURL(`/fr-FR/login?redirect=${encodeURIComponent('/fr-FR/account/device?tab=2')}`);
});

test('the header offers sign-in when anonymous and the account menu when signed in', async ({ page, checkA11y }) => {
  await page.goto('/en-GB/support');
  const signInLink = page.getByRole('banner').getByRole('link', { name: text('en-GB', 'portal.shell.signIn') });
  await expect(signInLink).toHaveAttribute('href', `/en-GB/login?redirect=${encodeURIComponent('/en-GB/support')}`);
  await signIn(page);
  await page.reload();
  await expect(signInLink).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /unread notification/ })).toHaveAttribute(
    'href',
    '/en-GB/inbox',
  );
  await checkA11y();
  const menu = page.getByRole('button', { name: demoAccount.name });
  await menu.click();
  const item = page.getByRole('menuitem', { name: text('en-GB', 'portal.nav.account.device') });
  await expect(item).toBeVisible();
  // An open menu lives in a layer at the end of the body, outside the landmarks, as menus do; every other
  // rule still applies to it.
  await checkA11y({ disableRules: ['region'] });
  await item.click();
  await expect(page).toHaveURL('/en-GB/account/device');
  await expectRoutePage(page, 'account-device', 'en-GB');
  const sideNav = page.getByRole('navigation', { name: text('en-GB', 'portal.nav.account.label') });
  await expect(sideNav.getByRole('link', { name: text('en-GB', 'portal.nav.account.device') })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('links navigate inside the app without a page load, and Back works', async ({ page }) => {
  await page.goto('/en-GB/support');
  // Prerendered: the links are the app's once it has hydrated.
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'still here';
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en-GB', 'portal.shell.nav.playtests') })
    .click();
  await expect(page).toHaveURL('/en-GB/playtests');
  await expectRoutePage(page, 'playtests_home', 'en-GB');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
  await page
    .getByRole('navigation', { name: text('en-GB', 'portal.nav.playtests.label') })
    .getByRole('link', { name: text('en-GB', 'portal.nav.playtests.passed') })
    .click();
  await expectRoutePage(page, 'playtests_passed', 'en-GB');
  // Focus moves to the new page's heading, as a page load would start at the top, and draws no ring there.
  const heading = page.locator('main#main h1');
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  await page.goBack();
  await expectRoutePage(page, 'playtests_home', 'en-GB');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
});

test('the footer shows the current year', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
  await page.goto('/de-DE/contact');
  await expect(page.getByRole('contentinfo')).toContainText(text('de-DE', 'portal.shell.copyright', { year: '2031' }));
  await context.close();
});

test('the axe scan every page gets reports what it should: a missing name, a text too faint, a broken label', async ({
  page,
}) => {
  // The scan runs in the page and keeps only violations (fixtures.ts); this page breaks three rules on purpose.
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><main><h1>Broken</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#777;background:#888">faint text</p>
    <input id="a" type="text"><label for="nowhere">Name</label></main></html>`);
  const rules = (await axeViolations(page)).map((violation) => violation.slice(0, violation.indexOf(' ')));
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'label']));
  expect(await axeViolations(page, { disableRules: ['image-alt', 'color-contrast', 'label'] })).toEqual([]);
});
