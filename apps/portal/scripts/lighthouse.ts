// Lighthouse on the built portal (`pnpm bench:portal`, after the bundle sizes; not part of `pnpm test`): the sign-in
// page as a first visit and the signed-in home, mobile form factor with Lighthouse's simulated throttling, in
// Chromium (CHROME_PATH, default /usr/bin/chromium). Starts its own server (API and portal, fresh demo database on
// a free port), signs the demo player in through the API and hands Lighthouse the session cookie. Prints the
// performance, accessibility and best-practices scores and LCP, TBT and CLS of each page.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
// PORTAL_DIST_DIR: another build to measure (`vite build --outDir …`), to compare two in one run.
const distDir = process.env.PORTAL_DIST_DIR ?? path.join(portalDir, 'dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const demoAccount = { email: 'demo@mynacon.test', password: 'Demo-Player-2026!' };

/** Starts `scripts/serve.ts` on a free port with a fresh demo database; resolves to its address. */
function startServer(dataDir: string): { server: ChildProcess; url: Promise<string> } {
  const server = spawn(process.execPath, [path.join(portalDir, 'scripts/serve.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEVELOPMENT_MODE: 'true',
      SEED: 'demo',
      PORTAL_DIST_DIR: distDir,
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
  cls: number;
}

async function audit(url: string, port: number, extraHeaders?: Record<string, string>): Promise<Omit<Row, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(audits)
    .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
    .map((entry) => entry.id);
  if (failing.length > 0) console.log(`  ${new URL(url).pathname}: failing audits: ${failing.join(', ')}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

if (!existsSync(path.join(distDir, 'portal-build.json'))) {
  console.error('No build: run npx -y pnpm@12 build:portal first.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-lighthouse-'));
const { server, url: serverUrl } = startServer(dataDir);
let chrome: Awaited<ReturnType<typeof launch>> | undefined;
try {
  const origin = await serverUrl;
  const cookie = await signIn(origin);
  chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows: Row[] = [
    { page: '/en-GB/login', ...(await audit(`${origin}/en-GB/login`, chrome.port)) },
    { page: '/en-GB/ (signed in)', ...(await audit(`${origin}/en-GB/`, chrome.port, { Cookie: cookie })) },
  ];
  console.log('\nLighthouse (mobile, simulated throttling):\n');
  console.log(
    `${'page'.padEnd(22)}${'performance'.padStart(12)}${'accessibility'.padStart(15)}${'best practices'.padStart(16)}${'LCP'.padStart(10)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(22)}${String(row.performance).padStart(12)}${String(row.accessibility).padStart(15)}${String(row.bestPractices).padStart(16)}${`${(row.lcp / 1000).toFixed(2)} s`.padStart(10)}${`${Math.round(row.tbt)} ms`.padStart(9)}${row.cls.toFixed(3).padStart(8)}`,
    );
  }
} finally {
  await chrome?.kill();
  await new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
  });
  rmSync(dataDir, { recursive: true, force: true });
}
