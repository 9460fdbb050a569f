// `npx -y pnpm@12 bench:instances` (`node apps/api/bench/instances.ts`): how the API scales from one instance to two
// behind a proxy (decision 053). Two bench API processes (bench/cluster.ts) on one PostgreSQL database and one Redis,
// and the balancer of the multi-instance test in this process; a cached public read (the profiles, in brotli as a
// browser asks) and an authenticated read (the demo player's notifications) through the balancer with one instance
// behind it and with two, in alternating rounds. Prints requests per second, p50 and p99, each instance's CPU time
// per request, and the scaling ratio. Everything shares this machine's cores: on 2 cores the load generator, the
// balancer and the instances compete, so the ratio says what this machine can show, not what two machines would.
// BENCH_DURATION (s per round), BENCH_ROUNDS and BENCH_CONNECTIONS tune it; DATABASE_URL and REDIS_URL are required.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { startCluster } from './cluster.ts';
import { cpuMicros, demoAccessToken, measure, type Profile } from './load.ts';
import { resultsDir } from './stats.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const browserEncodings = 'gzip, deflate, br, zstd';

console.log('Starting two API instances on PostgreSQL and Redis…');
const cluster = await startCluster(2);
try {
  const [one, two] = [await cluster.balancer(1), await cluster.balancer(2)];
  const authorization = `Bearer ${await demoAccessToken(one.url)}`;
  const reads: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: 'cached public read', path: '/api/cache/profiles', headers: { 'accept-encoding': browserEncodings } },
    { name: 'authenticated read', path: '/api/user/notifications', headers: { authorization } },
  ];
  const profiles: Profile[] = reads.flatMap((read) => [
    { name: `${read.name}, 1 instance`, url: `${one.url}${read.path}`, headers: read.headers },
    { name: `${read.name}, 2 instances`, url: `${two.url}${read.path}`, headers: read.headers },
  ]);
  const loadBefore = loadavg()[0]?.toFixed(1);
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load average ${loadBefore}; ${connections} connections, ` +
      `${rounds} rounds of ${duration} s per profile, through the balancer.\n`,
  );
  const cpuBefore = cluster.pids.map(cpuMicros);
  const rows = await measure(profiles, { connections, duration, rounds });
  const cpuAfter = cluster.pids.map(cpuMicros);
  console.table(
    rows.map((row) => ({
      profile: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      statuses: Object.entries(row.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      errors: row.errors,
    })),
  );
  const ratios = reads.map((read) => {
    const single = rows.find((row) => row.name === `${read.name}, 1 instance`);
    const double = rows.find((row) => row.name === `${read.name}, 2 instances`);
    const ratio = (double?.requestsPerSecond ?? 0) / (single?.requestsPerSecond || 1);
    console.log(`${read.name}: two instances give ${ratio.toFixed(2)}× the requests per second of one.`);
    return { read: read.name, ratio };
  });
  console.log(
    `Instances' CPU time during the rounds: ${cpuAfter.map((after, index) => `${((after - (cpuBefore[index] ?? 0)) / 1e6).toFixed(1)} s`).join(', ')}. ` +
      `On ${cpus().length} cores the load generator and the balancer (one Node process each) take their share: a ` +
      'ratio near 1 here means the machine, not the API, is the limit.',
  );
  console.log(`Load average ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after (other work on this machine).`);
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'api-instances.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: cpus().length, loadAverage: loadavg()[0], connections, duration, rounds, rows, ratios }, null, 2)}\n`,
  );
  console.log(`Results written to ${file}.`);
  if (rows.some((row) => row.errors > 0 || Object.keys(row.statuses).some((status) => status !== '200'))) {
    console.error('Some requests failed: see the statuses and errors above.');
    process.exitCode = 1;
  }
} finally {
  await cluster.close();
}
