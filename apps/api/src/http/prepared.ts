import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import {
  type Bytes,
  compress,
  compressibleType,
  type Encoding,
  encodedEtag,
  minCompressedBytes,
  negotiate,
} from './encoding.ts';

/** An answer serialised once: the body, its ETag and its type. Public reads are served from these. */
export interface Prepared {
  readonly body: string;
  readonly etag: string;
  readonly contentType: string;
  /** Compressible text of at least `minCompressedBytes`: answered in the client's encoding (decision 046). */
  readonly compressible: boolean;
  /** The body in each encoding asked for so far, made once (`sendPrepared`); a prepared answer lives one data version. */
  readonly encoded: Map<Encoding, Bytes | Promise<Bytes>>;
}

export const jsonType = 'application/json; charset=utf-8';

export function prepare(body: string, contentType: string): Prepared {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  const compressible = compressibleType(contentType) && Buffer.byteLength(body) >= minCompressedBytes;
  return { body, etag, contentType, compressible, encoded: new Map() };
}

export function prepareJson(value: unknown): Prepared {
  return prepare(JSON.stringify(value), jsonType);
}

/** The prepared body in `encoding`, compressed the first time it is asked for and kept with the answer. */
export function encodedBody(prepared: Prepared, encoding: Encoding): Bytes | Promise<Bytes> {
  const kept = prepared.encoded.get(encoding);
  if (kept !== undefined) return kept;
  const made = compress(Buffer.from(prepared.body), encoding);
  prepared.encoded.set(encoding, made);
  if (made instanceof Promise) {
    made.then(
      (body) => prepared.encoded.set(encoding, body),
      () => prepared.encoded.delete(encoding),
    );
  }
  return made;
}

/**
 * Answers a prepared answer with `headers` (its Cache-Control and any others): in the encoding the client accepts
 * when the answer is compressible, with that encoding's ETag (`encodedEtag`) and `Vary: Accept-Encoding`; 304 when
 * `If-None-Match` names the ETag of the representation it would send. Synchronous once the encoding is made, so
 * that the server writes the answer without a turn of the event loop.
 */
export function sendPrepared(
  c: Context,
  prepared: Prepared,
  headers: Record<string, string>,
): Response | Promise<Response> {
  const encoding = prepared.compressible ? negotiate(c.req.header('accept-encoding')) : undefined;
  const etag = encoding === undefined ? prepared.etag : encodedEtag(prepared.etag, encoding);
  const out: Record<string, string> = prepared.compressible
    ? { ...headers, etag, vary: 'accept-encoding' }
    : { ...headers, etag };
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers: out });
  out['content-type'] = prepared.contentType;
  if (encoding === undefined) return new Response(prepared.body, { status: 200, headers: out });
  out['content-encoding'] = encoding;
  const body = encodedBody(prepared, encoding);
  if (body instanceof Promise) return body.then((made) => new Response(made, { status: 200, headers: out }));
  return new Response(body, { status: 200, headers: out });
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
