// The contact page, /contact (apps/portal/src/features/content), against the real API's POST /api/contact: a
// message sent by keyboard alone (success state), the form's own rules (order number, message length), the DNS rule
// of the e-mail address, refusals that keep every value, the server's 429 with its Retry-After in the words every form
// uses, a signed-in player's name and address filled in, and a smoke test in de-DE.
import {
  clearFaults,
  countPosts,
  demoAccount,
  expect,
  fieldError,
  href,
  injectFault,
  type Page,
  t,
  test,
  text,
} from './fixtures';

function contactForm(page: Page, locale: 'en-GB' | 'de-DE' = 'en-GB') {
  const m = (key: string) => text(locale, key);
  const form = page.getByRole('form', { name: m('portal.page.contact.title') });
  return {
    form,
    name: form.getByRole('textbox', { name: m('portal.contact.name.label') }),
    email: form.getByRole('textbox', { name: m('portal.contact.email.label') }),
    subject: form.getByRole('textbox', { name: m('portal.contact.subject.label') }),
    orderId: form.getByRole('textbox', { name: m('portal.contact.orderId.label') }),
    message: form.getByRole('textbox', { name: m('portal.contact.message.label') }),
    submit: form.getByRole('button', { name: m('portal.contact.submit') }),
    summary: form.locator('[data-part="summary-status"]'),
  };
}

/** The error a field shows, through its `aria-describedby`. */

const values = {
  name: 'Alex Morgan',
  email: 'alex.contact@example.test',
  subject: 'Wheel calibration',
  orderId: 'NAEN000100101',
  message: 'The wheel drifts left after the last update. What can I do?',
};

test.describe('with the e-mail DNS check off', () => {
  // The check asks the real DNS, which answers nothing here; its own test is below.
  test.use({ features: { enableDnsValidation: false } });

  test('keyboard only: a message sent to the real API, then the success state', async ({ page, checkA11y }) => {
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact') && request.method() === 'POST') sent.push(request.postDataJSON());
    });
    await page.goto(href('contact', {}, 'en-GB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.contact.title'));
    const form = contactForm(page);
    await expect(form.name).toBeVisible();
    await checkA11y();
    await form.name.focus();
    await page.keyboard.type(values.name);
    for (const [field, value] of [
      [form.email, values.email],
      [form.subject, values.subject],
      [form.orderId, values.orderId],
      [form.message, values.message],
    ] as const) {
      await page.keyboard.press('Tab');
      await expect(field).toBeFocused();
      await page.keyboard.type(value);
    }
    // The counter follows the message.
    await expect(form.form).toContainText(`${values.message.length}`);
    await page.keyboard.press('Tab');
    await expect(form.submit).toBeFocused();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    const done = page.locator('[data-part="sent"]');
    await expect(done).toBeFocused();
    await expect(done.getByRole('heading', { name: t('portal.contact.sent.title') })).toBeVisible();
    await expect(done).toContainText(t('portal.contact.sent.description', { email: values.email }));
    expect(sent).toEqual([
      {
        name: values.name,
        email: values.email,
        subject: values.subject,
        message: values.message,
        order_id: values.orderId,
        locale: 'en-GB',
      },
    ]);
    await checkA11y();
    // Another message starts from an empty form.
    await done.getByRole('button', { name: t('portal.contact.sent.another') }).click();
    await expect(contactForm(page).subject).toHaveValue('');
  });

  test('the form’s own rules: the order number’s format, the message’s length; nothing is sent', async ({ page }) => {
    const posts = countPosts(page, '/api/contact');
    await page.goto(href('contact', {}, 'en-GB'));
    const form = contactForm(page);
    await form.name.fill(values.name);
    await form.email.fill(values.email);
    await form.subject.fill(values.subject);
    await form.orderId.fill('NA1123456789');
    await form.message.fill('Too short');
    await form.submit.click();
    await expect.poll(() => fieldError(form.orderId)).toContain('Format must be NAXXXXXXXXXXX');
    await expect.poll(() => fieldError(form.message)).toContain('The filed needs at least 10 characters');
    expect(posts()).toBe(0);
  });

  test('a refusal keeps every value and shows on its field', async ({ page, checkA11y }) => {
    // The server refuses the order number as its own rule would (apps/api: ContactBody.order_id), with the codes of
    // decision 018; a second try is the rate limit's answer.
    let calls = 0;
    await page.route('**/api/contact', async (route) => {
      calls += 1;
      if (calls === 1) {
        await route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'invalid_body',
              message: 'Invalid request body',
              issues: [{ path: 'order_id', code: 'other', message: 'Format must be NAXXXXXXXXXXX' }],
            },
          },
        });
      } else {
        await route.fulfill({
          status: 429,
          headers: { 'retry-after': '120' },
          json: { error: { code: 'too_many_requests', message: 'Too many messages: try again later.' } },
        });
      }
    });
    await page.goto(href('contact', {}, 'en-GB'));
    const form = contactForm(page);
    await form.name.fill(values.name);
    await form.email.fill(values.email);
    await form.subject.fill(values.subject);
    await form.orderId.fill(values.orderId);
    await form.message.fill(values.message);
    await form.submit.click();
    await expect.poll(() => fieldError(form.orderId)).toContain('Format must be NAXXXXXXXXXXX');
    for (const [field, value] of [
      [form.name, values.name],
      [form.email, values.email],
      [form.subject, values.subject],
      [form.orderId, values.orderId],
      [form.message, values.message],
    ] as const) {
      await expect(field).toHaveValue(value);
    }
    await expect(page.locator('[data-part="sent"]')).toHaveCount(0);
    await checkA11y();

    await form.submit.click();
    await expect(form.form).toContainText('Too many requests in a short time. Try again in 2 minutes.');
    await expect(form.message).toHaveValue(values.message);
    expect(calls).toBe(2);
  });
  test('the server’s 429 and its Retry-After: the words every form uses, with the wait, every value kept', async ({
    page,
    checkA11y,
  }) => {
    // The server answers the next message as its write limit does (decision 044): the API's error body and a
    // Retry-After of 42 seconds.
    await injectFault(page, {
      method: 'POST',
      path: '/api/contact',
      status: 429,
      headers: { 'retry-after': '42' },
      body: JSON.stringify({
        error: { code: 'too_many_requests', message: 'Too many changes in a short time: try again in 42 seconds.' },
      }),
    });
    try {
      await page.goto(href('contact', {}, 'en-GB'));
      const form = contactForm(page);
      await form.name.fill(values.name);
      await form.email.fill(values.email);
      await form.subject.fill(values.subject);
      await form.message.fill(values.message);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
      await form.submit.click();
      expect((await answer).status()).toBe(429);
      await expect(form.form).toContainText('Too many requests in a short time. Try again in 42 seconds.');
      await expect(form.message).toHaveValue(values.message);
      await expect(form.subject).toHaveValue(values.subject);
      await expect(page.locator('[data-part="sent"]')).toHaveCount(0);
      await checkA11y();
      // The fault was for one request: sent again, the message goes.
      await form.submit.click();
      await expect(page.locator('[data-part="sent"]')).toBeFocused();
    } finally {
      await clearFaults(page);
    }
  });

  test('a busy server: the form says so and "Try again" sends the same message once the server can take it', async ({
    page,
    checkA11y,
  }) => {
    // The server answers as its bounded password-hash queue does when full (decision 038): 503, reason server_busy.
    let busy = true;
    await page.route('**/api/contact', async (route) => {
      if (!busy) return route.fallback();
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '5' },
        json: { error: { code: 'service_unavailable', reason: 'server_busy', message: 'The server is busy.' } },
      });
    });
    await page.goto(href('contact', {}, 'en-GB'));
    const form = contactForm(page);
    await form.name.fill(values.name);
    await form.email.fill(values.email);
    await form.subject.fill(values.subject);
    await form.message.fill(values.message);
    await form.submit.click();
    const notice = form.form.locator('[data-page-state="busy"]');
    await expect(notice).toContainText('The server is busy. Try again in 5 seconds.');
    await expect(form.message).toHaveValue(values.message);
    await checkA11y();
    busy = false;
    await notice.getByRole('button', { name: t('portal.retry') }).click();
    await expect(page.locator('[data-part="sent"]')).toBeFocused();
  });
});

test('the e-mail address’s DNS rule: a domain that cannot receive mail is refused before sending', async ({ page }) => {
  // The DNS check is on by default; this machine's resolver finds no domain, so the API says the address is not valid.
  const posts = countPosts(page, '/api/contact');
  await page.goto(href('contact', {}, 'en-GB'));
  const form = contactForm(page);
  await form.email.fill('player@no-mail-here.test');
  await form.email.blur();
  await expect.poll(() => fieldError(form.email), { timeout: 15_000 }).toContain('Please use a valid email address');
  await form.email.fill('not an address');
  await form.email.blur();
  await expect.poll(() => fieldError(form.email)).toContain('Invalid email format');
  expect(posts()).toBe(0);
});

test.describe('signed in', () => {
  test.use({ signedIn: true, features: { enableDnsValidation: false } });

  test('the player’s name and e-mail address are filled in', async ({ page, checkA11y }) => {
    await page.goto(href('contact', {}, 'en-GB'));
    const form = contactForm(page);
    await expect(form.email).toHaveValue(demoAccount.email);
    await expect(form.name).toHaveValue(demoAccount.username);
    await expect(form.subject).toHaveValue('');
    await checkA11y();
  });
});

test('de-DE: the contact form in German', async ({ page, checkA11y }) => {
  await page.goto(href('contact', {}, 'de-DE'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de-DE', 'portal.page.contact.title'));
  const form = contactForm(page, 'de-DE');
  await expect(form.message).toBeVisible();
  await expect(form.submit).toBeVisible();
  await checkA11y();
});
