// Account security end to end: signing in tells nobody whether an address is registered, repeated failures lock
// the account (the locked message, even for the right password afterwards), and the return path after signing in
// never leaves the site. (Registration and password reset have their own enumeration tests in their files.)
import type { APIRequestContext } from '@playwright/test';
import { createConfirmedAccount, uniqueAccount } from './accounts';
import { expect, loginForm, t, test, text } from './fixtures';

/** A password sign-in through the auth module, as the form sends it; the answer's status and body. */
async function apiSignIn(api: APIRequestContext, login: string, password: string): Promise<string> {
  const csrf = (await (await api.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await api.post('/api/auth/callback/credentials', {
    form: { email: login, password, csrfToken: csrf.csrfToken, callbackUrl: '/', json: 'true' },
    headers: { 'x-auth-return-redirect': '1' },
  });
  return `${answer.status()} ${await answer.text()}`;
}

test('a wrong password and an unknown address get the same answer, on the page and from the API', async ({ page }) => {
  const account = await createConfirmedAccount(page.request, uniqueAccount('enum'));
  const unknown = uniqueAccount('ghost').email;

  const shown: string[] = [];
  for (const login of [account.email, unknown]) {
    await page.goto('/en-GB/login');
    const form = loginForm(page);
    await form.login.fill(login);
    await form.password.fill('Wrong-Password-1!');
    await form.submit.click();
    await expect(form.kind).toHaveAttribute('data-refusal', 'credentials');
    shown.push((await form.refusal.textContent()) ?? '');
  }
  expect(shown[0]).toContain(t('portal.login.error.credentials.title'));
  expect(shown[1]).toBe(shown[0]);

  const known = await apiSignIn(page.request, account.email, 'Wrong-Password-1!');
  expect(await apiSignIn(page.request, unknown, 'Wrong-Password-1!')).toBe(known);
});

test('repeated failures lock the account: the locked message shows, even for the right password', async ({
  page,
  checkA11y,
}) => {
  const account = await createConfirmedAccount(page.request, uniqueAccount('locked'));
  // Nine failures through the API, the tenth through the form: the lock (10 in a row) starts with it.
  for (let attempt = 0; attempt < 9; attempt++) {
    expect(await apiSignIn(page.request, account.email, `Wrong-Password-${attempt}!`)).toContain('code=credentials');
  }
  await page.goto('/en-GB/login');
  const form = loginForm(page);
  await form.login.fill(account.username);
  await form.password.fill('Wrong-Password-10!');
  await form.submit.click();
  await expect(form.kind).toHaveAttribute('data-refusal', 'locked');
  await expect(form.refusal).toContainText(t('portal.login.error.locked.title'));
  await expect(form.refusal).toBeFocused();
  await checkA11y();

  await form.password.fill(account.password);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/callback/credentials');
  await form.submit.click();
  expect((await (await answer).json()) as { url: string }).toMatchObject({
    url: expect.stringContaining('code=too_many_attempts'),
  });
  await expect(form.kind).toHaveAttribute('data-refusal', 'locked');
  await expect(page).toHaveURL('/en-GB/login');
  expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();
});

test('a server too busy to check the password says so, and the player tries again', async ({ page, checkA11y }) => {
  const account = await createConfirmedAccount(page.request, uniqueAccount('busy'));
  // The server's full password-hash queue, once (the API's own test fills the real queue).
  let busy = true;
  await page.route('**/api/auth/callback/credentials', async (route) => {
    if (!busy) return route.continue();
    busy = false;
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '3', 'cache-control': 'no-store' },
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'service_unavailable',
          reason: 'server_busy',
          message: 'The server is busy. Try again in a few seconds.',
        },
      }),
    });
  });
  await page.goto('/en-GB/login');
  const form = loginForm(page);
  await form.login.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
  await expect(form.kind).toHaveAttribute('data-refusal', 'busy');
  await expect(form.refusal).toContainText(t('portal.login.error.busy.title'));
  await expect(form.refusal).toContainText('Many players are signing in at the moment. Try again in 3 seconds.');
  await expect(form.refusal).toBeFocused();
  await checkA11y();
  await page.keyboard.press('Tab');
  const again = form.refusal.getByRole('button', { name: t('portal.retry') });
  await expect(again).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-GB\/$/);
  expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ status: 'authenticated' });
});

test('after a silent sign-in the page says whose account this is; "Not you? Sign out" ends it', async ({
  page,
  request,
  checkA11y,
}) => {
  // Another site of the publisher: the player signs in there and it mints a cross-login token for this one.
  const account = await createConfirmedAccount(request, uniqueAccount('silent'));
  expect(await apiSignIn(request, account.email, account.password)).toMatch(/^200 /);
  const session = (await (await request.get('/api/auth/session')).json()) as {
    user: { accessToken: string; name: string };
  };
  const minted = await request.post('/api/auth/cross-login', {
    headers: { authorization: `Bearer ${session.user.accessToken}` },
  });
  const { token } = (await minted.json()) as { token: string };
  await page.context().addCookies([{ name: 'mynacon_xlogin', value: token, url: process.env.PORTAL_E2E_URL ?? '' }]);

  await page.goto('/en-GB/');
  const notice = page.locator('[data-part="silent-sign-in"]');
  await expect(notice).toContainText(text('en-GB', 'portal.account.silentSignIn.title', { name: session.user.name }));
  await expect(notice).toContainText(
    text('en-GB', 'portal.account.silentSignIn.description', { email: account.email }),
  );
  await checkA11y();
  await notice.getByRole('button', { name: text('en-GB', 'portal.account.silentSignIn.signOut') }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  await expect.poll(async () => (await page.request.get('/api/auth/session')).json()).toBeNull();
});

test.describe('return paths', () => {
  test.use({ signedIn: true });

  test('only a path on this site is followed; anything else lands on the locale root', async ({ page }) => {
    for (const target of [
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example/steal',
      'javascript:alert(1)',
    ]) {
      await page.goto(`/en-GB/login?redirect=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(/\/en-GB\/$/);
      expect(page.url().startsWith(process.env.PORTAL_E2E_URL ?? '')).toBe(true);
    }
    await page.goto(`/en-GB/login?redirect=${encodeURIComponent('/en-GB/inbox')}`);
    await expect(page).toHaveURL(/\/en-GB\/inbox$/);
  });
});
