import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { ApiError, type Endpoint, endpointList } from '@mynacon/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { zendeskIdOf } from '../src/seed/demo.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { appPerBlock, copyTemplate, createTestApp, testConfig } from './helpers.ts';

const served = endpointList.filter((endpoint) => endpoint.status === 'served');

/** Values that sit on the edges of what the contract accepts, plus a few that exist in the demo data. */
const edgeValues = [
  '',
  '0',
  '00',
  '-1',
  '1e3',
  '1.5',
  ' 1',
  '9'.repeat(40),
  String(Number.MAX_SAFE_INTEGER + 2),
  String(zendeskIdOf(0)),
  '301',
  'all',
  'en-GB',
  'EN-gb',
  'fr',
  'nacon_us',
  'REVO-X',
  'steel-tide',
  't_cover_big',
  'RFR-STD.svg',
  'about-us',
  'desc',
  'votes',
  'passed',
  '..',
  '%',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

const text = fc.oneof(
  fc.constantFrom(...edgeValues),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

/** A path segment: usually percent-encoded, sometimes raw garbage that breaks decoding. */
const segment = fc.oneof(
  { weight: 4, arbitrary: text.map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2F', '..', '.', '%C0%AF') },
);

function queryKeys(endpoint: Endpoint): string[] {
  const def = endpoint.query?._zod.def;
  return def?.type === 'object' ? Object.keys((def as z.core.$ZodObjectDef).shape) : [];
}

function queryString(endpoint: Endpoint) {
  const key = fc.oneof(
    fc.constantFrom(...queryKeys(endpoint), 'topic_id', 'p', '__proto__', 'constructor', 'toString'),
    fc.string({ maxLength: 10 }),
  );
  return fc
    .array(fc.tuple(key, fc.oneof(text.map(encodeURIComponent), fc.constantFrom('%', '%zz', '&', '='))), {
      maxLength: 6,
    })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`));
}

function urlFor(endpoint: Endpoint) {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return fc
    .tuple(fc.array(segment, { minLength: names.length, maxLength: names.length }), queryString(endpoint))
    .map(([values, query]) => {
      let index = 0;
      return endpoint.path.replace(/\{\w+\}/g, () => values[index++] ?? '') + query;
    });
}

/** What every answer must be: below 500, and either a 200 that parses or a JSON error that parses. */
async function checkAnswer(endpoint: Endpoint | undefined, response: Response): Promise<void> {
  expect(response.status).toBeLessThan(500);
  if (response.status === 200 && endpoint !== undefined) {
    if (endpoint.responseType === undefined) {
      expect(z.safeParse(endpoint.response, await response.json()).success).toBe(true);
    } else {
      expect(response.headers.get('content-type')).toBe(endpoint.responseType);
    }
    return;
  }
  if (response.status === 200) return;
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(z.safeParse(ApiError, await response.json()).success).toBe(true);
}

describe('fuzz: generated path parameters and query strings', () => {
  const app = appPerBlock(() => createTestApp('pglite'));

  test.each(served.map((endpoint) => [endpoint.id, endpoint] as const))('%s never answers 5xx', async (_, endpoint) => {
    await fc.assert(
      fc.asyncProperty(urlFor(endpoint), async (url) => {
        await checkAnswer(endpoint, await app.get(url));
      }),
      { numRuns: 150 },
    );
  });

  test('arbitrary paths and query strings under /api never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 6 }),
        fc.webQueryParameters(),
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        async (segments, query, method) => {
          const response = await app.app.request(`/api/${segments.join('/')}?${query}`, { method });
          expect(response.status).toBeLessThan(500);
          if (method !== 'HEAD' && response.status >= 400) {
            expect(z.safeParse(ApiError, await response.json()).success).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('fuzz over a real socket', () => {
  let server: RunningServer;
  const dataDir = copyTemplate();
  beforeAll(async () => {
    server = await startServer(testConfig({ dataDir }));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends a raw request line, bytes as generated, bypassing URL normalisation of fetch. */
  function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, path, method: 'GET', headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  test('raw request targets and headers never crash the server or give 5xx', async () => {
    const printable = fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
      maxLength: 60,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          printable.map((tail) => `/api/${tail}`),
          printable.map((tail) => `/api/cache/support/community/${tail}`),
          printable.map((tail) => `/api/cache/profiles?${tail}`),
        ),
        fc.option(printable, { nil: undefined }),
        async (path, etag) => {
          const headers: Record<string, string> = etag === undefined ? {} : { 'if-none-match': etag };
          let answer: { status: number; body: string };
          try {
            answer = await rawGet(path, headers);
          } catch (error) {
            // Node's own client refuses some request targets before sending; nothing reached the server.
            expect((error as NodeJS.ErrnoException).code).toBe('ERR_UNESCAPED_CHARACTERS');
            return;
          }
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
