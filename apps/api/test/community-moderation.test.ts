// A post in moderation (`none`) is its author's alone: no public answer lists it, counts it or pages over it
// (paged and unpaged board, counts per status, latest per status, one post, search), while its author reads it in
// their community data ("My reports"), until a moderator publishes it.
import { CommunityLatestResponse, CommunityPageResponse, endpoints, latestPerStatus } from '@mynacon/contract';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { topicIdOf, zendeskIdOf } from '../src/seed/demo.ts';
import { call, demoNow, expectJson, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const boardUrl = (query = '') => `/api/cache/support/community/${zendeskIdOf(0)}${query}`;

describe.each(backends)('posts in moderation on %s', (backend) => {
  const clock = testClock();

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));

  const statusesInDatabase = async () => {
    const rows = await app.context.db
      .selectFrom('community_posts')
      .select(['id', 'status'])
      .where('topic_id', '=', topicIdOf(0))
      .execute();
    return rows;
  };
  const everyPage = async (perPage: number) => {
    const first = await expectJson(await app.get(boardUrl(`?p=1&per_page=${perPage}`)), 200, CommunityPageResponse);
    const posts = [...first.posts];
    for (let page = 2; page <= first.nbPages; page++) {
      posts.push(
        ...(await expectJson(await app.get(boardUrl(`?p=${page}&per_page=${perPage}`)), 200, CommunityPageResponse))
          .posts,
      );
    }
    return { first, posts };
  };

  test('the board, paged and unpaged, neither lists nor counts the posts in moderation', async () => {
    const rows = await statusesInDatabase();
    const moderated = rows.filter((row) => row.status === 'none');
    const published = rows.filter((row) => row.status !== 'none');
    // The demo board holds posts in moderation: what this test is about.
    expect(moderated.length).toBeGreaterThan(0);

    const { first, posts } = await everyPage(100);
    expect(posts.map((post) => post.id).sort((a, b) => a - b)).toEqual(
      published.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(first.totalCount.none).toBe(0);
    expect(Object.values(first.totalCount).reduce((sum, count) => sum + count, 0)).toBe(published.length);
    expect(first.nbPages).toBe(Math.ceil(published.length / 100));

    for (const order of ['', '?sort_by=votes&sort_order=asc']) {
      const latest = await expectJson(await app.get(boardUrl(order)), 200, CommunityLatestResponse);
      expect(latest.posts.length).toBeGreaterThan(0);
      expect(latest.posts.filter((post) => post.status === 'none')).toEqual([]);
      expect(latest.posts.length).toBeLessThanOrEqual(latestPerStatus * 4);
    }
  });

  test('a new report stays off the public board until published, and its author reads it all along', async () => {
    clock.set(demoNow + 60_000);
    const before = await expectJson(await app.get(boardUrl('?p=1&per_page=5')), 200, CommunityPageResponse);
    const created = await expectJson(
      await call(app, 'POST', `/api/user/community/${zendeskIdOf(0)}/posts`, {
        token: await tokenFor(app, 1),
        body: {
          title: 'Replay camera clips through the pit wall',
          body: 'In the replay of any race the trackside camera shows the inside of the pit wall.',
          severity: 'low',
          platform_model: 'PlayStation::PS5',
        },
      }),
      200,
      endpoints.createReport.response,
    );
    expect(created.data.status).toBe('none');
    const id = created.data.id;

    const paged = await expectJson(await app.get(boardUrl('?p=1&per_page=5')), 200, CommunityPageResponse);
    expect(paged.posts.map((post) => post.id)).not.toContain(id);
    expect(paged.totalCount).toEqual(before.totalCount);
    const latest = await expectJson(await app.get(boardUrl()), 200, CommunityLatestResponse);
    expect(latest.posts.map((post) => post.id)).not.toContain(id);
    expect((await app.get(`${boardUrl()}/posts/${id}`)).status).toBe(404);
    const search = await app.get(
      `/api/search?q=${encodeURIComponent('pit wall replay camera')}&locale=en-GB&kind=report`,
    );
    expect(search.status).toBe(200);
    expect(await search.text()).not.toContain(created.data.title);

    // Its author's community data (what "My reports" shows) has it; another player's has not.
    const mine = await expectJson(
      await call(app, 'GET', '/api/user/community/data', { token: await tokenFor(app, 1) }),
      200,
      endpoints.communityData.response,
    );
    expect(mine.data.posts.find((post) => post.id === id)).toEqual(created.data);
    const theirs = await expectJson(
      await call(app, 'GET', '/api/user/community/data', { token: await tokenFor(app, 2) }),
      200,
      endpoints.communityData.response,
    );
    expect(theirs.data.posts.map((post) => post.id)).not.toContain(id);

    // A moderator publishes it: then it is on the board like any other.
    await app.context.db.transaction().execute(async (trx) => {
      await trx.updateTable('community_posts').set({ status: 'not_planned' }).where('id', '=', id).execute();
      await sql`update meta set value = cast(cast(value as bigint) + 1 as text) where key = 'data_version'`.execute(
        trx,
      );
    });
    await app.context.refresh();
    const after = await expectJson(await app.get(boardUrl('?p=1&per_page=5')), 200, CommunityPageResponse);
    expect(after.posts[0]?.id).toBe(id);
    expect(after.totalCount.not_planned).toBe(before.totalCount.not_planned + 1);
  });
});
