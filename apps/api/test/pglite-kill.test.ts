// PGlite killed with SIGKILL in the middle of writes (decision 053): a server process on a data folder is killed
// while registrations stream in; the next start on the folder opens it and finds every registration it answered.
// A folder PGlite cannot open (damaged files) is refused with what to do.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { DataFolderDamagedError } from '../src/db/database.ts';
import { prepareApp } from '../src/server.ts';
import { registration } from './accounts-support.ts';
import { copyTemplate, testConfig } from './helpers.ts';

const dataDir = copyTemplate();
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server as a real process on `dataDir`, once it listens. */
async function startServerProcess(): Promise<{ child: ChildProcess; url: string; exited: Promise<unknown> }> {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const started = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      DEVELOPMENT_MODE: 'true',
      AUDIT_LOG_STDOUT: 'false',
      PORTAL_DIST_DIR: path.join(tmpdir(), `mynacon-no-portal-${process.pid}`),
      PASSWORD_SCRYPT_LOG_N: '10',
      MAIL_LIMIT_PER_CLIENT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => started.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    started.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    started.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    started.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
  return { child: started, url, exited };
}

test('SIGKILL during writes loses no answered write, and the next start opens the data folder', async () => {
  const server = await startServerProcess();
  child = server.child;
  const answered: string[] = [];
  const failed: string[] = [];
  let writing = true;
  const writer = async () => {
    while (writing) {
      const body = registration();
      try {
        const response = await fetch(`${server.url}/api/account/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        (response.status === 200 ? answered : failed).push(body.email);
      } catch {
        // Cut by the kill: done or not, it was never answered.
        writing = false;
      }
    }
  };
  const writers = [writer(), writer()];
  while (answered.length < 8) await new Promise((resolve) => setTimeout(resolve, 10));
  child.kill('SIGKILL');
  await server.exited;
  writing = false;
  await Promise.all(writers);
  expect(failed).toEqual([]);

  // The lock of the dead process is taken over; PGlite recovers from its write-ahead log.
  const restarted = await prepareApp(testConfig({ dataDir }));
  try {
    expect(restarted.migrated).toEqual([]);
    const stored = await restarted.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', answered)
      .execute();
    expect(stored.map((row) => row.email).sort()).toEqual([...answered].sort());
    // Every answered registration's confirmation mail was written with it.
    const mails = await restarted.database.db
      .selectFrom('mail_outbox')
      .select('to')
      .where('to', 'in', answered)
      .execute();
    expect(new Set(mails.map((row) => row.to))).toEqual(new Set(answered));
  } finally {
    await restarted.close();
  }
});

test('a data folder PGlite cannot open is refused with what to do, and its lock is released', async () => {
  const damaged = copyTemplate();
  try {
    writeFileSync(path.join(damaged, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192));
    const opening = prepareApp(testConfig({ dataDir: damaged }));
    await expect(opening).rejects.toThrow(DataFolderDamagedError);
    await expect(opening).rejects.toThrow(
      /^PGlite could not open the database in .*: its files are damaged or were written by another version\. To recover, stop every server on this data folder, then put back a copy of the folder taken while no server ran on it, or start on an empty folder \(move this one away, or set DATA_DIR to another folder\)\.$/,
    );
    expect(existsSync(path.join(damaged, 'api.lock'))).toBe(false);
  } finally {
    rmSync(damaged, { recursive: true, force: true });
  }
});
