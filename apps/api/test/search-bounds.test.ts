// What one search may cost (decision 044), on PGlite and PostgreSQL: a query must have a word to find, pages stop at
// the 50th, each kind ranks and counts at most SEARCH_MAX_MATCHES matches (a page past them costs no second count),
// each client address has a bucket of searches, and on PostgreSQL a statement past SEARCH_TIMEOUT_MS is cancelled.
import { type SearchGroup, SearchResponse, searchMessages } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import type { Config } from '../src/config.ts';
import { expectError, expectJson, testClock } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp, type TestApp, testConfig } from './helpers.ts';

function bounded(search: Partial<Config['search']>): Partial<Config> {
  const base = testConfig();
  return { search: { ...base.search, ...search } };
}

let addresses = 0;
/** A search from a client address of its own (each has its own bucket), or from `address`. */
function searchFrom(app: TestApp, params: Record<string, string>, address = `198.51.100.${++addresses % 250}`) {
  return Promise.resolve(
    app.app.request(
      `/api/search?${new URLSearchParams({ locale: 'en-GB', ...params })}`,
      {},
      {
        incoming: { socket: { remoteAddress: address } },
      },
    ),
  );
}

describe.each(backends)('the bounds of a search on %s', (backend) => {
  const clock = testClock();
  const app = appPerBlock(() =>
    createTestApp(backend, bounded({ maxMatches: 100, limit: { burst: 2, perMinute: 60 } }), { now: clock.now }),
  );
  const reports = async (params: Record<string, string>): Promise<SearchGroup> => {
    clock.advance(60_000);
    const answer = await expectJson(await searchFrom(app, { kind: 'report', ...params }), 200, SearchResponse);
    return answer.groups[0] as SearchGroup;
  };

  test('a query with no word to find is refused with its reason; leaving a word out of one to find is not', async () => {
    for (const q of ['-crash', '-crash -save', 'crash or -save', '"black screen" or -crash', 'the -crash']) {
      for (const kind of [{}, { kind: 'report' }] as Array<Record<string, string>>) {
        clock.advance(60_000);
        const error = await expectError(await searchFrom(app, { q, ...kind }), 400, 'invalid_query');
        expect(error.issues, q).toEqual([{ path: 'q', code: 'search_no_term', message: searchMessages.noTerm }]);
      }
    }
    const narrowed = await reports({ q: 'crash -save' });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.items.every((hit) => !/\bsaves?\b/i.test(`${hit.title} ${hit.excerpt}`))).toBe(true);
    // Stop words only: nothing to find and nothing to rank, an empty answer rather than a refusal.
    expect((await reports({ q: 'the' })).total).toBe(0);
  });

  test('each kind ranks and counts at most SEARCH_MAX_MATCHES; a page past them is empty with the same total', async () => {
    const first = await reports({ q: 'saves', per_page: '50' });
    expect(first.total).toBe(100);
    expect(first).toMatchObject({ nbPages: 2, page: 1 });
    const second = await reports({ q: 'saves', per_page: '50', page: '2' });
    expect(second.items).toHaveLength(50);
    const ids = new Set([...first.items, ...second.items].map((hit) => hit.id));
    expect(ids.size).toBe(100);
    const ranks = [...first.items, ...second.items].map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(await reports({ q: 'saves', per_page: '50', page: '50' })).toMatchObject({ total: 100, items: [] });
  });

  test('pages stop at the 50th: the 51st is refused, nbPages never says more', async () => {
    clock.advance(60_000);
    const error = await expectError(
      await searchFrom(app, { q: 'saves', kind: 'report', page: '51' }),
      400,
      'invalid_query',
    );
    expect(error.issues).toEqual([expect.objectContaining({ path: 'page', message: searchMessages.page })]);
    expect(await reports({ q: 'saves', per_page: '1' })).toMatchObject({ total: 100, nbPages: 50 });
  });

  test('each client address has a bucket of searches: 429 with Retry-After once it is spent', async () => {
    clock.advance(60_000);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await searchFrom(app, { q: 'crash' }, '203.0.113.9')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await searchFrom(app, { q: 'crash' }, '203.0.113.9');
    expect(refused.headers.get('retry-after')).toBe('1');
    const error = await expectError(refused, 429, 'too_many_requests');
    expect(error.message).toBe('Too many searches in a short time: try again in 1 seconds.');
    expect((await searchFrom(app, { q: 'crash' }, '203.0.113.10')).status).toBe(200);
    clock.advance(1_000);
    expect((await searchFrom(app, { q: 'crash' }, '203.0.113.9')).status).toBe(200);
  });
});

if (backends.includes('postgres')) {
  describe('the statement timeout of a search on PostgreSQL', () => {
    const app = appPerBlock(() => createTestApp('postgres', bounded({ timeoutMs: 1, maxMatches: 100_000 })));

    test('a statement that runs past SEARCH_TIMEOUT_MS is cancelled: 503, and the next search is answered', async () => {
      // Common words of every kind: each statement ranks hundreds of matches, far longer than a millisecond.
      const slow = await searchFrom(app, { q: 'game or save or crash or controller or wheel or play' });
      const error = await expectError(slow, 503, 'service_unavailable');
      expect(error.message).toBe('The search took too long: try again, or with more specific words.');
      // The setting was the search transaction's own (SET LOCAL): other statements on the pool are not cut short.
      const rows = await app.context.db.selectFrom('community_posts').select('id').execute();
      expect(rows.length).toBeGreaterThan(1000);
    });
  });
}
