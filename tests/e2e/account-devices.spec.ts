// The devices page (/account/device) against the real API: add, rename and remove by keyboard, each surviving a
// reload; server text shown as text; a failed save keeps what was typed; a failed load offers to try again; and no
// call reaches another player's devices.
import { accountListPage, signInFreshAccount } from './accounts';
import {
  accessToken,
  clearFaults,
  clearFaultsAfterEach,
  countPosts,
  demoAccount,
  expect,
  injectFault,
  type Page,
  refuseOnce,
  signIn,
  t,
  test,
  text,
} from './fixtures';

clearFaultsAfterEach();

function devicesPage(page: Page) {
  const view = accountListPage(page, 'devices');
  return {
    ...view,
    name: view.addForm.getByLabel(t('portal.account.devices.name')),
    platform: view.addForm.getByRole('combobox', { name: new RegExp(`^${t('portal.account.devices.platform')}`) }),
    serial: view.addForm.getByLabel(t('portal.account.devices.serial')),
    submit: view.addForm.getByRole('button', { name: t('portal.account.devices.add') }),
  };
}

test('keyboard only: add, rename and remove a device, each change surviving a reload', async ({ page, checkA11y }) => {
  await signInFreshAccount(page, 'devices');
  await page.goto('/en-GB/account/device');
  const view = devicesPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.account-device.title'));
  await expect(view.empty).toBeVisible();
  await checkA11y();

  // Add: type the name, Tab to the platform and type to choose it, Enter submits.
  await view.name.focus();
  await page.keyboard.type('Living room PS5');
  await page.keyboard.press('Tab');
  await expect(view.platform).toBeFocused();
  await page.keyboard.type('ps5');
  await expect(view.platform).toContainText('PS5');
  await page.keyboard.press('Tab');
  await expect(view.serial).toBeFocused();
  await page.keyboard.type('CFI-1216A-0042');
  await page.keyboard.press('Enter');
  await expect(view.card('Living room PS5')).toBeVisible();
  await expect(view.notice).toContainText(t('portal.account.devices.added', { name: 'Living room PS5' }));
  // The form starts again, empty.
  await expect(view.name).toHaveValue('');
  await page.reload();
  await expect(view.card('Living room PS5')).toContainText('PS5');
  await expect(view.card('Living room PS5')).toContainText('CFI-1216A-0042');

  // Rename: Tab to the card's button, Enter opens the dialog, the new name, Enter saves.
  const rename = view.card('Living room PS5').getByRole('button', { name: /^Rename/ });
  const id = await view.card('Living room PS5').getAttribute('data-device');
  await rename.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {
    name: t('portal.account.devices.renameTitle', { name: 'Living room PS5' }),
  });
  const field = dialog.getByLabel(t('portal.account.devices.name'));
  await expect(field).toHaveValue('Living room PS5');
  await checkA11y();
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Bedroom PS5');
  // Too many changes at once (decision 044): said in the dialog's form, the new name kept; Tab, then Enter on
  // "Try again" saves it.
  const tryAgain = await refuseOnce(
    page,
    { form: dialog.getByRole('form'), method: 'PUT', path: `/api/user/device/${id}`, kind: 'tooMany' },
    () => page.keyboard.press('Enter'),
  );
  await expect(field).toHaveValue('Bedroom PS5');
  await checkA11y();
  await page.keyboard.press('Tab');
  await expect(tryAgain).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(view.card('Bedroom PS5')).toBeVisible();
  await expect(view.notice).toContainText(t('portal.account.devices.renamed', { name: 'Bedroom PS5' }));
  await page.reload();
  await expect(view.card('Bedroom PS5')).toBeVisible();
  await expect(view.card('Living room PS5')).toHaveCount(0);

  // Remove: a confirmation first; Escape backs out, then Enter on “Remove device” removes it.
  const remove = view.card('Bedroom PS5').getByRole('button', { name: /^Remove/ });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', {
    name: t('portal.account.devices.removeTitle', { name: 'Bedroom PS5' }),
  });
  await expect(confirm).toBeVisible();
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(view.card('Bedroom PS5')).toBeVisible();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: t('portal.account.devices.removeConfirm') }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(view.empty).toBeVisible();
  await expect(view.notice).toBeFocused();
  await expect(view.notice).toContainText(t('portal.account.devices.removed', { name: 'Bedroom PS5' }));
  await page.reload();
  await expect(view.empty).toBeVisible();
});

test('a save that fails keeps what was typed and says so; the same press works once the server is back', async ({
  page,
  checkA11y,
}) => {
  await signInFreshAccount(page, 'devices');
  await page.goto('/en-GB/account/device');
  const view = devicesPage(page);
  await expect(view.empty).toBeVisible();
  await injectFault(page, { method: 'POST', path: '/api/user/device', status: 503 });
  await view.name.fill('Travel Switch');
  await view.platform.click();
  await page.getByRole('option', { name: 'Nintendo Switch 2' }).click();
  await view.submit.click();
  const summary = view.addForm.locator('[data-part="summary"]');
  await expect(summary).toContainText(t('portal.account.error.unavailable'));
  await expect(summary).toBeFocused();
  await expect(view.name).toHaveValue('Travel Switch');
  await expect(view.platform).toContainText('Nintendo Switch 2');
  await expect(view.empty).toBeVisible();
  await checkA11y();

  // A busy server says so inside the form, and its "Try again" sends the same values once the server has room.
  await clearFaults(page);
  const tryAgain = await refuseOnce(
    page,
    { form: view.addForm, method: 'POST', path: '/api/user/device', kind: 'busy' },
    () => view.submit.click(),
  );
  await expect(view.name).toHaveValue('Travel Switch');
  await expect(view.platform).toContainText('Nintendo Switch 2');
  await tryAgain.click();
  await expect(view.card('Travel Switch')).toContainText('Nintendo Switch 2');
});

test('a form cannot be sent twice; the server’s field message shows on the field; names show as text', async ({
  page,
}) => {
  await signInFreshAccount(page, 'devices');
  await page.goto('/en-GB/account/device');
  const view = devicesPage(page);
  await expect(view.empty).toBeVisible();
  // Two presses in a row: one request.
  const posts = countPosts(page, '/api/user/device');
  await view.name.fill('Desk PC');
  await view.platform.click();
  await page.getByRole('option', { name: 'Steam' }).click();
  await view.submit.dblclick();
  await expect(view.card('Desk PC')).toBeVisible();
  expect(posts()).toBe(1);

  // A name from the server is shown as text, never as markup.
  const markup = '<img src=x onerror="window.__pwned=1">';
  await view.name.fill(markup);
  await view.platform.click();
  await page.getByRole('option', { name: 'Steam' }).click();
  await view.submit.click();
  await expect(view.card(markup)).toBeVisible();
  await page.reload();
  await expect(view.list.getByRole('heading', { level: 3 })).toHaveText(['Desk PC', markup]);
  await expect(view.main.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // A planned 400 with the API's issues lands on its field.
  await injectFault(page, {
    method: 'POST',
    path: '/api/user/device',
    status: 400,
    body: JSON.stringify({
      error: {
        code: 'invalid_body',
        message: 'Invalid body',
        issues: [{ path: 'name', code: 'required', message: 'Required' }],
      },
    }),
  });
  await view.name.fill('Second PC');
  await view.platform.click();
  await page.getByRole('option', { name: 'Steam' }).click();
  await view.submit.click();
  await expect(view.name).toHaveAttribute('aria-invalid', 'true');
  await expect(view.name).toBeFocused();
  await expect(view.addForm).toContainText('Invalid field');
  await expect(view.name).toHaveValue('Second PC');
});

test('a list that fails to load, or loads something unreadable, says so and loads on “Try again”', async ({
  page,
  checkA11y,
}) => {
  await signInFreshAccount(page, 'devices');
  // A malformed answer is a designed state, not a crash.
  await injectFault(page, { method: 'GET', path: '/api/user/device', status: 200, body: '{"success":true}' });
  await page.goto('/en-GB/account/device');
  const view = devicesPage(page);
  const failed = view.main.locator('[data-page-state="failed"]');
  await expect(failed).toHaveAttribute('data-failure', 'malformed');
  await expect(failed).toContainText(t('portal.account.error.malformed'));
  // The server down: the client retries a failed GET once, and both tries fail.
  await injectFault(page, { method: 'GET', path: '/api/user/device', status: 503, times: 2 });
  await failed.getByRole('button', { name: t('portal.retry') }).click();
  await expect(failed).toHaveAttribute('data-failure', 'unavailable');
  await expect(failed).toContainText(t('portal.account.devices.failed'));
  await checkA11y();
  await failed.getByRole('button', { name: t('portal.retry') }).click();
  await expect(view.empty).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('no call reaches another player’s devices', async ({ page }) => {
  // The demo player's devices and token.
  await signIn(page, demoAccount);
  const demoToken = await accessToken(page);
  const demoDevices = (await (
    await page.request.get('/api/user/device', { headers: { authorization: `Bearer ${demoToken}` } })
  ).json()) as { data: { id: number; name: string }[] };
  const target = demoDevices.data[0];
  expect(demoDevices.data.length).toBeGreaterThan(0);

  // A fresh player sees none of them.
  await signInFreshAccount(page, 'devices');
  await page.goto('/en-GB/account/device');
  const view = devicesPage(page);
  await expect(view.empty).toBeVisible();
  const listSection = view.main.getByRole('region', { name: t('portal.account.devices.listTitle') });
  for (const device of demoDevices.data) await expect(listSection).not.toContainText(device.name);

  // Renaming or removing the demo player's device with the fresh player's token is refused as unknown.
  const token = await accessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const rename = await page.request.put(`/api/user/device/${target?.id}`, { headers, data: { name: 'Mine now' } });
  expect(rename.status()).toBe(404);
  expect(((await rename.json()) as { error: { code: string } }).error.code).toBe('not_found');
  expect((await page.request.delete(`/api/user/device/${target?.id}`, { headers })).status()).toBe(404);
  const after = (await (
    await page.request.get('/api/user/device', { headers: { authorization: `Bearer ${demoToken}` } })
  ).json()) as { data: { id: number; name: string }[] };
  expect(after.data.find((device) => device.id === target?.id)?.name).toBe(target?.name);
});

test.describe('read only, as the demo player', () => {
  test.use({ signedIn: true });

  test('the list in French: the player’s devices with their platforms, in the page’s language', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/fr-FR/account/device');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr-FR', 'portal.page.account-device.title'));
    const list = main.getByRole('list', { name: text('fr-FR', 'portal.account.devices.listTitle') });
    const ps5 = list.getByRole('listitem').filter({ hasText: 'Living room PS5' });
    await expect(ps5).toContainText(text('fr-FR', 'portal.account.devices.platform'));
    await expect(ps5).toContainText('PS5');
    await expect(ps5).toContainText('CFI-1216A-0042');
    await expect(
      ps5.getByRole('button', { name: new RegExp(`^${text('fr-FR', 'portal.account.devices.rename')}`) }),
    ).toBeVisible();
    await checkA11y();
  });
});
