// Compressed answers (decision 046): the public reads in brotli or gzip, compressed once per answer and encoding,
// with an ETag per encoding, `Vary: Accept-Encoding` and their 304s; every other answer compressed as it leaves,
// except those that carry a secret beside what the request sent (BREACH); and the public reads still answered by
// one handler without a turn of the event loop, the portal mounted.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { locales } from '@mynacon/contract';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  carriesSecrets,
  compress,
  compressAnswers,
  encodedEtag,
  minCompressedBytes,
  negotiate,
} from '../src/http/encoding.ts';
import { asset, send } from '../src/http/portal/assets.ts';
import { mountPortal } from '../src/http/portal.ts';
import { prepare, prepareJson } from '../src/http/prepared.ts';
import { authOverrides, Browser, createAccount } from './auth-helpers.ts';
import { call, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp, temporaryFolder } from './helpers.ts';

const browserEncodings = 'gzip, deflate, br, zstd';

/** The body as sent, undone from its `Content-Encoding`. */
async function decoded(response: Response): Promise<{ sent: number; text: string }> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const plain = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return { sent: bytes.byteLength, text: plain.toString('utf8') };
}

describe('choosing the encoding', () => {
  test('brotli when accepted, else gzip, by q-value; none when neither is', () => {
    expect(negotiate(browserEncodings)).toBe('br');
    expect(negotiate('gzip, deflate')).toBe('gzip');
    expect(negotiate('br;q=0, gzip')).toBe('gzip');
    expect(negotiate('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('*, br;q=0')).toBe('gzip');
    expect(negotiate('GZIP')).toBe('gzip');
    expect(negotiate('identity')).toBeUndefined();
    expect(negotiate('deflate, zstd')).toBeUndefined();
    expect(negotiate('gzip;q=0, br;q=0')).toBeUndefined();
    expect(negotiate('')).toBeUndefined();
    expect(negotiate(undefined)).toBeUndefined();
  });

  test('the ETag of an encoding is the identity one with a suffix of its own', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gz"');
  });

  test('the answers with a secret beside the request: Auth.js, external sign-in, the confirmation', () => {
    for (const path of ['/api/auth/csrf', '/api/auth/session', '/api/auth/cross-login', '/api/auth/callback/x']) {
      expect(carriesSecrets('GET', path), path).toBe(true);
    }
    expect(carriesSecrets('POST', '/api/external/link/register')).toBe(true);
    expect(carriesSecrets('GET', '/api/external/steam/return')).toBe(true);
    expect(carriesSecrets('POST', '/api/account/confirm')).toBe(true);
    expect(carriesSecrets('POST', '/api/account/confirm/links')).toBe(false);
    expect(carriesSecrets('GET', '/api/user/notifications')).toBe(false);
    expect(carriesSecrets('GET', '/api/authentic')).toBe(false);
  });

  test('the middleware leaves a large answer with a secret as it is, and compresses the same answer elsewhere', async () => {
    const app = new Hono();
    app.use('*', compressAnswers());
    const large = JSON.stringify({ token: 'x'.repeat(32), items: Array.from({ length: 200 }, (_, i) => `item ${i}`) });
    expect(large.length).toBeGreaterThan(minCompressedBytes);
    const answer = () =>
      new Response(large, { headers: { 'content-type': 'application/json; charset=utf-8', etag: '"large"' } });
    app.post('/api/account/confirm', answer);
    app.post('/api/account/confirm/links', answer);
    app.get('/api/auth/session', answer);
    const request = (method: string, path: string) =>
      app.request(path, { method, headers: { 'accept-encoding': browserEncodings } });

    for (const [method, path] of [
      ['POST', '/api/account/confirm'],
      ['GET', '/api/auth/session'],
    ] as const) {
      const response = await request(method, path);
      expect(response.headers.get('content-encoding'), path).toBeNull();
      expect(response.headers.get('vary'), path).toBeNull();
      expect(response.headers.get('etag'), path).toBe('"large"');
      expect(await response.text()).toBe(large);
    }
    const elsewhere = await request('POST', '/api/account/confirm/links');
    expect(elsewhere.headers.get('content-encoding')).toBe('br');
    expect(elsewhere.headers.get('etag')).toBe('"large-br"');
    expect((await decoded(elsewhere)).text).toBe(large);
  });
});

describe("the portal's files", () => {
  test('a page made for one answer is compressed at the answers’ setting; a kept file once, at its own', async () => {
    const body = Buffer.from('<li>A notification for one player</li>\n'.repeat(400));
    const once = asset(body, 'text/html; charset=utf-8', 'private, no-store', { once: true });
    const kept = asset(body, 'text/html; charset=utf-8', 'no-cache');
    const app = new Hono();
    app.get('/once', (c) => send(c, once));
    app.get('/kept', (c) => send(c, kept));
    const headers = { 'accept-encoding': 'br' };
    const onceAnswer = await app.request('/once', { headers });
    expect(onceAnswer.headers.get('content-encoding')).toBe('br');
    const onceBytes = Buffer.from(await onceAnswer.clone().arrayBuffer());
    expect(onceBytes).toEqual(Buffer.from(await compress(body, 'br')));
    expect((await decoded(onceAnswer)).text).toBe(body.toString());
    expect(once.encoded.size).toBe(0);
    expect((await decoded(await app.request('/kept', { headers }))).text).toBe(body.toString());
    expect(kept.encoded.has('br')).toBe(true);
  });
});

describe.each(backends)('compressed answers on %s', (backend) => {
  const app = appPerBlock(() => createTestApp(backend, authOverrides()));

  test('a public read in brotli, in gzip, or as it is: same text, an ETag per encoding, Vary on each', async () => {
    const plain = await app.get('/api/cache/profiles');
    const text = await plain.text();
    const etag = plain.headers.get('etag') ?? '';
    expect(text.length).toBeGreaterThan(minCompressedBytes);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const br = await app.get('/api/cache/profiles', { 'accept-encoding': browserEncodings });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(encodedEtag(etag, 'br'));
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=60');
    expect(br.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const brBody = await decoded(br);
    expect(brBody.text).toBe(text);
    expect(brBody.sent).toBeLessThan(text.length / 4);

    const gzip = await app.get('/api/cache/profiles', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).toBe(encodedEtag(etag, 'gzip'));
    expect(gzip.headers.get('vary')).toBe('accept-encoding');
    const gzipBody = await decoded(gzip);
    expect(gzipBody.text).toBe(text);
    expect(gzipBody.sent).toBeLessThan(text.length / 4);

    const neither = await app.get('/api/cache/profiles', { 'accept-encoding': 'identity' });
    expect(neither.headers.get('content-encoding')).toBeNull();
    expect(neither.headers.get('etag')).toBe(etag);
  });

  test('each encoding is made once and kept with the prepared answer, until the data changes', async () => {
    await app.get('/api/cache/support/products/en-GB', { 'accept-encoding': 'br' });
    await app.get('/api/cache/support/products/en-GB', { 'accept-encoding': 'gzip' });
    const prepared = app.api.products('en-GB');
    if (!('encoded' in prepared)) throw new Error('Expected the prepared product list');
    const br = prepared.encoded.get('br');
    const gzip = prepared.encoded.get('gzip');
    expect(br).toBeInstanceOf(Uint8Array);
    expect(gzip).toBeInstanceOf(Uint8Array);
    const again = await app.get('/api/cache/support/products/en-GB', { 'accept-encoding': 'br' });
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(br as Uint8Array))).toBe(true);
    expect(app.api.products('en-GB')).toBe(prepared);
    expect(prepared.encoded.get('br')).toBe(br);
    // A new data version prepares every answer again, its encodings with it.
    const next = String(Number(app.api.version) + 1);
    await app.context.db.updateTable('meta').set({ value: next }).where('key', '=', 'data_version').execute();
    expect(await app.refresh()).toBe(true);
    const fresh = app.api.products('en-GB');
    expect(fresh).not.toBe(prepared);
    if (!('encoded' in fresh)) throw new Error('Expected the prepared product list');
    expect(fresh.encoded.size).toBe(0);
  });

  test('If-None-Match with the ETag of the encoding sent answers 304; another encoding’s ETag does not', async () => {
    const plain = await app.get('/api/cache/profiles');
    const etag = plain.headers.get('etag') ?? '';
    for (const [accept, encoding] of [
      [browserEncodings, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const tag = encodedEtag(etag, encoding);
      const notModified = await app.get('/api/cache/profiles', { 'accept-encoding': accept, 'if-none-match': tag });
      expect(notModified.status, accept).toBe(304);
      expect(await notModified.text()).toBe('');
      expect(notModified.headers.get('etag')).toBe(tag);
      expect(notModified.headers.get('vary')).toBe('accept-encoding');
      expect(notModified.headers.get('content-encoding')).toBeNull();
      // The identity representation is not the one this client gets: the whole answer, in its encoding.
      const other = await app.get('/api/cache/profiles', { 'accept-encoding': accept, 'if-none-match': etag });
      expect(other.status).toBe(200);
      expect(other.headers.get('content-encoding')).toBe(encoding);
    }
    const identity = await app.get('/api/cache/profiles', { 'if-none-match': etag });
    expect(identity.status).toBe(304);
    expect(identity.headers.get('etag')).toBe(etag);
    const wrong = await app.get('/api/cache/profiles', { 'if-none-match': encodedEtag(etag, 'br') });
    expect(wrong.status).toBe(200);
  });

  test('a large answer is compressed off the event loop, the same in either encoding: the reference document', async () => {
    const plain = await (await app.get('/api/openapi.json')).text();
    expect(plain.length).toBeGreaterThan(64 * 1024);
    for (const encoding of ['br', 'gzip'] as const) {
      for (const round of [1, 2]) {
        const response = await app.get('/api/openapi.json', { 'accept-encoding': encoding });
        expect(response.headers.get('content-encoding'), `${encoding} ${round}`).toBe(encoding);
        expect((await decoded(response)).text).toBe(plain);
      }
    }
  });

  test('a player’s answers: the notifications with an ETag and 304 per encoding, other answers as they leave', async () => {
    const token = await tokenFor(app, 1);
    const plain = await call(app, 'GET', '/api/user/notifications', { token });
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(minCompressedBytes);
    const etag = plain.headers.get('etag') ?? '';
    expect(plain.headers.get('cache-control')).toBe('no-store');
    const br = await call(app, 'GET', '/api/user/notifications', { token, headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(encodedEtag(etag, 'br'));
    expect(br.headers.get('cache-control')).toBe('no-store');
    expect((await decoded(br)).text).toBe(text);
    const notModified = await call(app, 'GET', '/api/user/notifications', {
      token,
      headers: { 'accept-encoding': 'br', 'if-none-match': encodedEtag(etag, 'br') },
    });
    expect(notModified.status).toBe(304);

    // An answer made per request (the search): compressed by the middleware in the encoding accepted.
    const search = '/api/search?q=controller&locale=en-GB';
    const searchPlain = await (await app.get(search)).text();
    expect(searchPlain.length).toBeGreaterThan(minCompressedBytes);
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await app.get(search, { 'accept-encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('accept-encoding');
      const body = await decoded(response);
      expect(body.text).toBe(searchPlain);
      expect(Number(response.headers.get('content-length'))).toBe(body.sent);
    }
    // A small answer goes as it is, still saying it depends on the encoding.
    const health = await app.get('/api/health', { 'accept-encoding': 'br' });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(health.headers.get('vary')).toBe('accept-encoding');
  });

  test('the auth answers go uncompressed and untouched, signed in or not', async () => {
    const account = await createAccount(app);
    const browser = new Browser(app);
    const signIn = await browser.signIn({ email: account.email, password: account.password });
    expect(signIn.status).toBe(200);
    for (const path of ['/api/auth/csrf', '/api/auth/providers', '/api/auth/session']) {
      const response = await browser.request(path, { headers: { 'accept-encoding': browserEncodings } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBeNull();
      expect(response.headers.get('vary') ?? '', path).not.toMatch(/accept-encoding/i);
      JSON.parse(await response.text());
    }
    const session = await browser.request('/api/auth/session', { headers: { 'accept-encoding': browserEncodings } });
    expect(((await session.json()) as { user: { accessToken: string } }).user.accessToken).toMatch(/^ey/);
  });
});

describe.each(backends)('the public reads with the portal mounted on %s', (backend) => {
  let distDir: string;
  beforeAll(() => {
    distDir = temporaryFolder('compression-portal');
    const write = (relative: string, content: string) => {
      mkdirSync(path.dirname(path.join(distDir, relative)), { recursive: true });
      writeFileSync(path.join(distDir, relative), content);
    };
    write('portal-build.json', JSON.stringify({ i18nVersion: 'v1', locales, defaultLocale: 'en-GB' }));
    for (const locale of locales) write(`shells/${locale}.html`, `<!doctype html><html lang="${locale}"></html>`);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const app = appPerBlock(() =>
    createTestApp(backend, {}, { mountPortal: (hono) => mountPortal(hono, { distDir, contentSecurityPolicy: false }) }),
  );

  test('are answered by their one handler without waiting (no middleware, no portal route in the way)', async () => {
    const read = (url: string, headers: Record<string, string> = {}) =>
      app.app.fetch(new Request(`http://api.test${url}`, { headers }));
    const plain = read('/api/cache/profiles');
    expect(plain).toBeInstanceOf(Response);
    const etag = (plain as Response).headers.get('etag') ?? '';
    const cases: Record<string, string>[] = [
      { 'accept-encoding': browserEncodings },
      { 'accept-encoding': browserEncodings, 'if-none-match': encodedEtag(etag, 'br') },
      { 'accept-encoding': 'gzip' },
      { 'if-none-match': etag },
    ];
    for (const headers of cases) {
      const response = read('/api/cache/profiles', headers);
      expect(response, JSON.stringify(headers)).toBeInstanceOf(Response);
    }
    expect(read('/api/cache/support/games')).toBeInstanceOf(Response);
    expect(read('/api/cache/support/products/en-GB', { 'accept-encoding': 'br' })).toBeInstanceOf(Response);
    // The portal still answers its own paths, and the API its unknown ones.
    expect((await app.get('/en-GB/login')).status).toBe(200);
    expect((await app.get('/api/cache/nothing-here')).status).toBe(404);
    expect((await app.get('/api')).status).toBe(404);
  });
});

test('a prepared answer is compressible from a kilobyte of text, never an image', () => {
  expect(prepareJson({ text: 'x'.repeat(minCompressedBytes) }).compressible).toBe(true);
  expect(prepareJson({ text: 'x' }).compressible).toBe(false);
  expect(prepare('x'.repeat(4 * minCompressedBytes), 'image/png').compressible).toBe(false);
  expect(prepare('<svg/>'.repeat(minCompressedBytes), 'image/svg+xml').compressible).toBe(true);
});
