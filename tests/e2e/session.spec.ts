// Signing in and out end to end (spec sections 4, 5 and 8), against the real auth module: the keyboard-only
// path, a refused password, the way back to a login-required page, a session that ends while a page is open
// (the page's clock moved past `tokExpire`), and a sign-out whose CSRF call fails.
import { readFileSync } from 'node:fs';
import {
  clearFaults,
  clearFaultsAfterEach,
  demoAccount,
  expect,
  injectFault,
  type Locale,
  type Locator,
  loginForm,
  type Page,
  signIn,
  tabTo,
  test,
  text,
} from './fixtures';

/** The sign-in page's own messages (its feature's bundle). */
function authMessages(locale: Locale): Record<string, string> {
  const file = new URL(`../../apps/portal/src/features/auth/messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
const loginMessages = authMessages('en-GB');

clearFaultsAfterEach();

function accountMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: demoAccount.name });
}

/** Fills the sign-in form with the mouse-free path a player would take and submits it. */
async function signInWithForm(page: Page, login: string, password: string, locale: Locale = 'en-GB'): Promise<void> {
  const form = loginForm(page, locale);
  await form.login.fill(login);
  await form.password.fill(password);
  await form.submit.click();
}

test('keyboard only: sign in, the header shows the player, then sign out', async ({ page }) => {
  await page.goto('/en-GB/login');
  const form = loginForm(page);
  await expect(form.login).toBeVisible();
  // A page load would lose this: the header must change without one.
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same page';
  });
  await tabTo(page, form.login, 25);
  await page.keyboard.type(demoAccount.username);
  await page.keyboard.press('Tab');
  await expect(form.password).toBeFocused();
  await page.keyboard.type(demoAccount.password);
  await page.keyboard.press('Enter');

  // No return path: the locale's home, and the header changed without a page load.
  await expect(page).toHaveURL('/en-GB/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.home.title'));
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: text('en-GB', 'portal.shell.signIn') })).toHaveCount(
    0,
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

  // The account menu: back up to it in the header (focus is on the home's content, which has many stops), Enter
  // opens it, typing jumps to "Sign out", Enter chooses it.
  await tabTo(page, accountMenu(page), 25, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: text('en-GB', 'portal.account.signOut') });
  await expect(signOut).toBeVisible();
  await page.keyboard.type('Sign');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/en-GB/login');
  await expect(
    page.getByRole('banner').getByRole('link', { name: text('en-GB', 'portal.shell.signIn') }),
  ).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  // Signed out on the server too: the session is gone for a fresh read.
  expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();
});

test('a wrong password is refused: the identifier stays, focus goes to the refusal', async ({ page, checkA11y }) => {
  await page.goto('/en-GB/login');
  await signInWithForm(page, demoAccount.email, 'Not-the-password-1!');
  const refusal = page.locator('[data-part="refusal"]');
  await expect(refusal).toBeFocused();
  await expect(refusal.getByRole('status')).toContainText(loginMessages['portal.login.error.credentials.title'] ?? '');
  await expect(loginForm(page).login).toHaveValue(demoAccount.email);
  await expect(page).toHaveURL('/en-GB/login');
  // The next Tab continues into the form.
  await page.keyboard.press('Tab');
  await expect(loginForm(page).login).toBeFocused();
  await checkA11y();
});

test('a login-required page sends an anonymous player to sign in and back', async ({ page }) => {
  await page.goto('/en-GB/inbox');
  await expect(page).toHaveURL(`/en-GB/login?redirect=${encodeURIComponent('/en-GB/inbox')}`);
  await signInWithForm(page, demoAccount.username, demoAccount.password);
  await expect(page).toHaveURL('/en-GB/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-GB', 'portal.page.user-inbox.title'));
  await expect(accountMenu(page)).toBeVisible();
});

test('a return path to another site is ignored: the player lands on the locale root', async ({ page }) => {
  await page.goto(`/fr-FR/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await signInWithForm(page, demoAccount.email, demoAccount.password, 'fr-FR');
  await expect(page).toHaveURL('/fr-FR/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr-FR', 'portal.page.home.title'));
});

test('a session that ends while a page is open sends the player to sign in, and back afterwards', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await page.goto('/en-GB/account/information');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en-GB', 'portal.page.account-information.title'),
  );
  const session = (await (await page.request.get('/api/auth/session')).json()) as { tokExpire: number };

  // The session's end: the browser drops the cookie when it expires (SESSION_MAX_AGE). The page notices when
  // its access token expires (`tokExpire`): it asks for a fresh session and gets none.
  await page.context().clearCookies({ name: /^authjs\.session-token/ });
  const refresh = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/session');
  const secondsLeft = session.tokExpire - Math.floor((await page.evaluate(() => Date.now())) / 1000);
  await page.clock.fastForward((secondsLeft + 5) * 1000);
  await refresh;

  await expect(page).toHaveURL(`/en-GB/login?redirect=${encodeURIComponent('/en-GB/account/information')}`);
  await expect(accountMenu(page)).toHaveCount(0);
  await signInWithForm(page, demoAccount.email, demoAccount.password);
  await expect(page).toHaveURL('/en-GB/account/information');
  await expect(accountMenu(page)).toBeVisible();
});

test("sign-out without a CSRF token says 'Could not fetch CSRF Token for signing out'", async ({ page }) => {
  await signIn(page);
  await page.goto('/en-GB/support');
  await expect(accountMenu(page)).toBeVisible();
  // Both tries of the GET fail (the client retries a GET once).
  await injectFault(page, { method: 'GET', path: '/api/auth/csrf', status: 503, times: 2 });
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text('en-GB', 'portal.account.signOut') }).click();

  const failure = page.getByRole('alert').filter({ hasText: text('en-GB', 'portal.account.signOutFailed.title') });
  await expect(failure).toContainText('Could not fetch CSRF Token for signing out');
  await expect(failure).toHaveAttribute('data-sign-out-failure', 'csrf');
  await expect(page).toHaveURL('/en-GB/support');
  await expect(accountMenu(page)).toBeVisible();

  // Once the server answers again, trying again signs out.
  await clearFaults(page);
  await failure.getByRole('button', { name: text('en-GB', 'portal.retry') }).click();
  await expect(page).toHaveURL('/en-GB/login');
  await expect(accountMenu(page)).toHaveCount(0);
  await expect(failure).toHaveCount(0);
});
