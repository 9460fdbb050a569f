// The portal's files as answers: content types, ETags, brotli or gzip once per file, 304s, and the files of a build.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { Context } from 'hono';
import { compress, compressibleType, type Encoding, encodedEtag, minCompressedBytes, negotiate } from '../encoding.ts';
import { etagMatches } from '../prepared.ts';

export interface BuildInfo {
  i18nVersion: string;
  locales: string[];
}

export interface Asset {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  /** Made for one answer (a page drawn for one player): compressed as the API's answers are, not as a kept file. */
  once: boolean;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** A file's answer; `once` for a body made for one answer, which no other request will ask for. */
export function asset(body: Buffer, type: string, cacheControl: string, { once = false } = {}): Asset {
  return {
    body,
    type,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    cacheControl,
    compressible: compressibleType(type) && body.length >= minCompressedBytes,
    once,
    encoded: new Map(),
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function encodedBody(file: Asset, encoding: Encoding): Promise<Uint8Array> {
  // A kept file is compressed once for every later answer, at brotli's quality 9; a body sent once at the API answers'
  // setting (decision 046): quality 9 took 7 ms on the drawn home's 23 kB, quality 5 0.25 ms for 26 bytes more.
  if (file.once) return compress(file.body, encoding);
  let pending = file.encoded.get(encoding);
  if (!pending) {
    pending =
      encoding === 'br'
        ? brotli(file.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipAsync(file.body, { level: 9 });
    file.encoded.set(encoding, pending);
  }
  return pending;
}

export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Answers a file with `extraHeaders`, as the API's prepared answers are (`sendPrepared`): in the encoding the client
 * accepts (`negotiate`) when the file is compressible, with that encoding's ETag (`encodedEtag`) and
 * `Vary: Accept-Encoding`; 304 when `If-None-Match` names the ETag of the representation it would send.
 */
export async function send(c: Context, file: Asset, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const encoding = file.compressible ? negotiate(c.req.header('accept-encoding')) : undefined;
  const headers: Record<string, string> = {
    ...securityHeaders,
    ...extraHeaders,
    'cache-control': extraHeaders['cache-control'] ?? file.cacheControl,
    etag: encoding === undefined ? file.etag : encodedEtag(file.etag, encoding),
  };
  if (file.compressible) headers.vary = extraHeaders.vary ? `${extraHeaders.vary}, accept-encoding` : 'accept-encoding';
  if (etagMatches(c.req.header('if-none-match'), headers.etag as string)) {
    return new Response(null, { status: 304, headers });
  }
  const body = encoding ? await encodedBody(file, encoding) : file.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-type'] = file.type;
  headers['content-length'] = String(body.length);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
export function listFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(dir, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** `builds/latest.json` as an asset, read again whenever the file changes; null while it does not exist. */
export function createLatestBuildFile(file: string): () => Promise<Asset | null> {
  let cached: { mtimeMs: number; size: number; asset: Asset } | undefined;
  return async () => {
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    if (cached?.mtimeMs !== stats.mtimeMs || cached.size !== stats.size) {
      const body = await readFile(file).catch(() => null);
      if (body === null) return null;
      cached = {
        mtimeMs: stats.mtimeMs,
        size: stats.size,
        asset: asset(body, contentTypes['.json'] as string, 'no-cache'),
      };
    }
    return cached.asset;
  };
}
