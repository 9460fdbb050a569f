// The signed-in devices page (/account/sessions) and the security log (/account/security-log) against the real
// API: this session marked, another one signed out by keyboard (its access token refused at once), every other
// one signed out, and the log showing a sign-in and a failed attempt; one smoke test in German.
import type { APIRequestContext } from '@playwright/test';
import { createConfirmedAccount, signInFreshAccount, uniqueAccount } from './accounts';
import { expect, type Page, signIn, t, test, text } from './fixtures';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in from another "device" (a request context of its own) and answers its access token. */
async function signInElsewhere(device: APIRequestContext, account: { email: string; password: string }) {
  const { csrfToken } = (await (await device.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await device.post('/api/auth/callback/credentials', {
    form: { email: account.email, password: account.password, csrfToken, callbackUrl: '/', json: 'true' },
    headers: { 'x-auth-return-redirect': '1' },
  });
  expect(answer.ok()).toBe(true);
  const session = (await (await device.get('/api/auth/session')).json()) as { user: { accessToken: string } };
  return session.user.accessToken;
}

const readWith = async (page: Page, token: string) =>
  (await page.request.get('/api/user/notifications', { headers: { authorization: `Bearer ${token}` } })).status();

/** Opens a card's confirmation by keyboard and confirms it by keyboard. */
async function confirmByKeyboard(page: Page, trigger: ReturnType<Page['getByRole']>, confirm: string) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const button = dialog.getByRole('button', { name: confirm });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

test('sessions: this one marked, another signed out by keyboard at once, then every other; the security log', async ({
  page,
  playwright,
  checkA11y,
  baseURL,
}) => {
  const account = await signInFreshAccount(page, 'sessions');
  const phone = await playwright.request.newContext({ baseURL, userAgent: iphone });
  const laptop = await playwright.request.newContext({ baseURL });
  try {
    // A failed attempt, then the phone's session.
    const { csrfToken } = (await (await phone.get('/api/auth/csrf')).json()) as { csrfToken: string };
    await phone.post('/api/auth/callback/credentials', {
      form: { email: account.email, password: 'Not-The-Password-1!', csrfToken, callbackUrl: '/', json: 'true' },
      headers: { 'x-auth-return-redirect': '1' },
    });
    const phoneToken = await signInElsewhere(phone, account);
    expect(await readWith(page, phoneToken)).toBe(200);

    await page.goto('/en-GB/account/sessions');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.account-sessions.title'));
    const list = main.getByRole('list', { name: t('portal.account.sessions.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText(t('portal.account.sessions.current'));
    const phoneCard = list.getByRole('listitem').filter({ hasText: 'Safari 17 on iOS' });
    await expect(phoneCard).toContainText(t('portal.account.sessions.device.mobile'));
    await checkA11y();

    // Sign the phone out by keyboard: its access token is refused at once.
    await confirmByKeyboard(
      page,
      phoneCard.getByRole('button', { name: new RegExp(`^${t('portal.account.sessions.signOut')}`) }),
      t('portal.account.sessions.signOut'),
    );
    await expect(main.locator('[data-part="notice"]')).toContainText(t('portal.account.sessions.signedOut'));
    await expect(list.getByRole('listitem')).toHaveCount(1);
    expect(await readWith(page, phoneToken)).toBe(401);

    // Another device, then "Sign out everywhere else".
    const laptopToken = await signInElsewhere(laptop, account);
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await confirmByKeyboard(
      page,
      main.getByRole('button', { name: t('portal.account.sessions.signOutOthers') }),
      t('portal.account.sessions.signOutOthers'),
    );
    await expect(main.getByRole('heading', { name: t('portal.account.sessions.onlyThis') })).toBeVisible();
    expect(await readWith(page, laptopToken)).toBe(401);
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // The security log: the sign-ins and the failed attempt, newest first.
    await page.goto('/en-GB/account/security-log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.account-security.title'));
    const events = main.getByRole('list', { name: t('portal.account.security.listLabel') });
    await expect(events.locator('[data-event="sign_in"]').first()).toContainText(
      t('portal.account.security.event.sign_in'),
    );
    await expect(events.locator('[data-event="sign_in_failed"]')).toHaveCount(1);
    await expect(events.locator('[data-event="sign_in_failed"]')).toContainText(
      t('portal.account.security.event.sign_in_failed'),
    );
    await expect(events.locator('[data-event="session_ended"]')).toHaveCount(2);
    await checkA11y();
  } finally {
    await phone.dispose();
    await laptop.dispose();
  }
});

test('smoke in German: the devices page and the security log', async ({ page }) => {
  const account = await createConfirmedAccount(page.request, uniqueAccount('sessions-de'));
  await signIn(page, account);
  await page.goto('/de-DE/account/sessions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de-DE', 'portal.page.account-sessions.title'));
  await expect(page.getByRole('main')).toContainText(text('de-DE', 'portal.account.sessions.current'));
  await page.goto('/de-DE/account/security-log');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de-DE', 'portal.page.account-security.title'));
  await expect(page.getByRole('main')).toContainText(text('de-DE', 'portal.account.security.event.sign_in'));
});
