import {
  endpoints,
  type Order,
  type OrderSearchInput,
  orderHistoryCriteria,
  orderStatuses,
  searchCriteriaParams,
} from '@mynacon/contract';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseCents, parseInstant, parseSearchCriteria } from '../src/customer/search-criteria.ts';
import { demoMalformedCodesOrder } from '../src/seed/customer.ts';
import { call, expectError, expectJson, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const path = '/api/nacon/sales/customer/orders';
const url = (criteria: OrderSearchInput) => `${path}?${new URLSearchParams(searchCriteriaParams(criteria))}`;
const raw = (query: string) => `${path}?${query}`;

describe('search criteria parser', () => {
  test('dates: Magento, ISO and calendar dates; impossible dates refused', () => {
    expect(parseInstant('2026-08-01')).toBe('2026-08-01T00:00:00.000Z');
    expect(parseInstant('2026-08-01 10:30:00')).toBe('2026-08-01T10:30:00.000Z');
    expect(parseInstant('2026-08-01T10:30:00+02:00')).toBe('2026-08-01T08:30:00.000Z');
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      '2026-8-1',
      'yesterday',
      '2026-08-01T25:00:00Z',
      '0050-01-01',
      '',
    ]) {
      expect(parseInstant(value), value).toBeNull();
    }
  });

  test('amounts in cents without floating point', () => {
    expect(parseCents('59.99')).toBe(5999);
    expect(parseCents('0.29')).toBe(29);
    expect(parseCents('60')).toBe(6000);
    expect(parseCents('60.5')).toBe(6050);
    for (const value of ['-1', '1e3', '1.234', '', ' 1', '1,5']) expect(parseCents(value), value).toBeNull();
  });

  test('groups, filters and sort orders in index order; defaults', () => {
    const result = parseSearchCriteria({
      'searchCriteria[filterGroups][1][filters][0][field]': 'status',
      'searchCriteria[filterGroups][1][filters][0][value]': 'complete,closed',
      'searchCriteria[filterGroups][1][filters][0][conditionType]': 'in',
      'searchCriteria[filter_groups][0][filters][0][field]': 'grand_total',
      'searchCriteria[filter_groups][0][filters][0][value]': '10',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'gt',
      'searchCriteria[sortOrders][0][field]': 'created_at',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.criteria.groups).toEqual([
      [{ field: 'grand_total', conditionType: 'gt', operand: 1000 }],
      [{ field: 'status', conditionType: 'in', operand: ['complete', 'closed'] }],
    ]);
    expect(result.criteria.sortOrders).toEqual([{ field: 'created_at', direction: 'ASC' }]);
    expect(result.criteria).toMatchObject({ pageSize: 50, currentPage: 1 });
  });

  test('every problem is an issue named by its key', () => {
    const result = parseSearchCriteria({
      'searchCriteria[filterGroups][0][filters][0][field]': 'customer_id',
      'searchCriteria[filterGroups][0][filters][0][value]': '2',
      'searchCriteria[filterGroups][1][filters][0][field]': 'grand_total',
      'searchCriteria[filterGroups][1][filters][0][value]': '5%',
      'searchCriteria[filterGroups][1][filters][0][conditionType]': 'like',
      'searchCriteria[filterGroups][2][filters][0][field]': 'created_at',
      'searchCriteria[filterGroups][2][filters][0][value]': 'last week',
      'searchCriteria[filterGroups][3][filters][0][value]': 'x',
      'searchCriteria[filterGroups][01][filters][0][field]': 'status',
      'searchCriteria[pageSize]': '500',
      'searchCriteria[currentPage]': '0',
      'searchCriteria[sortOrders][0][field]': 'status',
      'searchCriteria[sortOrders][0][direction]': 'sideways',
      'searchCriteria[page_size]': '5',
      other: ['1', '2'],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path).sort()).toEqual(
      [
        'searchCriteria[filterGroups][0][filters][0][field]',
        'searchCriteria[filterGroups][1][filters][0][conditionType]',
        'searchCriteria[filterGroups][2][filters][0][value]',
        'searchCriteria[filterGroups][3][filters][0][field]',
        'searchCriteria[filterGroups][01][filters][0][field]',
        'searchCriteria[pageSize]',
        'searchCriteria[currentPage]',
        'searchCriteria[sortOrders][0][direction]',
        'searchCriteria[page_size]',
        'other',
      ].sort(),
    );
  });

  test('limits on groups, filters and list values', () => {
    const query: Record<string, string> = {};
    for (let group = 0; group < 11; group++) {
      query[`searchCriteria[filterGroups][${group}][filters][0][field]`] = 'status';
      query[`searchCriteria[filterGroups][${group}][filters][0][value]`] = 'complete';
    }
    query['searchCriteria[filterGroups][0][filters][1][field]'] = 'status';
    query['searchCriteria[filterGroups][0][filters][1][value]'] = Array.from({ length: 51 }, () => 'x').join(',');
    query['searchCriteria[filterGroups][0][filters][1][conditionType]'] = 'in';
    const result = parseSearchCriteria(query);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['searchCriteria[filterGroups]', 'searchCriteria[filterGroups][0][filters][1][value]']),
    );
  });
});

describe.each(backends)('order search on %s', (backend) => {
  let demo: string;
  let rival: string;
  let all: Order[];

  const search = async (target: string, token = demo) =>
    expectJson(await call(app, 'GET', target, { token }), 200, endpoints.orders.response);

  const app = appPerBlock(() => createTestApp(backend));
  beforeAll(async () => {
    demo = await tokenFor(app, 1);
    rival = await tokenFor(app, 2);
    all = (await search(url({ sortOrders: [{ field: 'created_at', direction: 'DESC' }], pageSize: 100 }))).items;
  });

  test('the demo orders: every status, items with game keys and image paths', async () => {
    expect(new Set(all.map((order) => order.status))).toEqual(new Set(orderStatuses));
    for (const order of all) {
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.grand_total).toBeCloseTo(
        order.items.reduce((sum, item) => sum + item.row_total, 0),
        2,
      );
      for (const item of order.items) {
        expect(item.extension_attributes.image).toBe(`/products/${item.sku}.svg`);
        const served = await app.get(`/api/media${item.extension_attributes.image}`);
        expect(served.status).toBe(200);
      }
    }
    const malformed = all.find((order) => order.increment_id === demoMalformedCodesOrder);
    expect(() => JSON.parse(malformed?.items[0]?.extension_attributes.videogames_codes ?? '')).toThrow();
    const others = all
      .filter((order) => order.increment_id !== demoMalformedCodesOrder)
      .flatMap((order) => order.items);
    for (const item of others) expect(Array.isArray(JSON.parse(item.extension_attributes.videogames_codes))).toBe(true);
    const keys = others.flatMap((item) => JSON.parse(item.extension_attributes.videogames_codes));
    expect(keys.length).toBeGreaterThan(5);
    expect(keys[0]).toEqual({
      platform: expect.any(String),
      code: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
    });
    expect(all.some((order) => order.items.length > 1)).toBe(true);
  });

  test('the portal’s exact query: not pending AND not payment_review, newest first', async () => {
    const portalQuery =
      'searchCriteria[filterGroups][0][filters][0][field]=status&searchCriteria[filterGroups][0][filters][0][value]=pending' +
      '&searchCriteria[filterGroups][0][filters][0][conditionType]=neq' +
      '&searchCriteria[filterGroups][1][filters][0][field]=status&searchCriteria[filterGroups][1][filters][0][value]=payment_review' +
      '&searchCriteria[filterGroups][1][filters][0][conditionType]=neq' +
      '&searchCriteria[sortOrders][0][field]=created_at&searchCriteria[sortOrders][0][direction]=DESC';
    const answer = await search(raw(portalQuery));
    const expected = all.filter((order) => order.status !== 'pending' && order.status !== 'payment_review');
    expect(answer.items.map((order) => order.increment_id)).toEqual(expected.map((order) => order.increment_id));
    expect(answer.total_count).toBe(expected.length);
    expect(answer.total_count).toBe(all.length - 2);
    expect(answer.search_criteria).toEqual({
      filter_groups: [
        { filters: [{ field: 'status', value: 'pending', condition_type: 'neq' }] },
        { filters: [{ field: 'status', value: 'payment_review', condition_type: 'neq' }] },
      ],
      sort_orders: [{ field: 'created_at', direction: 'DESC' }],
      page_size: 50,
      current_page: 1,
    });
    // The contract's helper builds the same query.
    expect((await search(url(orderHistoryCriteria))).items).toEqual(answer.items);
    // Percent-encoded brackets are the same keys.
    expect((await search(raw(portalQuery.replaceAll('[', '%5B').replaceAll(']', '%5D')))).items).toEqual(answer.items);
  });

  test('filters inside a group are OR-ed, groups AND-ed', async () => {
    const answer = await search(
      url({
        filterGroups: [
          [
            { field: 'status', value: 'complete' },
            { field: 'status', value: 'processing', conditionType: 'eq' },
          ],
          [{ field: 'grand_total', value: '60', conditionType: 'gteq' }],
        ],
        sortOrders: [{ field: 'created_at', direction: 'DESC' }],
      }),
    );
    const expected = all.filter(
      (order) => (order.status === 'complete' || order.status === 'processing') && order.grand_total >= 60,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(all.filter((o) => ['complete', 'processing'].includes(o.status)).length);
    expect(answer.items.map((order) => order.increment_id)).toEqual(expected.map((order) => order.increment_id));
    expect(answer.total_count).toBe(expected.length);
  });

  test('condition types: in, nin, like, gt, lt, gteq, lteq on text, money and dates', async () => {
    const ids = async (filters: NonNullable<OrderSearchInput['filterGroups']>) =>
      (
        await search(url({ filterGroups: filters, sortOrders: [{ field: 'created_at', direction: 'DESC' }] }))
      ).items.map((order) => order.increment_id);
    const expectIds = (predicate: (order: Order) => boolean) =>
      all.filter(predicate).map((order) => order.increment_id);
    expect(await ids([[{ field: 'status', value: 'complete,closed', conditionType: 'in' }]])).toEqual(
      expectIds((order) => ['complete', 'closed'].includes(order.status)),
    );
    expect(await ids([[{ field: 'status', value: 'complete,closed', conditionType: 'nin' }]])).toEqual(
      expectIds((order) => !['complete', 'closed'].includes(order.status)),
    );
    expect(await ids([[{ field: 'status', value: '%pend%', conditionType: 'like' }]])).toEqual(
      expectIds((order) => order.status.includes('pend')),
    );
    expect(await ids([[{ field: 'increment_id', value: 'naen0001001__', conditionType: 'like' }]])).toEqual(
      expectIds((order) => /^NAEN0001001\d\d$/.test(order.increment_id)),
    );
    expect(await ids([[{ field: 'grand_total', value: '59.99', conditionType: 'gt' }]])).toEqual(
      expectIds((order) => order.grand_total > 59.99),
    );
    expect(await ids([[{ field: 'grand_total', value: '59.99', conditionType: 'lteq' }]])).toEqual(
      expectIds((order) => order.grand_total <= 59.99),
    );
    expect(await ids([[{ field: 'created_at', value: '2026-06-01', conditionType: 'gteq' }]])).toEqual(
      expectIds((order) => order.created_at >= '2026-06-01'),
    );
    expect(await ids([[{ field: 'created_at', value: '2026-06-01 00:00:00', conditionType: 'lt' }]])).toEqual(
      expectIds((order) => order.created_at < '2026-06-01'),
    );
    expect(await ids([[{ field: 'order_currency_code', value: 'USD' }]])).toEqual([]);
    expect(await ids([[{ field: 'increment_id', value: demoMalformedCodesOrder }]])).toEqual([demoMalformedCodesOrder]);
  });

  test('sort orders in turn, then paging that covers every order once', async () => {
    const sorted = await search(
      url({
        sortOrders: [
          { field: 'grand_total', direction: 'ASC' },
          { field: 'created_at', direction: 'DESC' },
        ],
      }),
    );
    const totals = sorted.items.map((order) => order.grand_total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (let index = 1; index < sorted.items.length; index++) {
      const [before, after] = [sorted.items[index - 1], sorted.items[index]];
      if (before?.grand_total === after?.grand_total) {
        expect((before?.created_at ?? '') >= (after?.created_at ?? '')).toBe(true);
      }
    }
    const pages: Order[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await search(
        url({ sortOrders: [{ field: 'created_at', direction: 'ASC' }], pageSize: 5, currentPage: page }),
      );
      expect(answer.total_count).toBe(all.length);
      expect(answer.search_criteria).toMatchObject({ page_size: 5, current_page: page });
      pages.push(...answer.items);
    }
    expect(pages.map((order) => order.increment_id)).toEqual([...all].reverse().map((order) => order.increment_id));
    const beyond = await search(url({ pageSize: 5, currentPage: 4 }));
    expect(beyond.items).toEqual([]);
    expect(beyond.total_count).toBe(all.length);
  });

  test('without criteria: every order of the caller, newest first by id', async () => {
    const answer = await search(path);
    expect(answer.total_count).toBe(all.length);
    expect(answer.items.map((order) => order.entity_id)).toEqual(
      [...all].map((order) => order.entity_id).sort((a, b) => b - a),
    );
    expect(answer.search_criteria).toEqual({ filter_groups: [], sort_orders: [], page_size: 50, current_page: 1 });
  });

  test('another player sees only their own orders, whatever the filters', async () => {
    const theirs = await search(path, rival);
    expect(theirs.items.map((order) => order.increment_id).sort()).toEqual(['NAFR000200201', 'NAFR000200202']);
    const probe = await search(
      url({ filterGroups: [[{ field: 'increment_id', value: all[0]?.increment_id ?? '' }]] }),
      rival,
    );
    expect(probe).toMatchObject({ items: [], total_count: 0 });
  });

  test('wrong criteria are 400 invalid_query naming each key', async () => {
    const wrong = await expectError(
      await call(
        app,
        'GET',
        raw(
          'searchCriteria[filterGroups][0][filters][0][field]=user_id&searchCriteria[filterGroups][0][filters][0][value]=2',
        ),
        {
          token: demo,
        },
      ),
      400,
      'invalid_query',
    );
    expect(wrong.issues).toEqual([
      {
        path: 'searchCriteria[filterGroups][0][filters][0][field]',
        code: 'other',
        message: expect.stringMatching(/^Expected one of/),
      },
    ]);
    for (const query of [
      'searchCriteria[pageSize]=0',
      'searchCriteria[pageSize]=101',
      'searchCriteria[currentPage]=-1',
      'searchCriteria[pageSize]=5&searchCriteria[pageSize]=6',
      'searchCriteria[filterGroups][0][filters][0][field]=grand_total&searchCriteria[filterGroups][0][filters][0][value]=lots',
      'searchCriteria[filterGroups][0][filters][0][field]=created_at&searchCriteria[filterGroups][0][filters][0][value]=2026-02-30',
      'searchCriteria[filterGroups][0][filters][0][field]=status&searchCriteria[filterGroups][0][filters][0][value]=x&searchCriteria[filterGroups][0][filters][0][conditionType]=regexp',
      'searchCriteria[sortOrders][0][direction]=DESC',
      'searchCriteria[filterGroups][0][filters][0][field]=status',
      'sort=created_at',
    ]) {
      await expectError(await call(app, 'GET', raw(query), { token: demo }), 400, 'invalid_query');
    }
  });
});
