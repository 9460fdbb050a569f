// Password reset end to end (spec sections 2 and 5): asked for from the sign-in page by keyboard alone, the same
// answer for any address, the mailed link opens the reset page (minimal layout) which sets the new password; a used
// or broken link says so and offers a new one; a server failure keeps what was typed.
import { readFileSync } from 'node:fs';
import { createConfirmedAccount, latestMail, linkOf, mailsTo, pathOf, uniqueAccount } from './accounts';
import {
  clearFaultsAfterEach,
  expect,
  fieldError,
  injectFault,
  loginForm,
  type Page,
  refuseOnce,
  setServerClock,
  t,
  tabTo,
  test,
  text,
} from './fixtures';

clearFaultsAfterEach();

function requestForm(page: Page) {
  const form = page.getByRole('form', { name: t('portal.reset.request.title') });
  return {
    form,
    email: form.getByRole('textbox', { name: t('portal.reset.request.email.label') }),
    submit: form.getByRole('button', { name: t('portal.reset.request.submit') }),
    summary: form.locator('[data-part="summary-status"]'),
  };
}

function resetForm(page: Page) {
  const form = page.getByRole('form', { name: text('en-GB', 'portal.page.customer-resetpassword.title') });
  return {
    form,
    email: form.getByRole('textbox', { name: t('portal.reset.email.label') }),
    password: form.getByLabel(t('portal.reset.password.label'), { exact: true }),
    confirmation: form.getByLabel(t('portal.reset.passwordConfirmation.label'), { exact: true }),
    submit: form.getByRole('button', { name: t('portal.reset.submit') }),
    summary: form.locator('[data-part="summary-status"]'),
  };
}

const newPassword = 'Brand-New-Pass-42!';

test('keyboard only: ask from the sign-in page, open the mailed link, set a new password, sign in with it', async ({
  page,
  checkA11y,
}) => {
  const account = await createConfirmedAccount(page.request, uniqueAccount('reset'));
  await page.goto('/en-GB/login');
  const login = loginForm(page);
  // What the player typed as login comes along when it is an address.
  await login.login.fill(account.email);
  await tabTo(page, login.forgot, 30);
  await expect(login.forgot).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(login.forgot).toHaveAttribute('aria-expanded', 'true');
  const request = requestForm(page);
  await expect(request.email).toBeFocused();
  await expect(request.email).toHaveValue(account.email);
  await checkA11y();
  await page.keyboard.press('Enter');

  const sent = page.locator('[data-part="reset-requested"]');
  await expect(sent).toBeFocused();
  await expect(sent).toContainText(t('portal.reset.request.sent.description', { email: account.email }));
  await checkA11y();

  const link = linkOf(await latestMail(page.request, account.email, 'reset'));
  expect(link.pathname).toBe('/en-GB/customer/resetpassword');
  expect(link.searchParams.get('email')).toBe(account.email);
  // The link's token is in the address: the page sends no referrer and allows no third-party script.
  const opened = await page.goto(pathOf(link));
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened?.headers()['content-security-policy']).not.toContain('googletagmanager');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'minimal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en-GB', 'portal.page.customer-resetpassword.title'),
  );
  const reset = resetForm(page);
  await expect(reset.email).toHaveValue(account.email);
  await checkA11y();
  await tabTo(page, reset.password, 30);
  await page.keyboard.type(newPassword);
  await tabTo(page, reset.confirmation, 3);
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Enter');

  const done = page.locator('[data-outcome="done"]');
  await expect(done).toBeFocused();
  await expect(done).toContainText(t('portal.reset.done.title'));
  await checkA11y();
  await done.getByRole('link', { name: t('portal.reset.signIn') }).click();
  await expect(page).toHaveURL('/en-GB/login');

  // The old password no longer works; the new one does.
  const form = loginForm(page);
  await form.login.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
  await expect(page.locator('[data-part="refusal"]')).toContainText(t('portal.login.error.credentials.title'));
  await form.password.fill(newPassword);
  await form.submit.click();
  await expect(page).toHaveURL('/en-GB/');
  await expect(page.getByRole('banner').getByRole('button', { name: account.username })).toBeVisible();
});

test('the same answer for an address nobody uses, on the page and from the API; no mail goes out', async ({ page }) => {
  const known = await createConfirmedAccount(page.request, uniqueAccount('known'));
  const unknown = uniqueAccount('nobody').email;
  const answers: string[] = [];
  for (const email of [known.email, unknown]) {
    await page.goto('/en-GB/login');
    await loginForm(page).forgot.click();
    const request = requestForm(page);
    await request.email.fill(email);
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/password-reset');
    await request.submit.click();
    const answer = await response;
    answers.push(`${answer.status()} ${await answer.text()}`);
    await expect(page.locator('[data-part="reset-requested"]')).toContainText(
      t('portal.reset.request.sent.description', { email }),
    );
  }
  expect(answers).toEqual(['200 {"success":true}', '200 {"success":true}']);
  await latestMail(page.request, known.email, 'reset');
  expect(await mailsTo(page.request, unknown)).toEqual([]);
});

test('the panel closes and gives focus back; a failure keeps the address and says so, a busy server with “Try again”', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/en-GB/login');
  const login = loginForm(page);
  await login.forgot.click();
  const request = requestForm(page);
  await request.email.fill('someone@mynacon.test');
  await injectFault(page, { method: 'POST', path: '/api/account/password-reset', status: 503 });
  await request.submit.click();
  await expect(request.summary).toHaveText(t('portal.reset.error.unavailable'));
  await expect(request.email).toHaveValue('someone@mynacon.test');
  await checkA11y();
  // A busy server (its 429 is the mail limit, an hour's, in its own words: "Try again" is for a busy server only).
  const tryAgain = await refuseOnce(
    page,
    { form: request.form, method: 'POST', path: '/api/account/password-reset', kind: 'busy' },
    () => request.submit.click(),
  );
  await expect(request.email).toHaveValue('someone@mynacon.test');
  await tryAgain.click();
  const requested = page.locator('[data-part="reset-requested"]');
  await expect(requested).toContainText(t('portal.reset.request.sent.description', { email: 'someone@mynacon.test' }));
  await page.getByRole('button', { name: t('portal.reset.request.close') }).click();
  await expect(requested).toHaveCount(0);
  await expect(login.forgot).toBeFocused();
  await expect(login.forgot).toHaveAttribute('aria-expanded', 'false');
});

test('a used link says so and offers a new one', async ({ page, checkA11y }) => {
  const account = await createConfirmedAccount(page.request, uniqueAccount('twice'));
  const request = await page.request.post('/api/account/password-reset', { data: { email: account.email } });
  expect(request.ok()).toBe(true);
  const link = linkOf(await latestMail(page.request, account.email, 'reset'));
  const spent = await page.request.post('/api/account/password-reset/confirm', {
    data: { email: account.email, token: link.searchParams.get('token'), password: newPassword },
  });
  expect(spent.ok()).toBe(true);

  await page.goto(pathOf(link));
  const reset = resetForm(page);
  await reset.password.fill('Another-Pass-43!');
  await reset.confirmation.fill('Another-Pass-43!');
  await reset.submit.click();
  const outcome = page.locator('[data-outcome="link-used"]');
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText(t('portal.reset.used.title'));
  const again = requestForm(page);
  await expect(again.email).toHaveValue(account.email);
  await checkA11y();
  await again.submit.click();
  await expect(page.locator('[data-part="reset-requested"]')).toBeVisible();
  expect(await mailsTo(page.request, account.email, 'reset')).toHaveLength(2);
});

test('an expired link says so and offers a new one', async ({ page, checkA11y }) => {
  const account = await createConfirmedAccount(page.request, uniqueAccount('late'));
  expect((await page.request.post('/api/account/password-reset', { data: { email: account.email } })).ok()).toBe(true);
  const link = linkOf(await latestMail(page.request, account.email, 'reset'));
  // The link lives an hour (PASSWORD_RESET_TOKEN_TTL): the player opens it an hour and a minute later.
  await setServerClock(page, 61 * 60 * 1000);
  try {
    await page.goto(pathOf(link));
    const reset = resetForm(page);
    await reset.password.fill(newPassword);
    await reset.confirmation.fill(newPassword);
    await reset.submit.click();
    const outcome = page.locator('[data-outcome="link-expired"]');
    await expect(outcome).toBeFocused();
    await expect(outcome).toContainText(t('portal.reset.expired.title'));
    await checkA11y();
    // A new link can be asked for on the spot.
    const again = requestForm(page);
    await expect(again.email).toHaveValue(account.email);
    await again.submit.click();
    await expect(page.locator('[data-part="reset-requested"]')).toBeVisible();
    expect(await mailsTo(page.request, account.email, 'reset')).toHaveLength(2);
  } finally {
    await setServerClock(page, 0);
  }
  // The old password still signs in: nothing was changed.
  const csrf = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const signIn = await page.request.post('/api/auth/callback/credentials', {
    form: {
      email: account.email,
      password: account.password,
      csrfToken: csrf.csrfToken,
      callbackUrl: '/',
      json: 'true',
    },
    headers: { 'x-auth-return-redirect': '1' },
  });
  expect(((await signIn.json()) as { url: string }).url).not.toContain('error=');
});

test('a broken link is not valid at once, in every locale', async ({ page, checkA11y }) => {
  await page.goto('/de-DE/customer/resetpassword?email=demo%40mynacon.test&token=abc');
  const de = JSON.parse(
    readFileSync(new URL('../../apps/portal/src/features/auth/messages/de-DE.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('de-DE', 'portal.page.customer-resetpassword.title'),
  );
  await expect(page.locator('[data-outcome="link-invalid"]')).toContainText(de['portal.reset.invalid.title'] ?? '');
  await expect(page.getByRole('textbox', { name: de['portal.reset.request.email.label'] })).toHaveValue(
    'demo@mynacon.test',
  );
  await checkA11y();
});

test('the new password follows the rules; a server failure keeps what was typed', async ({ page, checkA11y }) => {
  const account = await createConfirmedAccount(page.request, uniqueAccount('rules'));
  await page.request.post('/api/account/password-reset', { data: { email: account.email } });
  const link = linkOf(await latestMail(page.request, account.email, 'reset'));
  await page.goto(pathOf(link));
  const reset = resetForm(page);
  await reset.password.fill('weak');
  await reset.confirmation.fill('weaker');
  await reset.submit.click();
  await expect(reset.password).toBeFocused();
  expect(await fieldError(reset.password)).toContain(
    'Password must contain 8 characters, at least one lowercase letter, one uppercase letter, one number and one special character : @$!%*#?&^.-_',
  );
  expect(await fieldError(reset.confirmation)).toContain('Invalid field');
  await checkA11y();

  await reset.password.fill(newPassword);
  await reset.confirmation.fill(newPassword);
  await injectFault(page, { method: 'POST', path: '/api/account/password-reset/confirm', status: 500 });
  await reset.submit.click();
  await expect(reset.summary).toHaveText(t('portal.reset.error.unavailable'));
  await expect(reset.password).toHaveValue(newPassword);
  await expect(reset.confirmation).toHaveValue(newPassword);
  // The link was not spent. A busy password-hash queue says so inside the form; "Try again" then goes through.
  const tryAgain = await refuseOnce(
    page,
    { form: reset.form, method: 'POST', path: '/api/account/password-reset/confirm', kind: 'busy' },
    () => reset.submit.click(),
  );
  await expect(reset.password).toHaveValue(newPassword);
  await expect(reset.confirmation).toHaveValue(newPassword);
  await tryAgain.click();
  await expect(page.locator('[data-outcome="done"]')).toBeVisible();
});
