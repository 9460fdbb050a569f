import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { acquireDataFolderLock, DataFolderLockedError } from '../src/db/lock.ts';
import { copyTemplate, temporaryFolder } from './helpers.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function env(dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    AUTH_SECRET: 'a-secret-for-the-lock-test-0123456789',
    // A production start (no development mode): it needs SMTP or mail turned off, and sends nothing here.
    MAIL_DISABLED: 'true',
  };
}

/** Starts the real server as a separate process and waits for its "listening" line. */
function startServerProcess(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [main], { env: env(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) resolve({ child, url: match[1] as string });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

test('a second server on the same data folder is refused with a clear message', async () => {
  const dataDir = copyTemplate();
  folders.push(dataDir);
  const { child, url } = await startServerProcess(dataDir);
  expect((await fetch(`${url}/api/cache/support/games`)).status).toBe(200);

  const second = spawnSync(process.execPath, [main], { env: env(dataDir), encoding: 'utf8', timeout: 60_000 });
  expect(second.status).toBe(3);
  expect(second.stderr).toContain(`The data folder ${dataDir} is in use by process ${child.pid}`);
  expect(second.stderr).toContain('set DATA_DIR to another folder');
  // The refused process did not touch the running server's data.
  expect((await fetch(`${url}/api/cache/support/games`)).status).toBe(200);

  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(existsSync(path.join(dataDir, 'api.lock'))).toBe(false);
});

test('a lock left by a process that is gone is taken over', () => {
  const dataDir = temporaryFolder('stale');
  folders.push(dataDir);
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  const stalePid = Number(gone.stdout);
  writeFileSync(
    path.join(dataDir, 'api.lock'),
    JSON.stringify({ pid: stalePid, hostname: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
  );
  const lock = acquireDataFolderLock(dataDir);
  expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
  expect(() => acquireDataFolderLock(dataDir)).toThrow(DataFolderLockedError);
  expect(() => acquireDataFolderLock(dataDir)).toThrow(/in use by this same process/);
  lock.release();
  expect(existsSync(lock.path)).toBe(false);
  const again = acquireDataFolderLock(dataDir);
  again.release();
});

test('a lock of a live process on another host is respected', () => {
  const dataDir = temporaryFolder('remote');
  folders.push(dataDir);
  writeFileSync(
    path.join(dataDir, 'api.lock'),
    JSON.stringify({ pid: 1, hostname: 'another-host', startedAt: '2026-01-01T00:00:00.000Z' }),
  );
  expect(() => acquireDataFolderLock(dataDir)).toThrow(/in use by process 1 on another-host/);
});
