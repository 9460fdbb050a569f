// Compressed answers (decision 046): brotli where the client accepts it, else gzip. Prepared answers keep each
// encoding of their body once made (`prepared.ts`); every other API answer is compressed as it leaves, by
// `compressAnswers`, except those that carry a secret beside what the request sent (`carriesSecrets`).
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Encoding = 'br' | 'gzip';

/** An encoded body, ready for a `Response`. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Below this many bytes an answer goes as it is: the encoding's own framing would eat most of the gain. */
export const minCompressedBytes = 1024;

/** Bodies up to this size are compressed on the event loop (well under a millisecond); larger ones on the pool. */
const syncLimit = 64 * 1024;

/**
 * Brotli's quality 5 gives within a few per cent of quality 9's size for a small fraction of its time (quality 11,
 * the static files' setting, takes a hundred times longer on a 15 kB answer), gzip its usual default.
 */
const brotliParams = (size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: 5,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipLevel = 6;

/** The body in `encoding`: at once for a small body, from the thread pool for a large one. */
export function compress(body: Uint8Array, encoding: Encoding): Bytes | Promise<Bytes> {
  if (body.byteLength <= syncLimit) {
    return encoding === 'br'
      ? brotliCompressSync(body, brotliParams(body.byteLength))
      : gzipSync(body, { level: gzipLevel });
  }
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Bytes) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') brotliCompress(body, brotliParams(body.byteLength), done);
    else gzip(body, { level: gzipLevel }, done);
  });
}

const negotiated = new Map<string, Encoding | null>();

/**
 * The encoding to answer in for an `Accept-Encoding` header: the accepted one with the higher q (brotli on a tie,
 * `*` standing for either not named), none when neither is accepted. Remembered per distinct header: a client
 * sends the same one on every request.
 */
export function negotiate(header: string | undefined): Encoding | undefined {
  if (header === undefined || header === '') return undefined;
  let choice = negotiated.get(header);
  if (choice === undefined) {
    choice = chooseEncoding(header);
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(header, choice);
  }
  return choice ?? undefined;
}

function chooseEncoding(header: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((item) => item.trim());
    if (name === '') continue;
    const q = parameters.find((item) => item.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gz = weights.get('gzip') ?? weights.get('x-gzip') ?? any;
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** The ETag of an encoded representation: the identity's with the encoding's suffix (`"abc"` → `"abc-br"`). */
export function encodedEtag(etag: string, encoding: Encoding): string {
  return `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/** Whether a content type is text that compresses (JSON, HTML, JavaScript, SVG…). */
export function compressibleType(contentType: string | null | undefined): boolean {
  return contentType != null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

/**
 * The answers that carry a secret beside what the request sent (BREACH: an attacker who can send requests and see
 * the compressed sizes could recover the secret byte by byte): Auth.js's CSRF token, session and access token
 * (`/api/auth/*`, the cross-login token included), the external sign-in's link tickets and sign-in tokens
 * (`/api/external/*`, Steam's return page included) and the sign-in token of a confirmed address
 * (`POST /api/account/confirm`). They go uncompressed.
 */
export function carriesSecrets(method: string, path: string): boolean {
  return (
    path.startsWith('/api/auth/') ||
    path.startsWith('/api/external/') ||
    (method === 'POST' && /^\/api\/account\/confirm\/?$/.test(path))
  );
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Adds `Accept-Encoding` to a `Vary` header's value. */
export function varyOnEncoding(vary: string | null): string {
  if (vary === null || vary.trim() === '') return 'accept-encoding';
  if (vary.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return vary;
  return `${vary}, accept-encoding`;
}

/**
 * Compresses each answer as it leaves, when the client accepts an encoding and the answer is compressible text of at
 * least `minCompressedBytes`: `Content-Encoding`, the length and an ETag of the encoding (`encodedEtag`), and
 * `Vary: Accept-Encoding` on every compressible answer. Answers already encoded (the prepared ones), without a body,
 * marked `no-transform` or carrying secrets (`carriesSecrets`) go as they are.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    if (carriesSecrets(c.req.method, c.req.path)) return next();
    await next();
    // Status and headers only until the body is compressed: reading the body of the server's light answer object
    // turns it into a stream, which the server writes more slowly.
    const response = c.res;
    const { status } = response;
    if (status < 200 || status === 204 || status === 206 || status === 304) return;
    if (response.headers.has('content-encoding') || !compressibleType(response.headers.get('content-type'))) return;
    if (noTransform.test(response.headers.get('cache-control') ?? '')) return;
    const vary = varyOnEncoding(response.headers.get('vary'));
    const encoding = negotiate(c.req.header('accept-encoding'));
    const declared = response.headers.get('content-length');
    if (encoding === undefined || (declared !== null && Number(declared) < minCompressedBytes)) {
      try {
        response.headers.set('vary', vary);
      } catch {
        // The headers of an answer passed on from a fetch cannot change: a copy of it then.
        const headers = new Headers(response.headers);
        headers.set('vary', vary);
        c.res = undefined;
        c.res = new Response(response.body, { status, headers });
      }
      return;
    }
    let body: Bytes = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set('vary', vary);
    if (body.byteLength >= minCompressedBytes) {
      body = await compress(body, encoding);
      headers.set('content-encoding', encoding);
      headers.set('content-length', String(body.byteLength));
      const etag = headers.get('etag');
      if (etag?.endsWith('"')) headers.set('etag', encodedEtag(etag, encoding));
    }
    // Cleared first: Hono would otherwise copy the old answer's headers (its length, its ETag) over the new ones.
    c.res = undefined;
    c.res = new Response(body, { status, headers });
  };
}
