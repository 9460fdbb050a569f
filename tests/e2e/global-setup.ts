// Starts one server per worker for the whole run: the API with the built portal mounted, on a free port, with a
// fresh PGlite folder seeded with the demo data. Their addresses reach the tests through PORTAL_E2E_URL_{worker}.
// Before it, stand-ins for the external sign-in providers (external-providers.ts), which the API is pointed at, with
// every method's web login enabled; tests steer them through EXTERNAL_E2E_CONTROL_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ExternalProviders, startExternalProviders } from './external-providers';
import { isolatedEnv } from './platform/servers';
import { e2eWorkers } from './workers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// PORTAL_E2E_DIST: another build of the portal (`vite build --outDir …`), so that two runs can test two builds.
const distDir = process.env.PORTAL_E2E_DIST ?? path.join(repoRoot, 'apps/portal/dist');

function waitForUrl(server: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^PORTAL_URL=(\S+)$/m.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it started:\n${output}`));
    });
  });
}

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

/** Seeds the data folder as the server would, with every sign-in method's web login on (the demo leaves Twitch off). */
function seedWithAllMethods(env: NodeJS.ProcessEnv): Promise<void> {
  const api = (file: string) => JSON.stringify(pathToFileURL(path.join(repoRoot, 'apps/api/src', file)).href);
  const script = `
    const { loadConfig } = await import(${api('config.ts')});
    const { openDatabase } = await import(${api('db/database.ts')});
    const { migrate } = await import(${api('db/migrate.ts')});
    const { seedDemoData } = await import(${api('seed/seed.ts')});
    const result = loadConfig(process.env);
    if (!result.ok) throw new Error(result.problems.join('\\n'));
    const { config } = result;
    const database = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
    try {
      await migrate(database.db);
      await seedDemoData(database.db, config.auth.scrypt);
      await database.db.updateTable('sign_in_methods').set({ web_login_enabled: true }).execute();
    } finally {
      await database.close();
    }`;
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

/** One server with its own stand-ins and fresh database; `stop` ends both and removes the data folder. */
async function startServer(): Promise<{ url: string; controlUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-e2e-'));
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
  try {
    await seedWithAllMethods(serverEnv);
  } catch (error) {
    await providers.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
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
  const count = e2eWorkers();
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    await Promise.all(servers.map((server) => server.stop()));
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
  };
}
