// The fuzz of every operation of the contract, not a chosen few: path parameters, query strings and bodies shaped
// by each operation's own schemas (so that most requests get past validation and reach handlers and the database),
// with ids across the whole integer range and hostile strings in their places, each sent with the demo player's
// bearer token, with a forged one and with none. No answer may be a 5xx; every error answer is the contract's.
// The other fuzz files go deeper on single surfaces (raw sockets, order criteria, sign-in forms).
import { ApiError, type Endpoint, endpointList } from '@mynacon/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';
import { anyInteger, encodeSegment, hostileStrings, shapedBy } from './schema-arbitrary.ts';

const served = endpointList.filter((endpoint) => endpoint.status === 'served');

/** Requests per operation and token state: 81 operations × 3 × 14 ≈ 3,400 on PGlite; fewer on PostgreSQL. */
const runsOn = { pglite: 14, postgres: 5 } as const;

/** One path segment: the parameter's own shape most of the time, else any integer or a hostile string. */
function segmentFor(schema: unknown): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: shapedBy(schema, 0).map(String) },
      { weight: 2, arbitrary: anyInteger.map(String) },
      { weight: 1, arbitrary: fc.constantFrom(...hostileStrings) },
    )
    .map(encodeSegment);
}

function pathOf(endpoint: Endpoint): fc.Arbitrary<string> {
  const shape = (endpoint.params?._zod.def.shape ?? {}) as Record<string, unknown>;
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return fc.tuple(...names.map((name) => segmentFor(shape[name]))).map((values) => {
    let index = 0;
    return endpoint.path.replace(/\{\w+\}/g, () => values[index++] ?? '');
  });
}

/** A query string from the query schema's shape (arrays as repeated keys, objects as JSON). */
function queryOf(endpoint: Endpoint): fc.Arbitrary<string> {
  if (endpoint.query === undefined) return fc.constant('');
  return shapedBy(endpoint.query).map((value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
    const search = new URLSearchParams();
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item === undefined) continue;
      for (const one of Array.isArray(item) ? item : [item]) {
        search.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
      }
    }
    const text = search.toString();
    return text === '' ? '' : `?${text}`;
  });
}

type Credentials = 'player' | 'forged' | 'none';

interface Sent {
  path: string;
  body: unknown;
  credentials: Credentials;
}

function requestsOf(endpoint: Endpoint): fc.Arbitrary<Sent> {
  const body = endpoint.body === undefined ? fc.constant(undefined) : shapedBy(endpoint.body);
  return fc
    .tuple(pathOf(endpoint), queryOf(endpoint), body, fc.constantFrom<Credentials>('player', 'forged', 'none'))
    .map(([path, query, sent, credentials]) => ({ path: path + query, body: sent, credentials }));
}

function encode(endpoint: Endpoint, body: unknown): { body?: string; type?: string } {
  if (endpoint.body === undefined || body === undefined) return {};
  if (endpoint.bodyEncoding === 'form') {
    const form = new URLSearchParams();
    if (body !== null && typeof body === 'object') {
      for (const [key, value] of Object.entries(body)) {
        if (value !== undefined) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
    }
    return { body: form.toString(), type: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body), type: 'application/json' };
}

describe.each(backends)('fuzz of every operation of the contract on %s', (backend) => {
  let token: string;
  const runs = runsOn[backend];

  const app = appPerBlock(() => createTestApp(backend));
  beforeAll(async () => {
    token = await tokenFor(app, 1, 86_400);
  });

  test('the generated bodies are often what the schemas accept (1 in 8 at least), so the fuzz reaches past validation', () => {
    for (const endpoint of served) {
      if (endpoint.body === undefined) continue;
      const samples = fc.sample(shapedBy(endpoint.body, 0), { numRuns: 40, seed: 7 });
      const accepted = samples.filter((sample) => z.safeParse(endpoint.body as z.ZodMiniType, sample).success);
      expect(accepted.length, `${endpoint.id}: accepted samples of 40`).toBeGreaterThanOrEqual(5);
    }
  });

  test.each([
    ['PUT', '/api/user/notification', { notificationIds: [1, 2_147_483_648] }, 'notificationIds.1'],
    ['PUT', '/api/middleware/profile/upvote', { id: 2_147_483_648 }, 'id'],
    ['PUT', '/api/middleware/profile/downvote', { id: 9_007_199_254_740_991 }, 'id'],
    ['POST', '/api/user/playtests/302/register', { platform: 'PC', device_id: 2_147_483_648 }, 'device_id'],
    [
      'POST',
      '/api/user/surveys/5/answers',
      { answers: [{ question_id: 2_147_483_648, value: 3 }] },
      'answers.0.question_id',
    ],
    [
      'POST',
      '/api/user/support/tickets',
      {
        subject: 'Help',
        description: 'It does not start.',
        product: 'REVO-X',
        platform_id: 2_147_483_648,
        severity: 'low',
      },
      'platform_id',
    ],
  ] as const)('%s %s: an id beyond its integer column is a 400 naming the field', async (method, path, body, field) => {
    const response = await app.app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const answer = z.parse(ApiError, await response.json());
    expect(answer.error.issues?.map((issue) => issue.path)).toContain(field);
  });

  test.each(served.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s never answers 5xx',
    async (_, endpoint) => {
      await fc.assert(
        fc.asyncProperty(requestsOf(endpoint), async ({ path, body, credentials }) => {
          const headers: Record<string, string> = {};
          if (credentials === 'player') headers.authorization = `Bearer ${token}`;
          if (credentials === 'forged') headers.authorization = `Bearer ${token.slice(0, -4)}AAAA`;
          const encoded = encode(endpoint, body);
          if (encoded.type !== undefined) headers['content-type'] = encoded.type;
          if (endpoint.bodyEncoding === 'form') headers.origin = 'http://api.test';
          const response = await app.app.request(path, {
            method: endpoint.method,
            headers,
            ...(encoded.body === undefined ? {} : { body: encoded.body }),
          });
          const text = await response.text();
          expect(response.status, `${endpoint.method} ${path} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(
            500,
          );
          const type = response.headers.get('content-type') ?? '';
          if (response.status >= 400 && type.startsWith('application/json')) {
            expect(z.safeParse(ApiError, JSON.parse(text)).success, `${endpoint.id}: ${text.slice(0, 300)}`).toBe(true);
          }
        }),
        { numRuns: runs * 3 },
      );
    },
  );
});
