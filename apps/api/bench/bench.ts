// `pnpm bench:api`: the public read path under load, next to a bare node:http server as the ceiling.
// Starts the API (PGlite, demo data, a temporary data folder) and a hello-world node:http server as separate
// processes on loopback, then loads them with autocannon in alternating rounds (so that a busy machine slows every
// profile alike) and reports the median of the rounds. BENCH_DURATION (s per round), BENCH_ROUNDS and
// BENCH_CONNECTIONS tune it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const resultsDir = fileURLToPath(new URL('../../../bench-results/', import.meta.url));

const bareServer = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '11' });
  res.end('hello world');
});
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

const children: ChildProcess[] = [];

function start(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) resolve(match[1] as string);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`process exited with ${code}:\n${output}`)));
  });
}

interface Profile {
  name: string;
  url: string;
  headers: Record<string, string>;
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function measure(profiles: Profile[]): Promise<Row[]> {
  // A short warm-up lets V8 optimise the hot paths before measuring.
  for (const profile of profiles) await autocannon({ ...profile, connections, duration: 2 });
  const runs = profiles.map(() => [] as autocannon.Result[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, profile] of profiles.entries()) {
      runs[index]?.push(await autocannon({ ...profile, connections, duration }));
    }
  }
  return profiles.map((profile, index) => {
    const results = runs[index] ?? [];
    const statuses: Record<string, number> = {};
    for (const result of results) {
      for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
        statuses[status] = (statuses[status] ?? 0) + (stats as { count: number }).count;
      }
    }
    return {
      name: profile.name,
      requestsPerSecond: median(results.map((result) => result.requests.average)),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      statuses,
      errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    };
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-bench-'));
try {
  console.log(`Starting the API (PGlite in ${dataDir}) and a bare node:http server…`);
  const apiUrl = await start([main], { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
  const bareUrl = await start(['-e', bareServer], { PATH: process.env.PATH });
  const profilesUrl = `${apiUrl}/api/cache/profiles`;
  const first = await fetch(profilesUrl);
  const etag = first.headers.get('etag') ?? '';
  const size = (await first.arrayBuffer()).byteLength;
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}; ${connections} ` +
      `connections, ${rounds} rounds of ${duration} s per profile; /api/cache/profiles is ${size} bytes.\n`,
  );

  const rows = await measure([
    { name: 'bare node:http hello (ceiling)', url: bareUrl, headers: {} },
    { name: 'GET /api/cache/profiles (200, full body)', url: profilesUrl, headers: {} },
    { name: 'GET /api/cache/profiles + If-None-Match (304)', url: profilesUrl, headers: { 'if-none-match': etag } },
  ]);
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  const table = rows.map((row) => ({
    profile: row.name,
    'req/s': Math.round(row.requestsPerSecond),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'p99 vs ceiling': `${(row.p99 / (rows[0]?.p99 || 1)).toFixed(2)}×`,
    'vs ceiling': `${((row.requestsPerSecond / ceiling) * 100).toFixed(0)} %`,
    statuses: Object.entries(row.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
    errors: row.errors,
  }));
  console.table(table);
  const [, full, notModified] = rows;
  if (full && notModified) {
    console.log(
      `304 vs 200: ${(notModified.requestsPerSecond / full.requestsPerSecond).toFixed(2)}× the requests per second.`,
    );
  }
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'api.json');
  const summary = { date: new Date().toISOString(), node: process.version, connections, duration, rounds, rows };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Results written to ${file}.`);
  const failed = rows.some(
    (row) => row.errors > 0 || Object.keys(row.statuses).some((status) => !['200', '304'].includes(status)),
  );
  if (failed) {
    console.error('Some requests failed: see the statuses and errors above.');
    process.exitCode = 1;
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve(),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
