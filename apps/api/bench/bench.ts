// `pnpm bench:api`: the public read path (plain, brotli and gzip) and the cached notifications read under load,
// next to a bare node:http server as the ceiling. Starts the API (bench/server.ts: the production app plus an
// uncached notifications handler kept out of it; PGlite, demo data, a temporary data folder) and a hello-world
// node:http server as separate processes on loopback, signs the demo player in through Auth.js as the portal does,
// then loads them with autocannon in alternating rounds (so that a busy machine slows every profile alike) and
// reports the median of the rounds. BENCH_DURATION (s per round), BENCH_ROUNDS and BENCH_CONNECTIONS tune it.
// BENCH_BASELINE names the root of another checkout of this repository (an older commit, its packages installed):
// its bench/server.ts is started too and its public read measured in the same rounds, beside this build's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { children, demoAccessToken, measure, type Profile, type Row, rawGet, start } from './load.ts';
import { resultsDir } from './stats.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const benchServer = fileURLToPath(new URL('./server.ts', import.meta.url));
const baselineRoot = process.env.BENCH_BASELINE;
/** What a browser sends: the public reads answer it in brotli. */
const browserEncodings = 'gzip, deflate, br, zstd';

const bareServer = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '11' });
  res.end('hello world');
});
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-bench-'));
try {
  console.log(`Starting the API (PGlite in ${dataDir}) and a bare node:http server…`);
  const apiUrl = await start([benchServer], {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEVELOPMENT_MODE: 'true',
    SEED: 'demo',
  });
  const bareUrl = await start(['-e', bareServer], { PATH: process.env.PATH });
  let baseline: { name: string; url: string } | undefined;
  if (baselineRoot !== undefined) {
    const server = path.join(baselineRoot, 'apps/api/bench/server.ts');
    if (!existsSync(server)) throw new Error(`BENCH_BASELINE has no apps/api/bench/server.ts: ${server}`);
    const name = execFileSync('git', ['-C', baselineRoot, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const baselineData = path.join(dataDir, 'baseline');
    mkdirSync(baselineData);
    console.log(`Starting ${name} (${baselineRoot}) beside it…`);
    const url = await start([server], {
      PATH: process.env.PATH,
      DATA_DIR: baselineData,
      PORT: '0',
      HOST: '127.0.0.1',
      DEVELOPMENT_MODE: 'true',
      SEED: 'demo',
    });
    baseline = { name, url };
  }
  const profilesUrl = `${apiUrl}/api/cache/profiles`;
  const plain = await rawGet(profilesUrl);
  const brotli = await rawGet(profilesUrl, { 'accept-encoding': browserEncodings });
  const gzipped = await rawGet(profilesUrl, { 'accept-encoding': 'gzip' });
  const { etag, bytes: size } = plain;
  if (brotli.encoding !== 'br' || gzipped.encoding !== 'gzip') {
    throw new Error(`The profiles were not compressed: ${brotli.encoding}, ${gzipped.encoding}`);
  }
  // The two API reads of the sign-in page on a first visit, as sent.
  const signInReads = [];
  for (const read of ['/api/cache/support/products/en-GB', '/api/cache/profiles']) {
    const [identity, br, gzip] = await Promise.all([
      rawGet(`${apiUrl}${read}`),
      rawGet(`${apiUrl}${read}`, { 'accept-encoding': browserEncodings }),
      rawGet(`${apiUrl}${read}`, { 'accept-encoding': 'gzip' }),
    ]);
    signInReads.push({ read, identity: identity.bytes, brotli: br.bytes, gzip: gzip.bytes });
  }

  const authorization = `Bearer ${await demoAccessToken(apiUrl)}`;
  const inboxUrl = `${apiUrl}/api/user/notifications`;
  const naiveUrl = `${apiUrl}/bench/naive-notifications`;
  const uncheckedUrl = `${apiUrl}/bench/unchecked-notifications`;
  const cached = await fetch(inboxUrl, { headers: { authorization } });
  // The tag of the plain answer, which autocannon asks for (fetch asks for an encoding, whose tag differs).
  const inboxEtag = (await rawGet(inboxUrl, { authorization })).etag;
  const cachedBody = await cached.text();
  const naive = await fetch(naiveUrl, { headers: { authorization } });
  const naiveBody = await naive.text();
  if (cached.status !== 200 || naive.status !== 200 || cachedBody !== naiveBody) {
    throw new Error(
      `The cached and the naive notifications differ: ${cached.status} ${cachedBody}\n${naive.status} ${naiveBody}`,
    );
  }
  const loadBefore = loadavg()[0]?.toFixed(1);
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load average ${loadBefore}; ${connections} connections, ` +
      `${rounds} rounds of ${duration} s per profile; /api/cache/profiles is ${size} bytes (${brotli.bytes} in ` +
      `brotli, ${gzipped.bytes} in gzip), the demo player's notifications ${Buffer.byteLength(cachedBody)} bytes.\n`,
  );
  console.log("The sign-in page's API reads, bytes as sent:");
  console.table(signInReads);

  // Each baseline profile runs just before this build's of the same kind, so that both see the same load.
  const baselineFull: Profile[] = [];
  const baselineNotModified: Profile[] = [];
  if (baseline !== undefined) {
    const baselineUrl = `${baseline.url}/api/cache/profiles`;
    const baselineEtag = (await rawGet(baselineUrl)).etag;
    baselineFull.push({
      name: `${baseline.name}: GET /api/cache/profiles (200, full body)`,
      url: baselineUrl,
      headers: {},
    });
    baselineNotModified.push({
      name: `${baseline.name}: GET /api/cache/profiles + If-None-Match (304)`,
      url: baselineUrl,
      headers: { 'if-none-match': baselineEtag },
    });
  }
  const names = {
    full: 'GET /api/cache/profiles (200, full body)',
    notModified: 'GET /api/cache/profiles + If-None-Match (304)',
    brFull: 'GET /api/cache/profiles, brotli (200, full body)',
    brNotModified: 'GET /api/cache/profiles, brotli + If-None-Match (304)',
    gzFull: 'GET /api/cache/profiles, gzip (200, full body)',
    gzNotModified: 'GET /api/cache/profiles, gzip + If-None-Match (304)',
  };
  const rows = await measure(
    [
      { name: 'bare node:http hello (ceiling)', url: bareUrl, headers: {} },
      ...baselineFull,
      { name: names.full, url: profilesUrl, headers: {} },
      { name: names.brFull, url: profilesUrl, headers: { 'accept-encoding': browserEncodings } },
      { name: names.gzFull, url: profilesUrl, headers: { 'accept-encoding': 'gzip' } },
      ...baselineNotModified,
      { name: names.notModified, url: profilesUrl, headers: { 'if-none-match': etag } },
      {
        name: names.brNotModified,
        url: profilesUrl,
        headers: { 'accept-encoding': browserEncodings, 'if-none-match': brotli.etag },
      },
      {
        name: names.gzNotModified,
        url: profilesUrl,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': gzipped.etag },
      },
      { name: 'GET /api/user/notifications (cached, 200)', url: inboxUrl, headers: { authorization } },
      {
        name: 'GET /api/user/notifications + If-None-Match (304)',
        url: inboxUrl,
        headers: { authorization, 'if-none-match': inboxEtag },
      },
      { name: 'naive notifications (query per call, 200)', url: naiveUrl, headers: { authorization } },
      { name: 'notifications, token checked by jose only (before 034)', url: uncheckedUrl, headers: { authorization } },
    ],
    { connections, duration, rounds },
  );
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  const table = rows.map((row) => ({
    profile: row.name,
    'req/s': Math.round(row.requestsPerSecond),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'p99 vs ceiling': `${(row.p99 / (rows[0]?.p99 || 1)).toFixed(2)}×`,
    'vs ceiling': `${((row.requestsPerSecond / ceiling) * 100).toFixed(0)} %`,
    'CPU µs/req': Number.isNaN(row.cpuPerRequest) ? '–' : Math.round(row.cpuPerRequest),
    statuses: Object.entries(row.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
    errors: row.errors,
  }));
  console.table(table);
  const byName = (name: string) => rows.find((row) => row.name === name);
  const [full, notModified, brFull, brNotModified, gzFull, gzNotModified] = [
    names.full,
    names.notModified,
    names.brFull,
    names.brNotModified,
    names.gzFull,
    names.gzNotModified,
  ].map(byName);
  const inbox = byName('GET /api/user/notifications (cached, 200)');
  const naiveRow = byName('naive notifications (query per call, 200)');
  const unchecked = byName('notifications, token checked by jose only (before 034)');
  const rate = (row: Row | undefined) => Math.round(row?.requestsPerSecond ?? 0);
  const ratio = (row: Row | undefined, of: Row | undefined) =>
    `${(((row?.requestsPerSecond ?? 0) / (of?.requestsPerSecond || 1)) * 100).toFixed(0)} %`;
  if (baseline !== undefined) {
    const baseFull = byName(`${baseline.name}: GET /api/cache/profiles (200, full body)`);
    const baseNotModified = byName(`${baseline.name}: GET /api/cache/profiles + If-None-Match (304)`);
    const cpu = (row: Row | undefined) => Math.round(row?.cpuPerRequest ?? Number.NaN);
    console.log(
      `Public read, this build vs ${baseline.name} (plain), req/s (server CPU µs per request):\n` +
        `  200 plain ${rate(full)} (${cpu(full)}), brotli ${rate(brFull)} (${cpu(brFull)}), gzip ${rate(gzFull)} ` +
        `(${cpu(gzFull)}) vs ${rate(baseFull)} (${cpu(baseFull)}): ${ratio(full, baseFull)}, ` +
        `${ratio(brFull, baseFull)}, ${ratio(gzFull, baseFull)} of its rate\n` +
        `  304 plain ${rate(notModified)} (${cpu(notModified)}), brotli ${rate(brNotModified)} ` +
        `(${cpu(brNotModified)}), gzip ${rate(gzNotModified)} (${cpu(gzNotModified)}) vs ${rate(baseNotModified)} ` +
        `(${cpu(baseNotModified)}): ${ratio(notModified, baseNotModified)}, ${ratio(brNotModified, baseNotModified)}, ` +
        `${ratio(gzNotModified, baseNotModified)} of its rate`,
    );
  }
  if (inbox && unchecked) {
    console.log(
      `Authenticated read, revocations checked vs jose only: ${Math.round(inbox.requestsPerSecond)} vs ` +
        `${Math.round(unchecked.requestsPerSecond)} req/s (${((inbox.requestsPerSecond / unchecked.requestsPerSecond - 1) * 100).toFixed(1)} %), ` +
        `p99 ${inbox.p99} vs ${unchecked.p99} ms.`,
    );
  }
  if (full && notModified) {
    console.log(
      `304 vs 200: ${(notModified.requestsPerSecond / full.requestsPerSecond).toFixed(2)}× the requests per second.`,
    );
  }
  if (inbox && naiveRow) {
    console.log(
      `Notifications, cached vs naive: ${(inbox.requestsPerSecond / naiveRow.requestsPerSecond).toFixed(2)}× the ` +
        `requests per second (${Math.round(inbox.requestsPerSecond)} vs ${Math.round(naiveRow.requestsPerSecond)}), ` +
        `p50 ${inbox.p50} vs ${naiveRow.p50} ms, p99 ${inbox.p99} vs ${naiveRow.p99} ms. One player, so nearly ` +
        'every cached read is a hit (one load per INBOX_CACHE_TTL_MS).',
    );
  }
  console.log(`Load average ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after (other work on this machine).`);
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'api.json');
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    cores: cpus().length,
    loadAverage: loadavg()[0],
    connections,
    duration,
    rounds,
    baseline: baseline?.name ?? null,
    signInReads,
    rows,
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Results written to ${file}.`);
  // A profile named for its 304s must get them, or it measures full answers under the wrong name.
  const failed = rows.some(
    (row) =>
      row.errors > 0 ||
      Object.keys(row.statuses).some((status) => !(row.name.includes('(304)') ? ['304'] : ['200']).includes(status)),
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
