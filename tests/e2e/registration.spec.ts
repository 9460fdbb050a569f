// Registration and confirmation end to end (spec sections 2 and 5), against the real API and its development
// outbox: the keyboard-only path from the form to the confirmation link, signed in on the home screen, then out and
// in again; the form's rules and the server's refusals on their fields; the same answer for a known address; a
// server that fails keeps what was typed; a form that cannot be sent twice; used and broken links.
import { readFileSync } from 'node:fs';
import { latestMail, linkOf, mailsTo, pathOf, registerAccount, registrationBody, uniqueAccount } from './accounts';
import {
  clearFaultsAfterEach,
  demoAccount,
  expect,
  faultHits,
  fieldError,
  hydrated,
  injectFault,
  type Page,
  setFeatures,
  setServerClock,
  t,
  tabTo,
  test,
  text,
} from './fixtures';

clearFaultsAfterEach();

function registrationForm(page: Page) {
  const form = page.getByRole('form', { name: text('en-GB', 'portal.page.register.title') });
  const birth = form.getByRole('group', { name: new RegExp(`^${t('portal.register.dateOfBirth.label')}`) });
  return {
    form,
    email: form.getByRole('textbox', { name: t('portal.register.email.label') }),
    username: form.getByRole('textbox', { name: t('portal.register.username.label') }),
    password: form.getByLabel(t('portal.register.password.label'), { exact: true }),
    confirmation: form.getByLabel(t('portal.register.passwordConfirmation.label'), { exact: true }),
    birth,
    birthDay: birth.locator('[data-type="day"]'),
    terms: form.getByRole('checkbox', { name: t('portal.register.terms.label') }),
    submit: form.getByRole('button', { name: t('portal.register.submit') }),
    summary: form.locator('[data-part="summary-status"]'),
    availability: form.locator('[data-part="availability"]'),
  };
}

/** The error a field shows, through its `aria-describedby`. */

/** Fills the whole form with the mouse (the keyboard-only path has its own test). */
async function fillForm(
  page: Page,
  account: { email: string; username: string; password: string },
  birth = '12041990',
): Promise<void> {
  const form = registrationForm(page);
  await form.email.fill(account.email);
  await form.username.fill(account.username);
  await form.password.fill(account.password);
  await form.confirmation.fill(account.password);
  // The date's segments move on by script. Typing into the prerendered page before the script runs is prerender.spec's
  // case; keys typed while hydration is under way could land in a segment it is replacing (a loaded run typed
  // 12041990 and got 09/01/19).
  await hydrated(page);
  await form.birthDay.click();
  await page.keyboard.type(birth);
  await form.terms.focus();
  await page.keyboard.press('Space');
  await expect(form.terms).toBeChecked();
}

const passwordRule =
  'Password must contain 8 characters, at least one lowercase letter, one uppercase letter, one number and one special character : @$!%*#?&^.-_';

test.describe('with the e-mail DNS check off', () => {
  // The check asks the real DNS; these tests are about everything else (it has tests of its own below).
  test.use({ features: { enableDnsValidation: false } });

  test('keyboard only: register, confirm from the outbox, land signed in, sign out and in again', async ({
    page,
    checkA11y,
  }) => {
    // The whole journey in one test: registration, mail, confirmation, sign-out and sign-in.
    test.slow();
    const account = uniqueAccount('reg');
    await page.goto('/en-GB/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.register.title'));
    await checkA11y();
    const form = registrationForm(page);

    await tabTo(page, form.email);
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(form.username).toBeFocused();
    await page.keyboard.type(account.username);
    await expect(form.availability).toHaveText(t('portal.register.username.available', account));
    await page.keyboard.press('Tab');
    await expect(form.password).toBeFocused();
    await page.keyboard.type(account.password);
    await tabTo(page, form.confirmation, 3);
    await page.keyboard.type(account.password);
    await tabTo(page, form.birthDay, 3);
    // en-GB: day, month, year; a full segment moves on to the next one.
    await page.keyboard.type('12041990');
    await tabTo(page, form.terms, 6);
    await page.keyboard.press('Space');
    await expect(form.terms).toBeChecked();
    await tabTo(page, form.submit, 3);
    await page.keyboard.press('Enter');

    const done = page.locator('[data-part="registered"]');
    await expect(done).toBeFocused();
    await expect(done.getByRole('heading', { name: t('portal.register.done.title') })).toBeVisible();
    await expect(done).toContainText(t('portal.register.done.description', { email: account.email }));
    await checkA11y();

    const mail = await latestMail(page.request, account.email, 'confirm');
    await page.goto(pathOf(linkOf(mail)));
    // Confirmed and signed in with the single-use token: the home screen, the player in the header.
    await expect(page).toHaveURL('/en-GB/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.home.title'));
    const menu = page.getByRole('banner').getByRole('button', { name: account.username });
    await expect(menu).toBeVisible();

    await menu.click();
    await page.getByRole('menuitem', { name: text('en-GB', 'portal.account.signOut') }).click();
    await expect(page).toHaveURL('/en-GB/login');
    await page.getByRole('main').getByLabel(t('portal.login.login.label')).fill(account.username);
    await page.getByRole('main').getByLabel(t('portal.login.password.label'), { exact: true }).fill(account.password);
    await page
      .getByRole('main')
      .getByRole('button', { name: t('portal.login.submit'), exact: true })
      .click();
    await expect(page).toHaveURL('/en-GB/');
    await expect(menu).toBeVisible();
  });

  test("the form's rules: forbidden characters, weak password, confirmation, terms; focus on the first", async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/en-GB/register');
    const form = registrationForm(page);
    await form.email.fill('not-an-address');
    await form.username.fill('night owl');
    await form.password.fill('secret');
    await form.confirmation.fill('secrets');
    await form.submit.click();

    await expect(form.email).toBeFocused();
    await expect(form.summary).toContainText('fields need your attention');
    expect(await fieldError(form.email)).toContain('Invalid email format');
    expect(await fieldError(form.username)).toContain('Username contains forbidden characters');
    expect(await fieldError(form.password)).toContain(passwordRule);
    expect(await fieldError(form.confirmation)).toContain('Invalid field');
    await expect(form.terms).toHaveAttribute('aria-invalid', 'true');
    await expect(form.username).toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent: no availability question for a username the rules refuse either.
    await expect(form.availability).toHaveAttribute('data-state', 'idle');
    await checkA11y();
  });

  test('the availability check waits until typing pauses (400 ms) and says a taken username at once', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/en-GB/register');
    // Prerendered (decision 051): what is typed before the script is handed over once it runs, after the paint the
    // paused clock below would hold back. The debounce under test is the hydrated field's.
    await hydrated(page);
    const form = registrationForm(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/account/username-availability') asked.push(url.searchParams.get('username') ?? '');
    });
    await form.username.click();
    // The page's clock stands still from here (a second ahead, so that nothing due is left behind): however long the
    // typing takes on a busy machine, only runFor moves it.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.keyboard.type(demoAccount.username.toLowerCase(), { delay: 20 });
    await page.clock.runFor(300);
    expect(asked).toEqual([]);
    await page.clock.runFor(150);
    await expect(form.availability).toHaveText(t('portal.register.username.taken'));
    expect(asked).toEqual([demoAccount.username.toLowerCase()]);
    // The field's own error says it too once the player moves on, and the live line steps back.
    await page.keyboard.press('Tab');
    await expect.poll(() => fieldError(form.username)).toContain(t('portal.register.username.taken'));
    await expect(form.availability).toHaveText('');
    expect(asked).toHaveLength(1);
  });

  test('the minimum age is checked before sending; a username taken meanwhile is refused by the server', async ({
    page,
  }) => {
    const account = uniqueAccount('young');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/account/register') sent.push(request.method());
    });
    await page.goto('/en-GB/register');
    const form = registrationForm(page);
    // Born ten years ago: under the minimum age of 13 the server's configuration gives for Great Britain.
    const year = new Date().getUTCFullYear() - 10;
    await fillForm(page, account, `0101${year}`);
    await form.submit.click();
    await expect.poll(() => fieldError(form.birth)).toContain('You must be at least 13 years old');
    await expect(form.email).toHaveValue(account.email);
    expect(sent).toEqual([]);

    // The username is taken by someone else between the live check and the submission.
    await page.route('**/api/account/username-availability**', (route) => route.fulfill({ json: { available: true } }));
    await form.username.fill(demoAccount.username);
    await form.birthDay.click();
    await page.keyboard.type('01011990');
    await form.submit.click();
    await expect(form.username).toBeFocused();
    expect(await fieldError(form.username)).toContain(t('portal.register.username.taken'));
    await expect(form.password).toHaveValue(account.password);

    // A common password meets the composition rule; the server's estimator refuses it, with a message of its own.
    await page.unroute('**/api/account/username-availability**');
    await form.username.fill(account.username);
    await form.password.fill('Password1!');
    await form.confirmation.fill('Password1!');
    await form.submit.click();
    await expect
      .poll(() => fieldError(form.password))
      .toContain('This password is easy to guess. Avoid common words, names and dates.');
  });

  test('a known address gets the same answer as a new one, on the page and from the API', async ({ page }) => {
    const known = await registerAccount(page.request, uniqueAccount('known'));
    const fresh = uniqueAccount('fresh');

    const answers: string[] = [];
    for (const account of [{ ...uniqueAccount('other'), email: known.email }, fresh]) {
      await page.goto('/en-GB/register');
      await fillForm(page, account);
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/register');
      await registrationForm(page).submit.click();
      const answer = await response;
      answers.push(`${answer.status()} ${await answer.text()}`);
      const done = page.locator('[data-part="registered"]');
      await expect(done).toContainText(t('portal.register.done.description', { email: account.email }));
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toBe('200 {"success":true}');
    // The owner of the known address hears about it in their mailbox, not on the page.
    await latestMail(page.request, known.email, 'register_existing');
    expect(await mailsTo(page.request, known.email, 'confirm')).toHaveLength(1);

    const direct = await page.request.post('/api/account/register', {
      data: registrationBody({ ...uniqueAccount('again'), email: known.email }),
    });
    expect(`${direct.status()} ${await direct.text()}`).toBe(answers[1]);
  });

  test('an invitation link fills in the referral code, which goes with the registration', async ({ page }) => {
    await setFeatures(page, { referralProgram: true, enableDnsValidation: false });
    const account = uniqueAccount('invited');
    await page.goto('/en-GB/register?referral=FRIEND2345');
    const code = registrationForm(page).form.getByRole('textbox', {
      name: t('portal.register.referralCode.label'),
    });
    await expect(code).toHaveValue('FRIEND2345');
    await fillForm(page, account);
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/account/register');
    await registrationForm(page).submit.click();
    expect((await sent).postDataJSON()).toMatchObject({
      email: account.email,
      username: account.username,
      dateOfBirth: '1990-04-12',
      country: 'GB',
      locale: 'en-GB',
      terms: true,
      newsletter: false,
      referralCode: 'FRIEND2345',
    });
  });

  test('a server failure keeps every typed value and says so; the form is sent only once', async ({
    page,
    checkA11y,
  }) => {
    const account = uniqueAccount('fail');
    await page.goto('/en-GB/register');
    await fillForm(page, account);
    const form = registrationForm(page);

    await injectFault(page, { method: 'POST', path: '/api/account/register', status: 503 });
    await form.submit.click();
    await expect(form.summary).toHaveText(t('portal.register.error.unavailable'));
    await expect(form.email).toHaveValue(account.email);
    await expect(form.username).toHaveValue(account.username);
    await expect(form.password).toHaveValue(account.password);
    await expect(form.terms).toBeChecked();
    await checkA11y();

    await injectFault(page, { method: 'POST', path: '/api/account/register', status: 200, body: '{"ok":1}' });
    await form.submit.click();
    await expect(form.summary).toHaveText(t('portal.register.error.malformed'));
    await injectFault(page, { method: 'POST', path: '/api/account/register', status: 429 });
    await form.submit.click();
    await expect(form.summary).toHaveText(t('portal.register.error.throttledLater'));
    expect((await faultHits(page))['POST /api/account/register']).toBe(1);

    // Held answer: the button shows it is busy and further presses send nothing.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    await page.route('**/api/account/register', async (route) => {
      sent += 1;
      await held;
      await route.continue();
    });
    await form.submit.click();
    await expect(form.submit).toHaveAttribute('aria-disabled', 'true');
    await form.submit.click({ force: true });
    await form.email.press('Enter');
    release();
    await expect(page.locator('[data-part="registered"]')).toBeVisible();
    expect(sent).toBe(1);
  });
});

test('the e-mail DNS check refuses a domain that cannot receive mail, and accepts when it cannot answer', async ({
  page,
}) => {
  await page.route('**/api/email-dns-validation', async (route) => {
    const { email } = route.request().postDataJSON() as { email: string };
    if (email.endsWith('@nowhere.example')) await route.fulfill({ json: { success: true, isValid: false } });
    else await route.fulfill({ json: { success: false, isValid: false } });
  });
  await page.goto('/en-GB/register');
  const form = registrationForm(page);
  await form.email.fill('player@nowhere.example');
  await form.email.blur();
  await expect.poll(() => fieldError(form.email)).toContain('Please use a valid email address');
  await form.email.fill('player@unknown-lookup.example');
  await form.email.blur();
  await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
});

test('the DNS check is not asked when the configuration turns it off', async ({ page }) => {
  await setFeatures(page, { enableDnsValidation: false });
  let asked = 0;
  await page.route('**/api/email-dns-validation', (route) => {
    asked += 1;
    return route.fulfill({ json: { success: true, isValid: false } });
  });
  await page.goto('/en-GB/register');
  const form = registrationForm(page);
  await form.email.fill('player@nowhere.example');
  await form.email.blur();
  await form.username.fill('Someone');
  await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
  expect(asked).toBe(0);
});

test.describe('the confirmation link', () => {
  test('an expired link says so and offers a new one, which confirms', async ({ page, checkA11y }) => {
    const account = await registerAccount(page.request, uniqueAccount('expired'));
    const link = pathOf(linkOf(await latestMail(page.request, account.email, 'confirm')));
    // Confirmation links live 48 hours (CONFIRMATION_TOKEN_TTL): the player opens it three days later.
    await setServerClock(page, 72 * 3600 * 1000);
    try {
      await page.goto(link);
      const outcome = page.locator('[data-outcome="link"]');
      await expect(outcome).toBeFocused();
      await expect(outcome.getByRole('heading', { level: 2 })).toHaveText(t('portal.confirmation.expired.title'));
      await checkA11y();
      await page.getByRole('button', { name: t('portal.confirmation.resend') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: t('portal.confirmation.resent', account) }),
      ).toBeVisible();
      // The new link, opened at once, confirms and signs the player in.
      await expect.poll(async () => (await mailsTo(page.request, account.email, 'confirm')).length).toBe(2);
      await page.goto(pathOf(linkOf(await latestMail(page.request, account.email, 'confirm'))));
      await expect(page).toHaveURL('/en-GB/');
    } finally {
      await setServerClock(page, 0);
    }
  });

  test('a link used twice says so and offers a new one; the resend answers the same', async ({ page, checkA11y }) => {
    const account = await registerAccount(page.request, uniqueAccount('used'));
    const link = pathOf(linkOf(await latestMail(page.request, account.email, 'confirm')));
    const first = await page.request.post('/api/account/confirm', {
      data: Object.fromEntries(new URL(link, 'http://x').searchParams),
    });
    expect(first.status()).toBe(200);

    await page.goto(link);
    const outcome = page.locator('[data-outcome="link"]');
    await expect(outcome).toBeFocused();
    await expect(outcome.getByRole('heading', { level: 2 })).toHaveText(t('portal.confirmation.used.title'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.confirmation.title'));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'minimal');
    await expect(page).toHaveTitle(
      text('en-GB', 'portal.shell.documentTitle', { page: text('en-GB', 'portal.page.confirmation.title') }),
    );
    await checkA11y();
    await page.getByRole('button', { name: t('portal.confirmation.resend') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('portal.confirmation.resent', account) })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t('portal.confirmation.signIn') })).toHaveAttribute(
      'href',
      '/en-GB/login',
    );
  });

  test('a broken link is not valid, and an e-mail change link too', async ({ page, checkA11y }) => {
    await page.goto('/en-GB/confirmation?email=someone%40mynacon.test&confirm=abc');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      t('portal.confirmation.invalid.title'),
    );
    await expect(page.getByRole('button', { name: t('portal.confirmation.resend') })).toBeVisible();
    await checkA11y();

    await page.goto('/fr-FR/confirmation?payload=abc');
    const fr = JSON.parse(
      readFileSync(new URL('../../apps/portal/src/features/auth/messages/fr-FR.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr-FR', 'portal.page.confirmation.title'));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      fr['portal.confirmation.invalid.title'] ?? '',
    );
    await expect(page.getByText(fr['portal.confirmation.emailChange.linkDescription'] ?? '')).toBeVisible();
    await expect(page.getByRole('link', { name: fr['portal.confirmation.account'] })).toBeVisible();
    await checkA11y();
  });

  test('a server that is down says so; trying again later works and signs the player in', async ({
    page,
    checkA11y,
  }) => {
    const account = await registerAccount(page.request, uniqueAccount('down'));
    const link = pathOf(linkOf(await latestMail(page.request, account.email, 'confirm')));
    await injectFault(page, { method: 'POST', path: '/api/account/confirm', status: 503 });
    await page.goto(link);
    await expect(page.locator('[data-outcome="unavailable"]')).toBeFocused();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      t('portal.confirmation.unavailable.title'),
    );
    await checkA11y();
    await page.getByRole('button', { name: t('portal.retry') }).click();
    await expect(page).toHaveURL('/en-GB/');
    await expect(page.getByRole('banner').getByRole('button', { name: account.username })).toBeVisible();
  });
});
