import { beforeAll, describe, expect, test } from 'vitest';
import { call, expectError, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const demoUser = 1;
const rivalUser = 2;

/** Every table of the customer module with a user_id, and the column that orders its rows. */
const ownedTables = [
  ['devices', 'id'],
  ['notifications', 'id'],
  ['orders', 'id'],
  ['customer_products', 'id'],
  ['profile_authors', 'profile_id'],
  ['profile_votes', 'profile_id'],
  ['profile_favorites', 'profile_id'],
  ['addresses', 'id'],
  ['linked_accounts', 'provider'],
  ['playtest_registrations', 'playtest_id'],
  ['survey_answers', 'survey_id'],
  ['newsletter_preferences', 'id'],
  ['community_post_authors', 'post_id'],
  ['community_post_reactions', 'post_id'],
  ['support_tickets', 'id'],
] as const;

/** Text that appears only in the demo player's data: none of it may reach another player. */
const demoOnly = [
  'CFI-1216A-0042',
  'NAEN0001',
  'Harbour Lane',
  'demoplayer_tv',
  'demo@mynacon.test',
  'RVX-2025-0042-A',
  'Left stick drifts',
  'Handbrake stops working',
  'The dark theme is easy on the eyes',
];

/** The rival's reads: every GET of the customer module. */
const reads = [
  '/api/user/community/data',
  '/api/user/device',
  '/api/user/notifications',
  '/api/nacon/sales/customer/orders',
  '/api/nacon/sales/customer/orders?searchCriteria[filterGroups][0][filters][0][field]=increment_id&searchCriteria[filterGroups][0][filters][0][value]=NAEN%25&searchCriteria[filterGroups][0][filters][0][conditionType]=like',
  '/api/support/customer/products',
  '/api/middleware/profile/favorite-list',
  '/api/middleware/profile/list',
  '/api/user/address',
  '/api/user/information',
  '/api/user/referral',
  '/api/user/linked-accounts',
  '/api/user/playtests',
  '/api/user/playtests/export',
  '/api/user/surveys/3/answers',
  '/api/user/surveys/5/answers',
  '/api/user/support/tickets',
];

describe.each(backends)('one player can neither read nor change another’s data on %s', (backend) => {
  let rival: string;

  const app = appPerBlock(() => createTestApp(backend));
  beforeAll(async () => {
    app.context.config.features.referralProgram = true;
    rival = await tokenFor(app, rivalUser);
  });

  /** Every row of the demo player in every customer table, and the account row. */
  async function demoRows(): Promise<unknown> {
    const { db } = app.context;
    const rows: Record<string, unknown> = {};
    for (const [table, order] of ownedTables) {
      rows[table] = await db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', demoUser)
        .orderBy(order as never)
        .execute();
    }
    rows.order_items = await db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .selectAll('order_items')
      .where('orders.user_id', '=', demoUser)
      .orderBy('order_items.id')
      .execute();
    rows.user = await db.selectFrom('users').selectAll().where('id', '=', demoUser).executeTakeFirstOrThrow();
    return rows;
  }

  test('the rival’s reads contain nothing of the demo player’s', async () => {
    for (const url of reads) {
      const response = await call(app, 'GET', url, { token: rival });
      expect([200, 404], url).toContain(response.status);
      const text = await response.text();
      for (const secret of demoOnly) expect(text, `${url} leaks ${secret}`).not.toContain(secret);
    }
  });

  test('every call against the demo player’s resources is refused or ignored, and nothing changes', async () => {
    const { db } = app.context;
    const one = async <T>(query: Promise<T | undefined>) => {
      const row = await query;
      if (row === undefined) throw new Error('Missing demo data');
      return row;
    };
    const device = await one(db.selectFrom('devices').select('id').where('user_id', '=', demoUser).executeTakeFirst());
    const address = await one(
      db.selectFrom('addresses').select('id').where('user_id', '=', demoUser).executeTakeFirst(),
    );
    const unread = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', demoUser)
      .where('read_state', '=', false)
      .execute();
    const rivalFavourites = (
      await db.selectFrom('profile_favorites').select('profile_id').where('user_id', '=', rivalUser).execute()
    ).map((row) => row.profile_id);
    const favourite = await one(
      db
        .selectFrom('profile_favorites')
        .select('profile_id')
        .where('user_id', '=', demoUser)
        .where('profile_id', 'not in', rivalFavourites)
        .executeTakeFirst(),
    );
    const order = await one(
      db.selectFrom('orders').select('increment_id').where('user_id', '=', demoUser).executeTakeFirst(),
    );
    expect(unread.length).toBeGreaterThan(0);

    const attacks: Array<[string, string, unknown, number, string | null]> = [
      ['PUT', `/api/user/device/${device.id}`, { name: 'Mine now' }, 404, 'not_found'],
      ['DELETE', `/api/user/device/${device.id}`, undefined, 404, 'not_found'],
      ['PUT', '/api/user/notification', { notificationIds: unread.map((row) => row.id) }, 200, null],
      [
        'PUT',
        `/api/user/address/${address.id}`,
        {
          firstname: 'Sam',
          lastname: 'Rivera',
          street: ['1 rue Volée'],
          city: 'Lyon',
          postcode: '69001',
          country_id: 'FR',
        },
        404,
        'not_found',
      ],
      ['DELETE', `/api/user/address/${address.id}`, undefined, 404, 'not_found'],
      ['PUT', `/api/user/address/${address.id}/default`, undefined, 404, 'not_found'],
      ['DELETE', `/api/middleware/profile/favorite/${favourite.profile_id}`, undefined, 404, 'not_found'],
      ['GET', `/api/middleware/profile/list?my_nacon_id=${demoUser}`, undefined, 403, 'forbidden'],
      ['DELETE', '/api/user/linked-accounts/steam', undefined, 404, 'not_found'],
      ['DELETE', '/api/user/linked-accounts/twitch', undefined, 404, 'not_found'],
      [
        'POST',
        '/api/user/playtests/303/register',
        { platform: 'PlayStation::PS5', device_id: device.id },
        404,
        'not_found',
      ],
      ['DELETE', '/api/user/playtests/301/register', undefined, 404, 'not_found'],
      ['GET', '/api/user/surveys/3/answers', undefined, 404, 'not_found'],
      [
        'POST',
        '/api/user/support/tickets',
        {
          subject: 'Refund',
          description: 'Please refund this order to me.',
          product: 'REVO-X',
          platform_id: 21,
          severity: 'low',
          order_id: order.increment_id,
        },
        404,
        'not_found',
      ],
    ];

    const before = await demoRows();
    for (const [method, url, body, status, code] of attacks) {
      const response = await call(app, method, url, { token: rival, body });
      if (code === null) {
        expect(response.status, `${method} ${url}`).toBe(status);
        // Marking read answers only the caller's ids: none of these.
        expect(await response.json()).toEqual({ success: true, data: { notificationIds: [] } });
      } else {
        const error = await expectError(response, status, code);
        // A message may repeat what the caller sent, nothing more.
        const sent = `${url} ${JSON.stringify(body)}`;
        for (const secret of demoOnly.filter((value) => !sent.includes(value))) {
          expect(error.message).not.toContain(secret);
        }
      }
    }
    expect(await demoRows()).toEqual(before);
    // The rival's own attempts left nothing behind either.
    const tickets = await db.selectFrom('support_tickets').select('id').where('user_id', '=', rivalUser).execute();
    expect(tickets).toHaveLength(1);
    const registrations = await db
      .selectFrom('playtest_registrations')
      .select('playtest_id')
      .where('user_id', '=', rivalUser)
      .where('playtest_id', '=', 303)
      .execute();
    expect(registrations).toEqual([]);
  });

  test('the same calls with the demo player’s own token do reach the resources', async () => {
    const demo = await tokenFor(app, demoUser);
    const device = await app.context.db
      .selectFrom('devices')
      .select('id')
      .where('user_id', '=', demoUser)
      .executeTakeFirstOrThrow();
    expect(
      (await call(app, 'PUT', `/api/user/device/${device.id}`, { token: demo, body: { name: 'Renamed' } })).status,
    ).toBe(200);
    expect((await call(app, 'GET', '/api/user/surveys/3/answers', { token: demo })).status).toBe(200);
    expect(
      (await call(app, 'GET', `/api/middleware/profile/list?my_nacon_id=${demoUser}`, { token: demo })).status,
    ).toBe(200);
  });
});
