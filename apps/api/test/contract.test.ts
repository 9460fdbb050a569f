import {
  ApiError,
  CommunityLatestResponse,
  CommunityPageResponse,
  type CommunityPost,
  type Endpoint,
  type EndpointName,
  endpointList,
  endpoints,
  GamesResponse,
  latestPerStatus,
  locales,
  PlatformListResponse,
  ProfilesResponse,
  PublicInfosResponse,
  TranslationsResponse,
} from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { demoGames, faqCategoryOf, igdbImageIdOf, topicIdOf, zendeskIdOf } from '../src/seed/demo.ts';
import { notificationTranslations } from '../src/seed/texts.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const game = zendeskIdOf(0);
const topic = topicIdOf(0);

/** Requests that must answer 200, per served endpoint; every served endpoint has at least one. */
const examples: Partial<Record<EndpointName, string[]>> = {
  publicInfos: ['/api/cache/public/infos'],
  publicConfig: ['/api/cache/public/config'],
  products: [
    '/api/cache/support/products/all',
    '/api/cache/support/products/en-US',
    '/api/cache/support/products/nacon_fr',
    '/api/cache/support/products/2',
    '/api/cache/support/products/41',
  ],
  translations: ['/api/cache/nacmid/translations', '/api/cache/nacmid/translations?locale=de-DE'],
  profiles: ['/api/cache/profiles'],
  profileSettings: ['/api/cache/profiles/501/settings', '/api/cache/profiles/519/settings'],
  playtests: ['/api/cache/playtests', '/api/cache/playtests?status=passed'],
  playtest: ['/api/cache/playtests/301', '/api/cache/playtests/306'],
  survey: ['/api/cache/surveys/1', '/api/cache/surveys/5'],
  newsletters: ['/api/cache/newsletters', '/api/cache/newsletters?locale=it-IT'],
  newsletter: ['/api/cache/newsletters/101'],
  page: ['/api/cache/pages/en-GB/about-us', '/api/cache/pages/nl-NL/privacy-policy'],
  games: ['/api/cache/support/games'],
  platforms: ['/api/cache/support/platforms'],
  faqSections: [
    `/api/cache/support/game-faq/${game}/en-gb/sections?category=${faqCategoryOf(0)}`,
    `/api/cache/support/game-faq/${game}/fr-FR/sections`,
    `/api/cache/support/game-faq/${zendeskIdOf(3)}/it/sections`,
  ],
  community: [
    `/api/cache/support/community/${game}?topic_id=${topic}&p=1&per_page=50`,
    `/api/cache/support/community/${game}?topic_id=${topic}&p=2&per_page=50&sort_by=votes&sort_order=asc`,
    `/api/cache/support/community/${game}?topic_id=${topic}`,
  ],
  communityPost: [`/api/cache/support/community/${game}/posts/360200000007`],
  ticketPlatformOptions: [
    '/api/cache/support/ticket/REVO-X/platform/options',
    '/api/cache/support/ticket/steel-tide/platform/options',
  ],
  coverImage: [`/api/media/covers/t_cover_big/${igdbImageIdOf(0)}.svg`],
  productImage: ['/api/media/products/RFR-STD.svg'],
};

/** Requests that must answer 404 with a JSON error. */
const missing = [
  '/api/cache/playtests/999',
  '/api/cache/profiles/999/settings',
  '/api/cache/surveys/42',
  '/api/cache/newsletters/1',
  '/api/cache/pages/en-GB/no-such-page',
  '/api/cache/support/products/999',
  '/api/cache/support/products/mars',
  `/api/cache/support/community/123`,
  `/api/cache/support/community/${game}?topic_id=1`,
  `/api/cache/support/community/${game}/posts/1`,
  `/api/cache/support/game-faq/${game}/fr/sections?category=7`,
  '/api/cache/support/ticket/NOPE/platform/options',
  '/api/media/covers/t_cover_big/nothing.svg',
  '/api/media/products/NOPE.svg',
  '/api/nothing',
];

async function json(response: Response): Promise<unknown> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(`Answer does not match its schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

describe.each(backends)('contract on %s', (backend) => {
  const app = appPerBlock(() => createTestApp(backend));

  test('every served public read has examples, and only those do', () => {
    const served = endpointList
      .filter((endpoint) => endpoint.status === 'served' && endpoint.cached)
      .map((endpoint) => endpoint.id);
    const covered = Object.keys(examples).map((name) => endpoints[name as EndpointName].id);
    expect(covered.sort()).toEqual(served.sort());
  });

  for (const [name, urls] of Object.entries(examples)) {
    const endpoint: Endpoint = endpoints[name as EndpointName];
    test.each(urls)(
      `${endpoint.method} ${endpoint.path}: %s parses with its schema, with ETag and Cache-Control`,
      async (url) => {
        const response = await app.get(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=60');
        const etag = response.headers.get('etag');
        expect(etag).toMatch(/^"[A-Za-z0-9_-]{10,}"$/);
        if (endpoint.responseType === undefined) {
          parse(endpoint.response, await json(response));
        } else {
          expect(response.headers.get('content-type')).toBe(endpoint.responseType);
          expect(await response.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        }
        const again = await app.get(url, { 'if-none-match': etag as string });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(await again.text()).toBe('');
        const stale = await app.get(url, { 'if-none-match': '"some-other-version"' });
        expect(stale.status).toBe(200);
      },
    );
  }

  test.each(missing)('%s answers 404 with a JSON error', async (url) => {
    const response = await app.get(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(parse(ApiError, await json(response)).error.code).toBe('not_found');
  });

  test('bad input is a 400 naming each wrong parameter', async () => {
    const response = await app.get(`/api/cache/support/community/${game}?p=0&per_page=500&sort_by=title`);
    expect(response.status).toBe(400);
    const body = parse(ApiError, await json(response));
    expect(body.error.code).toBe('invalid_query');
    expect(body.error.issues?.map((issue) => issue.path).sort()).toEqual(['p', 'per_page', 'sort_by']);
    const path = parse(ApiError, await json(await app.get('/api/cache/playtests/abc')));
    expect(path.error).toMatchObject({ code: 'invalid_path_parameter', issues: [{ path: 'id' }] });
  });

  test('query keys that name object properties are plain keys', async () => {
    const response = await app.get('/api/cache/playtests?__proto__=x&__proto__=y&constructor=1&status=passed');
    expect(response.status).toBe(200);
    const body = parse(endpoints.playtests.response, await json(response));
    expect(body.items.every((item) => item.status === 'passed')).toBe(true);
    const repeated = await app.get('/api/cache/playtests?status=open&status=passed');
    expect(parse(ApiError, await json(repeated)).error).toMatchObject({
      code: 'invalid_query',
      issues: [{ path: 'status' }],
    });
  });

  test('other methods on a served path are 405 with Allow', async () => {
    const response = await app.app.request('/api/cache/profiles', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(parse(ApiError, await json(response)).error.code).toBe('method_not_allowed');
  });

  test('public infos: the 7 stores of the spec, each with allowed countries', async () => {
    const [stores, countries] = parse(PublicInfosResponse, await json(await app.get('/api/cache/public/infos')));
    expect(stores.map((store) => [store.code, store.store, store.store_code, store.currency])).toEqual([
      ['en-GB', '3', 'nacon_en', 'EUR'],
      ['en-US', '20', 'nacon_us', 'USD'],
      ['fr-FR', '2', 'nacon_fr', 'EUR'],
      ['nl-NL', '13', 'nacon_nl', 'EUR'],
      ['es-ES', '11', 'nacon_es', 'EUR'],
      ['de-DE', '9', 'nacon_de', 'EUR'],
      ['it-IT', '10', 'nacon_it', 'EUR'],
    ]);
    expect(stores.find((store) => store.code === 'en-US')?.dateFormat).toBe('mm/dd/YYYY');
    expect(countries.map((entry) => entry.store_code)).toEqual(stores.map((store) => store.store_code));
    for (const entry of countries) expect(entry.countries.length).toBeGreaterThan(0);
  });

  test('translations: every notification key in the 7 locales, and the locale filter', async () => {
    const records = parse(TranslationsResponse, await json(await app.get('/api/cache/nacmid/translations')));
    const keys = Object.keys(notificationTranslations);
    expect(records).toHaveLength(keys.length * locales.length);
    for (const key of keys) {
      expect(records.filter((record) => record.key === key).map((record) => record.locale)).toEqual([...locales]);
    }
    const german = parse(
      TranslationsResponse,
      await json(await app.get('/api/cache/nacmid/translations?locale=de-DE')),
    );
    expect(german.every((record) => record.locale === 'de-DE')).toBe(true);
    expect(german).toHaveLength(keys.length);
  });

  test('games: at least 8 with support settings, some inactive, ids beyond 32 bits as numbers', async () => {
    const { items, size } = parse(GamesResponse, await json(await app.get('/api/cache/support/games')));
    expect(size).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.some((item) => !item.is_active)).toBe(true);
    expect(items.find((item) => item.code === demoGames[0]?.code)).toEqual({
      code: 'rally-frontier',
      name: 'Rally Frontier',
      is_active: true,
      zendesk_id: zendeskIdOf(0),
      zendesk_topic_id: topicIdOf(0),
      zendesk_faq_cat_id: faqCategoryOf(0),
    });
  });

  test('platforms: global ones and Parent::Child models', async () => {
    const { items } = parse(PlatformListResponse, await json(await app.get('/api/cache/support/platforms')));
    const names = items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['PC', 'PlayStation', 'Xbox', 'PlayStation::PS5', 'Xbox::Xbox One']));
    for (const name of names.filter((item) => item.includes('::'))) {
      expect(names).toContain(name.split('::')[0]);
    }
  });

  test('products: at least 12, parents and children, several platforms, some with profiles', async () => {
    const all = parse(endpoints.products.response, await json(await app.get('/api/cache/support/products/all')));
    expect(all.length).toBeGreaterThanOrEqual(12);
    const children = all.filter((product) => product.parent_id !== null);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      const parent = all.find((product) => product.product_id === child.parent_id);
      expect(parent?.product_sku).toBe(child.parent_sku);
    }
    expect(all.some((product) => product.has_profiles)).toBe(true);
    expect(new Set(all.flatMap((product) => product.platform_compatibility)).size).toBeGreaterThan(4);
    const us = parse(endpoints.products.response, await json(await app.get('/api/cache/support/products/en-US')));
    expect(us.length).toBeLessThan(all.length);
    expect(us.some((product) => product.product_sku.startsWith('VGT'))).toBe(false);
    const nintendo = parse(endpoints.products.response, await json(await app.get('/api/cache/support/products/4')));
    expect(nintendo.length).toBeGreaterThan(0);
    for (const product of nintendo) {
      expect(product.platform_compatibility.some((name) => name.startsWith('Nintendo::'))).toBe(true);
    }
  });

  test('profiles: grouped by game, votes as strings, featured ones; no draft, nor the group of a game with drafts only', async () => {
    const groups = parse(ProfilesResponse, await json(await app.get('/api/cache/profiles')));
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      for (const profile of group.profiles) {
        expect(profile.profile_game_id).toBe(group.id);
        expect(profile.profile_game.id).toBe(group.id);
      }
    }
    const profiles = groups.flatMap((group) => group.profiles);
    expect(profiles.some((profile) => profile.featured === 1)).toBe(true);
    expect(profiles.some((profile) => Number(profile.positive_votes) > 0)).toBe(true);
    // Drafts are their authors' alone (decision 040): the demo has some, among them a game with drafts only.
    expect(profiles.filter((profile) => profile.status !== '1').map((profile) => profile.id)).toEqual([]);
    expect(groups.filter((group) => group.profiles.length === 0).map((group) => group.id)).toEqual([]);
    const drafts = await app.context.db
      .selectFrom('profiles')
      .select(['id', 'profile_game_id'])
      .where('status', '=', 0)
      .execute();
    expect(drafts.length).toBeGreaterThan(0);
    const listed = new Set(profiles.map((profile) => profile.id));
    expect(drafts.filter((draft) => listed.has(draft.id))).toEqual([]);
    const publishedGames = new Set(groups.map((group) => group.id));
    expect(drafts.some((draft) => !publishedGames.has(draft.profile_game_id))).toBe(true);
  });

  test('playtests: open and passed ones, with surveys', async () => {
    const open = parse(endpoints.playtests.response, await json(await app.get('/api/cache/playtests?status=open')));
    const passed = parse(endpoints.playtests.response, await json(await app.get('/api/cache/playtests?status=passed')));
    expect(open.items.length).toBeGreaterThan(0);
    expect(passed.items.length).toBeGreaterThan(0);
    expect(open.items.every((item) => item.status === 'open')).toBe(true);
    expect(passed.items.every((item) => item.status === 'passed')).toBe(true);
    const withSurvey = [...open.items, ...passed.items].filter((item) => item.survey_id !== null);
    expect(withSurvey.length).toBeGreaterThan(1);
    for (const playtest of withSurvey) {
      const survey = parse(
        endpoints.survey.response,
        await json(await app.get(`/api/cache/surveys/${playtest.survey_id}`)),
      );
      expect(survey.playtest_id).toBe(playtest.id);
      expect(survey.questions.length).toBeGreaterThan(0);
    }
  });

  test('community: at least 100 published posts per supported game, real paging by 50', async () => {
    const { items } = parse(GamesResponse, await json(await app.get('/api/cache/support/games')));
    for (const supported of items.filter((item) => item.is_active)) {
      const base = `/api/cache/support/community/${supported.zendesk_id}?topic_id=${supported.zendesk_topic_id}`;
      const first = parse(CommunityPageResponse, await json(await app.get(`${base}&p=1&per_page=50`)));
      const total = Object.values(first.totalCount).reduce((sum, count) => sum + count, 0);
      // 120 to 180 posts a game, some of them in moderation (never on the public board, decision 040).
      expect(total).toBeGreaterThanOrEqual(100);
      expect(first.totalCount.none).toBe(0);
      expect(first.nbPages).toBe(Math.ceil(total / 50));
      expect(first.size).toBe(50);
      const seen = new Set<number>();
      for (let page = 1; page <= first.nbPages; page++) {
        const body = parse(CommunityPageResponse, await json(await app.get(`${base}&p=${page}&per_page=50`)));
        for (const post of body.posts) seen.add(post.id);
        expect(body.size).toBe(body.posts.length);
      }
      expect(seen.size).toBe(total);
      const beyond = parse(CommunityPageResponse, await json(await app.get(`${base}&p=${first.nbPages + 1}`)));
      expect(beyond.posts).toEqual([]);
    }
  });

  test('community: statuses, severities and platform models vary; sorting follows sort_by and sort_order', async () => {
    const base = `/api/cache/support/community/${game}?topic_id=${topic}&per_page=100`;
    const posts: CommunityPost[] = [];
    for (let page = 1; page <= 2; page++) {
      posts.push(...parse(CommunityPageResponse, await json(await app.get(`${base}&p=${page}`))).posts);
    }
    // Every status out of moderation (posts in moderation are not public, decision 040).
    expect(new Set(posts.map((post) => post.status))).toEqual(
      new Set(['not_planned', 'planned', 'completed', 'answered']),
    );
    expect(new Set(posts.map((post) => post.details.severity)).size).toBe(4);
    expect(new Set(posts.map((post) => post.details.platform_model)).size).toBeGreaterThan(2);
    const newest = parse(CommunityPageResponse, await json(await app.get(`${base}&p=1`))).posts;
    expect(newest.map((post) => post.created_at)).toEqual([...newest.map((post) => post.created_at)].sort().reverse());
    const byVotes = parse(CommunityPageResponse, await json(await app.get(`${base}&p=1&sort_by=votes&sort_order=asc`)));
    const votes = byVotes.posts.map((post) => post.vote_sum);
    expect(votes).toEqual([...votes].sort((a, b) => a - b));
  });

  test('community: the unpaged form gives the latest posts of each status out of moderation', async () => {
    const body = parse(
      CommunityLatestResponse,
      await json(await app.get(`/api/cache/support/community/${game}?topic_id=${topic}`)),
    );
    expect(body.size).toBe(body.posts.length);
    expect('nbPages' in body).toBe(false);
    const dates = body.posts.map((post) => post.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const perStatus = new Map<string, number>();
    for (const post of body.posts) perStatus.set(post.status, (perStatus.get(post.status) ?? 0) + 1);
    expect([...perStatus.keys()].sort()).toEqual(['answered', 'completed', 'not_planned', 'planned']);
    for (const count of perStatus.values()) expect(count).toBeLessThanOrEqual(latestPerStatus);
  });

  test('FAQ: sections per locale for the game category', async () => {
    for (const [param, locale] of [
      ['en-GB', 'en-gb'],
      ['en-us', 'en-us'],
      ['de-DE', 'de'],
      ['es', 'es'],
    ] as const) {
      const sections = parse(
        endpoints.faqSections.response,
        await json(await app.get(`/api/cache/support/game-faq/${game}/${param}/sections`)),
      );
      expect(sections.length).toBeGreaterThan(0);
      for (const section of sections) {
        expect(section.locale).toBe(locale);
        expect(section.category_id).toBe(faqCategoryOf(0));
        expect(section.articles.length).toBeGreaterThan(0);
      }
    }
  });

  test('media URLs in answers point at served images, root-relative on the server’s own origin', async () => {
    const products = parse(endpoints.products.response, await json(await app.get('/api/cache/support/products/all')));
    const image = products[0]?.image ?? '';
    expect(image).toMatch(/^\/api\/media\/products\/[A-Z0-9-]+\.svg$/);
    expect((await app.get(image)).status).toBe(200);
    const config = parse(endpoints.publicConfig.response, await json(await app.get('/api/cache/public/config')));
    const cover = config.coverUrlTemplate.replace('{image_id}', igdbImageIdOf(1));
    expect(cover).toMatch(/^\/api\/media\/covers\//);
    expect((await app.get(cover)).status).toBe(200);
  });

  test('the runtime configuration the portal reads at start', async () => {
    const config = parse(endpoints.publicConfig.response, await json(await app.get('/api/cache/public/config')));
    expect(config).toMatchObject({
      recaptchaSiteKey: null,
      tagManagerCode: null,
      monitoring: null,
      imageBaseUrl: '/api/media',
    });
    expect(config.externalLinkHosts).toContain('steamcommunity.com');
    // The registration form checks the minimum age the server will check: the default and the countries above it.
    expect(config.minimumAge).toEqual({ default: 13, byCountry: { DE: 16, NL: 16, FR: 15, ES: 14, IT: 14 } });
    const configured = await createTestApp('pglite', {
      portal: { tagManagerCode: 'GTM-AB12CD3', imageBaseUrl: 'https://cdn.example/m', externalLinkHosts: [] },
    });
    try {
      const answer = parse(
        endpoints.publicConfig.response,
        await json(await configured.get('/api/cache/public/config')),
      );
      expect(answer).toMatchObject({ tagManagerCode: 'GTM-AB12CD3', imageBaseUrl: 'https://cdn.example/m' });
    } finally {
      await configured.dispose();
    }
  });

  test('the OpenAPI document and its reference page are served', async () => {
    const document = (await json(await app.get('/api/openapi.json'))) as { openapi: string; paths: object };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(endpointList.map((endpoint) => endpoint.path)));
    const page = await app.get('/api/docs');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    for (const endpoint of endpointList) expect(html).toContain(endpoint.id);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)[^"]*\.(js|css)/);
  });

  test('health names the database', async () => {
    const body = (await json(await app.get('/api/health'))) as { status: string; database: string };
    expect(body).toMatchObject({ status: 'ok', database: backend });
  });
});
