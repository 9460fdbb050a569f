// Starts one server for the whole run: the API with the built portal mounted, on a free port, with a fresh
// PGlite folder seeded with the demo data. Its address reaches the tests through PORTAL_E2E_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(distDir, 'portal-build.json'))) {
    throw new Error('The portal is not built: run npx -y pnpm@12 build:portal (pnpm e2e does it first).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-e2e-'));
  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/portal/scripts/serve.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      PORTAL_DIST_DIR: distDir,
      // The feature flags the tests expect; tests that need others change the answer in the browser.
      FEATURE_GAME_SUPPORT: 'true',
      FEATURE_REFERRAL_PROGRAM: 'false',
      // Retry and error-state tests plan failures through /api/dev/faults.
      FAULT_INJECTION: 'true',
      // Cheap password hashes for the seed and every sign-in: the tests sign in often, the cost is not under test.
      PASSWORD_SCRYPT_LOG_N: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    process.env.PORTAL_E2E_URL = await waitForUrl(server, 120_000);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
