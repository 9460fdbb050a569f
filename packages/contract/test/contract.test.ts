import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
  CommunityQuery,
  endpointList,
  endpoints,
  Game,
  Profile,
  PublicInfosResponse,
  platformDisplayName,
  toCommunityLocale,
} from '../src/index.ts';
import { buildOpenApiDocument } from '../src/openapi.ts';

/** The paths of spec section 7 that the contract must keep exactly (build files and /_i18n belong to the portal). */
const specPaths = [
  'GET /api/user/community/data',
  'GET /api/user/device',
  'GET /api/user/notifications',
  'PUT /api/user/notification',
  'GET /api/nacon/sales/customer/orders',
  'GET /api/support/customer/products',
  'GET /api/cache/support/products/{key}',
  'GET /api/cache/nacmid/translations',
  'PUT /api/middleware/profile/upvote',
  'PUT /api/middleware/profile/downvote',
  'GET /api/middleware/profile/favorite-list',
  'GET /api/middleware/profile/list',
  'GET /api/cache/profiles',
  'GET /api/cache/playtests/{id}',
  'GET /api/cache/public/infos',
  'GET /api/cache/support/community/{gameZendeskId}',
  'GET /api/cache/support/game-faq/{gameZendeskId}/{locale}/sections',
  'GET /api/cache/support/games',
  'GET /api/cache/support/ticket/{product}/platform/options',
  'POST /api/email-dns-validation',
];

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe('endpoint list', () => {
  test('every spec path is present, marked as the spec’s, and no other endpoint claims the spec', () => {
    const bySource = endpointList.filter((endpoint) => endpoint.source === 'spec').map(key);
    expect(bySource.sort()).toEqual([...specPaths].sort());
  });

  test('ids and method+path pairs are unique, paths live under /api', () => {
    expect(new Set(endpointList.map((endpoint) => endpoint.id)).size).toBe(endpointList.length);
    expect(new Set(endpointList.map(key)).size).toBe(endpointList.length);
    for (const endpoint of endpointList) expect(endpoint.path).toMatch(/^\/api\//);
  });

  test('every path parameter has a schema and every schema a path parameter', () => {
    for (const endpoint of endpointList) {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const def = endpoint.params?._zod.def as z.core.$ZodObjectDef | undefined;
      expect(Object.keys(def?.shape ?? {}).sort(), endpoint.id).toEqual(inPath);
    }
  });

  test('the README table lists exactly the paths we chose', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('## Chosen paths');
    const end = readme.indexOf('\n## ', start + 1);
    const table = readme.slice(start, end === -1 ? undefined : end);
    const rows = [...table.matchAll(/^\| `(GET|POST|PUT|DELETE)` \| `([^`]+)` \|/gm)].map(
      (match) => `${match[1]} ${match[2]}`,
    );
    const chosen = endpointList.filter((endpoint) => endpoint.source === 'chosen').map(key);
    expect(rows.sort()).toEqual(chosen.sort());
  });
});

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument({ serverUrl: 'http://localhost:3000' });

  test('covers every endpoint once with its operation id', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation?.operationId}`),
    );
    expect(operations.sort()).toEqual(endpointList.map((endpoint) => `${key(endpoint)} ${endpoint.id}`).sort());
  });

  test('every $ref resolves to a component', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1] as string,
    );
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) expect(document.components.schemas, ref).toHaveProperty(ref);
  });

  test('query parameters carry their constraints', () => {
    const community = document.paths['/api/cache/support/community/{gameZendeskId}']?.get;
    const perPage = community?.parameters.find((parameter) => parameter.name === 'per_page');
    expect(perPage).toMatchObject({ in: 'query', required: false, schema: { pattern: '^([1-9]|[1-9][0-9]|100)$' } });
    expect(community?.parameters.find((parameter) => parameter.name === 'gameZendeskId')?.required).toBe(true);
  });

  test('is the same on every build', () => {
    expect(JSON.stringify(buildOpenApiDocument({ serverUrl: 'http://localhost:3000' }))).toBe(JSON.stringify(document));
  });
});

describe('schemas', () => {
  test('entities accept the spec’s shapes and refuse wrong ones', () => {
    const game = {
      code: 'rally-frontier',
      name: 'Rally Frontier',
      is_active: true,
      zendesk_id: 360001000000,
      zendesk_topic_id: 360002000000,
      zendesk_faq_cat_id: 360003000000,
    };
    expect(z.safeParse(Game, game).success).toBe(true);
    expect(z.safeParse(Game, { ...game, zendesk_id: '360001000000' }).success).toBe(false);
    const profile = {
      id: 1,
      profile_game_id: 2,
      status: '1',
      title: 'Drift assist',
      platform: 'PlayStation::PS5',
      product_sku: null,
      featured: 1,
      positive_votes: '12',
      negative_votes: '0',
      created_at: '2026-09-01T12:00:00Z',
      profile_game: { id: 2, code: 'rally-frontier', name: 'Rally Frontier', igdb_image_id: 'co1abc' },
    };
    expect(z.safeParse(Profile, profile).success).toBe(true);
    expect(z.safeParse(Profile, { ...profile, featured: 2 }).success).toBe(false);
    expect(z.safeParse(Profile, { ...profile, positive_votes: 12 }).success).toBe(false);
    const { code: _code, ...withoutCode } = profile.profile_game;
    expect(z.safeParse(Profile, { ...profile, profile_game: withoutCode }).success).toBe(false);
    expect(
      z.safeParse(Profile, { ...profile, profile_game: { ...profile.profile_game, code: 'Rally Frontier' } }).success,
    ).toBe(false);
    expect(z.safeParse(PublicInfosResponse, [[], []]).success).toBe(true);
    expect(z.safeParse(PublicInfosResponse, [[]]).success).toBe(false);
  });

  test('the community query converts numbers and refuses out-of-range values', () => {
    expect(z.parse(CommunityQuery, { p: '2', per_page: '50', sort_by: 'votes' })).toEqual({
      p: 2,
      per_page: 50,
      sort_by: 'votes',
    });
    for (const bad of [
      { p: '0' },
      { per_page: '101' },
      { p: '-1' },
      { p: '1.5' },
      { sort_order: 'up' },
      { p: ['1', '2'] },
    ]) {
      expect(z.safeParse(CommunityQuery, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  test('only public reads are cached', () => {
    for (const endpoint of endpointList.filter((item) => item.cached)) {
      expect(endpoint.method).toBe('GET');
      expect(endpoint.auth).toBe('none');
    }
    expect(endpoints.community.errors).toContain(404);
  });
});

test('platform display names (spec section 3)', () => {
  expect(platformDisplayName('PC')).toBe('PC');
  expect(platformDisplayName('PC::Steam')).toBe('Steam');
  expect(platformDisplayName('PlayStation::PS5')).toBe('PS5');
  expect(platformDisplayName('Xbox::Xbox Series X|S')).toBe('Xbox Series X|S');
  expect(platformDisplayName('Nintendo::Nintendo Switch 2')).toBe('Nintendo Switch 2');
});

test('community locales (spec section 9)', () => {
  expect(toCommunityLocale('en-GB')).toBe('en-gb');
  expect(toCommunityLocale('en-US')).toBe('en-us');
  expect(toCommunityLocale('fr-FR')).toBe('fr');
  expect(toCommunityLocale('it-IT')).toBe('it');
});
