// External sign-in end to end: every provider's round trip against the stand-ins of external-providers.ts (an
// OAuth 2 server and Steam's OpenID endpoint), from the sign-in page's buttons to the return page and the linking
// page, and the designed outcomes when something goes wrong.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createConfirmedAccount, latestMail, linkOf, pathOf, type TestAccount, uniqueAccount } from './accounts';
import type { ExternalMethod, OAuthMethod, ProviderIdentity, ProviderPlan } from './external-providers';
import {
  clearFaults,
  expect,
  href,
  hydrated,
  injectFault,
  type Locator,
  type Page,
  setServerClock,
  signIn,
  test,
  text,
} from './fixtures';

const labels: Record<ExternalMethod, string> = {
  epic: 'Epic Games',
  playstation: 'PlayStation Network',
  steam: 'Steam',
  twitch: 'Twitch',
  xbox: 'Xbox Network',
};
const methods = Object.keys(labels) as ExternalMethod[];

/** Tells the provider stand-ins what to do next. */
async function plan(request: APIRequestContext, providerPlan: ProviderPlan): Promise<void> {
  const url = process.env.EXTERNAL_E2E_CONTROL_URL;
  if (!url) throw new Error('EXTERNAL_E2E_CONTROL_URL is not set: global-setup.ts starts the provider stand-ins');
  const answer = await request.post(url, { data: providerPlan });
  expect(answer.status()).toBe(204);
}

/** A new account at a provider (Steam's ids are SteamID64s). */
function newIdentity(method: ExternalMethod): ProviderIdentity {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 10);
  const id =
    method === 'steam'
      ? `7656119${String(Number.parseInt(suffix.slice(0, 8), 16))
          .padStart(10, '0')
          .slice(0, 10)}`
      : `${method}-${suffix}`;
  return { id, name: `Gamer ${suffix.slice(0, 6)}` };
}

const signInButton = (page: Page, method: ExternalMethod) =>
  page.getByRole('button', { name: text('en-GB', 'portal.external.signInWith', { provider: labels[method] }) });

/** Presses a provider's button on the sign-in page and goes through the provider (Steam in its popup). */
async function signInWith(page: Page, method: ExternalMethod): Promise<void> {
  // The prerendered sign-in page has its buttons before its script (decision 051): a press does something once the
  // page is hydrated.
  await hydrated(page);
  if (method === 'steam') {
    const popup = page.waitForEvent('popup');
    await signInButton(page, method).click();
    // The popup goes to Steam, comes back to the API's return page, hands the answer over and closes.
    const opened = await popup;
    await expect.poll(() => opened.isClosed()).toBe(true);
  } else {
    await signInButton(page, method).click();
  }
}

const linkPage = (method: ExternalMethod) => href('register-link', { method }, 'en-GB');

/** The link page of a new external account, reached from the sign-in page. */
async function reachLinkPage(page: Page, method: ExternalMethod, identity: ProviderIdentity): Promise<void> {
  await plan(page.request, { method, identity });
  await page.goto(href('login', {}, 'en-GB'));
  await signInWith(page, method);
  await expect(page).toHaveURL(linkPage(method));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en-GB', 'portal.external.link.title', { provider: labels[method] }),
  );
  await expect(page.getByText(identity.name)).toBeVisible();
}

/** Completes the registration form (date of birth, country, terms) and submits it, by keyboard alone. */
async function completeRegistration(page: Page, create: Locator): Promise<void> {
  // Date of birth by its segments: day, month, year (en-GB); a full segment moves on to the next.
  await create.getByRole('spinbutton').first().focus();
  await page.keyboard.type('12041990');
  await create.getByRole('combobox', { name: text('en-GB', 'portal.external.link.country') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // Typeahead picks the option, Enter chooses it.
  await page.keyboard.type('United Kingdom');
  await page.keyboard.press('Enter');
  await expect(create.getByRole('combobox', { name: text('en-GB', 'portal.external.link.country') })).toContainText(
    'United Kingdom',
  );
  await create.getByRole('checkbox', { name: text('en-GB', 'portal.external.link.terms') }).focus();
  await page.keyboard.press('Space');
  await expect(create.getByRole('checkbox', { name: text('en-GB', 'portal.external.link.terms') })).toBeChecked();
  await create.getByRole('button', { name: text('en-GB', 'portal.external.link.create.submit') }).focus();
  await page.keyboard.press('Enter');
}

/**
 * An OAuth 2 sign-in through the API alone, as the return page makes it: the authorization URL (with the binding
 * cookie), the provider stand-in's redirect back with a code, and the callback. Answers the outcome.
 */
async function externalOutcome(request: APIRequestContext, method: OAuthMethod): Promise<Record<string, unknown>> {
  const authorize = await request.get(`/api/external/${method}/authorize?locale=en-GB`);
  expect(authorize.status(), await authorize.text()).toBe(200);
  const { url } = (await authorize.json()) as { url: string };
  const provider = await request.get(url, { maxRedirects: 0 });
  const back = new URL(provider.headers().location ?? '', url);
  const answer = await request.post(`/api/external/${method}/callback`, {
    data: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

/** The signed-in player's username, as the session reports it; null when signed out. */
async function sessionName(page: Page): Promise<string | null> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { name?: string } } | null;
  return session?.user?.name ?? null;
}

test.describe('the sign-in page', () => {
  test('shows one button per method whose web login is enabled, with its display class', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(href('login', {}, 'en-GB'));
    await expect(page.getByRole('heading', { name: text('en-GB', 'portal.external.title') })).toBeVisible();
    for (const method of methods) {
      const button = signInButton(page, method);
      await expect(button).toBeVisible();
      await expect(button).toHaveClass(new RegExp(`signin-${method}`));
    }
    await expect(signInButton(page, 'playstation')).toHaveAttribute('data-environment', 'np');
    await checkA11y();
  });

  test('a button works by keyboard alone and sends the player to the provider with the client and the return', async ({
    page,
  }) => {
    await plan(page.request, { method: 'epic', identity: newIdentity('epic') });
    await page.goto(href('login', {}, 'en-GB'));
    await hydrated(page);
    const authorize = page.waitForRequest((request) => new URL(request.url()).pathname === '/authorize');
    await signInButton(page, 'epic').focus();
    await page.keyboard.press('Enter');
    const url = new URL((await authorize).url());
    expect(url.searchParams.get('client_id')).toBe('epic-client');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('basic_profile');
    expect(url.searchParams.get('redirect_uri')).toBe(`${new URL(page.url()).origin}/externallogin/epic`);
    await expect(page).toHaveURL(linkPage('epic'));
  });
});

// The whole round trip through the portal's pages for one OAuth provider and for Steam (OpenID, in a popup): the
// link and registration forms are the same for every provider, and each OAuth provider's exchange, linking and
// account creation are the API's tests (apps/api/test/external-signin.test.ts, per method). The other providers'
// buttons are followed to their link page below.
const walked: ExternalMethod[] = ['epic', 'steam'];

test('each other provider’s button goes through the provider to the link page, named for it', async ({ page }) => {
  for (const method of methods.filter((candidate) => !walked.includes(candidate))) {
    await test.step(labels[method], () => reachLinkPage(page, method, newIdentity(method)));
  }
});

for (const method of walked) {
  test.describe(`${labels[method]}`, () => {
    test('a new identity is linked after signing in with an existing account, then signs in by itself', async ({
      page,
      checkA11y,
    }) => {
      const account: TestAccount = await createConfirmedAccount(page.request, uniqueAccount(`link${method}`));
      const identity = newIdentity(method);
      await reachLinkPage(page, method, identity);
      await checkA11y();

      const existing = page.getByRole('form', { name: text('en-GB', 'portal.external.link.existing.title') });
      await existing.getByLabel(text('en-GB', 'portal.login.login.label')).fill(account.email);
      await existing.getByLabel(text('en-GB', 'portal.login.password.label'), { exact: true }).fill(account.password);
      await existing
        .getByRole('button', {
          name: text('en-GB', 'portal.external.link.existing.submit', { provider: labels[method] }),
        })
        .click();
      const linked = page.locator('[data-component="ExternalNotice"][data-outcome="linked"]');
      await expect(linked).toContainText(text('en-GB', 'portal.external.linked.title', { provider: labels[method] }));
      await expect(linked).toBeFocused();
      await checkA11y();

      // Signed out, the external account alone signs the player in.
      await page.context().clearCookies();
      await page.goto(href('login', {}, 'en-GB'));
      await signInWith(page, method);
      await expect(page).toHaveURL(href('home', {}, 'en-GB'));
      expect(await sessionName(page)).toBe(account.username);
    });

    test('a new identity creates an account, which waits for its address to be confirmed', async ({
      page,
      checkA11y,
    }) => {
      const account = uniqueAccount(`new${method}`);
      const identity = newIdentity(method);
      await reachLinkPage(page, method, identity);

      const create = page.getByRole('form', { name: text('en-GB', 'portal.external.link.create.title') });
      await create.getByLabel(text('en-GB', 'portal.external.link.email')).fill(account.email);
      await create.getByLabel(text('en-GB', 'portal.external.link.username')).fill(account.username);
      await completeRegistration(page, create);

      const sent = page.locator('[data-component="ExternalNotice"][data-outcome="confirmation"]');
      await expect(sent).toContainText(account.email);
      await checkA11y();
      const mail = await latestMail(page.request, account.email, 'confirm');
      expect(mail.to).toBe(account.email);

      // The external account now belongs to that account, which must confirm its address before signing in.
      await page.goto(href('login', {}, 'en-GB'));
      await signInWith(page, method);
      await expect(page.locator('[data-component="ExternalNotice"][data-outcome="confirmation"]')).toContainText(
        text('en-GB', 'portal.external.confirmation.title'),
      );
      expect(await sessionName(page)).toBeNull();
      await checkA11y();
    });
  });
}

test('the account page lists a linked account from the real server, and unlinking it there ends the link', async ({
  page,
  checkA11y,
}) => {
  const account = await createConfirmedAccount(page.request, uniqueAccount('unlink'));
  await reachLinkPage(page, 'twitch', newIdentity('twitch'));
  const existing = page.getByRole('form', { name: text('en-GB', 'portal.external.link.existing.title') });
  await existing.getByLabel(text('en-GB', 'portal.login.login.label')).fill(account.email);
  await existing.getByLabel(text('en-GB', 'portal.login.password.label'), { exact: true }).fill(account.password);
  await existing
    .getByRole('button', { name: text('en-GB', 'portal.external.link.existing.submit', { provider: labels.twitch }) })
    .click();
  await expect(page.locator('[data-component="ExternalNotice"][data-outcome="linked"]')).toBeVisible();

  await page.goto(href('account-information', {}, 'en-GB'));
  const linked = page.getByRole('main').getByRole('region', { name: text('en-GB', 'portal.account.linked.title') });
  const twitch = linked.getByRole('listitem').filter({ hasText: labels.twitch });
  await expect(twitch).toBeVisible();
  await checkA11y();
  // The account has a password: unlinking leaves a way to sign in, so the server lets it go.
  await twitch.getByRole('button', { name: /^Unlink/ }).press('Enter');
  const dialog = page.getByRole('alertdialog', {
    name: text('en-GB', 'portal.account.linked.unlinkTitle', { provider: labels.twitch }),
  });
  await dialog.getByRole('button', { name: text('en-GB', 'portal.account.linked.unlinkConfirm') }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(linked).toContainText(text('en-GB', 'portal.account.linked.empty.title'));
  await page.reload();
  await expect(linked).toContainText(text('en-GB', 'portal.account.linked.empty.title'));

  // Signed out, the same Twitch account no longer signs this player in: it is offered to link or create again.
  await page.context().clearCookies();
  await page.goto(href('login', {}, 'en-GB'));
  await signInWith(page, 'twitch');
  await expect(page).toHaveURL(linkPage('twitch'));
  expect(await sessionName(page)).toBeNull();
});

test.describe('designed outcomes', () => {
  test.afterEach(async ({ page }) => clearFaults(page));

  const notice = (page: Page, outcome: string) =>
    page.locator(`[data-component="ExternalNotice"][data-outcome="${outcome}"]`);

  test('the player cancels at the provider: the return page says so and offers the sign-in page', async ({
    page,
    checkA11y,
  }) => {
    await plan(page.request, { method: 'twitch', cancel: true });
    await page.goto(href('login', {}, 'en-GB'));
    await signInWith(page, 'twitch');
    await expect(page).toHaveURL(/\/externallogin\/twitch\?.*error=access_denied/);
    await expect(notice(page, 'cancelled')).toContainText(text('en-GB', 'portal.external.problem.cancelled.title'));
    await expect(notice(page, 'cancelled')).toBeFocused();
    await checkA11y();
    await page.getByRole('link', { name: text('en-GB', 'portal.external.backToSignIn') }).click();
    await expect(page).toHaveURL(href('login', {}, 'en-GB'));
  });

  test('the player cancels at Steam: the sign-in page says so', async ({ page, checkA11y }) => {
    await plan(page.request, { method: 'steam', cancel: true });
    await page.goto(href('login', {}, 'en-GB'));
    await signInWith(page, 'steam');
    await expect(notice(page, 'cancelled')).toContainText(text('en-GB', 'portal.external.problem.cancelled.title'));
    await expect(page).toHaveURL(href('login', {}, 'en-GB'));
    await checkA11y();
  });

  test('a forged state is refused, and a return cannot be replayed', async ({ page, checkA11y }) => {
    await page.goto('/externallogin/xbox?code=abc&state=forged');
    await expect(notice(page, 'stateInvalid')).toContainText(
      text('en-GB', 'portal.external.problem.stateInvalid.description'),
    );
    await checkA11y();

    const identity = newIdentity('xbox');
    await plan(page.request, { method: 'xbox', identity });
    await page.goto(href('login', {}, 'en-GB'));
    const returned = page.waitForRequest((request) => new URL(request.url()).pathname === '/externallogin/xbox');
    await signInWith(page, 'xbox');
    await expect(page).toHaveURL(linkPage('xbox'));
    const replay = new URL((await returned).url());
    await page.goto(`${replay.pathname}${replay.search}`);
    await expect(notice(page, 'stateUsed')).toContainText(text('en-GB', 'portal.external.problem.stateUsed.title'));
    await checkA11y();
  });

  test('a return after the sign-in has expired says so and offers to start again', async ({ page, checkA11y }) => {
    await plan(page.request, { method: 'twitch', identity: newIdentity('twitch') });
    // The provider's answer is held back: the player comes back eleven minutes later (EXTERNAL_SIGNIN_STATE_TTL 600 s).
    let held = '';
    await page.route(
      (url) => url.pathname === '/authorize',
      async (route) => {
        // The provider answers with a redirect to our return route: keep its address, show a page instead.
        const answer = await route.fetch({ maxRedirects: 0 });
        held = new URL(answer.headers().location ?? '', route.request().url()).href;
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Held</title><p>Held</p>' });
      },
    );
    await page.goto(href('login', {}, 'en-GB'));
    await signInWith(page, 'twitch');
    await expect.poll(() => held).not.toBe('');
    await page.unrouteAll();
    await setServerClock(page, 11 * 60 * 1000);
    try {
      const back = new URL(held);
      await page.goto(`${back.pathname}${back.search}`);
      await expect(notice(page, 'stateExpired')).toContainText(
        text('en-GB', 'portal.external.problem.stateExpired.title'),
      );
      await expect(
        notice(page, 'stateExpired').getByRole('link', { name: text('en-GB', 'portal.external.backToSignIn') }),
      ).toHaveAttribute('href', href('login', {}, 'en-GB'));
      expect(await sessionName(page)).toBeNull();
      await checkA11y();
    } finally {
      await setServerClock(page, 0);
    }
  });

  test('a return without code or state is incomplete', async ({ page, checkA11y }) => {
    await page.goto('/externallogin/playstation');
    await expect(notice(page, 'incomplete')).toBeVisible();
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'account');
    await checkA11y();
  });

  test('the server down, the provider down and a malformed answer each have their message', async ({
    page,
    checkA11y,
  }) => {
    const cases = [
      { status: 503, body: undefined, outcome: 'serverDown' },
      { status: 502, body: undefined, outcome: 'providerDown' },
      { status: 200, body: '{"status":"maybe"}', outcome: 'malformed' },
    ] as const;
    for (const { status, body, outcome } of cases) {
      await plan(page.request, { method: 'epic', identity: newIdentity('epic') });
      await injectFault(page, {
        method: 'POST',
        path: '/api/external/epic/callback',
        status,
        ...(body === undefined ? {} : { body }),
      });
      await page.goto(href('login', {}, 'en-GB'));
      await signInWith(page, 'epic');
      await expect(notice(page, outcome)).toContainText(
        text('en-GB', `portal.external.problem.${outcome}.title`, { provider: 'Epic Games' }),
      );
      await checkA11y();
      await clearFaults(page);
    }
  });

  test('the server down before leaving: the sign-in page says so and the buttons work again', async ({
    page,
    checkA11y,
  }) => {
    await injectFault(page, { method: 'GET', path: '/api/external/playstation/authorize', status: 503, times: 2 });
    await page.goto(href('login', {}, 'en-GB'));
    await hydrated(page);
    await signInButton(page, 'playstation').click();
    await expect(notice(page, 'serverDown')).toContainText(text('en-GB', 'portal.external.problem.serverDown.title'));
    await expect(signInButton(page, 'playstation')).toBeEnabled();
    await checkA11y();
  });

  test('the linking page without a link request explains what to do', async ({ page, checkA11y }) => {
    await page.goto(linkPage('epic'));
    await expect(notice(page, 'ticketMissing')).toContainText(
      text('en-GB', 'portal.external.problem.ticketMissing.title'),
    );
    await expect(page.getByRole('form')).toHaveCount(0);
    await checkA11y();
  });

  test('the server’s field errors show on the registration fields and the typed values stay', async ({
    page,
    checkA11y,
  }) => {
    const taken = await createConfirmedAccount(page.request, uniqueAccount('taken'));
    await reachLinkPage(page, 'twitch', newIdentity('twitch'));
    const create = page.getByRole('form', { name: text('en-GB', 'portal.external.link.create.title') });
    const email = create.getByLabel(text('en-GB', 'portal.external.link.email'));
    const username = create.getByLabel(text('en-GB', 'portal.external.link.username'));
    await email.fill(uniqueAccount('fresh').email);
    await username.fill(taken.username);
    await completeRegistration(page, create);
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();
    await expect(create).toContainText('This username is already taken');
    await expect(username).toHaveValue(taken.username);
    await checkA11y();
  });
});

test('a signed-in player whose proof is older than 10 minutes confirms it is them, then the link is made', async ({
  page,
  checkA11y,
}) => {
  const account: TestAccount = await createConfirmedAccount(page.request, uniqueAccount('linkproof'));
  const identity = newIdentity('epic');
  await reachLinkPage(page, 'epic', identity);
  // Signed in with the password (a proof), then 11 minutes later on the server's clock: the proof is too old.
  await signIn(page, account);
  await setServerClock(page, 11 * 60 * 1000);
  try {
    await page.reload();
    await page
      .getByRole('button', { name: text('en-GB', 'portal.external.link.existing.attach', { provider: labels.epic }) })
      .click();
    const proof = page.locator('[data-part="reauth"]');
    await expect(
      proof.getByRole('heading', { name: text('en-GB', 'portal.external.link.reauth.title') }),
    ).toBeVisible();
    await checkA11y();
    const form = proof.getByRole('form', { name: text('en-GB', 'portal.external.link.reauth.title') });
    const password = form.getByLabel(text('en-GB', 'portal.external.link.reauth.password'), { exact: true });
    const submit = form.getByRole('button', {
      name: text('en-GB', 'portal.external.link.reauth.submit', { provider: labels.epic }),
    });
    await password.fill('Not-The-Password-1!');
    await submit.click();
    await expect(form).toContainText(text('en-GB', 'portal.external.link.reauth.wrongPassword'));
    await password.fill(account.password);
    await password.press('Enter');
    const linked = page.locator('[data-component="ExternalNotice"][data-outcome="linked"]');
    await expect(linked).toContainText(text('en-GB', 'portal.external.linked.title', { provider: labels.epic }));
  } finally {
    await setServerClock(page, 0);
  }
});

test('the confirmation page asks whether to keep the account an external sign-up linked; kept, it signs in', async ({
  page,
  checkA11y,
}) => {
  // The external sign-up through the API and the provider stand-in: a ticket for a new Epic account, then the account.
  const identity = newIdentity('epic');
  await plan(page.request, { method: 'epic', identity });
  const outcome = await externalOutcome(page.request, 'epic');
  expect(outcome.status).toBe('link_required');
  const account = uniqueAccount('pending');
  const registered = await page.request.post('/api/external/link/register', {
    data: {
      ticket: outcome.ticket,
      email: account.email,
      username: account.username,
      dateOfBirth: '1990-04-12',
      country: 'GB',
      locale: 'en-GB',
      terms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);

  // The mail's link confirms the address; the page names the Epic account and keeps nothing by itself.
  await page.goto(pathOf(linkOf(await latestMail(page.request, account.email, 'confirm'))));
  const card = page.locator('[data-part="pending-links"] [data-pending="epic"]');
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(labels.epic);
  await expect(card).toContainText(identity.name);
  await checkA11y();
  expect((await externalOutcome(page.request, 'epic')).status).toBe('confirmation_required');

  // Kept by keyboard: the card says so and takes focus, and the page offers the way on.
  await card
    .getByRole('button', { name: text('en-GB', 'portal.confirmation.links.keep', { provider: labels.epic }) })
    .focus();
  await page.keyboard.press('Enter');
  const result = card.getByRole('status');
  await expect(result).toHaveText(text('en-GB', 'portal.confirmation.links.kept', { provider: labels.epic }));
  await expect(result).toBeFocused();
  await expect(card.getByRole('button')).toHaveCount(0);
  await checkA11y();
  await page.keyboard.press('Tab');
  const next = page.getByRole('link', { name: text('en-GB', 'portal.confirmation.links.continue') });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href('home', {}, 'en-GB'));
  expect(await sessionName(page)).toBe(account.username);

  // Signed out, the kept Epic account signs in by itself.
  await page.context().clearCookies();
  expect((await externalOutcome(page.request, 'epic')).status).toBe('signed_in');
});
