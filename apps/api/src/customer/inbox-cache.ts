import type { ServerContext } from '../context.ts';
import { LruCache, type Prepared, prepareJson } from '../http/prepared.ts';

/** Players whose inbox answer is kept in memory; beyond it the least recently read one is forgotten. */
export const inboxCacheCapacity = 10_000;

interface Entry {
  readonly answer: Prepared;
  /** When the query that produced it started (server clock): its age is measured from there. */
  readonly loadedAt: number;
}

interface Load {
  promise: Promise<Prepared | null>;
  /** Cleared by `invalidate`: the load may have read the rows before the write, so it must not be kept. */
  current: boolean;
}

export interface InboxCacheOptions {
  /** Milliseconds an answer is served from memory; 0 loads on every read. */
  ttlMs: number;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** @default inboxCacheCapacity */
  capacity?: number;
}

/**
 * The prepared inbox answer of each player (JSON text and ETag), kept at most `ttlMs` and at most `capacity`
 * players (least recently read forgotten first). This server's writes call `invalidate` so that the writer reads
 * its own write at once; writes by another instance on a shared database are seen within `ttlMs`. Concurrent
 * reads of a player whose answer is missing share one load.
 */
export class InboxCache {
  readonly #entries: LruCache<Entry, number>;
  readonly #loads = new Map<number, Load>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: InboxCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#entries = new LruCache(options.capacity ?? inboxCacheCapacity);
    this.#now = options.now;
  }

  /** Players with an answer in memory (fresh or not yet swept). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The player's answer: from memory when it was loaded less than `ttlMs` ago, otherwise from `load` (whose value
   * is serialised once). `load` answers null when the player does not exist: nothing is kept, the caller gets null.
   */
  read(userId: number, load: () => Promise<unknown>): Promise<Prepared | null> {
    if (this.#ttlMs === 0) return (async () => prepareOrNull(await load()))();
    const entry = this.#entries.get(userId);
    if (entry !== undefined) {
      const age = this.#now() - entry.loadedAt;
      // A clock that went back makes the age negative: treat it as stale rather than trust it.
      if (age >= 0 && age < this.#ttlMs) return Promise.resolve(entry.answer);
      this.#entries.delete(userId);
    }
    const pending = this.#loads.get(userId);
    if (pending !== undefined) return pending.promise;

    const loadedAt = this.#now();
    const state: Load = { promise: Promise.resolve(null), current: true };
    // Registered before `load` runs, so that a load failing at once still leaves the map in `finally`.
    this.#loads.set(userId, state);
    state.promise = (async () => {
      try {
        const answer = prepareOrNull(await load());
        if (answer !== null && state.current) this.#entries.set(userId, { answer, loadedAt });
        return answer;
      } finally {
        if (this.#loads.get(userId) === state) this.#loads.delete(userId);
      }
    })();
    return state.promise;
  }

  /** Forgets the player's answer, and any load under way: call it after every write to the player's inbox. */
  invalidate(userId: number): void {
    this.#entries.delete(userId);
    const pending = this.#loads.get(userId);
    if (pending !== undefined) {
      pending.current = false;
      this.#loads.delete(userId);
    }
  }

  /** Forgets every answer. */
  clear(): void {
    this.#entries.clear();
    for (const pending of this.#loads.values()) pending.current = false;
    this.#loads.clear();
  }
}

const prepareOrNull = (value: unknown): Prepared | null => (value === null ? null : prepareJson(value));

const caches = new WeakMap<ServerContext, InboxCache>();

/** The inbox cache of a server (one per context), with the TTL of its configuration and its clock. */
export function inboxCache(context: ServerContext): InboxCache {
  let cache = caches.get(context);
  if (cache === undefined) {
    cache = new InboxCache({ ttlMs: context.config.customer.inboxCacheTtlMs, now: () => context.now() });
    caches.set(context, cache);
  }
  return cache;
}

/** Forgets a player's inbox answer: every write to the `notifications` rows of that player must call it. */
export function invalidateInbox(context: ServerContext, userId: number): void {
  caches.get(context)?.invalidate(userId);
}
