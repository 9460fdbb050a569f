// The addresses page (/account/address) against the real API: add (countries of the player's store), edit, set
// default and remove, each surviving a reload; address lines shown as text; a failed save keeps what was typed; a
// failed load offers to try again; and a fresh player never sees another player's addresses.
import { accountListPage, signInFreshAccount } from './accounts';
import {
  accessToken,
  clearFaults,
  clearFaultsAfterEach,
  countPosts,
  demoAccount,
  expect,
  injectFault,
  type Locator,
  type Page,
  refuseOnce,
  signIn,
  t,
  test,
} from './fixtures';

clearFaultsAfterEach();

const addressesPage = (page: Page) => accountListPage(page, 'addresses');

function fields(form: Locator) {
  return {
    firstname: form.getByLabel(t('portal.account.addresses.firstname')),
    lastname: form.getByLabel(t('portal.account.addresses.lastname')),
    street1: form.getByLabel(t('portal.account.addresses.street', { line: '1' })),
    street2: form.getByLabel(t('portal.account.addresses.street', { line: '2' })),
    postcode: form.getByLabel(t('portal.account.addresses.postcode')),
    city: form.getByLabel(t('portal.account.addresses.city')),
    country: form.getByRole('combobox', { name: new RegExp(`^${t('portal.account.addresses.country')}`) }),
    telephone: form.getByLabel(t('portal.account.addresses.telephone')),
  };
}

interface Typed {
  firstname: string;
  lastname: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
}

/** Fills the form with the keyboard: each field, Tab between them, typing chooses the country. */
async function typeAddress(page: Page, form: Locator, address: Typed): Promise<void> {
  const field = fields(form);
  await field.firstname.focus();
  await page.keyboard.type(address.firstname);
  await page.keyboard.press('Tab');
  await page.keyboard.type(address.lastname);
  await page.keyboard.press('Tab');
  await expect(field.street1).toBeFocused();
  await page.keyboard.type(address.street);
  await field.postcode.focus();
  await page.keyboard.type(address.postcode);
  // Past the postcode's hint to the city.
  await field.city.focus();
  await page.keyboard.type(address.city);
  await page.keyboard.press('Tab');
  await expect(field.country).toBeFocused();
  // Typing on the closed field chooses (a space would open the list: the first word is enough).
  await page.keyboard.type(address.country.split(' ')[0] ?? '');
  await expect(field.country).toContainText(address.country);
  // On to the telephone, where Enter sends the form (on the country it would open the list).
  await page.keyboard.press('Tab');
  await expect(field.telephone).toBeFocused();
}

test('keyboard only: add two addresses, edit one, make it the default and remove the other; all survive a reload', async ({
  page,
  checkA11y,
}) => {
  await signInFreshAccount(page, 'addresses');
  await page.goto('/en-GB/account/address');
  const view = addressesPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.account-address.title'));
  await expect(view.empty).toBeVisible();
  await checkA11y();

  // The store's countries only (nacon_en: the United Kingdom and Ireland).
  await fields(view.addForm).country.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Ireland', 'United Kingdom']);
  await page.keyboard.press('Escape');

  await typeAddress(page, view.addForm, {
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: '12 St James Square',
    postcode: 'SW1Y 4JH',
    city: 'London',
    country: 'United Kingdom',
  });
  await page.keyboard.press('Enter');
  const ada = view.card('Ada Lovelace');
  await expect(ada).toContainText('12 St James Square');
  await expect(ada).toContainText(t('portal.account.addresses.default'));
  await expect(view.notice).toContainText(t('portal.account.addresses.added', { name: 'Ada Lovelace' }));

  await typeAddress(page, view.addForm, {
    firstname: 'Grace',
    lastname: 'Hopper',
    street: '1 Eyre Square',
    postcode: 'H91 FK2T',
    city: 'Galway',
    country: 'Ireland',
  });
  await page.keyboard.press('Enter');
  await expect(view.card('Grace Hopper')).toContainText('Ireland');
  await page.reload();
  await expect(view.card('Ada Lovelace')).toHaveAttribute('data-default', 'true');
  await expect(view.card('Grace Hopper')).toHaveAttribute('data-default', 'false');

  // Edit: the dialog's form holds the address; change the city and save with Enter.
  await view.card('Grace Hopper').getByRole('button', { name: /^Edit/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('portal.account.addresses.editTitle', { name: 'Grace Hopper' }) });
  const edit = fields(dialog);
  await expect(edit.city).toHaveValue('Galway');
  await expect(edit.country).toContainText('Ireland');
  await checkA11y();
  await edit.city.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Cork');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(view.card('Grace Hopper')).toContainText('Cork');
  await page.reload();
  await expect(view.card('Grace Hopper')).toContainText('Cork');

  // Set as default.
  await view
    .card('Grace Hopper')
    .getByRole('button', { name: /^Set as default/ })
    .press('Enter');
  await expect(view.card('Grace Hopper')).toHaveAttribute('data-default', 'true');
  await expect(view.card('Ada Lovelace')).toHaveAttribute('data-default', 'false');
  await page.reload();
  await expect(view.card('Grace Hopper')).toHaveAttribute('data-default', 'true');
  await expect(view.list.getByRole('listitem').first()).toContainText('Grace Hopper');

  // Remove, after confirming.
  await view
    .card('Ada Lovelace')
    .getByRole('button', { name: /^Remove/ })
    .press('Enter');
  const confirm = page.getByRole('alertdialog', {
    name: t('portal.account.addresses.removeTitle', { name: 'Ada Lovelace' }),
  });
  await checkA11y();
  await confirm.getByRole('button', { name: t('portal.account.addresses.removeConfirm') }).press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(view.card('Ada Lovelace')).toHaveCount(0);
  await expect(view.notice).toBeFocused();
  await page.reload();
  await expect(view.card('Grace Hopper')).toBeVisible();
  await expect(view.card('Ada Lovelace')).toHaveCount(0);
});

test('addresses from the server show as text; removing the default makes the remaining one the default', async ({
  page,
}) => {
  await signInFreshAccount(page, 'addresses');
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const body = { lastname: 'Player', street: ['1 Road'], city: 'Leeds', postcode: 'LS1 1AA', country_id: 'GB' };
  for (const firstname of ['First', 'Second']) {
    expect((await page.request.post('/api/user/address', { headers, data: { ...body, firstname } })).ok()).toBe(true);
  }
  const markup = '<img src=x onerror="window.__pwned=1">';
  const marked = await page.request.post('/api/user/address', {
    headers,
    data: { ...body, firstname: '<b>Bold</b>', street: [markup], city: '<script>window.__pwned=2</script>' },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  await page.goto('/en-GB/account/address');
  const view = addressesPage(page);
  const card = view.card('<b>Bold</b> Player');
  await expect(card).toContainText(markup);
  await expect(card).toContainText('<script>window.__pwned=2</script>');
  await expect(view.main.locator('img[src="x"], b, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await view
    .card('First Player')
    .getByRole('button', { name: /^Remove/ })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t('portal.account.addresses.removeDefaultDescription'));
  await confirm.getByRole('button', { name: t('portal.account.addresses.removeConfirm') }).click();
  await expect(view.card('First Player')).toHaveCount(0);
  await expect(view.card('Second Player')).toHaveAttribute('data-default', 'true');
});

test('the form checks its fields; a failed save keeps what was typed; a refused country shows on its field', async ({
  page,
  checkA11y,
}) => {
  await signInFreshAccount(page, 'addresses');
  await page.goto('/en-GB/account/address');
  const view = addressesPage(page);
  await expect(view.empty).toBeVisible();
  // Checked before sending: nothing goes to the server while a field is wrong.
  const posts = countPosts(page, '/api/user/address');
  const field = fields(view.addForm);
  await field.postcode.fill('#1');
  await field.telephone.fill('call me');
  await view.addForm.getByRole('button', { name: t('portal.account.addresses.add') }).click();
  await expect(field.firstname).toBeFocused();
  await expect(field.firstname).toHaveAttribute('aria-invalid', 'true');
  await expect(field.postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(field.telephone).toHaveAttribute('aria-invalid', 'true');
  await expect(field.country).toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toBe(0);
  await field.postcode.fill('');
  await field.telephone.fill('');

  const typed = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: '12 St James Square',
    postcode: 'SW1Y 4JH',
    city: 'London',
    country: 'United Kingdom',
  };

  await injectFault(page, { method: 'POST', path: '/api/user/address', status: 500 });
  await typeAddress(page, view.addForm, typed);
  await page.keyboard.press('Enter');
  const summary = view.addForm.locator('[data-part="summary"]');
  await expect(summary).toContainText(t('portal.account.error.unavailable'));
  await expect(summary).toBeFocused();
  await expect(field.street1).toHaveValue(typed.street);
  await expect(field.city).toHaveValue(typed.city);
  await expect(field.country).toContainText(typed.country);
  await checkA11y();

  // The server's own field message (a country outside the store) lands on the country.
  await injectFault(page, {
    method: 'POST',
    path: '/api/user/address',
    status: 400,
    body: JSON.stringify({
      error: {
        code: 'invalid_body',
        message: 'Invalid body',
        issues: [{ path: 'country_id', code: 'other', message: 'FR is not a country of nacon_en: use one of GB, IE' }],
      },
    }),
  });
  await view.addForm.getByRole('button', { name: t('portal.account.addresses.add') }).click();
  await expect(field.country).toBeFocused();
  await expect(view.addForm).toContainText('FR is not a country of nacon_en: use one of GB, IE');
  await checkA11y();

  // A busy server says so inside the form; its "Try again", once the server has room, saves the same values.
  await clearFaults(page);
  const tryAgain = await refuseOnce(
    page,
    { form: view.addForm, method: 'POST', path: '/api/user/address', kind: 'busy' },
    () => view.addForm.getByRole('button', { name: t('portal.account.addresses.add') }).click(),
  );
  await expect(field.street1).toHaveValue(typed.street);
  await expect(field.country).toContainText(typed.country);
  await tryAgain.click();
  await expect(view.card('Ada Lovelace')).toBeVisible();
});

test('a list that fails to load says so and loads on “Try again”', async ({ page, checkA11y }) => {
  await signInFreshAccount(page, 'addresses');
  await injectFault(page, { method: 'GET', path: '/api/user/address', status: 502, times: 2 });
  await page.goto('/en-GB/account/address');
  const view = addressesPage(page);
  const failed = view.main.locator('[data-page-state="failed"]');
  await expect(failed).toContainText(t('portal.account.addresses.failed'));
  await checkA11y();
  await failed.getByRole('button', { name: t('portal.retry') }).click();
  await expect(view.empty).toBeVisible();
});

test('a fresh player never sees the demo player’s addresses, nor changes them through the API', async ({ page }) => {
  await signIn(page, demoAccount);
  const demoToken = await accessToken(page);
  const demo = (await (
    await page.request.get('/api/user/address', { headers: { authorization: `Bearer ${demoToken}` } })
  ).json()) as { data: { id: number; street: string[]; city: string }[] };
  expect(demo.data.length).toBeGreaterThan(0);

  await signInFreshAccount(page, 'addresses');
  await page.goto('/en-GB/account/address');
  const view = addressesPage(page);
  await expect(view.empty).toBeVisible();
  for (const address of demo.data) await expect(view.main).not.toContainText(address.city);

  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const target = demo.data[0];
  const edit = await page.request.put(`/api/user/address/${target?.id}`, {
    headers,
    data: { firstname: 'X', lastname: 'Y', street: ['Z'], city: 'Elsewhere', postcode: 'LS1 1AA', country_id: 'GB' },
  });
  expect(edit.status()).toBe(404);
  expect((await page.request.put(`/api/user/address/${target?.id}/default`, { headers })).status()).toBe(404);
  expect((await page.request.delete(`/api/user/address/${target?.id}`, { headers })).status()).toBe(404);
});
