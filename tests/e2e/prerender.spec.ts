// The prerendered public pages (decision 051): readable before (and without) the script, hydrated without an error,
// and what a player typed before the script arrived kept.
import { readFileSync } from 'node:fs';
import { uniqueAccount } from './accounts';
import {
  axeViolations,
  clearFaults,
  collectErrors,
  demoAccount,
  expect,
  faultHits,
  holdRequests,
  hydrated,
  injectFault,
  type Locale,
  newContext,
  type Page,
  test,
  text,
} from './fixtures';
import { builtDist, type PortalServer, startPortalServer } from './platform/servers';

interface Rules {
  pages: Record<string, string>;
  contentPages: Record<string, string>;
}
const rules = JSON.parse(readFileSync(`${builtDist}/prerendered/rules.json`, 'utf8')) as Rules;

/** Every prerendered route, in en-GB (the exact paths and a content page), and sign-in in another locale. */
const prerenderedPaths = [
  ...Object.keys(rules.pages).filter((path) => path.startsWith('/en-GB/')),
  ...(rules.contentPages['en-GB'] ? ['/en-GB/about-us'] : []),
  '/fr-FR/login',
];

/**
 * Records every style a page gets once it has been painted: a style element or a stylesheet added, or a stylesheet
 * enabled. Each restyled and laid out the whole page again (decision 067): a prerendered page has its styles from the
 * start. `stylesAfterPaint` reads them.
 */
async function watchStylesAfterPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const added: string[] = [];
    (globalThis as { stylesAfterPaint?: string[] }).stylesAfterPaint = added;
    new MutationObserver((mutations) => {
      if (performance.getEntriesByType('paint').length === 0) return;
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLStyleElement) {
            added.push(`<style id="${node.id}">`);
          } else if (node instanceof HTMLLinkElement && node.rel === 'stylesheet' && !node.disabled) {
            added.push(node.href);
          }
        }
        const { target } = mutation;
        if (mutation.type === 'attributes' && target instanceof HTMLLinkElement && !target.disabled) {
          added.push(`enabled ${target.href}`);
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  });
}

/** The styles the page got after its first paint (`watchStylesAfterPaint`). */
function stylesAfterPaint(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as { stylesAfterPaint?: string[] }).stylesAfterPaint ?? []);
}

test('sign-in is readable without JavaScript, in the page locale', async ({ browser }) => {
  const context = await newContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const locale of ['fr-FR', 'de-DE'] satisfies Locale[]) {
      await page.goto(`/${locale}/login`);
      await expect(page).toHaveTitle(
        text(locale, 'portal.shell.documentTitle', { page: text(locale, 'portal.login.title') }),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'portal.login.title'));
      await expect(main.getByLabel(text(locale, 'portal.login.login.label'))).toBeVisible();
      await expect(main.getByLabel(text(locale, 'portal.login.password.label'), { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        text(locale, 'portal.login.intro'),
      );
      // The external sign-in buttons follow the server's configuration: the server drew them into the build's page.
      const external = main.getByRole('region', { name: text(locale, 'portal.external.title') });
      await expect(
        external.getByRole('button', { name: text(locale, 'portal.external.signInWith', { provider: 'Steam' }) }),
      ).toBeVisible();
      // The footer is drawn whole, its game-support link included (on by default): none appears after hydration.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'portal.footer.gameSupport') }),
      ).toHaveAttribute('href', `/${locale}/support/games`);
    }
  } finally {
    await context.close();
  }
});

test('what a player types before the script arrives is kept after hydration', async ({ page }) => {
  const errors = collectErrors(page);
  // The entry script waits until the player has typed.
  const release = await holdEntryScript(page);
  await page.goto('/en-GB/login', { waitUntil: 'commit' });
  const login = page.getByRole('main').getByLabel(text('en-GB', 'portal.login.login.label'));
  await login.fill('early@example.test');
  // Sent now, the form would go to the server as a query: its button waits for the script.
  const submit = page.getByRole('main').getByRole('button', { name: text('en-GB', 'portal.login.submit') });
  await expect(submit).toBeDisabled();
  release();
  await hydrated(page);
  // Once hydrated, the field is React's: its value is what was typed, and the form submits it.
  await expect(login).toHaveValue('early@example.test');
  await login.press('End');
  await login.pressSequentially('x');
  await expect(login).toHaveValue('early@example.testx');
  await expect(submit).toBeEnabled();
  expect(errors).toEqual([]);
});

test('the external sign-in buttons drawn before the script wait for it, then work', async ({ page }) => {
  const errors = collectErrors(page);
  const release = await holdEntryScript(page);
  await page.goto('/en-GB/login', { waitUntil: 'commit' });
  const external = page.getByRole('main').getByRole('region', { name: text('en-GB', 'portal.external.title') });
  const buttons = external.getByRole('button');
  const steam = external.getByRole('button', {
    name: text('en-GB', 'portal.external.signInWith', { provider: 'Steam' }),
  });
  // Drawn by the server (every provider is configured here) with their names, but pressed now they would do
  // nothing: disabled, as the form's submit, and out of the tab order (React replaces them once hydrated).
  await expect(steam).toBeVisible();
  await expect(buttons).toHaveCount(5);
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  release();
  await hydrated(page);
  for (const button of await buttons.all()) await expect(button).toBeEnabled();
  // A press now starts the sign-in: Steam's popup opens in the press itself.
  const popup = page.waitForEvent('popup');
  await steam.click();
  await (await popup).close();
  expect(errors).toEqual([]);
});

/** Holds the entry script until the returned function is called: the page is the build's until then. */
const holdEntryScript = (page: Page) => holdRequests(page, /\/assets\/index-[^/]+\.js$/);

test.describe('registration', () => {
  // The check asks the real DNS; this test is about what the fields keep.
  test.use({ features: { enableDnsValidation: false } });

  test('every kind of field keeps what was entered before the script arrived, and the form is sent', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await holdEntryScript(page);
    await page.goto('/en-GB/register', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: text('en-GB', 'portal.page.register.title') });
    const account = uniqueAccount('early');
    const email = form.getByRole('textbox', { name: text('en-GB', 'portal.register.email.label') });
    const username = form.getByRole('textbox', { name: text('en-GB', 'portal.register.username.label') });
    const password = form.getByLabel(text('en-GB', 'portal.register.password.label'), { exact: true });
    const confirmation = form.getByLabel(text('en-GB', 'portal.register.passwordConfirmation.label'), { exact: true });
    const birth = form.locator('[data-component="DateField"] [data-part="group"]');
    const newsletter = form.getByRole('checkbox', { name: text('en-GB', 'portal.register.newsletter.label') });
    const terms = form.getByRole('checkbox', { name: text('en-GB', 'portal.register.terms.label') });
    const submit = form.getByRole('button', { name: text('en-GB', 'portal.register.submit') });
    // Entered into the build's page: text, e-mail and password fields, the date's segments (typed into the day, as
    // a player types on: the browser keeps it all in the day until the script runs), both boxes.
    await email.fill(account.email);
    await username.fill(account.username);
    await password.fill(account.password);
    await confirmation.fill(account.password);
    await birth.locator('[data-type="day"]').click();
    await page.keyboard.type('12041990');
    for (const box of [newsletter, terms]) {
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await expect(submit).toBeDisabled();
    release();
    await hydrated(page);
    // Hydrated: each field is React's and holds what was entered; the country is the locale's (its list is the
    // server's data, which the build does not have: nothing to choose before the script).
    await expect(email).toHaveValue(account.email);
    await expect(username).toHaveValue(account.username);
    await expect(password).toHaveValue(account.password);
    await expect(confirmation).toHaveValue(account.password);
    await expect(birth.locator('[data-type="day"]')).toHaveText('12');
    await expect(birth.locator('[data-type="month"]')).toHaveText('04');
    await expect(birth.locator('[data-type="year"]')).toHaveText('1990');
    await expect(newsletter).toBeChecked();
    await expect(terms).toBeChecked();
    await expect(form.locator('[data-component="Select"]')).toContainText('United Kingdom');
    await submit.click();
    const done = page.locator('[data-part="registered"]');
    await expect(done).toContainText(text('en-GB', 'portal.register.done.description', { email: account.email }));
    expect(errors).toEqual([]);
  });
});

test('a date of birth begun before the script and finished after it is the date typed', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en-GB/register', { waitUntil: 'commit' });
  const birth = page.locator('[data-component="DateField"] [data-part="group"]');
  const segment = (type: string) => birth.locator(`[data-type="${type}"]`);
  // Day and month typed into the build's page (the browser keeps them in the day), the year once hydrated: the keys
  // go on from where the player is. Before, the year's went into the day again (the day came out as 19).
  await segment('day').click();
  await page.keyboard.type('1204');
  release();
  await hydrated(page);
  await expect(segment('year')).toBeFocused();
  await page.keyboard.type('1990');
  await expect(segment('day')).toHaveText('12');
  await expect(segment('month')).toHaveText('04');
  await expect(segment('year')).toHaveText('1990');
});

test('every prerendered page is painted before it asks for a script or data, then hydrates without an error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await watchStylesAfterPaint(page);
  for (const path of prerenderedPaths) {
    await page.goto(path);
    await hydrated(page);
    // Its hydration added no style (react-aria's for what can be pressed is in the page, with its id).
    expect(await stylesAfterPaint(page), path).toEqual([]);
    // The prerendered markup was taken over, not replaced: the router matched the route the build rendered.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    expect(errors, path).toEqual([]);
    // Its scripts, messages and start-up calls were asked for once it had been painted (decision 060): before, the
    // entry shared the connection with the stylesheet and the text face the paint needs.
    const { paint, asked } = await page.evaluate(() => ({
      paint: performance.getEntriesByType('paint')[0]?.startTime,
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$|^\/api\/|^\/_i18n\//.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(paint, path).toBeDefined();
    expect(asked.length, path).toBeGreaterThan(2);
    expect(Math.min(...asked), path).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);
    // The shell's libraries, which the page runs a task each before the entry (decision 062), each asked for once:
    // the preload and the import are one request.
    const boot = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/assets/boot-')),
    );
    expect(boot.length, path).toBe(4);
    expect(new Set(boot).size, path).toBe(4);
  }
});

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Records the layout shifts of each page the browser shows, from its first paint, and when it leaves for another
 * address (`layoutShifts` reads them).
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { shifts: [] as Shift[], leftAt: undefined as number | undefined };
    (globalThis as { shiftState?: typeof state }).shiftState = state;
    const shown = window.location.pathname;
    (globalThis as unknown as { navigation: EventTarget }).navigation.addEventListener('currententrychange', () => {
      if (window.location.pathname !== shown) state.leftAt ??= performance.now();
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        state.shifts.push({
          value: entry.value,
          at: entry.startTime,
          sources: entry.sources.map((source) => {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            return `${element?.tagName} ${element?.getAttribute('data-part') ?? element?.getAttribute('data-component') ?? ''}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts of a prerendered page shown to a signed-in player: from its first paint, through hydration and
 * the header drawn with their account (the inbox link and account menu take the space kept for them), until the page
 * sends them on to the home page (sign-in and registration have nothing for a signed-in player).
 */
async function layoutShifts(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path);
  await expect(page).toHaveURL('/en-GB/');
  return page.evaluate(() => {
    const state = (globalThis as { shiftState?: { shifts: Shift[]; leftAt?: number } }).shiftState;
    return (state?.shifts ?? []).filter((shift) => state?.leftAt === undefined || shift.at < state.leftAt);
  });
}

test.describe('a signed-in player', () => {
  test.use({ signedIn: true });

  test('sees no layout shift on sign-in, external sign-in buttons included, nor on registration', async ({ page }) => {
    // A signed-in player has been here before: the stylesheets and the text face are in the browser's cache (on a
    // first visit the face may arrive after the first paint, whose text then moves: `font-display: swap`).
    await page.goto('/en-GB/support');
    await expect(page.getByRole('banner').getByRole('button', { name: demoAccount.name })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await watchLayoutShifts(page);
    // The external sign-in buttons follow the server's configuration (every provider here): the server drew them
    // into the build's page, where React draws its own once hydrated (decision 051).
    const served = await (await page.request.get('/en-GB/login')).text();
    expect(served.match(/<button[^>]* data-method="/g)?.length).toBe(5);
    expect(await layoutShifts(page, '/en-GB/login')).toEqual([]);
    expect(await layoutShifts(page, '/en-GB/register')).toEqual([]);
  });
});

test.describe('with the referral programme on', () => {
  let server: PortalServer;
  test.beforeAll(async () => {
    // A server of its own (the shared one runs with the programme off), whose start may take more than a minute.
    // Game support on, as by default: the footer's link to it is drawn by the build too (decision 060), no shift.
    test.setTimeout(150_000);
    server = await startPortalServer({ FEATURE_REFERRAL_PROGRAM: 'true' });
  });
  test.afterAll(async () => server?.close());

  test('registration is drawn with the referral-code field: no layout shift, and what the field gets is kept', async ({
    browser,
  }) => {
    // A window tall enough to show the whole form: a shift below the fold counts for nothing.
    const context = await newContext(browser, { baseURL: server.url, viewport: { width: 1280, height: 2000 } });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      // The stylesheets and the text face in the browser's cache, as for a player who has been here before.
      await page.goto('/en-GB/support');
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await watchLayoutShifts(page);
      const release = await holdEntryScript(page);
      await page.goto('/en-GB/register?referral=FRIEND2345', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: text('en-GB', 'portal.page.register.title') });
      const field = form.getByRole('textbox', { name: text('en-GB', 'portal.register.referralCode.label') });
      // The server sent the page drawn with the field; the invitation link's code comes with the script.
      await expect(field).toBeVisible();
      await expect(field).toHaveValue('');
      release();
      await hydrated(page);
      await expect(field).toHaveValue('FRIEND2345');
      // Two frames after hydration's renders: any shift they made has been reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(
        () => (globalThis as { shiftState?: { shifts: Shift[] } }).shiftState?.shifts ?? [],
      );
      expect(shifts).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      // A code typed before the script arrived wins over the link's.
      const held = await holdEntryScript(page);
      await page.goto('/en-GB/register?referral=FRIEND2345', { waitUntil: 'commit' });
      await field.fill('TYPED99');
      held();
      await hydrated(page);
      await expect(field).toHaveValue('TYPED99');
      await form.getByRole('textbox', { name: text('en-GB', 'portal.register.email.label') }).focus();
      await expect(field).toHaveValue('TYPED99');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('the signed-in home (decisions 061 and 063)', () => {
  test.use({ signedIn: true });

  test('is drawn by its first answer with the player’s notifications, then hydrated, the same elements kept', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await watchStylesAfterPaint(page);
    const release = await holdEntryScript(page);
    const answer = await page.goto('/en-GB/', { waitUntil: 'commit' });
    // One player's page: kept by no cache, and never given for another cookie.
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers().vary).toContain('cookie');
    // Before any script: the page's heading, every block under its heading, the notifications with their texts, the
    // other blocks' items as placeholders.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.home.title'));
    await expect(page.locator('#root[data-prerendered="en-GB:home"]')).toHaveCount(1);
    const blocks = page.locator('[data-home-block]');
    await expect(blocks).toHaveCount(7);
    const notifications = page.locator('[data-home-block="notifications"]');
    const cards = notifications
      .getByRole('list', { name: text('en-GB', 'portal.home.notifications.title') })
      .getByRole('listitem');
    await expect(cards).toHaveCount(3);
    // The player's own (other tests of this worker read some of them): each card a notification with its text.
    await expect(cards.and(page.locator('[data-notification][data-read="false"]'))).toHaveCount(3);
    await expect(cards.first().locator('p').first()).toHaveText(/\S/);
    await expect(notifications.locator('[data-page-state="loading"]')).toHaveCount(0);
    await expect(page.locator('[data-home-block="order"]')).toContainText(text('en-GB', 'portal.home.order.loading'));
    expect(await axeViolations(page)).toEqual([]);
    await cards.first().evaluate((node) => Object.assign(node, { drawnByServer: true }));
    release();
    await hydrated(page);
    await expect(page.getByText(text('en-GB', 'portal.home.greeting', { name: demoAccount.name }))).toBeVisible();
    await expect(page.locator('[data-home-block="order"] [data-order]')).toHaveCount(1);
    await expect(cards).toHaveCount(3);
    // Hydrated, not drawn anew (a mismatch would be drawn anew, with an error): the card is the server's element.
    expect(await cards.first().evaluate((node) => (node as { drawnByServer?: boolean }).drawnByServer)).toBe(true);
    // Neither its hydration nor the blocks' data restyled the page (decision 067).
    expect(await stylesAfterPaint(page)).toEqual([]);
    // The store started with the page's values: the browser asked for neither again.
    expect(
      asked.filter((path) => path === '/api/user/notifications' || path === '/api/cache/nacmid/translations'),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('when the server cannot read the notifications, the frame is sent and the browser reads them', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // The server's reads are tried once: one failure each, and the server has nothing to draw the page with.
    await injectFault(page, { method: 'GET', path: '/api/user/notifications', status: 503 });
    await injectFault(page, { method: 'GET', path: '/api/cache/nacmid/translations', status: 503 });
    try {
      const release = await holdEntryScript(page);
      const answer = await page.goto('/en-GB/', { waitUntil: 'commit' });
      expect(answer?.headers()['cache-control']).toBe('no-cache');
      const notifications = page.locator('[data-home-block="notifications"]');
      await expect(notifications.locator('[data-page-state="loading"]')).toBeVisible();
      expect(await faultHits(page)).toMatchObject({
        'GET /api/user/notifications': 1,
        'GET /api/cache/nacmid/translations': 1,
      });
      release();
      await expect(notifications.getByRole('listitem')).toHaveCount(3);
      expect(errors).toEqual([]);
    } finally {
      await clearFaults(page);
    }
  });

  test('a visitor without a session cookie gets the shell; an ended session’s cookie, the frame, then sign-in', async ({
    browser,
    baseURL,
  }) => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const shell = await page.request.get('/en-GB/');
      expect(shell.headers().vary).toContain('cookie');
      expect(await shell.text()).not.toContain('data-prerendered');
      // A cookie the server takes for a session's (it reads only the name): the frame, and the script sends the
      // visitor on to sign in, as the shell did.
      await context.addCookies([{ name: 'authjs.session-token', value: 'ended-session', url: baseURL as string }]);
      const errors = collectErrors(page);
      const answer = await page.goto('/en-GB/');
      expect(await answer?.text()).toContain('data-prerendered="en-GB:home"');
      await expect(page).toHaveURL('/en-GB/login?redirect=%2Fen-GB%2F');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        text('en-GB', 'portal.login.title'),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
