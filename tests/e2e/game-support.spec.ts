// Game support (issue 17, spec sections 4, 8 and 9) against the real API and the demo boards
// (apps/api/src/seed/demo.ts): the guards' 404s, the dashboard's latest lists, the board's filters kept in the
// address and reset, paging to the end, reading on past pages without a match (fetchMoreNeeded), a failed page
// then "Try again", one report, a report filed by a fresh player and found in their reports, markup in a title
// shown as text, the FAQ in the player's locale with its search, and one smoke test per page in another locale.
// Reports are filed on steel-tide by fresh players; the board tests read rally-frontier, whose posts stay as seeded.

import { createConfirmedAccount, signInFreshAccount, uniqueAccount } from './accounts';
import { expect, type href, type Locale, type Page, refuseOnce, setFeatures, t, test, text } from './fixtures';

const game = 'rally-frontier';
const filingGame = 'steel-tide';

interface ApiPost {
  id: number;
  title: string;
  status: 'none' | 'not_planned' | 'planned' | 'completed' | 'answered';
  created_at: string;
  details: { severity: string; platform_model: string };
}
interface ApiGame {
  code: string;
  zendesk_id: number;
  zendesk_topic_id: number;
}

async function apiGame(page: Page, code: string): Promise<ApiGame> {
  const answer = await page.request.get('/api/cache/support/games');
  const { items } = (await answer.json()) as { items: ApiGame[] };
  const found = items.find((item) => item.code === code);
  if (found === undefined) throw new Error(`No game ${code}`);
  return found;
}

/** Every post of a board, newest first, as the API pages them. */
async function apiBoard(page: Page, code: string): Promise<ApiPost[]> {
  const { zendesk_id, zendesk_topic_id } = await apiGame(page, code);
  const posts: ApiPost[] = [];
  for (let p = 1; ; p++) {
    const answer = await page.request.get(
      `/api/cache/support/community/${zendesk_id}?topic_id=${zendesk_topic_id}&p=${p}&per_page=50`,
    );
    const body = (await answer.json()) as { posts: ApiPost[]; nbPages: number };
    posts.push(...body.posts);
    if (p >= body.nbPages) break;
  }
  return posts;
}

const boardItems = (page: Page) => page.locator('[data-part="posts"] > li');
const communityCalls = (page: Page) => {
  const pages: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/api\/cache\/support\/community\/\d+$/.test(url.pathname) && url.searchParams.has('p')) {
      pages.push(Number(url.searchParams.get('p')));
    }
  });
  return pages;
};

test.describe('guards and unknown games', () => {
  test('every game-support route is a 404 while the feature is off', async ({ page }) => {
    await setFeatures(page, { gameSupport: false });
    for (const path of [
      `/en-GB/support/game/${game}`,
      `/en-GB/support/game/${game}/faq`,
      `/en-GB/support/game/${game}/reports`,
      `/en-GB/support/game/${game}/reports/360200000007`,
      `/en-GB/support/game/${game}/my-reports`,
      `/en-GB/support/game/${game}/create-report`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.error.notFound.heading'));
      await expect(page.locator('[data-part="error-detail"]')).toHaveText(t('portal.error.guardFailed', { path }));
    }
  });

  test('a code no game has gets its own state, with the way to the supported games', async ({ page, checkA11y }) => {
    await page.goto('/en-GB/support/game/no-such-game/reports');
    const state = page.locator('[data-page-state="empty"]');
    await expect(state).toContainText(t('portal.gameSupport.unknownGame.title'));
    await expect(state.getByRole('link', { name: t('portal.gameSupport.unknownGame.action') })).toHaveAttribute(
      'href',
      '/en-GB/support/games',
    );
    await checkA11y();
  });
});

test('the dashboard: the 3 latest bug reports and resolved issues, and the ways on', async ({ page, checkA11y }) => {
  const posts = await apiBoard(page, game);
  const newest = (statuses: string[]) =>
    posts
      .filter((post) => statuses.includes(post.status))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 3)
      .map((post) => post.title);
  await page.goto(`/en-GB/support/game/${game}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.support-game-dashboard.title'));
  const latest = page.getByRole('list', { name: t('portal.gameSupport.dashboard.latest') });
  await expect(latest.getByRole('link')).toHaveText(newest(['not_planned', 'planned']));
  const resolved = page.getByRole('list', { name: t('portal.gameSupport.dashboard.resolved') });
  await expect(resolved.getByRole('link')).toHaveText(newest(['completed']));
  // Nobody's post in moderation is shown to an anonymous player.
  await expect(page.locator('[data-status="none"]')).toHaveCount(0);
  const ways = page.getByRole('navigation', { name: t('portal.gameSupport.dashboard.links') });
  for (const [key, path] of [
    ['faq', 'faq'],
    ['board', 'reports'],
    ['myReports', 'my-reports'],
    ['report', 'create-report'],
  ]) {
    await expect(ways.getByRole('link', { name: t(`portal.gameSupport.dashboard.${key}`) })).toHaveAttribute(
      'href',
      `/en-GB/support/game/${game}/${path}`,
    );
  }
  await checkA11y();
});

test.describe('the board', () => {
  test('50 per page, newest first, paging to the end; statuses as badges with text', async ({ page, checkA11y }) => {
    // Posts out of moderation only: a post in moderation is never on the public board (decision 040).
    const visible = await apiBoard(page, game);
    const asked = communityCalls(page);
    await page.goto(`/en-GB/support/game/${game}/reports`);
    await expect(boardItems(page).first()).toBeVisible({ timeout: 30_000 });
    const firstPage = (await apiBoard(page, game)).slice(0, 50);
    await expect(boardItems(page).getByRole('link')).toHaveText(firstPage.map((post) => post.title));
    const badge = boardItems(page).first().locator('[data-status]');
    await expect(badge).not.toHaveText('');
    await checkA11y();
    const more = page.getByRole('button', { name: 'Load more' });
    while (await more.isVisible()) {
      const before = await boardItems(page).count();
      await more.click();
      await expect.poll(() => boardItems(page).count()).toBeGreaterThan(before);
    }
    await expect(boardItems(page)).toHaveCount(visible.length);
    await expect(boardItems(page).getByRole('link')).toHaveText(visible.map((post) => post.title));
    expect(asked).toEqual(Array.from({ length: Math.ceil(visible.length / 50) }, (_, index) => index + 1));
  });

  test('a new filter starts again from page 1, is kept in the address, and clears', async ({ page }) => {
    const posts = await apiBoard(page, game);
    const asked = communityCalls(page);
    await page.goto(`/en-GB/support/game/${game}/reports`);
    await expect(boardItems(page).first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => asked.length).toBe(2);
    // Choose a status: the results go, page 1 is read again, the address says it.
    await page.getByRole('combobox', { name: t('portal.gameSupport.board.status') }).click();
    await page.getByRole('option', { name: 'Fixed' }).click();
    await expect(page).toHaveURL(`/en-GB/support/game/${game}/reports?status=fixed`);
    const fixedFirstPage = posts.slice(0, 50).filter((post) => post.status === 'completed');
    await expect(boardItems(page).getByRole('link')).toHaveText(fixedFirstPage.map((post) => post.title));
    expect(asked.slice(2)).toEqual([1]);
    await expect(boardItems(page).locator('[data-status]')).toContainText(fixedFirstPage.map(() => 'Fixed'));
    // A reload keeps the filter.
    await page.reload();
    await expect(boardItems(page).getByRole('link')).toHaveText(fixedFirstPage.map((post) => post.title));
    // Clearing goes back to the whole board, from page 1.
    await page.getByRole('button', { name: t('portal.gameSupport.board.clear') }).click();
    await expect(page).toHaveURL(`/en-GB/support/game/${game}/reports`);
    await expect(boardItems(page)).toHaveCount(posts.slice(0, 50).filter((post) => post.status !== 'none').length);
  });

  test('a filter with sparse matches reads on past pages without a match (fetchMoreNeeded)', async ({ page }) => {
    const posts = await apiBoard(page, game);
    const matches = (from: number, to: number) =>
      posts
        .slice(from, to)
        .filter(
          (post) =>
            post.status === 'not_planned' &&
            post.details.severity === 'medium' &&
            post.details.platform_model.startsWith('PlayStation::'),
        );
    // The demo board (posts out of moderation): no match on page 1, some on pages 2 and 3, the last.
    expect([matches(0, 50).length, matches(50, 100).length > 0, matches(100, 150).length > 0]).toEqual([0, true, true]);
    expect(posts.length).toBeLessThanOrEqual(150);
    const asked = communityCalls(page);
    await page.goto(`/en-GB/support/game/${game}/reports?status=open&severity=medium&platform=PlayStation`);
    await expect(boardItems(page).getByRole('link')).toHaveText(matches(0, 100).map((post) => post.title));
    expect(asked).toEqual([1, 2]);
    // The rest on demand, to the end.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(boardItems(page).getByRole('link')).toHaveText(matches(0, posts.length).map((post) => post.title));
    expect(asked).toEqual([1, 2, 3]);
  });

  test('a failed page keeps the posts shown, and "Try again" resumes from it', async ({ page, checkA11y }) => {
    const posts = await apiBoard(page, game);
    let failing = true;
    await page.route('**/api/cache/support/community/**', async (route) => {
      const url = new URL(route.request().url());
      if (failing && url.searchParams.get('p') === '2') return route.fulfill({ status: 503, body: 'down' });
      return route.fallback();
    });
    await page.goto(`/en-GB/support/game/${game}/reports`);
    const firstPage = posts.slice(0, 50).filter((post) => post.status !== 'none');
    await expect(boardItems(page)).toHaveCount(firstPage.length);
    await page.getByRole('button', { name: 'Load more' }).click();
    const failed = page.locator('[data-page-state="page-failed"]');
    await expect(failed).toContainText(t('portal.gameSupport.board.pageFailed.title'));
    await expect(boardItems(page)).toHaveCount(firstPage.length);
    await checkA11y();
    failing = false;
    await failed.getByRole('button', { name: t('portal.retry') }).click();
    await expect(failed).toHaveCount(0);
    await expect(boardItems(page)).toHaveCount(posts.slice(0, 100).filter((post) => post.status !== 'none').length);
  });

  test('a failed first page: the failure state, then the board', async ({ page }) => {
    let failing = true;
    await page.route('**/api/cache/support/community/**', (route) =>
      failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    await page.goto(`/en-GB/support/game/${game}/reports`);
    const failure = page.locator('[data-page-state="unavailable"]');
    await expect(failure).toContainText(t('portal.gameSupport.unavailable.title'));
    failing = false;
    await failure.getByRole('button', { name: t('portal.retry') }).click();
    await expect(boardItems(page).first()).toBeVisible({ timeout: 30_000 });

    // A game whose board has no report yet (an inactive game's): its own empty state, no list.
    const games = (await (await page.request.get('/api/cache/support/games')).json()) as {
      items: { code: string; is_active: boolean }[];
    };
    const quiet = games.items.find((item) => !item.is_active)?.code ?? 'no-inactive-game';
    await page.goto(`/en-GB/support/game/${quiet}/reports`);
    await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.gameSupport.board.empty.title'));
    await expect(boardItems(page)).toHaveCount(0);
  });

  test('keyboard only: a filter chosen and the next page read, focus on its first post', async ({ page }) => {
    await page.goto(`/en-GB/support/game/${game}/reports`);
    await expect(boardItems(page).first()).toBeVisible({ timeout: 30_000 });
    const status = page.getByRole('combobox', { name: t('portal.gameSupport.board.status') });
    await status.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Open' })).toBeVisible();
    // From "Any", past "In moderation", to "Open".
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/status=open/);
    const open = (await apiBoard(page, game)).slice(0, 50).filter((post) => post.status === 'not_planned');
    await expect(boardItems(page)).toHaveCount(open.length);
    const more = page.getByRole('button', { name: 'Load more' });
    const before = open.length;
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(boardItems(page).nth(before)).toBeFocused();
  });
});

test('one report, and a missing one', async ({ page, checkA11y }) => {
  const post = (await apiBoard(page, game)).find((item) => item.status === 'planned') as ApiPost;
  await page.goto(`/en-GB/support/game/${game}/reports/${post.id}`);
  const article = page.locator(`article[data-post="${post.id}"]`);
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(post.title);
  await expect(article.locator('[data-status="planned"]')).toContainText('Confirmed');
  await checkA11y();
  await page.goto(`/en-GB/support/game/${game}/reports/1`);
  await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.gameSupport.report.missing.title'));
});

test('my reports: an anonymous player gets the way to sign in', async ({ page, checkA11y }) => {
  await page.goto(`/en-GB/support/game/${game}/my-reports`);
  const state = page.locator('[data-page-state="empty"]');
  await expect(state).toContainText(t('portal.gameSupport.mine.anonymous.title'));
  await expect(state.getByRole('link', { name: t('portal.gameSupport.mine.anonymous.action') })).toHaveAttribute(
    'href',
    `/en-GB/login?redirect=${encodeURIComponent(`/en-GB/support/game/${game}/my-reports`)}`,
  );
  await checkA11y();
});

test('a report filed by a fresh player is in their reports, in moderation; markup stays text', async ({
  page,
  checkA11y,
}) => {
  await signInFreshAccount(page, 'reporter');
  await page.goto(`/en-GB/support/game/${filingGame}/my-reports`);
  await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.gameSupport.mine.empty.title'));
  await page.goto(`/en-GB/support/game/${filingGame}/create-report`);
  const form = page.getByRole('form', { name: t('portal.page.support-game-create-report.title') });
  await expect(form).toBeVisible();
  await checkA11y();
  const title = '<img src=x onerror="window.hacked=1"><b>Wheel</b> stops';
  await form.getByLabel(t('portal.gameSupport.create.title')).fill(title);
  await form
    .getByLabel(t('portal.gameSupport.create.body'))
    .fill('After a pause the wheel stops answering until a restart.');
  await form.getByRole('combobox', { name: t('portal.gameSupport.create.severity') }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await form.getByRole('combobox', { name: t('portal.gameSupport.create.platform') }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  // A busy server: said inside the form with "Try again", which files the same report once it has room.
  const { zendesk_id } = await apiGame(page, filingGame);
  const tryAgain = await refuseOnce(
    page,
    { form, method: 'POST', path: `/api/user/community/${zendesk_id}/posts`, kind: 'busy' },
    () => form.getByRole('button', { name: t('portal.gameSupport.create.submit') }).click(),
  );
  await expect(form.getByLabel(t('portal.gameSupport.create.title'))).toHaveValue(title);
  await expect(form.getByRole('combobox', { name: t('portal.gameSupport.create.severity') })).toContainText('High');
  await tryAgain.click();
  await expect(page).toHaveURL(`/en-GB/support/game/${filingGame}/my-reports`);
  await expect(page.locator('[data-page-state="created"]')).toContainText(t('portal.gameSupport.mine.created.title'));
  const mine = page.getByRole('list', { name: t('portal.page.support-game-my-reports.title') });
  await expect(mine.getByRole('link')).toHaveText([title]);
  await expect(mine.locator('[data-status="none"]')).toContainText('In moderation');
  await expect(mine.locator('b, img')).toHaveCount(0);
  await checkA11y();
  // The author sees it on its own page and on the game's page, awaiting moderation; it is theirs alone.
  await mine.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await page.goto(`/en-GB/support/game/${filingGame}`);
  const waiting = page.getByRole('list', { name: t('portal.gameSupport.dashboard.moderation') });
  await expect(waiting.getByRole('link')).toHaveText([title]);
});

test('a post in moderation never reaches an anonymous visitor of the board, not even in the answers', async ({
  page,
  request,
}) => {
  // A fresh player files a report through the API: it waits in moderation on the board of the filing game.
  const account = await createConfirmedAccount(request, uniqueAccount('moderated'));
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await request.post('/api/auth/callback/credentials', {
    form: { email: account.email, password: account.password, csrfToken, callbackUrl: '/', json: 'true' },
    headers: { 'x-auth-return-redirect': '1' },
  });
  const session = (await (await request.get('/api/auth/session')).json()) as { user: { accessToken: string } };
  const title = `Waiting for a moderator ${account.username}`;
  const filed = await request.post(`/api/user/community/${(await apiGame(page, filingGame)).zendesk_id}/posts`, {
    headers: { authorization: `Bearer ${session.user.accessToken}` },
    data: {
      title,
      body: 'Only its author may read this until it is published.',
      severity: 'low',
      platform_model: 'PlayStation::PS5',
    },
  });
  expect(filed.status(), await filed.text()).toBe(200);

  // The board's first page, as the browser receives it.
  const firstPage = page.waitForResponse((response) =>
    /\/api\/cache\/support\/community\/\d+\?.*\bp=1\b/.test(response.url()),
  );
  await page.goto(`/en-GB/support/game/${filingGame}/reports`);
  const { posts } = (await (await firstPage).json()) as { posts: ApiPost[] };
  expect(posts.length).toBeGreaterThan(0);
  expect(posts.filter((post) => post.status === 'none' || post.title === title).map((post) => post.title)).toEqual([]);
  await expect(boardItems(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(boardItems(page).getByRole('link', { name: title })).toHaveCount(0);
});

test('the FAQ: sections of the player’s locale, articles open in place, a search', async ({ page, checkA11y }) => {
  await page.goto(`/en-GB/support/game/${game}/faq`);
  const sections = page.locator('[data-faq-section]');
  await expect(sections.first()).toBeVisible();
  const trigger = page.locator('[data-faq-article] [data-part="trigger"]').first();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Keyboard: the article opens in place.
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await checkA11y();
  const articleTitle = (await trigger.textContent())?.trim() ?? '';
  const search = page.getByRole('searchbox', { name: t('portal.gameSupport.faq.search') });
  await search.fill(articleTitle);
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.locator('[data-faq-article] [data-part="trigger"]').first()).toHaveText(articleTitle);
  await search.fill('zzzz nothing matches this');
  await expect(page.locator('[data-page-state="empty"]')).toContainText(
    t('portal.gameSupport.faq.noMatch.title', { query: 'zzzz nothing matches this' }),
  );

  // The help centre down: the failure state, and "Try again" brings the sections.
  let failing = true;
  await page.route('**/api/cache/support/game-faq/**', (route) =>
    failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  );
  await page.goto(`/en-GB/support/game/${game}/faq`);
  const failure = page.locator('[data-page-state="unavailable"]');
  await expect(failure).toContainText(t('portal.gameSupport.unavailable.title'));
  await checkA11y();
  failing = false;
  await failure.getByRole('button', { name: t('portal.retry') }).click();
  await expect(sections.first()).toBeVisible();
});

test.describe('one smoke test per page in another locale', () => {
  const cases: Array<{ locale: Locale; route: Parameters<typeof href>[0]; path: string; ready: string }> = [
    { locale: 'de-DE', route: 'support-game-dashboard', path: '', ready: '[data-component="Card"]' },
    { locale: 'fr-FR', route: 'support-game-faq', path: '/faq', ready: '[data-faq-section]' },
    { locale: 'es-ES', route: 'support-game-reports', path: '/reports', ready: '[data-part="posts"] > li' },
    { locale: 'it-IT', route: 'support-game-report', path: '/reports/360200000007', ready: 'article[data-post]' },
    { locale: 'nl-NL', route: 'support-game-my-reports', path: '/my-reports', ready: '[data-page-state]' },
    { locale: 'en-US', route: 'support-game-create-report', path: '/create-report', ready: 'form' },
  ];
  for (const { locale, route, path, ready } of cases) {
    test(`${locale} ${route}`, async ({ page, checkA11y }) => {
      if (route === 'support-game-create-report') await signInFreshAccount(page, 'smoke');
      await page.goto(`/${locale}/support/game/${game}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, `portal.page.${route}.title`));
      await expect(page.locator(ready).first()).toBeVisible();
      await checkA11y();
    });
  }
});

// The page's clock stands still while the title is typed (a busy machine once let it run past the debounce between
// two steps, a suggestion within the fake 300 ms): only runFor moves it.
test.describe('create-report suggestions', () => {
  test('create-report suggests a known report once typing pauses (400 ms); it opens in place, the form kept', async ({
    page,
    checkA11y,
  }) => {
    await signInFreshAccount(page, 'suggest');
    const known = (await apiBoard(page, filingGame)).find((post) => post.status === 'planned');
    if (known === undefined) throw new Error(`No open report on ${filingGame}`);
    await page.clock.install();
    await page.goto(`/en-GB/support/game/${filingGame}/create-report`);
    const form = page.getByRole('form', { name: t('portal.page.support-game-create-report.title') });
    const title = form.getByRole('textbox', { name: t('portal.gameSupport.create.title') });
    await expect(title).toBeEditable();
    // The page's clock stands still from here (a second ahead, so that nothing due is left behind): only runFor moves
    // it, however long the machine takes between the steps.
    await page.clock.pauseAt(Date.now() + 1000);
    await title.fill(known.title);
    const suggested = page.locator(`[data-suggested-post="${known.id}"]`);
    // Within the debounce nothing is suggested yet; once typing has paused for 400 ms the known report is.
    await page.clock.runFor(300);
    await expect(page.locator('[data-suggested-post]')).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(suggested).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: t('portal.gameSupport.suggestions.title') }),
    ).toBeVisible();
    // It opens in place by keyboard: the form keeps what was typed, and the report also opens in a new tab.
    const trigger = suggested.locator('[data-part="trigger"]');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const open = suggested.getByRole('link', { name: new RegExp(t('portal.gameSupport.suggestions.open')) });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('href', `/en-GB/support/game/${filingGame}/reports/${known.id}`);
    await expect(title).toHaveValue(known.title);
    // axe waits on timers of its own: the clock runs again for the scan.
    await page.clock.resume();
    await checkA11y();
  });
});

test('“me too, on my platform”: once per player, again replaces the platform, counted per platform', async ({
  page,
  checkA11y,
}) => {
  const board = (await apiBoard(page, filingGame)) as Array<ApiPost & { me_too: { count: number } }>;
  const post = board.find((item) => item.status === 'planned' && item.me_too.count === 0);
  if (post === undefined) throw new Error(`No open report without "me too" on ${filingGame}`);
  const url = `/en-GB/support/game/${filingGame}/reports/${post.id}`;
  const section = page.locator('[data-part="me-too"]');
  const total = section.locator('[data-part="me-too-counts"] > p');
  const perPlatform = section
    .getByRole('list', { name: t('portal.gameSupport.meToo.perPlatform') })
    .getByRole('listitem');
  const own = section.locator('[data-part="me-too-own"]');

  // Anonymous: the counts, and the way to sign in.
  await page.goto(url);
  await expect(total).toHaveText('Nobody has said they have this problem too yet.');
  await expect(section.getByRole('link', { name: t('portal.gameSupport.meToo.signIn') })).toBeVisible();

  /** Chooses the platform at `index` of the list and sends; resolves to its name as shown. */
  const sayMeToo = async (index: number, button: string): Promise<string> => {
    const form = section.getByRole('form', { name: t('portal.gameSupport.meToo.title') });
    await form.getByRole('combobox', { name: t('portal.gameSupport.meToo.platform') }).click();
    const option = page.getByRole('listbox').getByRole('option').nth(index);
    const name = ((await option.textContent()) ?? '').trim();
    await option.click();
    await form.getByRole('button', { name: button }).click();
    return name;
  };

  await signInFreshAccount(page, 'metoo');
  await page.goto(url);
  const first = await sayMeToo(0, t('portal.gameSupport.meToo.add'));
  await expect(own).toContainText(first);
  await expect(total).toHaveText('1 player has this problem too.');
  await expect(perPlatform).toHaveText([`${first}: 1 player`]);
  await checkA11y();
  // Again, on another platform: still one player, now on that one.
  const second = await sayMeToo(1, t('portal.gameSupport.meToo.change'));
  expect(second).not.toBe(first);
  await expect(own).toContainText(second);
  await expect(total).toHaveText('1 player has this problem too.');
  await expect(perPlatform).toHaveText([`${second}: 1 player`]);

  // A second player on the first platform: two players, one on each.
  await page.context().clearCookies();
  await signInFreshAccount(page, 'metoo-second');
  await page.goto(url);
  // Too many requests first (decision 044): said inside the form; "Try again" sends the same platform.
  const { zendesk_id } = await apiGame(page, filingGame);
  const meTooForm = section.getByRole('form', { name: t('portal.gameSupport.meToo.title') });
  const tryAgain = await refuseOnce(
    page,
    {
      form: meTooForm,
      method: 'PUT',
      path: `/api/user/community/${zendesk_id}/posts/${post.id}/me-too`,
      kind: 'tooMany',
    },
    async () => {
      await sayMeToo(0, t('portal.gameSupport.meToo.add'));
    },
  );
  await expect(meTooForm.getByRole('combobox', { name: t('portal.gameSupport.meToo.platform') })).toContainText(first);
  await tryAgain.click();
  await expect(total).toHaveText('2 players have this problem too.');
  await expect(perPlatform).toHaveCount(2);
  expect((await perPlatform.allTextContents()).sort()).toEqual([`${first}: 1 player`, `${second}: 1 player`].sort());

  // The board sorted by "me too" starts with a report that has the most.
  await page.goto(`/en-GB/support/game/${filingGame}/reports?sort=me_too`);
  await expect(boardItems(page).first()).toBeVisible();
  const top = await boardItems(page).first().getAttribute('data-post');
  const now = (await apiBoard(page, filingGame)) as Array<ApiPost & { me_too: { count: number } }>;
  const most = Math.max(...now.map((item) => item.me_too.count));
  expect(most).toBeGreaterThanOrEqual(2);
  expect(now.find((item) => String(item.id) === top)?.me_too.count).toBe(most);
});
