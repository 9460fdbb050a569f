// The game profile pages (spec sections 3, 4, 5, 7 and 9) against the real API and the demo profiles
// (apps/api/src/seed/demo.ts): grouping and ordering, filters kept in the address, covers and their fallback,
// favourites and their order, votes accepted and refused, controller settings, the guards' 404 and one smoke
// test per page in another locale. Votes and favourites use fresh players, so the demo data stays as it was.

import type { Browser } from '@playwright/test';
import { signInFreshAccount } from './accounts';
import {
  accessToken,
  axeViolations,
  clearFaults,
  clearFaultsAfterEach,
  expect,
  href,
  injectFault,
  type Locale,
  newContext,
  type Page,
  signIn,
  signInPrompt,
  t,
  test,
  text,
} from './fixtures';

interface ApiProfile {
  id: number;
  status: '0' | '1';
  title: string;
  platform: string;
  product_sku: string | null;
  featured: 0 | 1;
  positive_votes: string;
  negative_votes: string;
  created_at: string;
  profile_game_id: number;
  profile_game: { id: number; code: string; name: string; igdb_image_id: string };
}

async function apiProfiles(page: Page): Promise<ApiProfile[]> {
  const answer = await page.request.get('/api/cache/profiles');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { profiles: ApiProfile[] }[]).flatMap((game) => game.profiles);
}

/** The expected groups, computed here from the rules (not with the app's code). */
function expectedGroups(profiles: ApiProfile[]) {
  const byGame = new Map<string, ApiProfile[]>();
  for (const profile of profiles.filter((item) => item.status === '1')) {
    byGame.set(profile.profile_game.code, [...(byGame.get(profile.profile_game.code) ?? []), profile]);
  }
  const latest = (items: ApiProfile[]) => Math.max(...items.map((item) => Date.parse(item.created_at)));
  return [...byGame.entries()]
    .sort(([, a], [, b]) => b.length - a.length || latest(b) - latest(a))
    .map(([code, items]) => ({
      code,
      latest: latest(items),
      ids: [...items]
        .sort((a, b) => b.featured - a.featured || Date.parse(b.created_at) - Date.parse(a.created_at))
        .map((item) => item.id),
    }));
}

/**
 * A page in a context of its own: the shared context's HTTP cache may hold the cached profile list, which the
 * browser then reuses without asking, so a planned answer of the server would never be read.
 */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await newContext(browser);
  return context.newPage();
}

/** axe on a page of its own context (the `checkA11y` fixture checks the test's page). */
async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

const cardOf = (page: Page, id: number) => page.locator(`[data-profile="${id}"]`);

async function idsIn(page: Page, selector: string): Promise<number[]> {
  return (await page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-profile'))))
    .filter((id): id is string => id !== null)
    .map(Number);
}

clearFaultsAfterEach();

test.describe('/profile/all', () => {
  test('groups published profiles per game, biggest groups first, featured then newest inside', async ({
    page,
    checkA11y,
  }) => {
    const expected = expectedGroups(await apiProfiles(page));
    expect(expected.length).toBeGreaterThan(2);
    await page.goto(href('profile-all', {}, 'en-GB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.page.profile-all.title'));
    await expect(page.locator('[data-group]')).toHaveCount(expected.length);
    const codes = await page
      .locator('[data-group]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-group')));
    expect(codes).toEqual(expected.map((group) => group.code));
    for (const group of expected) {
      expect(await idsIn(page, `[data-group="${group.code}"] [data-profile]`)).toEqual(group.ids);
    }
    // Drafts never reach the portal: the public list holds published profiles only (decision 040).
    expect((await apiProfiles(page)).filter((item) => item.status !== '1')).toEqual([]);
    await checkA11y();
  });

  test('filters by platform and controller, kept in the address through a reload, chosen by keyboard', async ({
    page,
    checkA11y,
  }) => {
    const published = (await apiProfiles(page)).filter((item) => item.status === '1');
    const platforms = [...new Set(published.map((item) => item.platform))].sort();
    expect(platforms.length).toBeGreaterThan(1);
    await page.goto(href('profile-all', {}, 'en-GB'));
    const platform = page.getByRole('main').getByRole('combobox', { name: t('portal.profiles.filter.platform') });
    await platform.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    // The first option is “All”; the next one is the first platform.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('platform')).toBe(platforms[0]);
    const shown = published.filter((item) => item.platform === platforms[0]).length;
    await expect(page.locator('[data-profile]')).toHaveCount(shown);
    await page.reload();
    await expect(page.locator('[data-profile]')).toHaveCount(shown);
    await checkA11y();

    const withProduct = published.find((item) => item.product_sku !== null);
    expect(withProduct).toBeDefined();
    const sku = withProduct?.product_sku ?? '';
    await page.goto(`${href('profile-all', {}, 'en-GB')}?product=${encodeURIComponent(sku)}`);
    await expect(page.locator('[data-profile]')).toHaveCount(
      published.filter((item) => item.product_sku === sku).length,
    );
    // A value that matches nothing is ignored: the whole list shows.
    await page.goto(`${href('profile-all', {}, 'en-GB')}?platform=Amiga`);
    await expect(page.locator('[data-profile]')).toHaveCount(published.length);
  });

  test('a cover that fails to load shows the designed tile, never a broken image', async ({ page, checkA11y }) => {
    const [first] = expectedGroups(await apiProfiles(page));
    const game = (await apiProfiles(page)).find((item) => item.profile_game.code === first?.code)?.profile_game;
    const config = (await (await page.request.get('/api/cache/public/config')).json()) as { coverUrlTemplate: string };
    expect(config.coverUrlTemplate.startsWith('/')).toBe(true);
    const cover = config.coverUrlTemplate.replace('{image_id}', game?.igdb_image_id ?? '');
    // Only this cover's request fails: its card shows the designed tile.
    await page.route(`**${cover}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(href('profile-all', {}, 'en-GB'));
    const card = page.locator(`[data-game="${first?.code}"]`);
    await expect(card.locator('[data-part="fallback"]')).toBeVisible();
    await expect(card.locator('[data-part="fallback"]')).toContainText(game?.name ?? '');
    await expect(card.locator('img')).toHaveCount(0);
    // The other covers load.
    const other = page.locator('[data-game] img').first();
    await expect(other).toBeVisible();
    // Shown before its pixels have all arrived: decoded once it has.
    await expect
      .poll(() => other.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await checkA11y();
  });

  test('a profile title holding markup is shown as text', async ({ browser }) => {
    const page = await freshPage(browser);
    const answer = await page.request.get('/api/cache/profiles');
    const games = (await answer.json()) as { id: number; profiles: ApiProfile[] }[];
    const target = games[0]?.profiles.find((item) => item.status === '1');
    expect(target).toBeDefined();
    const markup = '<img src=x onerror="window.__xss=1"><b>Bold</b> grip';
    for (const profile of games[0]?.profiles ?? []) if (profile.id === target?.id) profile.title = markup;
    await injectFault(page, {
      method: 'GET',
      path: '/api/cache/profiles',
      status: 200,
      times: 2,
      body: JSON.stringify(games),
    });
    await page.goto(href('profile-all', {}, 'en-GB'));
    const card = cardOf(page, target?.id ?? 0);
    await expect(card.getByRole('heading')).toHaveText(markup);
    await expect(card.locator('b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await page.context().close();
  });

  test('the server down, then a retry that works; a malformed answer is a designed message', async ({ browser }) => {
    const page = await freshPage(browser);
    await injectFault(page, { method: 'GET', path: '/api/cache/profiles', status: 503, times: 4 });
    await page.goto(href('profile-all', {}, 'en-GB'));
    const failure = page.locator('[data-page-state="unavailable"]');
    await expect(failure).toContainText(t('portal.profiles.unavailable.title'));
    await expectNoAxeViolations(page);
    await clearFaults(page);
    await failure.getByRole('button', { name: t('portal.retry') }).click();
    await expect(page.locator('[data-group]').first()).toBeVisible();
    await page.context().close();

    const fresh = await freshPage(browser);
    await injectFault(fresh, {
      method: 'GET',
      path: '/api/cache/profiles',
      status: 200,
      times: 4,
      body: '[{"id":"x"}]',
    });
    await fresh.goto(href('profile-all', {}, 'en-GB'));
    await expect(fresh.locator('[data-page-state="malformed"]')).toContainText(t('portal.profiles.malformed.title'));
    await fresh.context().close();
  });
});

test.describe('votes', () => {
  test('a vote is counted once, even on a double click; a second vote is refused and changes nothing', async ({
    page,
    checkA11y,
  }) => {
    await signInFreshAccount(page, 'voter');
    const [group] = expectedGroups(await apiProfiles(page));
    const id = group?.ids[0] ?? 0;
    const before = (await apiProfiles(page)).find((item) => item.id === id);
    await page.goto(href('profile-detail', { detail: `${group?.code}/${id}` }, 'en-GB'));
    const card = cardOf(page, id);
    const votes = card.locator('[data-part="votes"]');
    await expect(votes).toHaveAttribute('data-up', before?.positive_votes ?? '');
    await card.getByRole('button', { name: t('portal.profiles.votes.up') }).dblclick();
    await expect(card.locator('[data-part="note"]')).toHaveText(t('portal.profiles.votes.accepted'));
    await expect(votes).toHaveAttribute('data-up', String(Number(before?.positive_votes) + 1));
    await expect(card.locator('[data-part="my-vote"]')).toHaveText(t('portal.profiles.votes.mine.up'));
    const after = (await apiProfiles(page)).find((item) => item.id === id);
    expect(after?.positive_votes).toBe(String(Number(before?.positive_votes) + 1));
    await checkA11y();

    // Pressed again once counted, as a double click's second press that comes after the answer: nothing is sent
    // (the vote requests the page makes from here are recorded in order; the refusal below is the first).
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/middleware\/profile\/(up|down)vote$/.test(new URL(request.url()).pathname)) sent.push(request.url());
    });
    await card.getByRole('button', { name: t('portal.profiles.votes.up') }).click();
    await expect(card.locator('[data-part="note"]')).toHaveText(t('portal.profiles.votes.accepted'));

    // Refused: already voted (409). The counters do not move.
    await card.getByRole('button', { name: t('portal.profiles.votes.down') }).click();
    await expect(card.locator('[data-part="note"]')).toHaveText(t('portal.profiles.refusal.already-voted'));
    expect(sent.map((url) => new URL(url).pathname)).toEqual(['/api/middleware/profile/downvote']);
    await expect(votes).toHaveAttribute('data-up', String(Number(before?.positive_votes) + 1));
    await expect(votes).toHaveAttribute('data-down', before?.negative_votes ?? '');

    // The player's vote shows again after a reload (my-votes).
    await page.reload();
    await expect(cardOf(page, id).locator('[data-part="my-vote"]')).toHaveText(t('portal.profiles.votes.mine.up'));
  });

  test('the server down leaves the counters as they were and says so; an anonymous player is asked to sign in', async ({
    page,
  }) => {
    const [group] = expectedGroups(await apiProfiles(page));
    const id = group?.ids[1] ?? 0;
    const before = (await apiProfiles(page)).find((item) => item.id === id);
    await page.goto(href('profile-detail', { detail: group?.code ?? '' }, 'en-GB'));
    const card = cardOf(page, id);
    // By keyboard: the vote button takes focus and Enter presses it.
    await card.getByRole('button', { name: t('portal.profiles.votes.up') }).focus();
    await page.keyboard.press('Enter');
    await expect(card.locator('[data-part="note"]')).toHaveText(t('portal.profiles.refusal.signed-out'));
    await expect(card.locator('[data-part="votes"]')).toHaveAttribute('data-up', before?.positive_votes ?? '');

    await signInFreshAccount(page, 'voter');
    await injectFault(page, { method: 'PUT', path: '/api/middleware/profile/downvote', status: 503, times: 1 });
    await page.reload();
    await cardOf(page, id)
      .getByRole('button', { name: t('portal.profiles.votes.down') })
      .click();
    await expect(cardOf(page, id).locator('[data-part="note"]')).toHaveText(t('portal.profiles.refusal.unavailable'));
    await expect(cardOf(page, id).locator('[data-part="votes"]')).toHaveAttribute(
      'data-down',
      before?.negative_votes ?? '',
    );
    await expect(cardOf(page, id).locator('[data-part="my-vote"]')).toHaveCount(0);
  });
});

test.describe('favourites', () => {
  test('an anonymous player learns what favourites are and gets a sign-in link that comes back', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(href('profile-favorites', {}, 'en-GB'));
    await signInPrompt(page, {
      description: t('portal.profiles.favorites.anonymous.description'),
      link: t('portal.profiles.favorites.anonymous.action'),
      back: '/en-GB/profile/favorites',
    });
    await checkA11y();
  });

  test('added from the cards, kept after a reload, the first 4 as the API gives them and the rest by lastProfilesAdd', async ({
    page,
    checkA11y,
  }) => {
    await signInFreshAccount(page, 'fan');
    // A new player has no favourites and no profiles of their own: the designed empty states.
    await page.goto(href('profile-favorites', {}, 'en-GB'));
    await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.profiles.favorites.empty.title'));
    await page.goto(href('profile-my-profiles', {}, 'en-GB'));
    await expect(page.locator('[data-page-state="empty"]')).toContainText(t('portal.profiles.mine.empty.title'));
    await checkA11y();
    const groups = expectedGroups(await apiProfiles(page));
    // Six profiles from different games, so that the rest's order depends on lastProfilesAdd.
    const chosen = groups.flatMap((group) => group.ids.slice(0, 1)).slice(0, 6);
    expect(chosen.length).toBe(6);
    await page.goto(href('profile-all', {}, 'en-GB'));
    for (const id of chosen) {
      const card = cardOf(page, id);
      await card.getByRole('button', { name: t('portal.profiles.favorite.add') }).click();
      await expect(card.locator('[data-part="note"]')).toHaveText(t('portal.profiles.favorite.added'));
      await expect(card.getByRole('button', { name: t('portal.profiles.favorite.remove') })).toBeVisible();
    }
    await page.reload();
    for (const id of chosen) {
      await expect(cardOf(page, id).getByRole('button', { name: t('portal.profiles.favorite.remove') })).toBeVisible();
    }

    const list = (await (
      await page.request.get('/api/middleware/profile/favorite-list', {
        headers: { authorization: `Bearer ${await accessToken(page)}` },
      })
    ).json()) as { data: { items: { id: number; profile: ApiProfile }[] } };
    const apiOrder = list.data.items.map((item) => item.id);
    const latestOf = new Map(groups.map((group) => [group.code, group.latest]));
    const rest = list.data.items
      .slice(4)
      .sort(
        (a, b) => (latestOf.get(b.profile.profile_game.code) ?? 0) - (latestOf.get(a.profile.profile_game.code) ?? 0),
      )
      .map((item) => item.id);
    await page.goto(href('profile-favorites', {}, 'en-GB'));
    await expect(page.locator('[data-part="first"] [data-profile]')).toHaveCount(4);
    expect(await idsIn(page, '[data-part="first"] [data-profile]')).toEqual(apiOrder.slice(0, 4));
    expect(await idsIn(page, '[data-part="rest"] [data-profile]')).toEqual(rest);
    await checkA11y();

    // Removing one from its card.
    const removed = apiOrder[0] ?? 0;
    await cardOf(page, removed)
      .getByRole('button', { name: t('portal.profiles.favorite.remove') })
      .click();
    await expect(cardOf(page, removed)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-profile]')).toHaveCount(5);
  });
});

/** The access token of the page's session, for reading the API as the player. */

test.describe('a game, a profile and a product', () => {
  test('a profile shows its controller settings: both response curves, the mapping, triggers and vibration', async ({
    page,
    checkA11y,
  }) => {
    const [group] = expectedGroups(await apiProfiles(page));
    const id = group?.ids[0] ?? 0;
    const settings = (await (await page.request.get(`/api/cache/profiles/${id}/settings`)).json()) as {
      button_mapping: { input: string; action: string }[];
      vibration: { intensity: number };
    };
    await page.goto(href('profile-detail', { detail: group?.code ?? '' }, 'en-GB'));
    // From the game page to the profile, by keyboard.
    const link = cardOf(page, id).getByRole('link');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href('profile-detail', { detail: `${group?.code}/${id}` }, 'en-GB'));
    const section = page.locator('[data-part="settings"]');
    await expect(section.getByRole('heading', { name: t('portal.profiles.settings.title') })).toBeVisible();
    await expect(section.getByText(t('portal.profiles.settings.stick.left')).first()).toBeVisible();
    await expect(section.getByText(t('portal.profiles.settings.stick.right')).first()).toBeVisible();
    const mapping = section.locator('[data-part="mapping"] dd');
    await expect(mapping).toHaveCount(settings.button_mapping.length);
    await expect(mapping.first()).toHaveText(settings.button_mapping[0]?.action ?? '');
    await expect(section).toContainText(t('portal.profiles.settings.triggers'));
    await checkA11y();
  });

  test('a product page lists the profiles made for that controller', async ({ page, checkA11y }) => {
    const products = (await (await page.request.get('/api/cache/support/products/en-GB')).json()) as {
      url_key: string;
      product_sku: string;
      name: string;
    }[];
    const product = products.find((item) => item.url_key === 'revolution-x-pro-controller');
    expect(product).toBeDefined();
    const expected = (await apiProfiles(page)).filter(
      (item) => item.status === '1' && item.product_sku === product?.product_sku,
    );
    await page.goto(href('profile-product', { detail: 'revolution-x-pro-controller' }, 'en-GB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product?.name ?? '');
    await expect(page.locator('[data-profile]')).toHaveCount(expected.length);
    await checkA11y();
  });

  test('an unknown game, profile or product is the fatal 404, and the previous address comes back', async ({
    page,
  }) => {
    for (const path of [
      '/en-GB/profile/no-such-game',
      '/en-GB/profile/rally-frontier/99999',
      '/en-GB/profile/product/no-such-pad',
    ]) {
      await page.goto(href('profile-all', {}, 'en-GB'));
      await expect(page.locator('[data-group]').first()).toBeVisible();
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('portal.error.notFound.heading'));
      await expect(page.locator('[data-part="error-detail"]')).toHaveText(t('portal.error.guardFailed', { path }));
      await expect(page).toHaveURL(href('profile-all', {}, 'en-GB'));
    }
  });
});

test.describe('in another locale', () => {
  const locale: Locale = 'fr-FR';
  for (const [name, detail, signedIn] of [
    ['profile-all', undefined, false],
    ['profile-favorites', undefined, true],
    ['profile-my-profiles', undefined, true],
    ['profile-detail', 'rally-frontier', false],
    ['profile-product', 'revolution-x-pro-controller', false],
  ] as const) {
    test(`${name} in ${locale}`, async ({ page, checkA11y }) => {
      if (signedIn) await signIn(page);
      await page.goto(href(name, (detail === undefined ? {} : { detail }) as never, locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('[data-page-state="list"]')).toBeVisible();
      if (name === 'profile-all' || name === 'profile-favorites' || name === 'profile-my-profiles') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, `portal.page.${name}.title`));
      }
      await expect(page.locator('[data-profile]').first()).toContainText(text(locale, 'portal.profiles.card.created'));
      await checkA11y();
    });
  }
});
