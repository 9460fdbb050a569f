import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { PublicChange } from './data/public-api.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Database } from './db/types.ts';
import type { Notices } from './services/notices.ts';

/** What every module of the server shares: the database, the configuration and the clock. */
export interface ServerContext {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** Milliseconds since the epoch. Tests pass a controllable clock; nothing reads Date.now() directly. */
  readonly now: () => number;
  /**
   * Brings the public data served from memory up to date after a write that changes it (bump `meta.data_version` in
   * the same transaction first). With the `changes` of committed writes that carry on from the version in memory,
   * they are applied in place; otherwise the data is re-read when the version changed. Returns whether anything
   * changed.
   */
  readonly refresh: (changes?: readonly PublicChange[]) => Promise<boolean>;
  /** Listens on a database notification channel (see `DatabaseHandle.listen`); absent, changes stay local. */
  readonly listen?: DatabaseHandle['listen'];
  /**
   * Tells the other instances on the same database what this one changed (decision 050); absent or not started (a
   * test's bare context, PGlite), nothing is sent.
   */
  readonly notices?: Notices;
}
