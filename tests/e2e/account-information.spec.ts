// The account information page (/account/information) against the real API: the account's details, a new username
// and date of birth saved by keyboard (the header follows the new name) and their refusals, personal details saved by
// keyboard, the e-mail change (confirmed through the mailed link), the password change (this tab
// stays signed in, the other sessions end), linked accounts with unlink and its refusal, a session ended elsewhere
// sending the player to sign in and back, and the failure states.
import { latestMail, linkOf, signInFreshAccount, uniqueAccount } from './accounts';
import {
  clearFaultsAfterEach,
  countPosts,
  demoAccount,
  expect,
  fieldError,
  injectFault,
  newContext,
  type Page,
  refuseOnce,
  signIn,
  t,
  tabTo,
  test,
  text,
} from './fixtures';

clearFaultsAfterEach();

function infoPage(page: Page) {
  const main = page.getByRole('main');
  const identity = main.getByRole('form', { name: t('portal.account.info.identityTitle') });
  const birth = identity.getByRole('group', { name: new RegExp(`^${t('portal.account.info.dateOfBirth')}`) });
  const personal = main.getByRole('form', { name: t('portal.account.info.personalTitle') });
  const email = main.getByRole('form', { name: t('portal.account.info.emailTitle') });
  const password = main.getByRole('form', { name: t('portal.account.info.passwordTitle') });
  const overview = main.locator('[data-part="overview"]');
  return {
    main,
    overview,
    /** A detail the overview shows. */
    shown: (field: 'username' | 'email' | 'date_of_birth') => overview.locator(`[data-field="${field}"]`),
    notice: main.locator('[data-part="notice"]'),
    identity: {
      form: identity,
      username: identity.getByRole('textbox', { name: t('portal.account.info.username') }),
      birth,
      birthDay: birth.locator('[data-type="day"]'),
      submit: identity.getByRole('button', { name: t('portal.account.save') }),
    },
    personal: {
      form: personal,
      firstname: personal.getByLabel(t('portal.account.info.firstname')),
      lastname: personal.getByLabel(t('portal.account.info.lastname')),
      newsletter: personal.getByRole('checkbox', { name: t('portal.account.info.newsletter') }),
    },
    email: {
      form: email,
      address: email.getByLabel(t('portal.account.info.newEmail')),
      password: email.getByLabel(t('portal.account.info.currentPassword'), { exact: true }),
      submit: email.getByRole('button', { name: t('portal.account.info.emailSubmit') }),
    },
    password: {
      form: password,
      current: password.getByLabel(t('portal.account.info.currentPassword'), { exact: true }),
      next: password.getByLabel(t('portal.account.info.newPassword'), { exact: true }),
      confirm: password.getByLabel(t('portal.account.info.confirmPassword'), { exact: true }),
      submit: password.getByRole('button', { name: t('portal.account.info.passwordSubmit') }),
    },
    linked: main.getByRole('region', { name: t('portal.account.linked.title') }),
  };
}

/** Signs a fresh player in and opens the information page. */
async function openInfoPage(page: Page) {
  const account = await signInFreshAccount(page, 'info');
  await page.goto('/en-GB/account/information');
  return { account, view: infoPage(page) };
}

async function session(page: Page): Promise<{ user: { email: string } } | null> {
  return (await (await page.request.get('/api/auth/session')).json()) as { user: { email: string } } | null;
}

test('the account’s details; personal details saved by keyboard; an e-mail domain without mail refused', async ({
  page,
  checkA11y,
}) => {
  const { account, view } = await openInfoPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.account-information.title'));
  await expect(view.shown('username')).toHaveText(account.username);
  await expect(view.shown('email')).toHaveText(account.email);
  await expect(view.shown('date_of_birth')).toHaveText('12 April 1990');
  await expect(view.linked).toContainText(t('portal.account.linked.empty.title'));
  await checkA11y();

  await view.personal.firstname.focus();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await expect(view.personal.lastname).toBeFocused();
  await page.keyboard.type('<i>Lovelace</i>');
  await page.keyboard.press('Tab');
  await expect(view.personal.newsletter).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  // The write limit's 429 first (decision 044): said inside the form with "Try again", every value kept.
  const tryAgain = await refuseOnce(
    page,
    { form: view.personal.form, method: 'PUT', path: '/api/user/information', kind: 'tooMany' },
    () => page.keyboard.press('Enter'),
  );
  await expect(view.personal.lastname).toHaveValue('<i>Lovelace</i>');
  await expect(view.personal.newsletter).toBeChecked();
  await checkA11y();
  await page.keyboard.press('Tab');
  await expect(tryAgain).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(view.notice).toContainText(t('portal.account.info.saved'));
  await expect(view.personal.form.locator('[data-part="submit-retry"]')).toHaveCount(0);
  await page.reload();
  await expect(view.personal.firstname).toHaveValue('Ada');
  await expect(view.personal.lastname).toHaveValue('<i>Lovelace</i>');
  await expect(view.personal.newsletter).toBeChecked();

  // The DNS check (spec section 5) answers that the new address's domain has no mail server (planned, so that the
  // test does not depend on the machine's resolver): refused on the field, and nothing is sent.
  const sent = countPosts(page, '/api/account/email');
  await injectFault(page, {
    method: 'POST',
    path: '/api/email-dns-validation',
    status: 200,
    body: JSON.stringify({ success: true, isValid: false }),
    times: 5,
  });
  await view.email.address.fill('someone@nowhere.example');
  await view.email.password.fill(account.password);
  await view.email.submit.click();
  await expect(view.email.address).toBeFocused();
  await expect(view.email.address).toHaveAttribute('aria-invalid', 'true');
  await expect(view.email.form).toContainText('Please use a valid email address');
  expect(sent()).toBe(0);
});

test('a new username and date of birth by keyboard: saved, kept after a reload, the header shows the new name', async ({
  page,
  checkA11y,
}) => {
  const { account, view } = await openInfoPage(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: account.username })).toBeVisible();
  await expect(view.identity.username).toHaveValue(account.username);
  await checkA11y();

  const renamed = uniqueAccount('renamed').username;
  await view.identity.username.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(renamed);
  await tabTo(page, view.identity.birthDay, 3);
  await page.keyboard.type('05061985');
  await tabTo(page, view.identity.submit, 10);
  await page.keyboard.press('Enter');
  await expect(view.notice).toContainText(t('portal.account.info.saved'));
  await expect(view.shown('username')).toHaveText(renamed);
  await expect(view.shown('date_of_birth')).toHaveText('5 June 1985');
  await expect(header.getByRole('button', { name: renamed })).toBeVisible();
  await checkA11y();

  await page.reload();
  await expect(view.shown('username')).toHaveText(renamed);
  await expect(view.shown('date_of_birth')).toHaveText('5 June 1985');
  await expect(view.identity.username).toHaveValue(renamed);
  // The session read after the reload carries the new name too: the header keeps it.
  await expect(header.getByRole('button', { name: renamed })).toBeVisible();
  const information = await page.evaluate(async () => {
    const session = (await (await fetch('/api/auth/session')).json()) as { user: { accessToken: string } };
    const answer = await fetch('/api/user/information', {
      headers: { authorization: `Bearer ${session.user.accessToken}` },
    });
    return ((await answer.json()) as { data: { username: string; date_of_birth: string } }).data;
  });
  expect(information).toMatchObject({ username: renamed, date_of_birth: '1985-06-05' });
});

test('a username taken (another case of the demo player’s) and a date too young are refused on their fields', async ({
  page,
  checkA11y,
}) => {
  const { account, view } = await openInfoPage(page);
  const taken = demoAccount.username.toLowerCase();

  await view.identity.username.fill(taken);
  await view.identity.submit.click();
  await expect(view.identity.username).toBeFocused();
  await expect(view.identity.username).toHaveAttribute('aria-invalid', 'true');
  expect(await fieldError(view.identity.username)).toContain(t('portal.account.error.usernameTaken'));
  await expect(view.identity.username).toHaveValue(taken);
  await checkA11y();

  // Forbidden characters never reach the server.
  await view.identity.username.fill('no spaces');
  await view.identity.submit.click();
  await expect.poll(() => fieldError(view.identity.username)).toContain('Username contains forbidden characters');

  // Born ten years ago: under the minimum age of 13 of Great Britain, the account's country.
  await view.identity.username.fill(account.username);
  const year = new Date().getUTCFullYear() - 10;
  await view.identity.birthDay.click();
  await page.keyboard.type(`0101${year}`);
  await view.identity.submit.click();
  await expect.poll(() => fieldError(view.identity.birth)).toContain('You must be at least 13 years old');
  await checkA11y();

  // The server refuses it too (its own check, whatever the page knew), on the same field.
  await injectFault(page, {
    method: 'PUT',
    path: '/api/user/information',
    status: 400,
    body: JSON.stringify({
      error: {
        code: 'invalid_body',
        message: 'The body is not valid.',
        issues: [
          { path: 'date_of_birth', code: 'min_age', params: { age: 16 }, message: 'You must be at least 16 years old' },
        ],
      },
    }),
  });
  await view.identity.birthDay.click();
  await page.keyboard.type('01011990');
  await view.identity.submit.click();
  await expect.poll(() => fieldError(view.identity.birth)).toContain('You must be at least 16 years old');

  // A server failure keeps what was typed.
  await injectFault(page, { method: 'PUT', path: '/api/user/information', status: 500 });
  const renamed = uniqueAccount('kept').username;
  await view.identity.username.fill(renamed);
  await view.identity.submit.click();
  const summary = view.identity.form.locator('[data-part="summary"]');
  await expect(summary).toContainText(t('portal.account.error.unavailable'));
  await expect(summary).toBeFocused();
  await expect(view.identity.username).toHaveValue(renamed);
  await page.reload();
  await expect(view.shown('username')).toHaveText(account.username);
  await expect(view.shown('date_of_birth')).toHaveText('12 April 1990');
});

test.describe('with the DNS check off (test addresses are at .test domains)', () => {
  test.use({ features: { enableDnsValidation: false } });

  test('the e-mail change: a wrong password is refused on its field, then the mailed link changes the address', async ({
    page,
    checkA11y,
  }) => {
    const { account, view } = await openInfoPage(page);
    const next = uniqueAccount('changed').email;

    await view.email.address.fill(next);
    await view.email.password.fill('Not-the-password-1!');
    await view.email.submit.click();
    await expect(view.email.password).toBeFocused();
    await expect(view.email.password).toHaveAttribute('aria-invalid', 'true');
    await expect(view.email.form).toContainText(t('portal.account.error.wrongPassword'));
    await expect(view.email.address).toHaveValue(next);
    await checkA11y();

    await view.email.password.fill(account.password);
    await view.email.submit.click();
    const sent = view.main.locator('[data-part="email-sent"]');
    await expect(sent).toContainText(t('portal.account.info.emailSent.description', { email: next }));
    await expect(view.email.address).toHaveValue('');
    // Nothing changes until the link is opened.
    await expect(view.shown('email')).toHaveText(account.email);

    const link = linkOf(await latestMail(page.request, next, 'email_change_confirm'));
    const token = link.searchParams.get('payload');
    const confirm = await page.request.post('/api/account/email/confirm', { data: { token } });
    expect(confirm.status(), await confirm.text()).toBe(200);
    await page.reload();
    await expect(view.shown('email')).toHaveText(next);
  });
});

test('the password change: this tab stays signed in, another session ends', async ({ page, browser, checkA11y }) => {
  const account = await signInFreshAccount(page, 'info');
  // A second session of the same player, in a browser of its own.
  const other = await newContext(browser);
  const otherPage = await other.newPage();
  await signIn(otherPage, account);
  expect(await session(otherPage)).not.toBeNull();

  await page.goto('/en-GB/account/information');
  const view = infoPage(page);
  // The new password must follow the rule and be confirmed.
  await view.password.current.fill(account.password);
  await view.password.next.fill('short');
  await view.password.confirm.fill('different');
  await view.password.submit.click();
  await expect(view.password.next).toHaveAttribute('aria-invalid', 'true');
  await expect(view.password.confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(view.password.form).toContainText(t('portal.account.info.passwordMismatch'));

  // A wrong current password is the server's refusal, on its field.
  await view.password.current.fill('Wrong-Password-1!');
  await view.password.next.fill('Brand-New-Pass-2026!');
  await view.password.confirm.fill('Brand-New-Pass-2026!');
  await view.password.submit.click();
  await expect(view.password.current).toBeFocused();
  await expect(view.password.form).toContainText(t('portal.account.error.wrongPassword'));
  await expect(view.password.next).toHaveValue('Brand-New-Pass-2026!');

  await view.password.current.fill(account.password);
  // A full password-hash queue (decision 038): "Try again" sends the same three passwords once it has room. (A 429
  // here may be the password checks' lockout in minutes, which the summary words: busy only.)
  const tryAgain = await refuseOnce(
    page,
    { form: view.password.form, method: 'POST', path: '/api/account/password', kind: 'busy' },
    () => view.password.submit.click(),
  );
  await expect(view.password.current).toHaveValue(account.password);
  await expect(view.password.confirm).toHaveValue('Brand-New-Pass-2026!');
  await tryAgain.click();
  await expect(view.notice).toBeFocused();
  await expect(view.notice).toContainText(t('portal.account.info.passwordChanged'));
  await expect(view.password.current).toHaveValue('');
  await checkA11y();

  // Still signed in here, after a reload too; the other session has ended.
  await page.reload();
  await expect(page).toHaveURL('/en-GB/account/information');
  await expect(view.shown('email')).toHaveText(account.email);
  expect(await session(page)).not.toBeNull();
  expect(await session(otherPage)).toBeNull();
  await other.close();
});

test('a session ended elsewhere sends the player to sign in, and back to the page afterwards', async ({
  page,
  browser,
}) => {
  const { account, view } = await openInfoPage(page);
  await expect(view.shown('email')).toHaveText(account.email);

  // The player changes the password on another device: this session ends on the server.
  const other = await newContext(browser);
  const otherPage = await other.newPage();
  await signIn(otherPage, account);
  const token = ((await session(otherPage)) as unknown as { user: { accessToken: string } }).user.accessToken;
  const change = await otherPage.request.post('/api/account/password', {
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: account.password, password: 'Changed-Elsewhere-1!' },
  });
  expect(change.status(), await change.text()).toBe(200);
  await other.close();

  // The next change on this page finds the session gone: to the sign-in page, with the way back.
  await view.password.current.fill(account.password);
  await view.password.next.fill('Another-Change-1!');
  await view.password.confirm.fill('Another-Change-1!');
  await view.password.submit.click();
  await expect(page).toHaveURL(`/en-GB/login?redirect=${encodeURIComponent('/en-GB/account/information')}`);

  const main = page.getByRole('main');
  await main.getByLabel(text('en-GB', 'portal.login.login.label')).fill(account.email);
  await main.getByLabel(text('en-GB', 'portal.login.password.label'), { exact: true }).fill('Changed-Elsewhere-1!');
  await main.getByRole('button', { name: text('en-GB', 'portal.login.submit'), exact: true }).click();
  await expect(page).toHaveURL('/en-GB/account/information');
  await expect(view.shown('email')).toHaveText(account.email);
});

test('unlinking an account: the refusal when it is the last way to sign in, then a successful unlink', async ({
  page,
  checkA11y,
}) => {
  await signInFreshAccount(page, 'info');
  // A player who signed up through Steam only: no password, one linked account (planned answers of the server).
  const steamOnly = {
    items: [{ provider: 'steam', display_name: '<b>steam_fan</b>', linked_at: '2026-01-10T12:00:00Z' }],
    has_password: false,
  };
  await injectFault(page, {
    method: 'GET',
    path: '/api/user/linked-accounts',
    status: 200,
    body: JSON.stringify({ success: true, data: steamOnly }),
  });
  await injectFault(page, {
    method: 'DELETE',
    path: '/api/user/linked-accounts/steam',
    status: 409,
    body: JSON.stringify({
      error: {
        code: 'conflict',
        message: 'Unlinking steam would leave no way to sign in: set a password or link another account first.',
      },
    }),
  });
  await page.goto('/en-GB/account/information');
  const view = infoPage(page);
  const steam = view.linked.getByRole('listitem').filter({ hasText: 'Steam' });
  await expect(steam).toContainText('<b>steam_fan</b>');
  await expect(view.linked.locator('b')).toHaveCount(0);
  await steam.getByRole('button', { name: /^Unlink/ }).press('Enter');
  const dialog = page.getByRole('alertdialog', { name: t('portal.account.linked.unlinkTitle', { provider: 'Steam' }) });
  await dialog.getByRole('button', { name: t('portal.account.linked.unlinkConfirm') }).press('Enter');
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toHaveText(t('portal.account.linked.refused', { provider: 'Steam' }));
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(steam).toBeVisible();

  // Without a recent proof the server asks for one: for an account without a password, a mailed code.
  await injectFault(page, {
    method: 'DELETE',
    path: '/api/user/linked-accounts/steam',
    status: 403,
    body: JSON.stringify({
      error: {
        code: 'forbidden',
        message: 'Confirm it is you before changing your linked accounts.',
        reason: 'reauth_required',
      },
    }),
  });
  await steam.getByRole('button', { name: /^Unlink/ }).click();
  await dialog.getByRole('button', { name: t('portal.account.linked.unlinkConfirm') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('portal.account.reauth.needed'));
  await injectFault(page, {
    method: 'POST',
    path: '/api/account/reauthenticate/code',
    status: 200,
    body: JSON.stringify({ success: true }),
  });
  await dialog.getByRole('button', { name: t('portal.account.reauth.sendCode') }).click();
  await expect(dialog.getByText(t('portal.account.reauth.codeSent'))).toBeVisible();
  await dialog.getByLabel(t('portal.account.reauth.code')).fill('482913');
  await checkA11y();

  // With the code (and a password as well), the unlink goes through.
  await injectFault(page, {
    method: 'POST',
    path: '/api/account/reauthenticate',
    status: 200,
    body: JSON.stringify({ success: true, until: '2026-01-10T12:10:00Z' }),
  });
  await injectFault(page, {
    method: 'DELETE',
    path: '/api/user/linked-accounts/steam',
    status: 200,
    body: JSON.stringify({ success: true, data: { items: [], has_password: true } }),
  });
  await dialog.getByRole('button', { name: t('portal.account.linked.unlinkConfirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(view.notice).toContainText(t('portal.account.linked.unlinked', { provider: 'Steam' }));
  await expect(view.linked).toContainText(t('portal.account.linked.empty.title'));
});

test('a page that fails to load offers to try again; a save that fails keeps what was typed', async ({
  page,
  checkA11y,
}) => {
  await signInFreshAccount(page, 'info');
  await injectFault(page, { method: 'GET', path: '/api/user/information', status: 503, times: 2 });
  await page.goto('/en-GB/account/information');
  const failed = page.getByRole('main').locator('[data-page-state="failed"]');
  await expect(failed).toContainText(t('portal.account.info.failed'));
  await checkA11y();
  await failed.getByRole('button', { name: t('portal.retry') }).click();
  const view = infoPage(page);
  await expect(view.overview).toBeVisible();

  await injectFault(page, { method: 'PUT', path: '/api/user/information', status: 500 });
  await view.personal.firstname.fill('Grace');
  await view.personal.form.getByRole('button', { name: t('portal.account.save') }).click();
  const summary = view.personal.form.locator('[data-part="summary"]');
  await expect(summary).toContainText(t('portal.account.error.unavailable'));
  await expect(summary).toBeFocused();
  await expect(view.personal.firstname).toHaveValue('Grace');
  await checkA11y();
});
