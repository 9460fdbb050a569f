import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Raised when another live process holds the data folder. */
export class DataFolderLockedError extends Error {
  override readonly name = 'DataFolderLockedError';
}

export interface DataFolderLock {
  readonly path: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** A lock file still empty after this long was left by a process that died while writing it. */
const unreadableLockGraceMs = 5000;

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockPath, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, hostname: host, startedAt } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof host !== 'string' || typeof startedAt !== 'string') return null;
    return { pid, hostname: host, startedAt };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Takes the data folder for this process: PGlite has one connection and no lock of its own, so two servers on one
 * folder would corrupt it. The lock file holds the owner's pid; a lock whose process is gone is taken over.
 */
export function acquireDataFolderLock(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'api.lock');
  const me: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner === null) {
        let age = 0;
        try {
          age = Date.now() - statSync(lockPath).mtimeMs;
        } catch {
          continue;
        }
        if (age > unreadableLockGraceMs) {
          removeIfPresent(lockPath);
          continue;
        }
        throw new DataFolderLockedError(
          `The data folder ${dataDir} is being locked by another process right now (${lockPath}). ` +
            'Stop the other server, or set DATA_DIR to another folder.',
        );
      }
      if (owner.hostname === me.hostname && owner.pid !== process.pid && !isAlive(owner.pid)) {
        removeIfPresent(lockPath);
        continue;
      }
      const who = owner.pid === process.pid ? 'this same process' : `process ${owner.pid}`;
      throw new DataFolderLockedError(
        `The data folder ${dataDir} is in use by ${who} on ${owner.hostname} since ${owner.startedAt} ` +
          `(lock file ${lockPath}). Stop that server, or set DATA_DIR to another folder.`,
      );
    }
    try {
      writeSync(fd, `${JSON.stringify(me)}\n`);
    } finally {
      closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.removeListener('exit', release);
      if (readOwner(lockPath)?.pid === process.pid) removeIfPresent(lockPath);
    };
    process.once('exit', release);
    return { path: lockPath, release };
  }
  throw new DataFolderLockedError(`Could not take the lock ${lockPath}: it keeps changing hands. Try again.`);
}
