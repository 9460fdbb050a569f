import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';

/** What every module of the server shares: the database, the configuration and the clock. */
export interface ServerContext {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** Milliseconds since the epoch. Tests pass a controllable clock; nothing reads Date.now() directly. */
  readonly now: () => number;
  /**
   * Re-reads the public data served from memory after a write that changes it (bump `meta.data_version` in the
   * same transaction first). Returns whether anything changed.
   */
  readonly refresh: () => Promise<boolean>;
}
