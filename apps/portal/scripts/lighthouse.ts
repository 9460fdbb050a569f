// Lighthouse on the built portal (`pnpm bench:portal`, after the bundle sizes; not part of `pnpm test`): the sign-in
// page as a first visit and the signed-in home, mobile form factor with Lighthouse's simulated throttling (with
// `--devtools`, applied throttling and observed metrics), in
// Chromium (CHROME_PATH, default /usr/bin/chromium). Starts its own server (API and portal, fresh demo database on
// a free port, at the lowest priority), signs the demo player in through the API and puts the session cookie in the
// browser. Prints the performance, accessibility and best-practices scores and LCP, TBT (and TBT by the main thread's
// processor time, decision 069) and CLS of each page.
//
// `--compare [ref]` (decision 051): measures this build beside the build of another commit (default `main`, the last
// landed one), made in a temporary git worktree (install, design system, portal), each served by this checkout's
// server; a visit of each page of each build not counted (the servers' and the browser's warm-up), then three runs
// of each page (`--runs <n>`), the two builds alternating, then every run and the medians. BASELINE_DIST names
// that commit's portal build when it is built already (`--compare 9b85c4d` with BASELINE_DIST=…/apps/portal/dist).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { demoAccount } from './demo-visit.ts';
import { isTask, rendererMain, type TraceEvent } from './trace-events.ts';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
// PORTAL_DIST_DIR: another build to measure (`vite build --outDir …`), to compare two in one run.
const distDir = process.env.PORTAL_DIST_DIR ?? path.join(portalDir, 'dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// LIGHTHOUSE_REPORTS: a folder to keep every run's full report in (its long tasks, boot-up time and trace figures),
// each beside the trace it was computed from (`….trace.json`).
const reportDir = process.env.LIGHTHOUSE_REPORTS;

/** Starts `scripts/serve.ts` on a free port with a fresh demo database; resolves to its address. */
function startServer(dataDir: string, dist = distDir): { server: ChildProcess; url: Promise<string> } {
  // At the lowest priority where `nice` exists: a player's phone does not share its processor with our server, and on
  // a two-core machine the browser's main thread waited for a core while the server answered the page's reads (tasks
  // of 17 ms of wall time with no processor time, which Lighthouse counts four times over as blocking).
  const command = process.platform === 'win32' ? [process.execPath] : ['nice', '-n', '19', process.execPath];
  const [program = process.execPath, ...prefix] = command;
  const server = spawn(program, [...prefix, path.join(portalDir, 'scripts/serve.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEVELOPMENT_MODE: 'true',
      SEED: 'demo',
      PORTAL_DIST_DIR: dist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), 120_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^PORTAL_URL=(\S+)$/m.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it started:\n${output}`));
    });
  });
  return { server, url };
}

/** The `name=value` pairs a response sets. */
function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
}

/** Signs the demo player in as the sign-in form does; resolves to the `Cookie` header of the session. */
async function signIn(origin: string): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-auth-return-redirect': '1',
      cookie: cookiesOf(csrf).join('; '),
    },
    body: new URLSearchParams({ ...demoAccount, csrfToken, callbackUrl: '/', json: 'true' }),
  });
  const { url } = (await answer.json()) as { url: string };
  const session = cookiesOf(answer).filter((cookie) => cookie.startsWith('authjs.session-token'));
  if (!answer.ok || url.includes('error=') || session.length === 0) {
    throw new Error(`The demo player could not sign in (${answer.status}, ${url})`);
  }
  return session.join('; ');
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  /** The same sum over the main thread's processor time: see `processorBlocking`. */
  cpuTbt: number;
  cls: number;
}

/**
 * Lighthouse's total blocking time counted over processor time: each main-thread task that starts after the observed
 * first contentful paint adds its processor time × 4 (the simulated phone) over 50 ms. Lighthouse counts wall time,
 * which on a two-core machine running the server and Lighthouse beside the browser stretches a task while the main
 * thread waits for a core (tasks of 17 ms with no processor time were seen): this column says what the page's own
 * work would block on a phone of its own.
 */
function processorBlocking(traceEvents: readonly TraceEvent[], firstPaint: number): number {
  const main = rendererMain(traceEvents);
  if (!main) return Number.NaN;
  return traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && isTask(event) && event.ts >= firstPaint)
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? 0) * 4) / 1000 - 50), 0);
}

/**
 * Puts the session's cookies in the browser's own jar (or, without them, only empties it) and empties its cache, for a
 * signed-in page: Lighthouse's
 * `extraHeaders` reach the document's request but not the app's fetches, which send the jar's cookies (the app asks
 * `/api/auth/session`). Lighthouse then runs without its storage reset, which would clear them; the cache is emptied
 * here instead, so the visit is still a first one.
 */
async function browserCookies(port: number, origin: string, cookie?: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no context');
    // Cookies are not kept apart by port: every build's server here is 127.0.0.1.
    await context.clearCookies();
    if (cookie === undefined) return;
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      }),
    );
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  } finally {
    // Connected over CDP, this only disconnects: the browser stays for Lighthouse.
    await browser.close();
  }
}

async function audit(url: string, port: number, signedIn = false, keep = true): Promise<Omit<Row, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(signedIn ? { disableStorageReset: true } : {}),
    // `--devtools`: the page really slowed (network and processor, as the simulation assumes) and its metrics
    // observed, not estimated from an unthrottled load (decision 058: the estimate counts every early request).
    ...(devtoolsThrottling ? { throttlingMethod: 'devtools' as const } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  // A page measured is the page asked for: a signed-in page that sent the player to sign in measured the sign-in.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse ended on ${finalDisplayedUrl}, not ${url}`);
  }
  if (reportDir && keep) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
    // And the trace it was computed from: which task a long task was, and its wall and processor time.
    writeFileSync(path.join(reportDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(audits)
    .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
    .map((entry) => entry.id);
  if (failing.length > 0 && keep) console.log(`  ${new URL(url).pathname}: failing audits: ${failing.join(', ')}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cpuTbt: processorBlocking(
      (result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents,
      (audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaintTs?: number }> } | undefined)
        ?.items?.[0]?.observedFirstContentfulPaintTs ?? Number.NaN,
    ),
    cls: value('cumulative-layout-shift'),
  };
}

if (!existsSync(path.join(distDir, 'portal-build.json'))) {
  console.error('No build: run npx -y pnpm@12 build:portal first.');
  process.exit(1);
}

const devtoolsThrottling = process.argv.includes('--devtools');
const compareIndex = process.argv.indexOf('--compare');
const compareRef =
  compareIndex === -1
    ? undefined
    : process.argv[compareIndex + 1] && !process.argv[compareIndex + 1]?.startsWith('-')
      ? (process.argv[compareIndex + 1] as string)
      : 'main';
const runsIndex = process.argv.indexOf('--runs');
// `--runs <n>`: runs of each page and build (default 3 with `--compare`, else 1).
const runs = runsIndex === -1 ? (compareRef === undefined ? 1 : 3) : Number(process.argv[runsIndex + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, at least 1.');
  process.exit(2);
}
const repoRoot = path.resolve(portalDir, '../..');

/** Builds `ref` in a temporary worktree; resolves to its portal's build folder and the worktree to remove. */
function buildBaseline(ref: string): { dist: string; worktree: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const worktree = mkdtempSync(path.join(tmpdir(), 'mynacon-baseline-'));
  const run = (command: string, args: string[], cwd = worktree) =>
    execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`Building ${ref} (${commit}) in ${worktree}…`);
  run('git', ['worktree', 'add', '--detach', worktree, commit], repoRoot);
  run('npx', ['-y', 'pnpm@12', 'install', '--frozen-lockfile', '--prefer-offline']);
  run('npx', ['-y', 'pnpm@12', 'build:ui']);
  run('npx', ['-y', 'pnpm@12', 'build:portal']);
  return { dist: path.join(worktree, 'apps/portal/dist'), worktree, commit };
}

interface Build {
  name: string;
  dist: string;
}
interface Served extends Build {
  origin: string;
  cookie: string;
  stop: () => Promise<void>;
}

async function serve(build: Build): Promise<Served> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-lighthouse-'));
  const { server, url } = startServer(dataDir, build.dist);
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await url;
    return { ...build, origin, cookie: await signIn(origin), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Sign-in as a first visit, then the signed-in home, of one build; `keep` false for a visit not counted. */
async function auditPages(build: Served, port: number, keep = true): Promise<Row[]> {
  await browserCookies(port, build.origin);
  const login = await audit(`${build.origin}/en-GB/login`, port, false, keep);
  await browserCookies(port, build.origin, build.cookie);
  const home = await audit(`${build.origin}/en-GB/`, port, true, keep);
  return [
    { page: '/en-GB/login', ...login },
    { page: '/en-GB/ (signed in)', ...home },
  ];
}

const pad = (text: string, width: number, start = false) => (start ? text.padEnd(width) : text.padStart(width));

function printRows(rows: (Row & { build: string; run: number })[]): void {
  console.log(
    `${pad('build', 16, true)}${pad('page', 22, true)}${pad('run', 5)}${pad('performance', 13)}${pad('LCP', 10)}${pad('TBT', 10)}${pad('TBT (cpu)', 11)}${pad('CLS', 8)}${pad('accessibility', 15)}`,
  );
  for (const row of rows) {
    console.log(
      `${pad(row.build, 16, true)}${pad(row.page, 22, true)}${pad(String(row.run), 5)}${pad(String(row.performance), 13)}${pad(`${(row.lcp / 1000).toFixed(2)} s`, 10)}${pad(`${Math.round(row.tbt)} ms`, 10)}${pad(`${Math.round(row.cpuTbt)} ms`, 11)}${pad(row.cls.toFixed(3), 8)}${pad(String(row.accessibility), 15)}`,
    );
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const builds: Build[] = [{ name: 'this build', dist: distDir }];
let baseline: ReturnType<typeof buildBaseline> | undefined;
const served: Served[] = [];
let chrome: Awaited<ReturnType<typeof launch>> | undefined;
try {
  if (compareRef !== undefined && process.env.BASELINE_DIST) {
    // The other commit built already (its `apps/portal/dist`): measured as it is, nothing built or removed.
    builds.push({ name: compareRef, dist: path.resolve(process.env.BASELINE_DIST) });
  } else if (compareRef !== undefined) {
    baseline = buildBaseline(compareRef);
    builds.push({ name: `${compareRef} ${baseline.commit}`, dist: baseline.dist });
  }
  for (const build of builds) served.push(await serve(build));
  chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  // A visit of each page of each build first, not counted: the first load after a server starts found it compiling
  // its code and opening its database beside the browser, on two cores, and Chromium paying its own first-run costs;
  // its total blocking time was often several times the next runs' (831 ms against 7 and 101 ms).
  for (const build of served) await auditPages(build, chrome.port, false);
  const rows: (Row & { build: string; run: number })[] = [];
  for (let run = 1; run <= runs; run += 1) {
    // Alternating: each run measures every build once, so that a busier moment of the machine hits both.
    const order = run % 2 === 1 ? served : [...served].reverse();
    for (const build of order) {
      for (const row of await auditPages(build, chrome.port)) rows.push({ ...row, build: build.name, run });
    }
  }
  rows.sort((a, b) => a.build.localeCompare(b.build) || a.page.localeCompare(b.page) || a.run - b.run);
  console.log('\nLighthouse (mobile, simulated throttling):\n');
  printRows(rows);
  if (runs > 1) {
    console.log('\nMedians:\n');
    const groups = new Map<string, (Row & { build: string; run: number })[]>();
    for (const row of rows)
      groups.set(`${row.build}\u0000${row.page}`, [...(groups.get(`${row.build}\u0000${row.page}`) ?? []), row]);
    printRows(
      [...groups.values()].map((group) => ({
        build: group[0]?.build ?? '',
        page: group[0]?.page ?? '',
        run: group.length,
        performance: median(group.map((row) => row.performance)),
        accessibility: median(group.map((row) => row.accessibility)),
        bestPractices: median(group.map((row) => row.bestPractices)),
        lcp: median(group.map((row) => row.lcp)),
        tbt: median(group.map((row) => row.tbt)),
        cpuTbt: median(group.map((row) => row.cpuTbt)),
        cls: median(group.map((row) => row.cls)),
      })),
    );
  }
} finally {
  await chrome?.kill();
  for (const build of served) await build.stop();
  if (baseline) {
    execFileSync('git', ['worktree', 'remove', '--force', baseline.worktree], { cwd: repoRoot, stdio: 'ignore' });
  }
}
