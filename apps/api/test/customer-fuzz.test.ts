import {
  ApiError,
  customerEndpoints,
  type Endpoint,
  type EndpointName,
  endpoints,
  orderConditionTypes,
  orderSearchFields,
} from '@mynacon/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { demoNewsletterPreferencesId } from '../src/seed/customer.ts';
import { zendeskIdOf } from '../src/seed/demo.ts';
import { call, gbAddress, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const runs = 40;

/** A valid body per call with a body (the fuzz mutates them) and a path that reaches it. */
const bodyCalls: Array<[EndpointName, string, Record<string, unknown>]> = [
  ['addDevice', '/api/user/device', { name: 'Console', platform: 'PC', serial: 'ABCD-1234' }],
  ['renameDevice', '/api/user/device/1', { name: 'Renamed' }],
  ['markNotificationsRead', '/api/user/notification', { notificationIds: [1, 2] }],
  ['upvote', '/api/middleware/profile/upvote', { id: 503, positive_votes: '10' }],
  ['downvote', '/api/middleware/profile/downvote', { id: 504, negative_votes: '3' }],
  ['addAddress', '/api/user/address', { ...gbAddress, is_default: false }],
  ['updateAddress', '/api/user/address/1', gbAddress],
  ['updateInformation', '/api/user/information', { firstname: 'Alex', locale: 'en-GB' }],
  ['registerPlaytest', '/api/user/playtests/302/register', { platform: 'PlayStation::PS5' }],
  ['answerSurvey', '/api/user/surveys/5/answers', { answers: [{ question_id: 1, value: 3 }] }],
  [
    'updateNewsletterPreferences',
    `/api/newsletter/preferences/${demoNewsletterPreferencesId(1)}`,
    { topics: ['offers'], frequency: 'weekly' },
  ],
  [
    'createReport',
    `/api/user/community/${zendeskIdOf(0)}/posts`,
    { title: 'Crash', body: 'It crashes on start.', severity: 'low', platform_model: 'PC::Steam' },
  ],
  [
    'createTicket',
    '/api/user/support/tickets',
    { subject: 'Help', description: 'It does not start.', product: 'REVO-X', platform_id: 21, severity: 'low' },
  ],
  [
    'contact',
    '/api/contact',
    { name: 'Alex', email: 'alex@example.com', subject: 'Hello', message: 'A question about my order.' },
  ],
];

/** Values near what the schemas accept, and values that exist in the demo data. */
const edgeValues = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '301',
  '9'.repeat(40),
  'PC',
  'PlayStation::PS5',
  'GB',
  'gb',
  'en-GB',
  'NAEN000100101',
  'weekly',
  'offers',
  '__proto__',
  'constructor',
  '\u0000',
  '%',
  demoNewsletterPreferencesId(1),
];

const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(...edgeValues, null, true, 0, -1, 2 ** 53, 1.5, [], {}, [1, 2, 3]),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

function bodies(example: Record<string, unknown>) {
  const keys = Object.keys(example);
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(fc.constantFrom(...keys), value).map(([key, next]) => ({ ...example, [key]: next })),
    },
    {
      weight: 1,
      arbitrary: fc.subarray(keys).map((kept) => Object.fromEntries(kept.map((key) => [key, example[key]]))),
    },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...keys, '__proto__', 'extra'), value, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

const segment = fc.oneof(
  fc.constantFrom(...edgeValues).map(encodeURIComponent),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '%2F'),
);

/** `searchCriteria[...]` keys close to the real ones, with values close to the real ones. */
const criteriaKey = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('filterGroups', 'filter_groups', 'filterGroup'),
      fc.constantFrom('0', '1', '2', '01', '99', '100', 'x'),
      fc.constantFrom('0', '1', '10', '-1'),
      fc.constantFrom('field', 'value', 'conditionType', 'condition_type', 'other'),
    )
    .map(([groups, group, filter, part]) => `searchCriteria[${groups}][${group}][filters][${filter}][${part}]`),
  fc
    .tuple(
      fc.constantFrom('sortOrders', 'sort_orders'),
      fc.constantFrom('0', '1', '5', '7'),
      fc.constantFrom('field', 'direction'),
    )
    .map(([sorts, index, part]) => `searchCriteria[${sorts}][${index}][${part}]`),
  fc.constantFrom(
    'searchCriteria[pageSize]',
    'searchCriteria[currentPage]',
    'searchCriteria[page_size]',
    'searchCriteria',
  ),
  fc.string({ maxLength: 12 }),
);
const criteriaValue = fc.oneof(
  fc.constantFrom(
    ...orderSearchFields,
    ...orderConditionTypes,
    'ASC',
    'desc',
    'sideways',
    '2026-01-01',
    '2026-02-30',
    '2026-01-01 10:00:00',
  ),
  fc.constantFrom(
    '59.99',
    '-1',
    '0',
    '100',
    '101',
    '%',
    '_',
    '%pend%',
    'complete,closed',
    ',',
    ''.padEnd(300, 'x'),
    'NAEN%',
  ),
  fc.string({ maxLength: 20 }),
);
const criteriaQuery = fc
  .array(fc.tuple(criteriaKey, criteriaValue), { maxLength: 12 })
  .map((pairs) => pairs.map(([key, item]) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`).join('&'));

async function checkAnswer(endpoint: Endpoint, response: Response): Promise<void> {
  expect(response.status).toBeLessThan(500);
  const body = await response.json();
  if (response.status === 200) {
    const parsed = z.safeParse(endpoint.response, body);
    if (!parsed.success) throw new Error(`${endpoint.id}: ${z.prettifyError(parsed.error)}`);
  } else {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(z.safeParse(ApiError, body).success).toBe(true);
  }
}

describe.each(backends)('fuzz of the customer calls on %s (no input gives a 5xx)', (backend) => {
  let token: string;

  const app = appPerBlock(() => createTestApp(backend));
  beforeAll(async () => {
    token = await tokenFor(app, 1, 86_400);
  });

  test.each(bodyCalls)('%s: generated bodies', async (name, url, example) => {
    const endpoint: Endpoint = endpoints[name];
    await fc.assert(
      fc.asyncProperty(bodies(example), async (body) => {
        await checkAnswer(endpoint, await call(app, endpoint.method, url, { token, body }));
      }),
      { numRuns: runs },
    );
  });

  test.each(bodyCalls)('%s: bodies that are not JSON, or not sent as JSON', async (name, url) => {
    const endpoint: Endpoint = endpoints[name];
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          '',
        ),
        async (text, type) => {
          const response = await call(app, endpoint.method, url, {
            token,
            body: text,
            headers: { 'content-type': type },
          });
          await checkAnswer(endpoint, response);
        },
      ),
      { numRuns: runs / 2 },
    );
  });

  test('path parameters of every customer call with one', async () => {
    const withParams = Object.entries(customerEndpoints).filter(
      ([, endpoint]: [string, Endpoint]) => endpoint.params !== undefined,
    );
    expect(withParams.length).toBeGreaterThan(8);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withParams), segment, segment, async ([, endpoint], first, second) => {
        let index = 0;
        const url = endpoint.path.replace(/\{\w+\}/g, () => (index++ === 0 ? first : second));
        const example = bodyCalls.find(([name]) => endpoints[name] === endpoint)?.[2];
        await checkAnswer(endpoint, await call(app, endpoint.method, url, { token, body: example }));
      }),
      { numRuns: runs * 4 },
    );
  });

  test('order search criteria', async () => {
    await fc.assert(
      fc.asyncProperty(criteriaQuery, async (query) => {
        const response = await call(app, 'GET', `/api/nacon/sales/customer/orders?${query}`, { token });
        await checkAnswer(endpoints.orders, response);
      }),
      { numRuns: runs * 5 },
    );
  });

  test('my_nacon_id and other query parameters of my profiles', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom('my_nacon_id', 'other', '__proto__'),
            fc.oneof(fc.constantFrom('1', '2', '01'), fc.string({ maxLength: 20 })),
          ),
          {
            maxLength: 3,
          },
        ),
        async (pairs) => {
          const query = pairs.map(([key, item]) => `${key}=${encodeURIComponent(item)}`).join('&');
          await checkAnswer(
            endpoints.userProfiles,
            await call(app, 'GET', `/api/middleware/profile/list?${query}`, { token }),
          );
        },
      ),
      { numRuns: runs * 2 },
    );
  });
});
