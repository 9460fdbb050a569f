// `npx -y pnpm@12 bench:soak [-- --duration=10m]` (`node apps/api/bench/soak.ts`): mixed traffic on two instances
// behind the balancer (bench/cluster.ts) for a while (decision 053): public reads, the demo player's notifications,
// votes by players made as it goes, searches, and the demo player's full sign-in every few seconds. Every 10 s it
// prints each instance's heap (after a collection) and event-loop delay; at the end the heap's growth from minute 2
// to the end (from half-way for a run shorter than 4 minutes), the requests by kind and every error. Exits 1 on any
// error. --duration takes seconds (`90`, `90s`) or minutes (`10m`); default 10 minutes. --workers: concurrent
// clients (default 6). DATABASE_URL and REDIS_URL are required.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { accessTokenKey, issueAccessToken } from '../src/auth/bearer.ts';
import { loadConfig } from '../src/config.ts';
import { startCluster } from './cluster.ts';
import { demoAccessToken } from './load.ts';
import { resultsDir } from './stats.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10m' }, workers: { type: 'string', default: '6' } },
});
const durationMatch = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(values.duration);
if (durationMatch === null) {
  console.error(`--duration=${values.duration}: expected seconds (90, 90s) or minutes (10m).`);
  process.exit(2);
}
const durationMs = Number(durationMatch[1]) * (durationMatch[2] === 'm' ? 60_000 : 1000);
const workers = Number(values.workers);
const sampleMs = 10_000;
const searches = ['crash', 'controller', 'loading a save', 'refund', 'frame rate drops'];

interface Sample {
  at: number;
  instance: number;
  heapUsed: number;
  rss: number;
  delay: { p50: number; p99: number; max: number };
}

const config = loadConfig({ DEVELOPMENT_MODE: 'true', HOST: '127.0.0.1', PORT: '0' });
if (!config.ok) throw new Error(config.problems.join('\n'));
const tokenKey = accessTokenKey(config.config.auth.secret);

console.log('Starting two API instances on PostgreSQL and Redis…');
// The limits per client address out of the way: every request comes from this one address.
const cluster = await startCluster(2, {
  SIGNIN_ADDRESS_LIMIT: '100000',
  SIGNIN_GLOBAL_LIMIT: '1000000',
  SEARCH_LIMIT_BURST: '100000',
  SEARCH_LIMIT_PER_MINUTE: '100000',
  WRITE_LIMIT_BURST: '100000',
  WRITE_LIMIT_PER_MINUTE: '100000',
});
const database = new pg.Client({ connectionString: cluster.databaseUrl });
await database.connect();
try {
  const balancer = await cluster.balancer(2);
  const base = balancer.url;
  const demoToken = await demoAccessToken(base);
  const profiles = (
    (await (await fetch(`${base}/api/cache/profiles`)).json()) as { profiles: { id: number; status: string }[] }[]
  )
    .flatMap((group) => group.profiles)
    .filter((profile) => profile.status === '1')
    .map((profile) => profile.id);
  if (profiles.length === 0) throw new Error('The demo has no published profile to vote on');

  let players = 0;
  /** A new player (a row, as a registration leaves it) and a bearer token for it. */
  const newVoter = async () => {
    players += 1;
    const name = `soak${process.pid}x${players}`;
    const { rows } = await database.query<{ id: number }>(
      'insert into users (email, email_key, username, username_key) values ($1, $1, $2, $2) returning id',
      [`${name}@mynacon.test`, name],
    );
    const id = rows[0]?.id as number;
    const { token } = await issueAccessToken(tokenKey, { userId: id, sessionId: `soak-${id}` }, 3600 * 24, Date.now());
    return { token, next: 0 };
  };
  let voter = await newVoter();
  /** The next voter on its way: one at a time, as the clients that find the voter spent all wait for the same one. */
  let replacing: Promise<void> | undefined;

  const counts: Record<string, number> = {};
  const errors: string[] = [];
  const call = async (kind: string, url: string, init: RequestInit = {}) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    try {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      if (response.status !== 200) errors.push(`${kind}: ${response.status} ${url}`);
    } catch (error) {
      errors.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const vote = async () => {
    while (voter.next >= profiles.length) {
      replacing ??= newVoter().then((next) => {
        voter = next;
        replacing = undefined;
      });
      await replacing;
    }
    const id = profiles[voter.next++] as number;
    await call('vote', `${base}/api/middleware/profile/upvote`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${voter.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
  };
  const started = performance.now();
  const running = () => performance.now() - started < durationMs;
  const client = async () => {
    let turn = 0;
    while (running()) {
      turn += 1;
      const pick = turn % 20;
      if (pick < 10) await call('public read', `${base}/api/cache/profiles`, { headers: { 'accept-encoding': 'br' } });
      else if (pick < 13)
        await call('authenticated read', `${base}/api/user/notifications`, {
          headers: { authorization: `Bearer ${demoToken}` },
        });
      else if (pick < 16) await vote();
      else
        await call(
          'search',
          `${base}/api/search?${new URLSearchParams({ q: searches[turn % searches.length] as string, locale: 'en-GB' })}`,
        );
    }
  };
  const signIns = async () => {
    while (running()) {
      counts['sign-in'] = (counts['sign-in'] ?? 0) + 1;
      try {
        await demoAccessToken(base);
      } catch (error) {
        errors.push(`sign-in: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  };

  const samples: Sample[] = [];
  const sample = async () => {
    const at = performance.now() - started;
    const line: string[] = [];
    for (const [instance, url] of cluster.instances.entries()) {
      const stats = (await (await fetch(`${url}/bench/stats`)).json()) as Omit<Sample, 'at' | 'instance'>;
      samples.push({ at, instance, ...stats });
      line.push(
        `#${instance + 1} heap ${(stats.heapUsed / 2 ** 20).toFixed(1)} MB, loop delay p50 ${stats.delay.p50.toFixed(1)} / p99 ${stats.delay.p99.toFixed(1)} / max ${stats.delay.max.toFixed(1)} ms`,
      );
    }
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(
      `${(at / 1000).toFixed(0).padStart(4)} s  ${line.join('  ')}  ${total} requests, ${errors.length} errors`,
    );
  };
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}; ${workers} clients ` +
      `and a sign-in every 3 s for ${durationMs / 1000} s through the balancer; ${profiles.length} profiles to vote on.`,
  );
  await sample();
  const sampler = setInterval(() => void sample(), sampleMs);
  await Promise.all([...Array.from({ length: workers }, client), signIns()]);
  clearInterval(sampler);
  await sample();

  const from = durationMs >= 4 * 60_000 ? 120_000 : durationMs / 2;
  const growth = cluster.instances.map((_, instance) => {
    const mine = samples.filter((item) => item.instance === instance);
    const first = mine.find((item) => item.at >= from) ?? mine[0];
    const last = mine.at(-1);
    const grown = (last?.heapUsed ?? 0) - (first?.heapUsed ?? 0);
    return {
      instance: instance + 1,
      fromSecond: Math.round((first?.at ?? 0) / 1000),
      heapThenMB: Number(((first?.heapUsed ?? 0) / 2 ** 20).toFixed(1)),
      heapAtEndMB: Number(((last?.heapUsed ?? 0) / 2 ** 20).toFixed(1)),
      growthMB: Number((grown / 2 ** 20).toFixed(1)),
      growthPercent: Number(((grown / (first?.heapUsed || 1)) * 100).toFixed(1)),
      worstLoopDelayP99: Math.max(...mine.map((item) => item.delay.p99)),
    };
  });
  console.table(growth);
  console.log(`Requests: ${JSON.stringify(counts)}; ${errors.length} errors.`);
  for (const error of errors.slice(0, 20)) console.log(`  ${error}`);
  console.log(`Load average ${loadavg()[0]?.toFixed(1)} at the end (other work on this machine).`);
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'api-soak.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: cpus().length, durationMs, workers, counts, errors, growth, samples }, null, 2)}\n`,
  );
  console.log(`Results written to ${file}.`);
  if (errors.length > 0) process.exitCode = 1;
} finally {
  await database.end();
  await cluster.close();
}
