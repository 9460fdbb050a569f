// One post of a game's board (`GET /api/cache/support/community/{gameZendeskId}/posts/{id}`): cached like the
// board's pages, the same post as on the board, never a post in moderation, and a new post's moderation is its
// author's alone until it leaves it.
import { ApiError, CommunityPageResponse, CommunityPost, endpoints } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { topicIdOf, zendeskIdOf } from '../src/seed/demo.ts';
import { call, demoNow, expectJson, postInModeration, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const postUrl = (game: number | string, id: number | string) => `/api/cache/support/community/${game}/posts/${id}`;

describe.each(backends)('one community post (%s)', (backend) => {
  const clock = testClock();

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));

  const board = async (game: number) =>
    expectJson(
      await app.get(`/api/cache/support/community/${zendeskIdOf(game)}?p=1&per_page=100`),
      200,
      CommunityPageResponse,
    );

  test('a published post is the same as on the board, cached with an ETag', async () => {
    const { posts } = await board(0);
    const published = posts.slice(0, 5);
    expect(published.length).toBe(5);
    for (const post of published) {
      const response = await app.get(postUrl(zendeskIdOf(0), post.id));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{10,}"$/);
      expect(z.parse(CommunityPost, await response.json())).toEqual(post);
      expect((await app.get(postUrl(zendeskIdOf(0), post.id), { 'if-none-match': etag })).status).toBe(304);
    }
  });

  test('404 for a post in moderation, a post of another game, an unknown post or game', async () => {
    const { posts } = await board(0);
    const moderated = await postInModeration(app, 0);
    const other = (await board(1)).posts[0];
    expect(moderated).toBeDefined();
    expect(other).toBeDefined();
    for (const url of [
      postUrl(zendeskIdOf(0), moderated?.id ?? 0),
      postUrl(zendeskIdOf(0), other?.id ?? 0),
      postUrl(zendeskIdOf(0), 999_999_999_999),
      postUrl(999_999_999_999, posts[0]?.id ?? 0),
    ]) {
      const response = await app.get(url);
      expect(response.status, url).toBe(404);
      expect(z.parse(ApiError, await response.json()).error.code).toBe('not_found');
    }
  });

  test('bad ids are refused, other methods get 405', async () => {
    const bad = await app.get(postUrl(zendeskIdOf(0), 'abc'));
    expect(bad.status).toBe(400);
    expect(z.parse(ApiError, await bad.json()).error.code).toBe('invalid_path_parameter');
    const put = await app.app.request(postUrl(zendeskIdOf(0), 1), { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
  });

  test('a new report is its author’s in moderation: not readable on its own until then', async () => {
    clock.set(demoNow + 60_000);
    const created = await expectJson(
      await call(app, 'POST', `/api/user/community/${zendeskIdOf(0)}/posts`, {
        token: await tokenFor(app, 1),
        body: {
          title: 'Menu freezes after a race',
          body: 'After the finish line the menu stops answering the pad.',
          severity: 'medium',
          platform_model: 'PlayStation::PS5',
        },
      }),
      200,
      endpoints.createReport.response,
    );
    expect(created.data.topic_id).toBe(topicIdOf(0));
    expect((await app.get(postUrl(zendeskIdOf(0), created.data.id))).status).toBe(404);
  });
});
