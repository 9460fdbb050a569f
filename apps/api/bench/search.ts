// `npx -y pnpm@12 bench:search` (`node apps/api/bench/search.ts`): the search call (decision 032) on the demo data and
// on the same data 100 times larger (board reports, FAQ articles, products, profiles and playtests multiplied), p50
// and p99 of each in one run, ordinary queries and hostile ones (decision 044: only words left out, choices of
// common words, the last page, the longest query) taken in turn so that both see the same load, then the query plan
// of each kind's statement on both, which must name its GIN index on the larger set. The API runs in this process (PGlite in a temporary folder, or PostgreSQL in a schema of its own
// when DATABASE_URL is set); calls go through the app's fetch handler without a socket, one at a time.
// BENCH_SEARCHES (calls per data set, default 300) and BENCH_SCALE (default 100) tune it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type LocaleCode, type SearchKind, searchKinds } from '@mynacon/contract';
import { type Kysely, sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/types.ts';
import { kindStatement } from '../src/search/search.ts';
import { prepareApp } from '../src/server.ts';
import { percentile, resultsDir } from './stats.ts';

const searches = Number(process.env.BENCH_SEARCHES ?? 300);
const scale = Number(process.env.BENCH_SCALE ?? 100);

/** What players type: single words, phrases, operators, other locales. */
const queries: ReadonlyArray<[LocaleCode, string]> = [
  ['en-GB', 'crash'],
  ['en-GB', 'controller'],
  ['en-GB', 'loading a save'],
  ['en-GB', '"black screen" -rest'],
  ['en-US', 'refund'],
  ['en-GB', 'frame rate drops'],
  ['de-DE', 'Erstattungen'],
  ['fr-FR', 'remboursement manette'],
  ['es-ES', 'mando'],
  ['en-GB', 'wireless headset'],
  ['en-GB', 'stress test'],
  ['it-IT', 'rimborso'],
];

/**
 * What someone trying to tie up the database sends: queries with nothing to find (refused before any kind is
 * ranked), choices of the most common words, the last page of a common word, the longest query of common words, and
 * the largest page of every kind. Each answers 200 or 400, never slower than the bounds allow.
 */
const hostile: ReadonlyArray<Record<string, string>> = [
  { locale: 'en-GB', q: '-crash' },
  { locale: 'en-GB', q: 'crash or -save' },
  { locale: 'de-DE', q: '-Erstattung -the -a' },
  { locale: 'en-GB', q: 'game or save or crash or controller or wheel or play or update or screen' },
  { locale: 'en-GB', q: 'crash', kind: 'report', page: '50', per_page: '50' },
  { locale: 'en-GB', q: 'saves', kind: 'report', page: '20', per_page: '50' },
  {
    locale: 'en-GB',
    q: Array.from({ length: 40 }, (_, i) => ['crash', 'save', 'game', 'play'][i % 4])
      .join(' or ')
      .slice(0, 200),
  },
  { locale: 'en-GB', q: 'crash', per_page: '50' },
];

const indexOf: Record<SearchKind, string> = {
  faq: 'faq_articles_search',
  report: 'community_posts_search',
  product: 'products_search',
  profile: 'profiles_search',
  playtest: 'playtests_search',
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-bench-search-'));
const databaseUrl = process.env.DATABASE_URL;
const schema = 'bench_search';
const loaded = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEVELOPMENT_MODE: 'true',
  SEED: 'demo',
  // Every call comes from this process: the per-client search limit would refuse all but the first ones.
  SEARCH_LIMIT_PER_MINUTE: '0',
  ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }),
});
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));

async function dropSchema(): Promise<void> {
  if (databaseUrl === undefined) return;
  const { openDatabase } = await import('../src/db/database.ts');
  const admin = await openDatabase({ databaseUrl, schema: 'public', dataDir: '' });
  try {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
  } finally {
    await admin.close();
  }
}

/** Copies of every searched row, `times - 1` more of each, with ids, SKUs and URL keys of their own. */
async function multiply(db: Kysely<Database>, times: number): Promise<void> {
  const copies = sql`generate_series(1, ${times - 1}) as n`;
  await db.transaction().execute(async (trx) => {
    await sql`insert into community_posts (id, topic_id, title, status, severity, platform_model, body, author_name,
        created_at, updated_at, edited_at, vote_sum, vote_count, comment_count, follower_count, pinned, featured, closed)
      select id + n * 100000, topic_id, title || ' (' || n || ')', status, severity, platform_model, body, author_name,
        created_at, updated_at, edited_at, vote_sum, vote_count, comment_count, follower_count, pinned, featured, closed
      from community_posts, ${copies}`.execute(trx);
    await sql`insert into faq_articles (id, section_id, title, body, position, language)
      select id + n * 100000, section_id, title || ' (' || n || ')', body, position, language
      from faq_articles, ${copies}`.execute(trx);
    await sql`insert into products (product_id, sku, parent_id, name, url_key, type, release_date, has_profiles, game_code)
      select product_id + n * 10000, sku || '-B' || n, null, name || ' ' || n, url_key || '-b' || n, type,
        release_date, has_profiles, game_code
      from products, ${copies} where parent_id is null`.execute(trx);
    await sql`insert into product_stores (product_id, store_code)
      select ps.product_id + n * 10000, ps.store_code
      from product_stores ps join products p on p.product_id = ps.product_id, ${copies}
      where p.parent_id is null`.execute(trx);
    await sql`insert into profiles (id, profile_game_id, status, title, platform, product_sku, featured, positive_votes,
        negative_votes, created_at)
      select id + n * 10000, profile_game_id, status, title || ' ' || n, platform, product_sku, featured,
        positive_votes, negative_votes, created_at
      from profiles, ${copies}`.execute(trx);
    await sql`insert into playtests (id, status, title, summary, description, game_code, platforms, starts_at, ends_at,
        registration_ends_at, seats, survey_id, participants, closing_message)
      select id + n * 10000, status, title || ' ' || n, summary, description, game_code, platforms, starts_at, ends_at,
        registration_ends_at, seats, null, participants, closing_message
      from playtests, ${copies}`.execute(trx);
  });
  // What autovacuum does after a bulk load: the GIN indexes' pending entries merged, the statistics read.
  for (const table of ['community_posts', 'faq_articles', 'products', 'product_stores', 'profiles', 'playtests']) {
    await sql`vacuum analyze ${sql.id(table)}`.execute(db);
  }
}

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of ['faq_articles', 'community_posts', 'products', 'profiles', 'playtests'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.count);
  }
  return result;
}

await dropSchema();
const prepared = await prepareApp(loaded.config);
const results: Record<string, unknown> = {};
try {
  const { db } = prepared.context;
  const round = async (label: string) => {
    const ordinary: number[] = [];
    const hostileTimes: number[] = [];
    const refused = new Set<string>();
    const time = async (params: Record<string, string>, times: number[]) => {
      const started = performance.now();
      const response = await prepared.app.request(`/api/search?${new URLSearchParams(params)}`);
      await response.text();
      times.push(performance.now() - started);
      if (response.status === 400) refused.add(params.q ?? '');
      else if (response.status !== 200) throw new Error(`${params.q}: ${response.status}`);
    };
    // Warm-up: the first calls pay for plans and caches.
    for (const [locale, q] of queries) await time({ q, locale }, []);
    for (const params of hostile) await time(params, []);
    for (let index = 0; index < searches; index++) {
      const [locale, q] = queries[index % queries.length] as [LocaleCode, string];
      await time({ q, locale }, ordinary);
      await time(hostile[index % hostile.length] as Record<string, string>, hostileTimes);
    }
    const rows = await counts(db);
    const stats = (times: number[]) => ({
      p50: Number(percentile(times, 50).toFixed(2)),
      p99: Number(percentile(times, 99).toFixed(2)),
    });
    const summary = { rows, searches, ordinary: stats(ordinary), hostile: stats(hostileTimes), refused: [...refused] };
    results[label] = summary;
    console.log(
      `${label}: ${Object.entries(rows)
        .map(([table, count]) => `${count} ${table}`)
        .join(', ')}`,
    );
    console.log(
      `  ${searches} ordinary searches (every kind, 5 per group): p50 ${summary.ordinary.p50} ms, p99 ${summary.ordinary.p99} ms`,
    );
    console.log(
      `  ${searches} hostile searches, in turn with them:           p50 ${summary.hostile.p50} ms, p99 ${summary.hostile.p99} ms (refused with 400: ${summary.refused.map((q) => JSON.stringify(q)).join(', ')})`,
    );
  };
  const plans = async (label: string, mustUseIndexes: boolean) => {
    const used: Record<string, boolean> = {};
    for (const kind of searchKinds) {
      const locale: LocaleCode = kind === 'faq' ? 'de-DE' : 'en-GB';
      const text = kind === 'faq' ? 'Erstattungen' : kind === 'product' ? 'wireless' : 'crash';
      const statement = kindStatement({
        kind,
        text,
        locale,
        limit: 5,
        offset: 0,
        maxMatches: loaded.config.search.maxMatches,
      });
      const plan = (await sql<{ 'QUERY PLAN': string }>`explain analyze ${statement}`.execute(db)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      used[kind] = plan.includes(indexOf[kind]);
      console.log(
        `\n--- ${label}, ${kind} ("${text}", ${locale}): ${used[kind] ? 'uses' : 'does NOT use'} ${indexOf[kind]}`,
      );
      console.log(plan);
    }
    results[`${label} plans use the indexes`] = used;
    if (mustUseIndexes && Object.values(used).includes(false)) process.exitCode = 1;
  };

  const backend = databaseUrl === undefined ? 'PGlite' : 'PostgreSQL';
  console.log(`Search benchmark on ${backend}, ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}`);
  await round('demo data');
  await multiply(db, scale);
  await round(`${scale} times the demo data`);
  await plans(`${scale} times the demo data`, true);

  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `api-search-${backend === 'PGlite' ? 'pglite' : 'postgres'}.json`);
  writeFileSync(file, `${JSON.stringify({ backend, cpus: cpus().length, ...results }, null, 2)}\n`);
  console.log(`\nResults written to ${file}.`);
} finally {
  await prepared.close();
  rmSync(dataDir, { recursive: true, force: true });
  await dropSchema();
}
