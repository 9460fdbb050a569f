// "Me too, on my platform" (`PUT /api/user/community/{gameZendeskId}/posts/{id}/me-too`, decision 033): once per
// player and report, again replaces the platform, counts per platform model on the public post and board, the
// board sorted by it, and the refusals (no token, unknown or unpublished post, a platform the game has not).
import { CommunityDataResponse, CommunityPageResponse, CommunityPost, endpoints } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { zendeskIdOf } from '../src/seed/demo.ts';
import { call, demoNow, expectError, expectJson, postInModeration, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const meTooUrl = (game: number | string, id: number | string) => `/api/user/community/${game}/posts/${id}/me-too`;

describe.each(backends)('me too, on my platform (%s)', (backend) => {
  const clock = testClock();

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));

  const board = async (game: number, query = '') =>
    expectJson(
      await app.get(`/api/cache/support/community/${zendeskIdOf(game)}?p=1&per_page=100${query}`),
      200,
      CommunityPageResponse,
    );
  const publicPost = async (game: number, id: number) =>
    expectJson(await app.get(`/api/cache/support/community/${zendeskIdOf(game)}/posts/${id}`), 200, CommunityPost);
  const meToo = async (userId: number, id: number, platform_model: string, game = 0) =>
    call(app, 'PUT', meTooUrl(zendeskIdOf(game), id), { token: await tokenFor(app, userId), body: { platform_model } });

  /** A published post of the first board nobody said "me too" on yet. */
  const untouchedPost = async () => {
    const post = (await board(0)).posts.find((item) => item.me_too.count === 0);
    if (post === undefined) throw new Error('No published post without "me too" on the first board');
    return post;
  };

  test('the demo data carries counts per platform, the board sorts by them', async () => {
    const sorted = (await board(0, '&sort_by=me_too&sort_order=desc')).posts;
    expect(sorted[0]?.me_too.count).toBe(2);
    expect(sorted[0]?.me_too.platforms.map((entry) => entry.count)).toEqual([1, 1]);
    expect(sorted[1]?.me_too.count).toBe(1);
    const counts = sorted.map((post) => post.me_too.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ascending = (await board(0, '&sort_by=me_too&sort_order=asc')).posts.map((post) => post.me_too.count);
    expect(ascending[0]).toBe(0);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  test('once per player and report; again replaces the platform; counts per platform on the post and board', async () => {
    clock.set(demoNow + 60_000);
    const post = await untouchedPost();
    const first = await expectJson(await meToo(1, post.id, 'PlayStation::PS5'), 200, endpoints.meToo.response);
    expect(first.data.id).toBe(post.id);
    expect(first.data.me_too).toEqual({ count: 1, platforms: [{ platform_model: 'PlayStation::PS5', count: 1 }] });

    // The same again changes nothing: still one.
    const again = await expectJson(await meToo(1, post.id, 'PlayStation::PS5'), 200, endpoints.meToo.response);
    expect(again.data.me_too).toEqual(first.data.me_too);

    // Another platform replaces the first: still one player.
    const moved = await expectJson(await meToo(1, post.id, 'PC::Steam'), 200, endpoints.meToo.response);
    expect(moved.data.me_too).toEqual({ count: 1, platforms: [{ platform_model: 'PC::Steam', count: 1 }] });

    // Two more players: the most named platform first.
    const thirdPlayer = await app.context.db
      .insertInto('users')
      .values({
        email: 'me-too@mynacon.test',
        email_key: 'me-too@mynacon.test',
        username: 'MeToo',
        username_key: 'metoo',
        password_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectJson(await meToo(2, post.id, 'PlayStation::PS5'), 200, endpoints.meToo.response);
    const third = await expectJson(
      await meToo(thirdPlayer.id, post.id, 'PlayStation::PS5'),
      200,
      endpoints.meToo.response,
    );
    expect(third.data.me_too).toEqual({
      count: 3,
      platforms: [
        { platform_model: 'PlayStation::PS5', count: 2 },
        { platform_model: 'PC::Steam', count: 1 },
      ],
    });

    // The public reads follow at once (the change is applied in memory), and nothing else of the post changed.
    const read = await publicPost(0, post.id);
    expect(read).toEqual({ ...post, me_too: third.data.me_too });
    expect((await board(0)).posts.find((item) => item.id === post.id)?.me_too).toEqual(third.data.me_too);

    // The player's own "me too" is in their community data, with the platform they named last.
    const data = await expectJson(
      await call(app, 'GET', '/api/user/community/data', { token: await tokenFor(app, 1) }),
      200,
      CommunityDataResponse,
    );
    expect(data.data.me_too).toContainEqual({ post_id: post.id, platform_model: 'PC::Steam' });
    expect(data.data.me_too.filter((entry) => entry.post_id === post.id)).toHaveLength(1);
  });

  test('401 without a token or with a bad one', async () => {
    const post = await untouchedPost();
    await expectError(
      await call(app, 'PUT', meTooUrl(zendeskIdOf(0), post.id), { body: { platform_model: 'PC::Steam' } }),
      401,
      'unauthorized',
    );
    await expectError(
      await call(app, 'PUT', meTooUrl(zendeskIdOf(0), post.id), {
        token: 'not-a-token',
        body: { platform_model: 'PC::Steam' },
      }),
      401,
      'unauthorized',
    );
    expect((await publicPost(0, post.id)).me_too.count).toBe(0);
  });

  test('404 for an unknown post, one in moderation, one of another board, an unknown board', async () => {
    const published = (await board(0)).posts[0];
    const other = (await board(1)).posts[0];
    const moderated = await postInModeration(app, 0);
    expect(moderated && published && other).toBeTruthy();
    const token = await tokenFor(app, 1);
    for (const url of [
      meTooUrl(zendeskIdOf(0), 999_999_999_999),
      meTooUrl(zendeskIdOf(0), moderated?.id ?? 0),
      meTooUrl(zendeskIdOf(0), other?.id ?? 0),
      meTooUrl(999_999_999_999, published?.id ?? 0),
    ]) {
      await expectError(
        await call(app, 'PUT', url, { token, body: { platform_model: 'PC::Steam' } }),
        404,
        'not_found',
      );
    }
  });

  test('400 for a platform the game has not, a missing one or a bad id; nothing counted', async () => {
    const post = await untouchedPost();
    const token = await tokenFor(app, 1);
    for (const body of [{ platform_model: 'Atari::2600' }, { platform_model: '' }, {}, 'not json']) {
      const error = await expectError(
        await call(app, 'PUT', meTooUrl(zendeskIdOf(0), post.id), { token, body }),
        400,
        'invalid_body',
      );
      if (typeof body === 'object' && 'platform_model' in body && body.platform_model !== '') {
        expect(error.issues?.[0]?.path).toBe('platform_model');
      }
    }
    await expectError(
      await call(app, 'PUT', meTooUrl(zendeskIdOf(0), 'abc'), { token, body: { platform_model: 'PC::Steam' } }),
      400,
      'invalid_path_parameter',
    );
    expect((await publicPost(0, post.id)).me_too.count).toBe(0);
  });
});
