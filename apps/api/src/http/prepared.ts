import { createHash } from 'node:crypto';

/** An answer serialised once: the body, its ETag and its type. Public reads are served from these. */
export interface Prepared {
  readonly body: string;
  readonly etag: string;
  readonly contentType: string;
}

export const jsonType = 'application/json; charset=utf-8';

export function prepare(body: string, contentType: string): Prepared {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, contentType };
}

export function prepareJson(value: unknown): Prepared {
  return prepare(JSON.stringify(value), jsonType);
}

/** Whether an If-None-Match header names this ETag (weak comparison, `*` matches anything). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined || header === '') return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** A map that forgets its least recently used entry beyond `capacity`. */
export class LruCache<V, K = string> {
  readonly #entries = new Map<K, V>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** Forgets every entry whose key passes `test`. */
  deleteWhere(test: (key: K) => boolean): void {
    for (const key of [...this.#entries.keys()]) if (test(key)) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
