// `node apps/api/bench/signin.ts`: credentials sign-in at the real scrypt cost (N=2^17), sequential and with a few
// concurrent clients, and how long the server's event loop is held up meanwhile (scrypt runs on libuv's thread
// pool, so the loop should stay free). Starts the API in this process (PGlite, demo data, a temporary data folder)
// on loopback, so that `monitorEventLoopDelay` sees the server's loop; the clients are plain fetch calls.
// BENCH_SIGNINS (sequential sign-ins), BENCH_CLIENTS and BENCH_SIGNINS_PER_CLIENT tune it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { defaultScryptParams, hashPassword, verifyPassword } from '../src/auth/password.ts';
import { loadConfig } from '../src/config.ts';
import { demoUsers } from '../src/seed/users.ts';
import { startServer } from '../src/server.ts';
import { percentile, resultsDir } from './stats.ts';

const sequential = Number(process.env.BENCH_SIGNINS ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 4);
const perClient = Number(process.env.BENCH_SIGNINS_PER_CLIENT ?? 6);

interface Row {
  phase: string;
  signIns: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  loopDelayP50: number;
  loopDelayP99: number;
  loopDelayMax: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-bench-signin-'));
const loaded = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEVELOPMENT_MODE: 'true',
  SEED: 'demo',
  PASSWORD_SCRYPT_LOG_N: String(defaultScryptParams.logN),
  // The benchmark signs in far more often than any player: the throttle would measure itself.
  SIGNIN_ADDRESS_LIMIT: '0',
  SIGNIN_MAX_FAILURES: '0',
});
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));

console.log(`Starting the API (PGlite in ${dataDir}, demo data hashed at N=2^${defaultScryptParams.logN})…`);
const server = await startServer(loaded.config);
const demo = demoUsers[0];
const rows: Row[] = [];
let failed = false;

/** One sign-in: fetch the CSRF token (not timed), then time the credentials callback. */
async function signIn(email: string, password: string, expectedCode: string | null): Promise<number> {
  const csrf = await fetch(`${server.url}/api/auth/csrf`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const started = performance.now();
  const response = await fetch(`${server.url}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: '/', json: 'true' }),
  });
  const body = (await response.json()) as { url?: string };
  const elapsed = performance.now() - started;
  const code = body.url === undefined ? 'no url' : new URL(body.url).searchParams.get('code');
  if (response.status !== 200 || code !== expectedCode) {
    failed = true;
    console.error(`Unexpected answer: ${response.status} ${JSON.stringify(body)}`);
  }
  return elapsed;
}

async function phase(name: string, run: () => Promise<number[]>): Promise<void> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const times = await run();
  const wall = performance.now() - started;
  loop.disable();
  const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
  rows.push({
    phase: name,
    signIns: times.length,
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    max: Math.round(Math.max(...times)),
    perSecond: Math.round((times.length / (wall / 1000)) * 10) / 10,
    loopDelayP50: ms(loop.percentile(50)),
    loopDelayP99: ms(loop.percentile(99)),
    loopDelayMax: ms(loop.max),
  });
}

try {
  // Warm-up: the first calls compile the hot paths and make the dummy hash of unknown accounts.
  await signIn(demo.email, demo.password, null);
  await signIn('nobody@mynacon.test', demo.password, 'credentials');

  const phc = await hashPassword(demo.password);
  const scrypt: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await verifyPassword(demo.password, phc);
    scrypt.push(performance.now() - started);
  }
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}; ` +
      `one scrypt check at N=2^${defaultScryptParams.logN} alone: ${Math.round(percentile(scrypt, 50))} ms.\n`,
  );

  await phase('sequential, right password', async () => {
    const times: number[] = [];
    for (let i = 0; i < sequential; i++) times.push(await signIn(demo.email, demo.password, null));
    return times;
  });
  await phase(`${clients} concurrent clients, right password`, async () => {
    const all = await Promise.all(
      Array.from({ length: clients }, async () => {
        const times: number[] = [];
        for (let i = 0; i < perClient; i++) times.push(await signIn(demo.email, demo.password, null));
        return times;
      }),
    );
    return all.flat();
  });
  await phase('sequential, unknown account', async () => {
    const times: number[] = [];
    for (let i = 0; i < Math.max(1, Math.round(sequential / 2)); i++) {
      times.push(await signIn(`nobody-${i}@mynacon.test`, demo.password, 'credentials'));
    }
    return times;
  });

  console.table(
    rows.map((row) => ({
      phase: row.phase,
      'sign-ins': row.signIns,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'max ms': row.max,
      'sign-ins/s': row.perSecond,
      'loop delay p50 ms': row.loopDelayP50,
      'loop delay p99 ms': row.loopDelayP99,
      'loop delay max ms': row.loopDelayMax,
    })),
  );
  console.log(
    'Latency is the credentials callback alone (the CSRF fetch before it is not counted). The loop delay is the\n' +
      "server's event loop (in this process): scrypt runs on libuv's thread pool, so concurrent sign-ins queue\n" +
      'there (UV_THREADPOOL_SIZE, default 4) instead of blocking other requests.',
  );
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'signin.json');
  const summary = { date: new Date().toISOString(), node: process.version, scryptLogN: defaultScryptParams.logN, rows };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Results written to ${file}.`);
  if (failed) {
    console.error('Some sign-ins did not answer as expected: see above.');
    process.exitCode = 1;
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
