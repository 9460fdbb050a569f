// Newsletters against the real API and the demo data (apps/api/src/seed): the preferences page of a mailed link
// (saved and kept after a reload, unsubscribing from all, an unknown id), the archive of a locale's issues and an
// issue's page (text blocks shown as text), their loading, empty and failure states, the footer's link, and one
// smoke test per page in another locale. The tests that change preferences use the rival demo account's link, which
// no other spec reads, and put its preferences back afterwards.
import {
  blocksShowMarkupAsText,
  clearFaults,
  expect,
  href,
  hydrated,
  injectFault,
  type Locale,
  newsletterPreferencesIds,
  type Page,
  pageTitle,
  refuseOnce,
  t,
  test,
  text,
} from './fixtures';

interface Preferences {
  id: string;
  email: string;
  topics: string[];
  frequency: 'daily' | 'weekly' | 'monthly';
  updated_at: string;
}

interface Issue {
  id: number;
  locale: string;
  title: string;
  summary: string;
  published_at: string;
  image: string;
  blocks: Array<{ type: 'heading' | 'paragraph' | 'list'; text: string; items?: string[] }>;
}

const rival = newsletterPreferencesIds.rival;

async function apiPreferences(page: Page, id: string): Promise<Preferences> {
  const answer = await page.request.get(`/api/newsletter/preferences/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Preferences }).data;
}

async function putPreferences(page: Page, id: string, choice: Pick<Preferences, 'topics' | 'frequency'>) {
  const answer = await page.request.put(`/api/newsletter/preferences/${id}`, { data: choice });
  expect(answer.ok()).toBe(true);
}

/** Runs `body` with the rival's preferences set to `start`, and puts back what they were, whatever happens. */
async function withRivalPreferences(
  page: Page,
  start: Pick<Preferences, 'topics' | 'frequency'>,
  body: () => Promise<void>,
): Promise<void> {
  const before = await apiPreferences(page, rival);
  await putPreferences(page, rival, start);
  try {
    await body();
  } finally {
    await clearFaults(page);
    await putPreferences(page, rival, { topics: before.topics, frequency: before.frequency });
  }
}

async function apiArchive(page: Page, locale: Locale): Promise<Issue[]> {
  const answer = await page.request.get(`/api/cache/newsletters?locale=${locale}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: Issue[] }).items;
}

const topic = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: t(`portal.newsletters.preferences.topic.${name}`) });
const frequency = (page: Page, name: string) =>
  page.getByRole('radio', { name: t(`portal.newsletters.preferences.frequency.${name}`) });
const savedNote = (page: Page) => page.locator('[data-component="NewsletterPreferences"] [data-part="saved"]');
const published = (locale: Locale, iso: string) =>
  text(locale, 'portal.newsletters.published', {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
  });

test.describe('newsletter preferences', () => {
  test('chosen by keyboard, refused while the server is down with every choice kept, then saved and kept after a reload', async ({
    page,
    checkA11y,
  }) => {
    test.slow();
    await withRivalPreferences(page, { topics: [], frequency: 'monthly' }, async () => {
      // The id in the address is the secret: the page sends no referrer and allows no third-party script.
      const opened = await page.goto(href('newsletter_preferences', { id: rival }, 'en-GB'));
      expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
      expect(opened?.headers()['content-security-policy']).not.toContain('googletagmanager');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.newsletter_preferences.title'));
      await expect(page).toHaveTitle(pageTitle('en-GB', 'newsletter_preferences'));
      await expect(page.locator('[data-component="PageHeader"]')).toContainText(
        t('portal.newsletters.preferences.address', { email: 'r***@mynacon.test' }),
      );
      // No topic: the page says no newsletter comes, and there is nothing to unsubscribe from.
      const unsubscribed = page.locator('[data-page-state="unsubscribed"]');
      await expect(unsubscribed).toContainText(t('portal.newsletters.preferences.unsubscribed.title'));
      await expect(
        page.getByRole('button', { name: t('portal.newsletters.preferences.unsubscribe.action') }),
      ).toHaveCount(0);
      await expect(frequency(page, 'monthly')).toBeChecked();
      await checkA11y();

      // Keyboard only: Space ticks a box, Tab moves on, arrows move the frequency, Enter on the button saves.
      await topic(page, 'game_news').focus();
      await page.keyboard.press('Space');
      for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
      await expect(topic(page, 'offers')).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(frequency(page, 'monthly')).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(frequency(page, 'daily')).toBeChecked();
      await page.keyboard.press('Tab');
      const save = page.getByRole('button', { name: t('portal.newsletters.preferences.save') });
      await expect(save).toBeFocused();

      // The server is down (a fault planned on this worker's server; a `page.route` for it once let the save through
      // on a fresh clone): a designed message, and the choices stay as they were.
      await injectFault(page, { method: 'PUT', path: `/api/newsletter/preferences/${rival}`, status: 503, times: 10 });
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-component="NewsletterPreferences"] form')).toContainText(
        t('portal.newsletters.preferences.error.unavailable'),
      );
      await expect(savedNote(page)).toHaveText('');
      await expect(topic(page, 'game_news')).toBeChecked();
      await expect(topic(page, 'offers')).toBeChecked();
      await expect(frequency(page, 'daily')).toBeChecked();
      expect((await apiPreferences(page, rival)).topics).toEqual([]);
      await checkA11y();

      // A busy server says so inside the form, with "Try again" (Tab, Enter), which saves the same choices.
      await clearFaults(page);
      await save.focus();
      const tryAgain = await refuseOnce(
        page,
        {
          form: page.locator('[data-component="NewsletterPreferences"] form'),
          method: 'PUT',
          path: `/api/newsletter/preferences/${rival}`,
          kind: 'busy',
        },
        () => page.keyboard.press('Enter'),
      );
      await expect(frequency(page, 'daily')).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(tryAgain).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(savedNote(page)).toHaveText(t('portal.newsletters.preferences.saved'));
      await expect(unsubscribed).toHaveCount(0);
      const stored = await apiPreferences(page, rival);
      expect({ topics: stored.topics, frequency: stored.frequency }).toEqual({
        topics: ['game_news', 'offers'],
        frequency: 'daily',
      });
      await checkA11y();
      // A change after saving is not saved yet: the note goes.
      await topic(page, 'events').focus();
      await page.keyboard.press('Space');
      await expect(savedNote(page)).toHaveText('');
      await page.keyboard.press('Space');

      await page.reload();
      await expect(topic(page, 'game_news')).toBeChecked();
      await expect(topic(page, 'offers')).toBeChecked();
      for (const other of ['playtests', 'events', 'accessories']) await expect(topic(page, other)).not.toBeChecked();
      await expect(frequency(page, 'daily')).toBeChecked();
      await expect(savedNote(page)).toHaveText('');
      await expect(
        page.getByRole('button', { name: t('portal.newsletters.preferences.unsubscribe.action') }),
      ).toBeVisible();
    });
  });

  test('unsubscribe from all: no topic left, the frequency kept, and the page says so', async ({ page, checkA11y }) => {
    test.slow();
    await withRivalPreferences(page, { topics: ['playtests', 'events'], frequency: 'weekly' }, async () => {
      await page.goto(href('newsletter_preferences', { id: rival }, 'en-GB'));
      await expect(topic(page, 'playtests')).toBeChecked();
      await expect(page.locator('[data-page-state="unsubscribed"]')).toHaveCount(0);
      const unsubscribe = page.getByRole('button', { name: t('portal.newsletters.preferences.unsubscribe.action') });
      await unsubscribe.focus();
      await page.keyboard.press('Enter');
      const unsubscribed = page.locator('[data-page-state="unsubscribed"]');
      await expect(unsubscribed).toContainText(t('portal.newsletters.preferences.unsubscribed.title'));
      // Focus goes to the message, where the button was.
      await expect(unsubscribed).toBeFocused();
      await expect(unsubscribe).toHaveCount(0);
      for (const name of ['game_news', 'playtests', 'events', 'offers', 'accessories']) {
        await expect(topic(page, name)).not.toBeChecked();
      }
      await expect(frequency(page, 'weekly')).toBeChecked();
      const stored = await apiPreferences(page, rival);
      expect({ topics: stored.topics, frequency: stored.frequency }).toEqual({ topics: [], frequency: 'weekly' });
      await checkA11y();
      await page.reload();
      await expect(unsubscribed).toBeVisible();
      await expect(topic(page, 'playtests')).not.toBeChecked();
    });
  });

  test('an id the API does not know is a clear message, not an error page', async ({ page, checkA11y }) => {
    const unknown = 'f'.repeat(64);
    const answer = await page.request.get(`/api/newsletter/preferences/${unknown}`);
    expect(answer.status()).toBe(404);
    await page.goto(href('newsletter_preferences', { id: unknown }, 'en-GB'));
    const message = page.locator('[data-page-state="unknown"]');
    await expect(message).toContainText(t('portal.newsletters.preferences.unknown.title'));
    await expect(message).toContainText(t('portal.newsletters.preferences.unknown.description'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.newsletter_preferences.title'));
    await expect(page).toHaveURL(href('newsletter_preferences', { id: unknown }, 'en-GB'));
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await checkA11y();
    // It leads on to the archive.
    const archive = message.getByRole('link', { name: t('portal.newsletters.preferences.unknown.action') });
    await archive.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href('newsletter-archive', {}, 'en-GB'));
  });

  test('a load that fails shows its failure state, and "Try again" loads the preferences', async ({
    page,
    checkA11y,
  }) => {
    const demo = newsletterPreferencesIds.demo;
    const expected = await apiPreferences(page, demo);
    let failing = true;
    await page.route(`**/api/newsletter/preferences/${demo}`, (route) =>
      failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    await page.goto(href('newsletter_preferences', { id: demo }, 'en-GB'));
    const failure = page.locator('[data-page-state="unavailable"]');
    await expect(failure).toContainText(t('portal.newsletters.unavailable.title'));
    await checkA11y();
    failing = false;
    await failure.getByRole('button', { name: t('portal.retry') }).click();
    for (const name of expected.topics) await expect(topic(page, name)).toBeChecked();
    await expect(frequency(page, expected.frequency)).toBeChecked();
  });

  test('nl-NL: the preferences page in Dutch', async ({ page, checkA11y }) => {
    await page.goto(href('newsletter_preferences', { id: newsletterPreferencesIds.demo }, 'nl-NL'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('nl-NL', 'portal.page.newsletter_preferences.title'),
    );
    await expect(page).toHaveTitle(pageTitle('nl-NL', 'newsletter_preferences'));
    await expect(
      page.getByRole('checkbox', { name: text('nl-NL', 'portal.newsletters.preferences.topic.game_news') }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: text('nl-NL', 'portal.newsletters.preferences.save') }),
    ).toBeVisible();
    await checkA11y();
  });
});

test.describe('the newsletter archive', () => {
  test('lists the locale’s issues newest first; an issue reads as text blocks, and leads back', async ({
    page,
    checkA11y,
  }) => {
    test.slow();
    const issues = await apiArchive(page, 'en-GB');
    expect(issues.length).toBeGreaterThan(1);
    await page.goto(href('newsletter-archive', {}, 'en-GB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.newsletter-archive.title'));
    await expect(page).toHaveTitle(pageTitle('en-GB', 'newsletter-archive'));
    const list = page.getByRole('list', { name: t('portal.newsletters.archive.list') });
    await expect(list.getByRole('listitem')).toHaveCount(issues.length);
    const ids = await list
      .locator('[data-issue]')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-issue'))));
    expect(ids).toEqual(issues.map((issue) => issue.id));
    for (const issue of issues) {
      const card = list.locator(`[data-issue="${issue.id}"]`);
      await expect(card.getByRole('link', { name: issue.title })).toHaveAttribute(
        'href',
        href('newsletter-issue', { id: String(issue.id) }, 'en-GB'),
      );
      await expect(card).toContainText(issue.summary);
      await expect(card).toContainText(published('en-GB', issue.published_at));
    }
    await checkA11y();

    // By keyboard: the second issue's link, then Enter.
    const chosen = issues[1] as Issue;
    await list.getByRole('link', { name: chosen.title }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href('newsletter-issue', { id: String(chosen.id) }, 'en-GB'));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.title);
    await expect(page).toHaveTitle(t('portal.shell.documentTitle', { page: chosen.title }));
    const article = page.locator('[data-component="NewsletterIssue"]');
    await expect(article).toContainText(published('en-GB', chosen.published_at));
    for (const block of chosen.blocks.filter((item) => item.type === 'paragraph')) {
      await expect(article.getByText(block.text, { exact: true })).toBeVisible();
    }
    for (const item of chosen.blocks.flatMap((block) => block.items ?? [])) {
      await expect(article.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
    }
    // The leading heading repeats the title: it is not shown twice.
    await expect(page.getByRole('heading', { name: chosen.title })).toHaveCount(1);
    await checkA11y();
    await article.getByRole('link', { name: t('portal.newsletters.issue.back') }).click();
    await expect(page).toHaveURL(href('newsletter-archive', {}, 'en-GB'));
    await expect(list.getByRole('listitem')).toHaveCount(issues.length);
  });

  test('the footer links to the archive, inside the app', async ({ page }) => {
    await page.goto(href('login', {}, 'en-GB'));
    // Sign-in is prerendered: inside the app once hydrated (before, a link is a full page load, decision 051).
    await hydrated(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('portal.footer.newsletters'), exact: true })
      .click();
    await expect(page).toHaveURL(href('newsletter-archive', {}, 'en-GB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.newsletter-archive.title'));
  });

  test('an archive without issues shows its empty state', async ({ page, checkA11y }) => {
    await page.route('**/api/cache/newsletters?locale=en-GB', (route) =>
      route.fulfill({ status: 200, json: { items: [], size: 0 } }),
    );
    await page.goto(href('newsletter-archive', {}, 'en-GB'));
    const empty = page.locator('[data-page-state="empty"]');
    await expect(empty).toContainText(t('portal.newsletters.archive.empty.title'));
    await expect(empty).toContainText(t('portal.newsletters.archive.empty.description'));
    await checkA11y();
  });

  test('an archive that fails to load shows its failure state, and "Try again" loads it', async ({
    page,
    checkA11y,
  }) => {
    const issues = await apiArchive(page, 'en-GB');
    let failing = true;
    await page.route('**/api/cache/newsletters?locale=en-GB', (route) =>
      failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    await page.goto(href('newsletter-archive', {}, 'en-GB'));
    const failure = page.locator('[data-page-state="unavailable"]');
    await expect(failure).toContainText(t('portal.newsletters.unavailable.title'));
    await expect(failure).toContainText(t('portal.newsletters.unavailable.description'));
    await checkA11y();
    failing = false;
    const retry = failure.getByRole('button', { name: t('portal.retry') });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-issue]')).toHaveCount(issues.length);
    await expect(failure).toHaveCount(0);
  });

  test('fr-FR: the archive in French', async ({ page, checkA11y }) => {
    const issues = await apiArchive(page, 'fr-FR');
    await page.goto(href('newsletter-archive', {}, 'fr-FR'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('fr-FR', 'portal.page.newsletter-archive.title'),
    );
    await expect(page).toHaveTitle(pageTitle('fr-FR', 'newsletter-archive'));
    await expect(page.getByRole('link', { name: (issues[0] as Issue).title })).toHaveAttribute(
      'href',
      href('newsletter-issue', { id: String((issues[0] as Issue).id) }, 'fr-FR'),
    );
    await expect(page.locator('[data-issue]').first()).toContainText(
      published('fr-FR', (issues[0] as Issue).published_at),
    );
    await checkA11y();
  });
});

test.describe('a newsletter issue', () => {
  test('text holding markup shows as text, never as HTML', async ({ page, checkA11y }) => {
    const [issue] = await apiArchive(page, 'en-GB');
    const id = String(issue?.id);
    await blocksShowMarkupAsText(page, {
      url: `**/api/cache/newsletters/${id}`,
      path: href('newsletter-issue', { id }, 'en-GB'),
      root: (page) => page.locator('[data-component="NewsletterIssue"]'),
    });
    await checkA11y();
  });

  test('while it loads it says so, under the route’s title', async ({ page }) => {
    const [issue] = await apiArchive(page, 'en-GB');
    const id = String(issue?.id);
    // Held until released: the loading state is on screen (released quickly, within the client's time-out).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/cache/newsletters/${id}`, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(href('newsletter-issue', { id }, 'en-GB'));
    const loading = page.locator('[data-page-state="loading"]');
    await expect(loading).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.newsletter-issue.title'));
    await expect(page).toHaveTitle(pageTitle('en-GB', 'newsletter-issue'));
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issue?.title ?? '');
    await expect(loading).toHaveCount(0);
  });

  test('an answer that does not match the contract is a failure, and "Try again" loads the issue', async ({
    page,
    checkA11y,
  }) => {
    const [issue] = await apiArchive(page, 'en-GB');
    const id = String(issue?.id);
    let malformed = true;
    await page.route(`**/api/cache/newsletters/${id}`, (route) =>
      malformed ? route.fulfill({ status: 200, json: { id: Number(id), title: 42 } }) : route.fallback(),
    );
    await page.goto(href('newsletter-issue', { id }, 'en-GB'));
    const failure = page.locator('[data-page-state="malformed"]');
    await expect(failure).toContainText(t('portal.newsletters.malformed.title'));
    await expect(failure).toContainText(t('portal.newsletters.malformed.description'));
    await checkA11y();
    malformed = false;
    await failure.getByRole('button', { name: t('portal.retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issue?.title ?? '');
  });

  test('an issue without text shows its empty state', async ({ page, checkA11y }) => {
    const [issue] = await apiArchive(page, 'en-GB');
    await page.route(`**/api/cache/newsletters/${issue?.id}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as Issue), blocks: [] } });
    });
    await page.goto(href('newsletter-issue', { id: String(issue?.id) }, 'en-GB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issue?.title ?? '');
    await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.newsletters.issue.empty.title'));
    await checkA11y();
  });

  test('an id the API does not know, or that cannot be one, is the non-fatal 404 in the address asked for', async ({
    page,
    checkA11y,
  }) => {
    expect((await page.request.get('/api/cache/newsletters/999999')).status()).toBe(404);
    for (const id of ['999999', 'latest']) {
      const address = href('newsletter-issue', { id }, 'en-GB');
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.error.notFound.heading'));
      await expect(page.locator('[data-part="error-detail"]')).toHaveText(
        t('portal.error.unmatched', { path: address }),
      );
      await expect(page).toHaveURL(address);
    }
    await checkA11y();
  });

  test('de-DE: an issue in German; an issue of another locale keeps its own language', async ({ page, checkA11y }) => {
    test.slow();
    const [issue] = await apiArchive(page, 'de-DE');
    await page.goto(href('newsletter-issue', { id: String(issue?.id) }, 'de-DE'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issue?.title ?? '');
    await expect(page.locator('[data-component="NewsletterIssue"]')).toContainText(
      published('de-DE', issue?.published_at ?? ''),
    );
    await expect(page.getByRole('link', { name: text('de-DE', 'portal.newsletters.issue.back') })).toBeVisible();
    await checkA11y();
    // A mailed English issue opened in German: its title and text are marked English.
    const [english] = await apiArchive(page, 'en-GB');
    await page.goto(href('newsletter-issue', { id: String(english?.id) }, 'de-DE'));
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="en-GB"]')).toHaveText(english?.title ?? '');
    await expect(page.locator('[data-component="TextBlocks"]')).toHaveAttribute('lang', 'en-GB');
    await checkA11y();
  });
});
