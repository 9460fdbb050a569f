// One search (`GET /api/search`, decision 032) on PGlite and PostgreSQL: the database's full-text search ranks
// within each kind, stems in the locale's language, pages, reads markup and operators as plain words, refuses an
// empty or too long query, never shows a report in moderation and finds a new report as soon as it is public.
import { endpoints, type SearchHit, SearchResponse } from '@mynacon/contract';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { zendeskIdOf } from '../src/seed/demo.ts';
import { call, expectError, expectJson, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const searchUrl = (params: Record<string, string>) => `/api/search?${new URLSearchParams(params)}`;

describe.each(backends)('search (%s)', (backend) => {
  const app = appPerBlock(() => createTestApp(backend));

  const find = async (params: Record<string, string>) =>
    expectJson(await app.get(searchUrl({ locale: 'en-GB', ...params })), 200, SearchResponse);
  const group = async (params: Record<string, string>, kind: SearchHit['kind']) => {
    const answer = await find({ ...params, kind });
    expect(answer.groups.map((item) => item.kind)).toEqual([kind]);
    return answer.groups[0] as NonNullable<(typeof answer.groups)[0]>;
  };

  test('every kind has its group, in order, each hit of its kind and leading somewhere', async () => {
    const answer = await find({ q: 'controller' });
    expect(answer.groups.map((item) => item.kind)).toEqual(['faq', 'report', 'product', 'profile', 'playtest']);
    for (const item of answer.groups) {
      for (const hit of item.items) expect(hit.kind).toBe(item.kind);
      expect(item.items.length).toBeLessThanOrEqual(5);
    }
    const byKind = Object.fromEntries(answer.groups.map((item) => [item.kind, item]));
    expect(byKind.faq?.total).toBeGreaterThan(0);
    expect(byKind.report?.total).toBeGreaterThan(0);
    expect(byKind.product?.items.map((hit) => hit.title)).toContain('Revolution X Pro Controller');
    const playtests = await find({ q: 'stress test' });
    expect(playtests.groups.find((item) => item.kind === 'playtest')?.items[0]).toMatchObject({
      title: 'Steel Tide — Naval Skirmish stress test',
      status: 'open',
      game_code: 'steel-tide',
    });
    expect(answer).toMatchObject({ q: 'controller', locale: 'en-GB' });
  });

  test('ranked: a match in the title comes before a match in the body only, best first', async () => {
    const pages = await Promise.all(
      ['1', '2', '3', '4'].map((page) => group({ q: 'saves', per_page: '50', page }, 'report')),
    );
    expect(pages[0]?.total).toBeGreaterThan(150);
    const items = pages.flatMap((page) => page.items);
    const ranks = items.map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const inTitle = items.map((hit) => /\bsave\b/i.test(hit.title));
    expect(inTitle[0]).toBe(true);
    // Once a hit matches in its body only, no later hit matches in its title.
    expect(inTitle.slice(inTitle.indexOf(false)).every((value) => !value)).toBe(true);
    expect(inTitle).toContain(false);
    for (const hit of items) expect(hit.kind === 'report' && hit.status).not.toBe('none');
  });

  test('locales: FAQ articles of the player’s locale only, stemmed in its language', async () => {
    // German stemming: "Erstattungen" finds "Erstattung" in German, and nothing in the English articles.
    const german = await group({ q: 'Erstattungen', locale: 'de-DE' }, 'faq');
    expect(german.total).toBe(8); // one article per active game
    expect(german.items[0]?.title).toBe('Wie beantrage ich eine Erstattung?');
    expect((await group({ q: 'Erstattungen' }, 'faq')).total).toBe(0);
    // English stemming: "refunds" finds "refund"; British and American articles differ ("start" / "launch").
    expect((await group({ q: 'refunds' }, 'faq')).items[0]?.title).toBe('How do I ask for a refund?');
    expect((await group({ q: 'launch', locale: 'en-US' }, 'faq')).total).toBeGreaterThan(0);
    expect((await group({ q: 'launch' }, 'faq')).total).toBe(0);
    for (const [locale, q] of [
      ['fr-FR', 'remboursements'],
      ['es-ES', 'reembolsos'],
      ['it-IT', 'rimborsi'],
      ['nl-NL', 'terugbetalingen'],
    ] as const) {
      const hits = await group({ q, locale }, 'faq');
      expect(hits.total, `${locale} ${q}`).toBeGreaterThan(0);
      expect((await group({ q }, 'faq')).total, `en-GB ${q}`).toBe(0);
    }
  });

  test('paged: pages do not overlap, a page past the end is empty with the same total', async () => {
    const first = await group({ q: 'crashes', per_page: '10' }, 'report');
    const second = await group({ q: 'crashes', per_page: '10', page: '2' }, 'report');
    expect(first.total).toBeGreaterThan(20);
    expect(second.total).toBe(first.total);
    expect(first).toMatchObject({ page: 1, per_page: 10, nbPages: Math.ceil(first.total / 10) });
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(10);
    const ids = new Set(first.items.map((hit) => hit.id));
    expect(second.items.some((hit) => ids.has(hit.id))).toBe(false);
    const past = await group({ q: 'crashes', per_page: '10', page: String(first.nbPages + 1) }, 'report');
    expect(past).toMatchObject({ total: first.total, items: [] });
  });

  test('markup and operators are plain words: no error, no injection', async () => {
    const plain = await group({ q: 'crashes', per_page: '50' }, 'report');
    const marked = await group({ q: '<b>crashes</b><br/><img src=x onerror="alert(1)">', per_page: '50' }, 'report');
    expect(marked.items.map((hit) => hit.id)).toEqual(plain.items.map((hit) => hit.id));
    for (const q of [
      `crash & | ! :* ( ) <-> \\ '`,
      `"black screen" -crash`,
      `'; drop table community_posts; --`,
      '&&&',
      '<script>alert(1)</script>',
      'the',
      '\u0000 crash \u0007',
    ]) {
      const answer = await find({ q });
      expect(answer.q).toBe(q.trim());
    }
    expect(
      (await group({ q: '"black screen" -rest' }, 'report')).items.every((hit) => /black screen/i.test(hit.title)),
    ).toBe(true);
    expect((await group({ q: 'crashes' }, 'report')).total).toBe(plain.total);
  });

  test('an empty or too long query is refused with a reason', async () => {
    for (const q of ['', '   ']) {
      const error = await expectError(await app.get(searchUrl({ q, locale: 'en-GB' })), 400, 'invalid_query');
      expect(error.issues).toEqual([
        { path: 'q', code: 'too_short', message: 'Type at least one character to search.', params: { min: 1 } },
      ]);
    }
    const long = await expectError(
      await app.get(searchUrl({ q: 'a'.repeat(201), locale: 'en-GB' })),
      400,
      'invalid_query',
    );
    expect(long.issues?.[0]).toMatchObject({ path: 'q', code: 'too_long', params: { max: 200 } });
    await expectError(await app.get(searchUrl({ locale: 'en-GB' })), 400, 'invalid_query');
    await expectError(await app.get(searchUrl({ q: 'crash' })), 400, 'invalid_query');
    await expectError(await app.get(searchUrl({ q: 'crash', locale: 'en-GB', per_page: '51' })), 400, 'invalid_query');
    await expectError(await app.get(searchUrl({ q: 'crash', locale: 'en-GB', kind: 'orders' })), 400, 'invalid_query');
    expect((await call(app, 'POST', '/api/search?q=crash&locale=en-GB')).status).toBe(405);
  });

  test('a new report is found once it leaves moderation, never before', async () => {
    const created = await expectJson(
      await call(app, 'POST', `/api/user/community/${zendeskIdOf(0)}/posts`, {
        token: await tokenFor(app, 1),
        body: {
          title: 'Quokka mascot flickers',
          body: 'The quokka in the garage flickers on every lap.',
          severity: 'low',
          platform_model: 'PC::Steam',
        },
      }),
      200,
      endpoints.createReport.response,
    );
    expect((await group({ q: 'quokka' }, 'report')).total).toBe(0);
    await sql`update community_posts set status = 'planned' where id = ${created.data.id}`.execute(app.context.db);
    const found = await group({ q: 'quokkas' }, 'report');
    expect(found.items.map((hit) => hit.id)).toEqual([created.data.id]);
    expect(found.items[0]).toMatchObject({
      game_code: 'rally-frontier',
      status: 'planned',
      platform_model: 'PC::Steam',
    });
  });
});
