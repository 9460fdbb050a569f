import type { ConfigReader } from '../config-reader.ts';

/** Configuration of the search call: what one client may ask and what one search may cost (decision 044). */
export interface SearchBoundsConfig {
  /** Searches per client address: a token bucket. */
  limit: {
    /** Searches allowed at once. */
    burst: number;
    /** Searches a minute once the burst is spent; 0 turns the limit off. */
    perMinute: number;
  };
  /** Milliseconds one statement of a search may run on PostgreSQL (`statement_timeout`); 0 turns it off. */
  timeoutMs: number;
  /** Matches of one kind a search ranks and counts, at most. */
  maxMatches: number;
}

/** Every variable this module reads, with what it accepts (listed in the README and in error messages). */
export const searchConfigVariables: Record<string, string> = {
  SEARCH_LIMIT_BURST: 'Searches one client address may make at once, 1 to 100000. Default 60.',
  SEARCH_LIMIT_PER_MINUTE:
    'Searches a minute one client address may make once its burst is spent, 0 (no limit) to 100000. Default 60.',
  SEARCH_TIMEOUT_MS:
    'Milliseconds one search statement may run on PostgreSQL before it is cancelled (503), 0 (off) to 60000. Default 2000.',
  SEARCH_MAX_MATCHES: 'Matches of one kind a search ranks and counts, 100 to 100000. Default 1000.',
};

/** Reads the module's variables; each wrong value is recorded through the reader. */
export function readSearchBoundsConfig(read: ConfigReader): SearchBoundsConfig {
  return {
    limit: {
      burst: read.integer('SEARCH_LIMIT_BURST', 60, 1, 100_000),
      perMinute: read.integer('SEARCH_LIMIT_PER_MINUTE', 60, 0, 100_000),
    },
    timeoutMs: read.integer('SEARCH_TIMEOUT_MS', 2000, 0, 60_000),
    maxMatches: read.integer('SEARCH_MAX_MATCHES', 1000, 100, 100_000),
  };
}
