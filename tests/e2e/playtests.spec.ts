// The playtest pages (issue 16; spec sections 2, 5 and 6) against the real API and the demo playtests
// (apps/api/src/seed/demo.ts): 301 to 303 open (the demo player in 301), 307 full, 304 to 306 passed. Everything
// that registers or withdraws uses a fresh player and playtest 303 (1,000 seats), which no other spec counts; places
// left are checked as changes, never as absolute numbers. Registration ended (410) and a withdrawal after the start
// (409) need the server's clock past a date of 303: the test moves it (`/api/dev/clock`; each worker has a server of
// its own) and puts it back.
import type { Page } from '@playwright/test';
import { signInFreshAccount } from './accounts';
import {
  expect as baseExpect,
  href,
  type Locale,
  newContext,
  refuseOnce,
  setServerClock,
  signIn,
  t,
  test,
  text,
} from './fixtures';

// The machine the suite runs on is shared: a page that loads several calls gets more time than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** The open playtest that registering and withdrawing tests use. */
const openId = 303;
const fullId = 307;
const passedId = 304;

interface ApiPlaytest {
  id: number;
  status: 'open' | 'passed';
  title: string;
  platforms: string[];
  starts_at: string;
  ends_at: string;
  registration_ends_at: string;
  places_left: number;
  outcome: { participants: number; message: string } | null;
}

async function apiPlaytest(page: Page, id: number): Promise<ApiPlaytest> {
  const answer = await page.request.get(`/api/cache/playtests/${id}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ApiPlaytest;
}

async function apiList(page: Page, status: 'open' | 'passed'): Promise<ApiPlaytest[]> {
  const answer = await page.request.get(`/api/cache/playtests?status=${status}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: ApiPlaytest[] }).items;
}

async function bearer(page: Page): Promise<Record<string, string>> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { accessToken: string } };
  return { authorization: `Bearer ${session.user.accessToken}` };
}

/** A device of the signed-in player, added through the API. */
async function addDevice(page: Page, name = 'Living room console'): Promise<{ id: number; name: string }> {
  const answer = await page.request.post('/api/user/device', {
    headers: await bearer(page),
    data: { name, platform: 'PlayStation::PS5', serial: null },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { id: number; name: string } }).data;
}

/** Registers the signed-in player through the API, on the playtest's first platform. */
async function registerThroughApi(page: Page, id: number, deviceId: number): Promise<void> {
  const playtest = await apiPlaytest(page, id);
  const answer = await page.request.post(`/api/user/playtests/${id}/register`, {
    headers: await bearer(page),
    data: { platform: playtest.platforms[0], device_id: deviceId },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const cardOf = (page: Page, id: number) => page.locator(`[data-playtest="${id}"]`);
/** The en-GB text of a number of places left (its plural has =0, one and other). */
/** The places left as en-GB writes them, counts grouped by thousands (“1,000 places left”). */
const placesText = (count: number) =>
  count === 0 ? 'No place left' : count === 1 ? '1 place left' : `${count.toLocaleString('en-GB')} places left`;

/** Fills the registration form by keyboard only: platform, device (already chosen or the first), terms, submit. */
async function fillByKeyboard(page: Page, options: { chooseDevice: boolean }) {
  const platform = page.getByRole('combobox', { name: t('portal.playtests.register.platform') });
  await platform.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(platform).not.toContainText(t('portal.playtests.register.platformPlaceholder'));
  if (options.chooseDevice) {
    const device = page.getByRole('combobox', { name: t('portal.playtests.register.device') });
    await device.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(device).not.toContainText(t('portal.playtests.register.devicePlaceholder'));
  }
  await page.getByRole('checkbox', { name: t('portal.playtests.register.terms') }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: t('portal.playtests.register.submit') }).focus();
  await page.keyboard.press('Enter');
}

test.describe('the lists', () => {
  test('open playtests: cards with state, platforms, places left and a register link; axe-clean', async ({
    page,
    checkA11y,
  }) => {
    const open = await apiList(page, 'open');
    await page.goto(href('playtests_home', {}, 'en-GB'));
    await expect(page.locator('[data-page-state="list"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.playtests_home.title'));
    await expect(page.locator('[data-playtest]')).toHaveCount(open.length);
    const full = open.find((item) => item.id === fullId) as ApiPlaytest;
    await expect(cardOf(page, fullId)).toHaveAttribute('data-state', 'full');
    await expect(cardOf(page, fullId).locator('[data-part="places-left"]')).toHaveText(placesText(full.places_left));
    await expect(cardOf(page, fullId)).toContainText(t('portal.playtests.state.full'));
    // Platforms by the names players know: 'PlayStation::PS5' reads “PS5”, never with '::'.
    await expect(page.locator('[data-page-state="list"]')).not.toContainText('::');
    const link = cardOf(page, openId).getByRole('link', { name: new RegExp(t('portal.playtests.card.register')) });
    await expect(link).toHaveAttribute('href', href('playtest-register', { id: String(openId) }, 'en-GB'));
    await checkA11y();
  });

  test('past playtests show how they ended; axe-clean', async ({ page, checkA11y }) => {
    const passed = await apiList(page, 'passed');
    await page.goto(href('playtests_passed', {}, 'en-GB'));
    await expect(page.locator('[data-playtest]')).toHaveCount(passed.length);
    for (const item of passed) {
      await expect(cardOf(page, item.id)).toHaveAttribute('data-state', 'ended');
      if (item.outcome !== null) {
        await expect(cardOf(page, item.id).locator('[data-part="outcome"]')).toHaveText(item.outcome.message);
      }
    }
    // Nothing to register for.
    await expect(page.getByRole('link', { name: new RegExp(t('portal.playtests.card.register')) })).toHaveCount(0);
    await checkA11y();
  });

  test('the platform filter is chosen by keyboard and kept in the address through a reload', async ({ page }) => {
    const open = await apiList(page, 'open');
    await page.goto(href('playtests_home', {}, 'en-GB'));
    const filter = page.getByRole('main').getByRole('combobox', { name: t('portal.playtests.filter.platform') });
    await filter.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    // “All platforms” first, then the platforms by display name.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('platform')).not.toBeNull();
    const chosen = new URL(page.url()).searchParams.get('platform') ?? '';
    const shown = open.filter((item) => item.platforms.includes(chosen)).length;
    expect(shown).toBeGreaterThan(0);
    await expect(page.locator('[data-playtest]')).toHaveCount(shown);
    await page.reload();
    await expect(page.locator('[data-playtest]')).toHaveCount(shown);
    // An address naming no platform of the list shows them all.
    await page.goto(`${href('playtests_home', {}, 'en-GB')}?platform=Dreamcast`);
    await expect(page.locator('[data-playtest]')).toHaveCount(open.length);
  });

  test('dates follow the player’s time zone', async ({ browser }) => {
    const context = await newContext(browser, { timezoneId: 'Pacific/Kiritimati' });
    const page = await context.newPage();
    const playtest = await apiPlaytest(page, openId);
    await page.goto(href('playtests_home', {}, 'en-GB'));
    // The registration deadline at 12:00 UTC is 02:00 the next day at UTC+14.
    const deadline = new Date(Date.parse(playtest.registration_ends_at) + 14 * 3600_000);
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(deadline);
    await expect(cardOf(page, openId)).toContainText(day);
    await expect(cardOf(page, openId)).toContainText('02:00 GMT+14');
    await context.close();
  });

  test('loading, then the server down with a retry that works, then an unreadable answer', async ({
    page,
    checkA11y,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/cache/playtests?status=open', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(href('playtests_home', {}, 'en-GB'));
    await expect(page.getByText(t('portal.playtests.loading'))).toBeAttached();
    release();
    await expect(page.locator('[data-playtest]').first()).toBeVisible();
    await page.unrouteAll();

    await page.route('**/api/cache/playtests?status=passed', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(href('playtests_passed', {}, 'en-GB'));
    const failure = page.locator('[data-page-state="unavailable"]');
    await expect(failure).toContainText(t('portal.playtests.unavailable.title'));
    await checkA11y();
    await page.unrouteAll();
    await failure.getByRole('button', { name: t('portal.retry') }).click();
    await expect(page.locator('[data-playtest]').first()).toBeVisible();
    await expect(failure).toHaveCount(0);

    await page.route('**/api/cache/playtests?status=passed', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: 'none' }) }),
    );
    await page.goto(href('playtests_passed', {}, 'en-GB'));
    await expect(page.locator('[data-page-state="malformed"]')).toContainText(t('portal.playtests.malformed.title'));
    await page.unrouteAll();

    // A programme with no open playtest (between two waves): its own empty state, not an empty grid.
    await page.route('**/api/cache/playtests?status=open', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [], size: 0 }) }),
    );
    await page.goto(href('playtests_home', {}, 'en-GB'));
    await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.playtests.open.empty.title'));
    await expect(page.locator('[data-playtest]')).toHaveCount(0);
    await checkA11y();
  });
});

test.describe('registering', () => {
  test('by keyboard, adding a device in a dialog without losing the form; my playtests shows one place fewer', async ({
    page,
    checkA11y,
  }) => {
    await signInFreshAccount(page, 'playtester');
    const before = (await apiPlaytest(page, openId)).places_left;
    await page.goto(href('playtest-register', { id: String(openId) }, 'en-GB'));
    const form = page.getByRole('form', { name: t('portal.playtests.register.formLabel') });
    await expect(form).toBeVisible();
    await expect(page.locator('[data-part="summary"] [data-part="places-left"]')).toHaveText(placesText(before));
    await checkA11y();

    // Submitting the empty form names every missing answer and sends nothing.
    await page.getByRole('button', { name: t('portal.playtests.register.submit') }).click();
    await expect(page.getByText(t('portal.playtests.register.termsRequired'))).toBeVisible();

    // The platform first, then a device added in the dialog: the form keeps the platform.
    const platform = page.getByRole('combobox', { name: t('portal.playtests.register.platform') });
    await platform.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const chosenPlatform = (await platform.textContent()) ?? '';
    expect(chosenPlatform).not.toContain(t('portal.playtests.register.platformPlaceholder'));
    await page.getByRole('button', { name: t('portal.playtests.device.open') }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('portal.playtests.device.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: t('portal.playtests.device.name') }).fill('Test bench PC');
    const devicePlatform = dialog.getByRole('combobox', { name: t('portal.playtests.device.platform') });
    await devicePlatform.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await checkA11y({ disableRules: ['region'] });
    // A busy server says so in the dialog's form, the name kept; Tab, then Enter on "Try again" adds the device.
    const addAgain = await refuseOnce(
      page,
      { form: dialog.getByRole('form'), method: 'POST', path: '/api/user/device', kind: 'busy' },
      async () => {
        await dialog.getByRole('button', { name: t('portal.playtests.device.add') }).focus();
        await page.keyboard.press('Enter');
      },
    );
    await expect(dialog.getByRole('textbox', { name: t('portal.playtests.device.name') })).toHaveValue('Test bench PC');
    await page.keyboard.press('Tab');
    await expect(addAgain).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[data-part="device-added"]')).toContainText(
      t('portal.playtests.device.added', { name: 'Test bench PC' }),
    );
    // Still the registration form, as the player left it, with the new device chosen.
    await expect(form).toBeVisible();
    await expect(platform).toHaveText(chosenPlatform);
    await expect(page.getByRole('combobox', { name: t('portal.playtests.register.device') })).toContainText(
      'Test bench PC',
    );

    // Too many requests first (decision 044): said inside the form, every answer kept; "Try again" registers.
    const registerAgain = await refuseOnce(
      page,
      { form, method: 'POST', path: `/api/user/playtests/${openId}/register`, kind: 'tooMany' },
      () => fillByKeyboard(page, { chooseDevice: false }),
    );
    await expect(page.getByRole('checkbox', { name: t('portal.playtests.register.terms') })).toBeChecked();
    await expect(platform).toHaveText(chosenPlatform);
    await registerAgain.click();
    await expect(page).toHaveURL(href('playtests-my-playtests', {}, 'en-GB'));
    const registered = (await apiPlaytest(page, openId)).title;
    await expect(page.locator('[data-part="notice"]')).toContainText(
      t('portal.playtests.mine.registered', { title: registered }),
    );
    await expect(cardOf(page, openId).locator('[data-part="places-left"]')).toHaveText(placesText(before - 1));
    expect((await apiPlaytest(page, openId)).places_left).toBe(before - 1);
    // After a reload too, from the server.
    await page.reload();
    await expect(cardOf(page, openId).locator('[data-part="places-left"]')).toHaveText(placesText(before - 1));
    await expect(cardOf(page, openId)).toContainText(t('portal.playtests.mine.status.registered'));
    await checkA11y();
  });

  test('a full playtest (409): its own message instead of the form', async ({ page, checkA11y }) => {
    await signInFreshAccount(page, 'playtester');
    await addDevice(page);
    expect((await apiPlaytest(page, fullId)).places_left).toBe(0);
    await page.goto(href('playtest-register', { id: String(fullId) }, 'en-GB'));
    await expect(page.locator('[data-part="full-now"]')).toContainText(t('portal.playtests.register.fullNow'));
    await fillByKeyboard(page, { chooseDevice: true });
    const refused = page.locator('[data-page-state="refused-full"]');
    await expect(refused).toContainText(t('portal.playtests.register.refused.full.title'));
    await expect(refused).toContainText(t('portal.playtests.register.refused.full.description'));
    await expect(refused).toBeFocused();
    await expect(page.getByRole('form', { name: t('portal.playtests.register.formLabel') })).toHaveCount(0);
    await checkA11y();
  });

  test('already registered (409): its own message, leading to my playtests', async ({ page }) => {
    await signInFreshAccount(page, 'playtester');
    const device = await addDevice(page);
    await page.goto(href('playtest-register', { id: String(openId) }, 'en-GB'));
    await expect(page.getByRole('form', { name: t('portal.playtests.register.formLabel') })).toBeVisible();
    // Registered meanwhile, in another tab.
    await registerThroughApi(page, openId, device.id);
    await fillByKeyboard(page, { chooseDevice: true });
    const refused = page.locator('[data-page-state="refused-alreadyRegistered"]');
    await expect(refused).toContainText(t('portal.playtests.register.refused.alreadyRegistered.title'));
    await refused.getByRole('link', { name: t('portal.playtests.register.toMine') }).click();
    await expect(page).toHaveURL(href('playtests-my-playtests', {}, 'en-GB'));
    await expect(cardOf(page, openId)).toBeVisible();
  });

  test('registration ended (410): its own message; a passed playtest shows it without a form', async ({
    page,
    checkA11y,
  }) => {
    const account = await signInFreshAccount(page, 'playtester');
    const playtest = await apiPlaytest(page, openId);
    // The server's clock one hour past the registration deadline of 303, which has not started yet. The session is
    // made on that clock (a token from before would have expired); the browser keeps real time, as a page opened
    // before the deadline and sent after it does.
    const offset = Date.parse(playtest.registration_ends_at) - Date.now() + 3600_000;
    expect(Date.parse(playtest.starts_at) - Date.now()).toBeGreaterThan(offset);
    try {
      await setServerClock(page, offset);
      await page.context().clearCookies();
      await signIn(page, account);
      await addDevice(page);
      await page.goto(href('playtest-register', { id: String(openId) }, 'en-GB'));
      await fillByKeyboard(page, { chooseDevice: true });
      const refused = page.locator('[data-page-state="refused-closed"]');
      await expect(refused).toContainText(t('portal.playtests.register.refused.closed.title'));
      await expect(refused).toContainText(t('portal.playtests.register.refused.closed.description'));
      await checkA11y();
    } finally {
      await setServerClock(page, 0);
    }
    await page.context().clearCookies();
    await signIn(page, account);
    await page.goto(href('playtest-register', { id: String(passedId) }, 'en-GB'));
    await expect(page.locator('[data-page-state="refused-closed"]')).toContainText(
      t('portal.playtests.register.refused.closed.title'),
    );
    await expect(page.getByRole('form', { name: t('portal.playtests.register.formLabel') })).toHaveCount(0);
  });

  test('the guard: an unknown playtest is the fatal 404, with the previous address put back', async ({ page }) => {
    await signIn(page);
    const missing = '/en-GB/playtests/999999/register';
    await page.goto(missing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.error.notFound.heading'));
    await expect(page.locator('[data-part="error-detail"]')).toHaveText(
      t('portal.error.guardFailed', { path: missing }),
    );
    await page.goto(href('playtests_home', {}, 'en-GB'));
    await expect(page.locator('[data-playtest]').first()).toBeVisible();
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, missing);
    await expect(page.locator('[data-part="error-detail"]')).toHaveText(
      t('portal.error.guardFailed', { path: missing }),
    );
    await expect(page).toHaveURL(href('playtests_home', {}, 'en-GB'));
  });

  test('failures: the devices could not be loaded (retry), the registration could not be sent (values kept)', async ({
    page,
    checkA11y,
  }) => {
    await signInFreshAccount(page, 'playtester');
    await addDevice(page);
    await page.route('**/api/user/device', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(href('playtest-register', { id: String(openId) }, 'en-GB'));
    const failure = page.locator('[data-page-state="unavailable"]');
    await expect(failure).toBeVisible();
    await checkA11y();
    await page.unrouteAll();
    await failure.getByRole('button', { name: t('portal.retry') }).click();
    await expect(page.getByRole('form', { name: t('portal.playtests.register.formLabel') })).toBeVisible();

    await page.route(`**/api/user/playtests/${openId}/register`, (route) => route.abort('connectionrefused'));
    await fillByKeyboard(page, { chooseDevice: true });
    await expect(page.getByText(t('portal.playtests.register.failed'))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t('portal.playtests.register.terms') })).toBeChecked();
    await expect(page.getByRole('combobox', { name: t('portal.playtests.register.device') })).toContainText(
      'Living room console',
    );
  });
});

test.describe('my playtests', () => {
  test('withdrawing, after a confirmation, frees the place', async ({ page, checkA11y }) => {
    await signInFreshAccount(page, 'playtester');
    const device = await addDevice(page);
    await registerThroughApi(page, openId, device.id);
    const before = (await apiPlaytest(page, openId)).places_left;
    const title = (await apiPlaytest(page, openId)).title;
    await page.goto(href('playtests-my-playtests', {}, 'en-GB'));
    const card = cardOf(page, openId);
    await expect(card.locator('[data-part="survey"]')).toHaveAttribute('data-survey', 'none');
    const withdraw = card.getByRole('button', { name: `${t('portal.playtests.mine.withdraw')} ${title}` });
    await withdraw.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: t('portal.playtests.mine.withdrawTitle', { title }) });
    await expect(dialog).toBeVisible();
    await checkA11y({ disableRules: ['region'] });
    // Backing out keeps the place.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(withdraw).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: t('portal.playtests.mine.withdrawConfirm') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[data-part="notice"]')).toContainText(t('portal.playtests.mine.withdrawn', { title }));
    await expect(card).toHaveCount(0);
    await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.playtests.mine.empty.title'));
    expect((await apiPlaytest(page, openId)).places_left).toBe(before + 1);
    await checkA11y();
  });

  test('withdrawing once the playtest started is refused (409) with its own message', async ({ page }) => {
    const account = await signInFreshAccount(page, 'playtester');
    const device = await addDevice(page);
    await registerThroughApi(page, openId, device.id);
    const playtest = await apiPlaytest(page, openId);
    try {
      // The server's clock an hour into the playtest; the page was opened before (the browser keeps real time).
      await setServerClock(page, Date.parse(playtest.starts_at) - Date.now() + 3600_000);
      await page.context().clearCookies();
      await signIn(page, account);
      await page.goto(href('playtests-my-playtests', {}, 'en-GB'));
      await cardOf(page, openId)
        .getByRole('button', { name: new RegExp(t('portal.playtests.mine.withdraw')) })
        .click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: t('portal.playtests.mine.withdrawConfirm') }).click();
      await expect(dialog.locator('[data-part="confirm-failed"]')).toContainText(
        t('portal.playtests.mine.refused.started'),
      );
    } finally {
      await setServerClock(page, 0);
    }
  });

  test('the demo player’s registrations: state, survey state and the survey’s link when one is due', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page);
    await page.goto(href('playtests-my-playtests', {}, 'en-GB'));
    await expect(page.locator('[data-playtest="304"]')).toBeVisible();
    // Both passed and selected: the demo player answered 304's survey; 305's is due (unless a spec of the surveys
    // answered it as the demo player, which leaves it answered).
    await expect(page.locator('[data-playtest="304"] [data-part="survey"]')).toHaveAttribute('data-survey', 'answered');
    const survey = page.locator('[data-playtest="305"] [data-part="survey"]');
    if ((await survey.getAttribute('data-survey')) === 'due') {
      await expect(
        page.locator('[data-playtest="305"]').getByRole('link', { name: t('portal.playtests.mine.survey.answer') }),
      ).toHaveAttribute('href', '/en-GB/survey/4');
    } else {
      await expect(survey).toHaveAttribute('data-survey', 'answered');
    }
    // 301 is open: no survey yet, and it can be withdrawn.
    await expect(page.locator('[data-playtest="301"]')).toContainText(t('portal.playtests.mine.status.registered'));
    await expect(page.locator('[data-playtest="304"]')).toContainText(t('portal.playtests.mine.status.selected'));
    await checkA11y();
  });

  test('empty for a new player, and the server down with a retry', async ({ page }) => {
    await signInFreshAccount(page, 'playtester');
    await page.route('**/api/user/playtests', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(href('playtests-my-playtests', {}, 'en-GB'));
    const failure = page.locator('[data-page-state="unavailable"]');
    await expect(failure).toContainText(t('portal.playtests.unavailable.title'));
    await page.unrouteAll();
    await failure.getByRole('button', { name: t('portal.retry') }).click();
    const empty = page.locator('[data-page-state="empty"]');
    await expect(empty).toContainText(t('portal.playtests.mine.empty.title'));
    await empty.getByRole('link', { name: t('portal.playtests.register.toOthers') }).click();
    await expect(page).toHaveURL(href('playtests_home', {}, 'en-GB'));
  });
});

test.describe('my playtest data', () => {
  test('shown readably and downloaded as the export call’s JSON', async ({ page, checkA11y }) => {
    await signInFreshAccount(page, 'playtester');
    const device = await addDevice(page, 'Export console');
    await registerThroughApi(page, openId, device.id);
    await page.goto(href('playtests-my-playtests-data', {}, 'en-GB'));
    const registrations = page.locator('[data-part="playtest-data-registrations"]');
    const title = (await apiPlaytest(page, openId)).title;
    await expect(registrations).toContainText(title);
    await expect(registrations).toContainText('Export console');
    await expect(page.locator('[data-part="playtest-data-devices"]')).toContainText('Export console (PS5)');
    await expect(page.locator('[data-part="playtest-data-answers"]')).toContainText(t('portal.playtests.data.none'));
    await checkA11y();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('portal.playtests.data.download') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mynacon-playtest-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const saved = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const fromApi = (await (
      await page.request.get('/api/user/playtests/export', { headers: await bearer(page) })
    ).json()) as { data: Record<string, unknown> };
    expect({ ...saved, generated_at: '' }).toEqual({ ...fromApi.data, generated_at: '' });
    expect(saved.registrations).toEqual([expect.objectContaining({ playtest_id: openId, device_id: device.id })]);
  });

  test('the server down, then a retry that works', async ({ page }) => {
    await signInFreshAccount(page, 'playtester');
    await page.route('**/api/user/playtests/export', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(href('playtests-my-playtests-data', {}, 'en-GB'));
    const failure = page.locator('[data-page-state="unavailable"]');
    await expect(failure).toBeVisible();
    await page.unrouteAll();
    await failure.getByRole('button', { name: t('portal.retry') }).click();
    await expect(page.locator('[data-part="playtest-data-registrations"]')).toContainText(
      t('portal.playtests.data.none'),
    );
  });
});

// One smoke test per page in another locale, with the demo player for the signed-in pages (reading only).
const smokes: { name: Parameters<typeof href>[0]; locale: Locale; auth: boolean; ready: string }[] = [
  { name: 'playtests_home', locale: 'de-DE', auth: false, ready: '[data-playtest]' },
  { name: 'playtests_passed', locale: 'fr-FR', auth: false, ready: '[data-part="outcome"]' },
  { name: 'playtest-register', locale: 'es-ES', auth: true, ready: 'form' },
  { name: 'playtests-my-playtests', locale: 'it-IT', auth: true, ready: '[data-playtest]' },
  { name: 'playtests-my-playtests-data', locale: 'nl-NL', auth: true, ready: '[data-part="generated"]' },
];

for (const { name, locale, auth, ready } of smokes) {
  test(`${locale} ${name}`, async ({ page, checkA11y }) => {
    if (auth) await signIn(page);
    const params = name === 'playtest-register' ? { id: '302' } : {};
    await page.goto(href(name, params as never, locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator(ready).first()).toBeVisible();
    if (name !== 'playtest-register') {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, `portal.page.${name}.title`));
    }
    await checkA11y();
  });
}
