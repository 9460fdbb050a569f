// `node apps/api/bench/votes.ts`: a vote (and a bug report) followed by the public read it changes, with the write's
// change applied to the data in memory (what the server does) and with the whole public snapshot reloaded instead
// (what it did before: the same server with the writes' changes withheld from `refresh`, so that it checks the data
// version and reloads). The API runs in this process (PGlite, demo data, a temporary data folder); the calls go
// through the app's fetch handler without a socket, sequentially, the two ways alternating in blocks so that a busy
// machine slows both alike. BENCH_VOTES (votes per way) and BENCH_REPORTS (reports per way) tune it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { accessTokenKey, issueAccessToken } from '../src/auth/bearer.ts';
import { loadConfig } from '../src/config.ts';
import type { ServerContext } from '../src/context.ts';
import { NotFound, PublicApi } from '../src/data/public-api.ts';
import { loadSnapshot } from '../src/data/snapshot.ts';
import type { Prepared } from '../src/http/prepared.ts';
import { zendeskIdOf } from '../src/seed/demo.ts';
import { prepareApp } from '../src/server.ts';
import { percentile, resultsDir } from './stats.ts';

const votesPerWay = Number(process.env.BENCH_VOTES ?? 60);
const reportsPerWay = Number(process.env.BENCH_REPORTS ?? 20);
const block = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-bench-votes-'));
const loaded = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEVELOPMENT_MODE: 'true', SEED: 'demo' });
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const prepared = await prepareApp(loaded.config);
try {
  const { db } = prepared.context;
  const applied = prepared.context.refresh;
  // The way it was: every write's update checks the version and reloads the whole snapshot.
  const reloading: ServerContext['refresh'] = () => applied();
  const setWay = (way: 'applied' | 'reloaded') =>
    Object.defineProperty(prepared.context, 'refresh', { value: way === 'applied' ? applied : reloading });
  let reloads = 0;
  const replace = prepared.api.replace.bind(prepared.api);
  prepared.api.replace = (snapshot) => {
    reloads++;
    replace(snapshot);
  };

  const published = await db.selectFrom('profiles').select('id').where('status', '=', 1).orderBy('id').execute();
  const voters = Math.ceil((2 * votesPerWay) / published.length) + 1;
  const key = accessTokenKey(loaded.config.auth.secret);
  const tokens: string[] = [];
  for (let index = 0; index < voters; index++) {
    const name = `BenchVoter${index}`;
    const row = await db
      .insertInto('users')
      .values({
        email: `${name.toLowerCase()}@bench.test`,
        email_key: `${name.toLowerCase()}@bench.test`,
        username: name,
        username_key: name.toLowerCase(),
        password_hash: null,
        date_of_birth: '1990-01-01',
        country_id: 'GB',
        email_confirmed_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tokens.push((await issueAccessToken(key, { userId: row.id, sessionId: 'bench' }, 3600, Date.now())).token);
  }
  // Each voter votes once on each published profile, in this order.
  const ballots = tokens.flatMap((token) => published.map((profile) => ({ token, id: profile.id })));

  const request = async (method: string, url: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await prepared.app.request(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text;
  };
  const board = `/api/cache/support/community/${zendeskIdOf(0)}?p=1&per_page=50`;

  interface Timing {
    write: number[];
    read: number[];
    both: number[];
  }
  const timings = () => ({ write: [], read: [], both: [] }) as Timing;
  const results = {
    vote: { applied: timings(), reloaded: timings() },
    report: { applied: timings(), reloaded: timings() },
  };
  const reloadsOf = { applied: 0, reloaded: 0 };

  const one = async (kind: 'vote' | 'report', way: 'applied' | 'reloaded', index: number) => {
    const started = performance.now();
    if (kind === 'vote') {
      const ballot = ballots.shift();
      if (ballot === undefined) throw new Error('No ballot left: raise the number of voters');
      await request('PUT', '/api/middleware/profile/upvote', ballot.token, { id: ballot.id });
    } else {
      await request('POST', `/api/user/community/${zendeskIdOf(0)}/posts`, tokens[index % tokens.length], {
        title: `Bench report ${way} ${index}`,
        body: 'Steps: start a race, pause, resume.',
        severity: 'low',
        platform_model: 'PlayStation::PS5',
      });
    }
    const written = performance.now();
    await request('GET', kind === 'vote' ? '/api/cache/profiles' : board);
    const read = performance.now();
    const timing = results[kind][way];
    timing.write.push(written - started);
    timing.read.push(read - written);
    timing.both.push(read - started);
  };

  // Warm-up: both ways once, not counted.
  for (const way of ['applied', 'reloaded'] as const) {
    setWay(way);
    await one('vote', way, 0);
    results.vote[way] = timings();
  }
  for (const [kind, count] of [
    ['vote', votesPerWay],
    ['report', reportsPerWay],
  ] as const) {
    for (let done = 0; done < count; done += block) {
      for (const way of ['applied', 'reloaded'] as const) {
        setWay(way);
        const before = reloads;
        for (let index = done; index < Math.min(count, done + block); index++) await one(kind, way, index);
        reloadsOf[way] += reloads - before;
      }
    }
  }
  setWay('applied');

  const rows = (['vote', 'report'] as const).flatMap((kind) =>
    (['applied', 'reloaded'] as const).map((way) => {
      const timing = results[kind][way];
      const round = (value: number) => Math.round(value * 10) / 10;
      return {
        write: kind === 'vote' ? 'upvote, then GET /api/cache/profiles' : 'bug report, then GET its board page',
        way: way === 'applied' ? 'change applied in memory' : 'snapshot reloaded (before)',
        calls: timing.both.length,
        'write p50 ms': round(percentile(timing.write, 50)),
        'write p90 ms': round(percentile(timing.write, 90)),
        'read p50 ms': round(percentile(timing.read, 50)),
        'write+read p50 ms': round(percentile(timing.both, 50)),
        'write+read p90 ms': round(percentile(timing.both, 90)),
      };
    }),
  );
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}; PGlite, ` +
      `${published.length} published profiles; ${votesPerWay} votes and ${reportsPerWay} reports each way, ` +
      `alternating in blocks of ${block}.`,
  );
  console.table(rows);
  console.log(`Snapshot reloads: ${reloadsOf.applied} applying the changes, ${reloadsOf.reloaded} the way before.`);
  const [applied50, reloaded50] = [rows[0]?.['write+read p50 ms'] ?? 0, rows[1]?.['write+read p50 ms'] ?? 0];
  console.log(`A vote and the read after it: ${applied50} ms vs ${reloaded50} ms (p50).`);

  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'api-votes.json');
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    cores: cpus().length,
    loadAverage: loadavg()[0],
    publishedProfiles: published.length,
    reloads: reloadsOf,
    rows,
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Results written to ${file}.`);
  // The data in memory must answer as a fresh load of the database does, without a reload on the way.
  const fresh = new PublicApi(await loadSnapshot(db, loaded.config));
  const same = (ours: Prepared | NotFound, theirs: Prepared | NotFound) =>
    !(ours instanceof NotFound) && !(theirs instanceof NotFound) && ours.body === theirs.body;
  const community = { p: 1, per_page: 50 };
  if (
    reloadsOf.applied !== 0 ||
    fresh.version !== prepared.api.version ||
    !same(prepared.api.profiles(), fresh.profiles()) ||
    !same(prepared.api.community(zendeskIdOf(0), community), fresh.community(zendeskIdOf(0), community))
  ) {
    console.error('The data in memory differs from a fresh load, or applying the changes reloaded it.');
    process.exitCode = 1;
  }
} finally {
  await prepared.close();
  rmSync(dataDir, { recursive: true, force: true });
}
