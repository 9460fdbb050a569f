// Starts one server per worker for the whole run: the API with the built portal mounted, on a free port, with a
// fresh PGlite folder: a copy of one folder seeded with the demo data for the run. Their addresses reach the tests through PORTAL_E2E_URL_{worker}.
// Before it, stand-ins for the external sign-in providers (external-providers.ts), which the API is pointed at, with
// every method's web login enabled; tests steer them through EXTERNAL_E2E_CONTROL_URL.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExternalProviders, startExternalProviders } from './external-providers';
import { isolatedEnv, seedTemplate, waitForUrl } from './platform/servers';
import { e2eWorkers } from './workers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// PORTAL_E2E_DIST: another build of the portal (`vite build --outDir …`), so that two runs can test two builds.
const distDir = process.env.PORTAL_E2E_DIST ?? path.join(repoRoot, 'apps/portal/dist');

/** A port free right now on 127.0.0.1: the server's public address (OAuth return, Steam's opener) must name it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * One server with its own stand-ins and a fresh database (a copy of the run's seeded template); `stop` ends both and
 * removes the data folder.
 */
async function startServer(template: string): Promise<{ url: string; controlUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  let providers: ExternalProviders | undefined;
  let port: number;
  try {
    [providers, port] = await Promise.all([startExternalProviders(), freePort()]);
  } catch (error) {
    await providers?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const serverEnv: NodeJS.ProcessEnv = {
    ...isolatedEnv(),
    ...providers.env,
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The outbox the tests read mails from, fault injection and the development secret, on this loopback server.
    DEVELOPMENT_MODE: 'true',
    SEED: 'demo',
    PORTAL_DIST_DIR: distDir,
    // The feature flags the tests expect; tests that need others change the answer in the browser.
    FEATURE_GAME_SUPPORT: 'true',
    FEATURE_REFERRAL_PROGRAM: 'false',
    // Retry and error-state tests plan failures through /api/dev/faults.
    FAULT_INJECTION: 'true',
    // Cheap password hashes for the seed and every sign-in: the tests sign in often, the cost is not under test.
    PASSWORD_SCRYPT_LOG_N: '10',
    // Every test comes from 127.0.0.1: the per-address limits (30 sign-ins per 5 minutes, 30 account mails per
    // hour) would refuse the suite's own traffic. The per-account lock stays as it is and has its test.
    SIGNIN_ADDRESS_LIMIT: '100000',
    MAIL_LIMIT_PER_CLIENT: '100000',
    // The global limits (all clients together) would refuse it just the same; they have their API tests.
    SIGNIN_GLOBAL_LIMIT: '0',
    MAIL_LIMIT_GLOBAL: '0',
    MONITORING_RATE_LIMIT: '0',
    // The write and search limits count per player and per address: the demo player and 127.0.0.1 are the whole
    // suite's. Their API tests and the 429 end-to-end test (a planned fault) cover them.
    WRITE_LIMIT_BURST: '100000',
    SEARCH_LIMIT_BURST: '100000',
  };
  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/portal/scripts/serve.ts')], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
    });
    await providers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await waitForUrl(server, 120_000);
    return { url, controlUrl: providers.controlUrl, stop };
  } catch (error) {
    server.kill('SIGKILL');
    await stop();
    throw error;
  }
}

/**
 * One server per worker (`E2E_WORKERS`, see playwright.config.ts), started side by side: worker N reads
 * `PORTAL_E2E_URL_N` and `EXTERNAL_E2E_CONTROL_URL_N` (fixtures.ts makes them its PORTAL_E2E_URL and
 * EXTERNAL_E2E_CONTROL_URL). A worker runs its tests one after another, so the server-wide state a test changes
 * (planned faults, the movable clock, the stand-ins' plans, the demo data) is never seen by a test running beside it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(distDir, 'portal-build.json'))) {
    throw new Error('The portal is not built: run npx -y pnpm@12 build:portal (pnpm e2e does it first).');
  }
  // One seeded database for the run (every sign-in method's web login on; the demo leaves Twitch off), which each
  // server copies: seeding is PGlite's initdb, the migrations and the demo data, seconds of processor time a server.
  const template = mkdtempSync(path.join(tmpdir(), 'mynacon-e2e-template-'));
  try {
    await seedTemplate(template);
  } catch (error) {
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  process.env.PORTAL_E2E_TEMPLATE = template;
  const count = e2eWorkers();
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(template)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(template, { recursive: true, force: true });
    throw failure.reason;
  }
  servers.forEach((server, index) => {
    process.env[`PORTAL_E2E_URL_${index}`] = server.url;
    process.env[`EXTERNAL_E2E_CONTROL_URL_${index}`] = server.controlUrl;
  });
  // The main process (and a single worker) reads the first.
  process.env.PORTAL_E2E_URL = servers[0]?.url;
  process.env.EXTERNAL_E2E_CONTROL_URL = servers[0]?.controlUrl;
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(template, { recursive: true, force: true });
  };
}
