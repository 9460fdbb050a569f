// What the platform end-to-end tests start for themselves: a portal server of their own (the API with the built
// portal, as global-setup.ts starts the shared one) with the configuration a test needs, a copy of the build to
// deploy into, recording stand-ins for the upstream services, and a watch on CSP violations. Nothing reaches the
// internet: third-party hosts are answered by `page.route` or refused.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * The environment of a server under test: this process's, without the shared database and cache. `.ci/run` sets
 * DATABASE_URL and REDIS_URL for the API's own tests; a portal server started here gets a temporary PGlite database
 * of its own instead, so that no run sees what an earlier one wrote.
 */
export function isolatedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, DATABASE_SCHEMA: _schema, REDIS_URL: _redis, ...env } = process.env;
  return env;
}

/** The build under test: PORTAL_E2E_DIST (as global-setup.ts) or apps/portal/dist. */
export const builtDist = process.env.PORTAL_E2E_DIST ?? path.join(repoRoot, 'apps/portal/dist');

export interface PortalServer {
  /** `http://127.0.0.1:port`. */
  url: string;
  /** The build folder it serves. */
  distDir: string;
  close(): Promise<void>;
}

/** Waits for the server's `PORTAL_URL=` line; rejects with its output if it exits or takes longer than `timeoutMs`. */
export function waitForUrl(server: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), timeoutMs);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^PORTAL_URL=(\S+)$/m.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it started:\n${output}`));
    });
  });
}

/**
 * Seeds `dataDir` as a server's first start would (migrations and the demo data, with cheap password hashes), with
 * every sign-in method's web login on (the demo leaves Twitch off). global-setup.ts seeds one folder per run, and
 * each server of the run starts on a copy of it (`PORTAL_E2E_TEMPLATE`).
 */
export function seedTemplate(dataDir: string): Promise<void> {
  // Through the API package's seeding entry, resolved from the portal, whose development dependency it is.
  const entry = createRequire(path.join(repoRoot, 'apps/portal/package.json')).resolve('@mynacon/api/seed');
  const script = `
    const { seedDatabase } = await import(${JSON.stringify(pathToFileURL(entry).href)});
    await seedDatabase(process.env, (db) =>
      db.updateTable('sign_in_methods').set({ web_login_enabled: true }).execute(),
    );`;
  const env = {
    ...isolatedEnv(),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEVELOPMENT_MODE: 'true',
    SEED: 'demo',
    PASSWORD_SCRYPT_LOG_N: '10',
  };
  return new Promise((resolve, reject) => {
    const seeding = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    seeding.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    seeding.once('error', reject);
    seeding.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Seeding the end-to-end database failed (${code}):\n${errors}`)),
    );
  });
}

/**
 * Starts `apps/portal/scripts/serve.ts` on a free port with a fresh demo database (a copy of the run's seeded
 * template) and `env` on top of the shared server's settings. `copyBuild` serves a copy of the build, which the test
 * may change (a deploy).
 */
export async function startPortalServer(
  env: Record<string, string>,
  options: { copyBuild?: boolean } = {},
): Promise<PortalServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-e2e-platform-'));
  const distDir = options.copyBuild ? path.join(dataDir, 'dist') : builtDist;
  if (options.copyBuild) cpSync(builtDist, distDir, { recursive: true });
  const template = process.env.PORTAL_E2E_TEMPLATE;
  if (template !== undefined) cpSync(template, path.join(dataDir, 'data'), { recursive: true });
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/portal/scripts/serve.ts')], {
    cwd: repoRoot,
    env: {
      ...isolatedEnv(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      DEVELOPMENT_MODE: 'true',
      SEED: 'demo',
      PORTAL_DIST_DIR: distDir,
      FEATURE_GAME_SUPPORT: 'true',
      FEATURE_REFERRAL_PROGRAM: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  try {
    const url = await waitForUrl(child, 120_000);
    return {
      url,
      distDir,
      async close() {
        await stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** One request a stand-in received. */
export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type StandInHandler = (request: StandInRequest, response: ServerResponse) => void;

export interface StandIn {
  /** `http://127.0.0.1:port`. */
  url: string;
  port: number;
  readonly requests: StandInRequest[];
  /** Resolves with the first request (already received or to come) that `match` accepts. */
  waitFor(match: (request: StandInRequest) => boolean, timeoutMs?: number): Promise<StandInRequest>;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that records every request and answers with `handler`. */
export async function startStandIn(handler: StandInHandler): Promise<StandIn> {
  const requests: StandInRequest[] = [];
  const waiters = new Set<{
    match: (request: StandInRequest) => boolean;
    resolve: (request: StandInRequest) => void;
  }>();
  const server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      for (const waiter of [...waiters]) {
        if (waiter.match(request)) {
          waiters.delete(waiter);
          waiter.resolve(request);
        }
      }
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    waitFor(match, timeoutMs = 10_000) {
      const seen = requests.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`No matching request within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An error-report envelope as the tunnel passed it on: header, item header, payload. */
export interface Envelope {
  header: Record<string, unknown>;
  item: Record<string, unknown>;
  payload: Record<string, unknown>;
}

export function parseEnvelope(body: string): Envelope {
  const [header = '{}', item = '{}', payload = '{}'] = body.split('\n');
  return { header: JSON.parse(header), item: JSON.parse(item), payload: JSON.parse(payload) };
}

/** The value of the first exception of an error event, if it is one. */
export function exceptionValue(envelope: Envelope): string | undefined {
  const values = (envelope.payload.exception as { values?: Array<{ value?: string }> } | undefined)?.values;
  return values?.at(-1)?.value;
}

/** Records CSP violations of every page of a context (events and console reports). */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Answers the tag manager's host with a stand-in script and refuses every other request that would leave this
 * machine; returns the addresses of the tag manager loads and of the refused requests.
 */
export async function isolate(context: BrowserContext): Promise<{ tagManager: string[]; refused: string[] }> {
  const seen = { tagManager: [] as string[], refused: [] as string[] };
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === 'https://www.googletagmanager.com' && url.pathname === '/gtm.js') {
        seen.tagManager.push(url.href);
        await route.fulfill({
          contentType: 'text/javascript',
          body: 'window.__tagManagerLoads = (window.__tagManagerLoads || 0) + 1;',
        });
        return;
      }
      seen.refused.push(url.href);
      await route.abort('blockedbyclient');
    },
  );
  return seen;
}

/** Counts the page's own document loads (the first one, reloads, full navigations). */
export function countDocumentLoads(page: Page): { readonly count: number; readonly urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      urls.push(new URL(request.url()).pathname);
  });
  return {
    get count() {
      return urls.length;
    },
    urls,
  };
}
