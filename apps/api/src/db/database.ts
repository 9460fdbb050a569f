import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { acquireDataFolderLock } from './lock.ts';
import type { Database } from './types.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** Where the data lives, for logs (never includes a password). */
  readonly location: string;
  /**
   * Listens on a notification channel (`pg_notify`): `onMessage` gets each payload; `onReconnect` runs after a lost
   * listening connection came back (notifications may have been missed meanwhile). Returns how to stop.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL when set; PGlite in `dataDir` otherwise. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema holding the tables. @default 'public' */
  schema?: string | undefined;
  /** Data folder of PGlite (holds `pglite/` and the lock file). */
  dataDir: string;
}

const INT8 = 20;
const DATE = 1082;

/** int8 comes back as a string from `pg` and may come back as a number or bigint from PGlite: one rule for both. */
export function int8ToNumber(value: string | number | bigint): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`int8 value ${String(value)} is beyond 2^53`);
  return number;
}

const parsers = {
  [INT8]: (value: string) => int8ToNumber(value),
  // A date stays the text `YYYY-MM-DD`: turning it into a Date would shift it with the time zone.
  [DATE]: (value: string) => value,
};

export const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * PGlite's engine, compiled once per process: each database opened after the first (the tests open many, one per
 * test app) skips compiling some 9 MB of WebAssembly again (about 2.4 s of processor time to open a test app's
 * database before, 1.5 s after).
 */
let pgliteModule: Promise<WebAssembly.Module> | undefined;
function compiledPglite(): Promise<WebAssembly.Module> {
  // Beside the package's entry, where PGlite itself reads it (the package exports no path to it).
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  pgliteModule ??= readFile(path.join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes));
  return pgliteModule;
}

/**
 * PGlite could not open its folder: its files are damaged (a disk that lost writes, a copy taken while a server
 * wrote) or were written by another PGlite version. A process killed during writes is not such a case: PGlite
 * recovers from its write-ahead log at the next start (decision 053).
 */
export class DataFolderDamagedError extends Error {
  override readonly name = 'DataFolderDamagedError';
  constructor(folder: string, cause: unknown) {
    super(
      `PGlite could not open the database in ${folder} (${cause instanceof Error ? cause.message : String(cause)}): ` +
        'its files are damaged or were written by another version. To recover, stop every server on this data ' +
        'folder, then put back a copy of the folder taken while no server ran on it, or start on an empty folder ' +
        '(move this one away, or set DATA_DIR to another folder).',
      { cause },
    );
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = acquireDataFolderLock(dataDir);
  try {
    const folder = path.join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    const pgliteWasmModule = await compiledPglite();
    const pglite = await PGlite.create(folder, { parsers, pgliteWasmModule }).catch((error: unknown) => {
      throw new DataFolderDamagedError(folder, error);
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
      location: folder,
      // One process holds the folder: notifications come from its own connection, never lost.
      listen: (channel, onMessage) => pglite.listen(channel, onMessage),
      async close() {
        try {
          await db.destroy();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

async function openPostgres(databaseUrl: string, schema: string): Promise<DatabaseHandle> {
  if (!schemaNamePattern.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  const location = `${describeUrl(databaseUrl)} (schema ${schema})`;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: `-c search_path=${schema}`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        const parser = parsers[oid as keyof typeof parsers];
        return parser ?? pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server lost (a fail-over, an administrator ending it, or the end of a closing pool whose
  // database goes away) is dropped by the pool, which then opens another: without this listener its error would end
  // the process.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL: an idle connection was lost: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new Error(`Cannot connect to PostgreSQL at ${location}: ${(error as Error).message}`);
  }
  if (schema !== 'public') await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  return {
    db,
    kind: 'postgres',
    location,
    listen: (channel, onMessage, onReconnect) => listenPostgres(pool, channel, onMessage, onReconnect),
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}

/** A connection of its own that LISTENs on `channel`, reconnecting (1 s, then up to 10 s apart) when it is lost. */
async function listenPostgres(
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on('error', () => {
      if (client !== next) return;
      client = undefined;
      next.release(true);
      schedule();
    });
    await next.query(`listen ${channel}`);
    client = next;
    failures = 0;
  };
  const schedule = () => {
    if (stopped || retry !== undefined) return;
    retry = setTimeout(
      async () => {
        retry = undefined;
        try {
          await connect();
          onReconnect();
        } catch (error) {
          failures++;
          console.error(`listening on ${channel}: ${(error as Error).message}`);
          schedule();
        }
      },
      Math.min(1000 * 2 ** failures, 10_000),
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const held = client;
    client = undefined;
    if (held !== undefined) {
      try {
        await held.query(`unlisten ${channel}`);
      } finally {
        held.release();
      }
    }
  };
}

/** Opens PostgreSQL when a URL is given, PGlite in the data folder otherwise. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') {
    return openPostgres(options.databaseUrl, options.schema ?? 'public');
  }
  return openPglite(options.dataDir);
}
