import { rmSync } from 'node:fs';
import { GamesResponse } from '@mynacon/contract';
import { sql } from 'kysely';
import { afterAll, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { prepareApp } from '../src/server.ts';
import { copyTemplate, testConfig } from './helpers.ts';

const dataDir = copyTemplate();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function games(app: { request: (url: string) => Response | Promise<Response> }) {
  return z.parse(GamesResponse, await (await app.request('/api/cache/support/games')).json());
}

test('PGlite keeps every change across a restart, and the seed and migrations run only once', async () => {
  const config = testConfig({ dataDir });
  const first = await prepareApp(config);
  expect(first.migrated).toEqual([]);
  expect(first.seeded).toBe(false);
  const before = await games(first.app);
  const posts = await first.database.db
    .selectFrom('community_posts')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  await first.database.db
    .insertInto('games')
    .values({
      code: 'restart-check',
      name: 'Restart Check',
      is_active: false,
      zendesk_id: 9_007_199_254_740_000,
      zendesk_topic_id: 1,
      zendesk_faq_cat_id: 2,
      igdb_image_id: 'co1',
    })
    .execute();
  await first.database.db.updateTable('meta').set({ value: '2' }).where('key', '=', 'data_version').execute();
  expect(await first.refresh()).toBe(true);
  expect(await first.refresh()).toBe(false);
  expect((await games(first.app)).size).toBe(before.size + 1);
  await first.close();

  const second = await prepareApp(config);
  try {
    expect(second.migrated).toEqual([]);
    expect(second.seeded).toBe(false);
    const after = await games(second.app);
    expect(after.size).toBe(before.size + 1);
    expect(after.items.find((game) => game.code === 'restart-check')?.zendesk_id).toBe(9_007_199_254_740_000);
    const postsAfter = await second.database.db
      .selectFrom('community_posts')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(postsAfter.n).toBe(posts.n);
    expect(second.api.version).toBe('2');
  } finally {
    await second.close();
  }
});

test('an ETag changes when the data behind it changes, and only then', async () => {
  const app = await prepareApp(testConfig({ dataDir }));
  try {
    const etag = (await app.app.request('/api/cache/support/games')).headers.get('etag');
    expect((await app.app.request('/api/cache/support/games')).headers.get('etag')).toBe(etag);
    await app.database.db.updateTable('games').set({ name: 'Renamed' }).where('code', '=', 'steel-tide').execute();
    await app.database.db.updateTable('meta').set({ value: '3' }).where('key', '=', 'data_version').execute();
    await app.refresh();
    const changed = await app.app.request('/api/cache/support/games', { headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(JSON.stringify(await changed.json())).toContain('Renamed');
  } finally {
    await app.close();
  }
});
