// `pnpm dev`: the API (demo data in ./.data) and the portal's Vite dev server with hot reload, which forwards
// /api to the API. Ctrl+C stops both. PORT sets the API's port (3000), PORTAL_DEV_PORT the dev server's (5173).
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(portalDir, '../..');
const apiPort = process.env.PORT ?? '3000';
const devPort = process.env.PORTAL_DEV_PORT ?? '5173';
const require = createRequire(import.meta.url);
const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
// The API's program, through its package's entry (`@mynacon/api/main`), not a path into its sources.
const apiMain = require.resolve('@mynacon/api/main');

const children: ChildProcess[] = [];
let stopping = false;

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

function run(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) console.error(`${name} stopped (${code ?? 'signal'}): stopping the other one too.`);
    stop(code ?? 1);
  });
}

// The development conveniences and the demo data are opt-ins of the server (it fails closed without them).
run('The API', [apiMain], repoRoot, {
  PORT: apiPort,
  DEVELOPMENT_MODE: process.env.DEVELOPMENT_MODE ?? 'true',
  SEED: process.env.SEED ?? 'demo',
});
run('The dev server', [viteBin, '--port', devPort, '--strictPort'], portalDir, {
  PORTAL_API_ORIGIN: `http://127.0.0.1:${apiPort}`,
});
console.log(`\nPortal with hot reload: http://localhost:${devPort}/ (API on http://localhost:${apiPort})`);
console.log('Demo account: demo@mynacon.test / Demo-Player-2026!\n');

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
