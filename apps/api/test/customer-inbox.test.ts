import { endpoints, ProductListResponse } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { call, customerBlock, expectError, expectJson } from './customer-helpers.ts';
import { backends } from './helpers.ts';

describe.each(backends)('inbox, devices, community data and products on %s', (backend) => {
  let demo: string;
  let rival: string;
  const { app, clock } = customerBlock(
    backend,
    { config: (base) => ({ customer: { ...base.customer, maxDevices: 5 } }) },
    (players) => ({ demo, rival } = players),
  );

  const notifications = async (token: string) =>
    (
      await expectJson(
        await call(app, 'GET', '/api/user/notifications', { token }),
        200,
        endpoints.notifications.response,
      )
    ).data;
  const devices = async (token: string) =>
    (await expectJson(await call(app, 'GET', '/api/user/device', { token }), 200, endpoints.devices.response)).data;

  test('notifications: the demo inbox, newest first, some unread, with parameters and links', async () => {
    const inbox = await notifications(demo);
    expect(inbox.length).toBeGreaterThanOrEqual(6);
    const dates = inbox.map((item) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(inbox.some((item) => !item.read_state)).toBe(true);
    expect(inbox.some((item) => item.read_state)).toBe(true);
    const withLink = inbox.filter((item) => item.parameters.link !== undefined);
    expect(withLink.length).toBeGreaterThan(2);
    expect(withLink[0]?.parameters.link).toEqual({ label: expect.any(String), url: expect.stringMatching(/^\//) });
    expect(new Set(inbox.map((item) => item.notification_key)).size).toBeGreaterThan(4);
    const translations = await expectJson(
      await call(app, 'GET', '/api/cache/nacmid/translations?locale=en-GB'),
      200,
      endpoints.translations.response,
    );
    const keys = new Set(translations.map((record) => record.key));
    for (const item of inbox) expect(keys).toContain(item.notification_key);
  });

  test('marking read: false → true for the caller’s ids only, others ignored and unchanged', async () => {
    const mine = await notifications(demo);
    const theirs = await notifications(rival);
    const unread = mine.filter((item) => !item.read_state).map((item) => item.id);
    const theirUnread = theirs.filter((item) => !item.read_state).map((item) => item.id);
    expect(unread.length).toBeGreaterThan(1);
    expect(theirUnread.length).toBeGreaterThan(0);
    const target = unread.slice(0, 2);
    const answer = await expectJson(
      await call(app, 'PUT', '/api/user/notification', {
        token: demo,
        body: { notificationIds: [...target, ...theirUnread, 999_999, target[0]] },
      }),
      200,
      endpoints.markNotificationsRead.response,
    );
    expect(answer).toEqual({ success: true, data: { notificationIds: [...target].sort((a, b) => a - b) } });
    const after = await notifications(demo);
    for (const item of after) {
      const before = mine.find((entry) => entry.id === item.id);
      expect(item.read_state).toBe(target.includes(item.id) ? true : before?.read_state);
    }
    expect(await notifications(rival)).toEqual(theirs);
    // Already read stays read: the call is idempotent.
    const again = await call(app, 'PUT', '/api/user/notification', { token: demo, body: { notificationIds: target } });
    expect((await expectJson(again, 200, endpoints.markNotificationsRead.response)).data.notificationIds).toHaveLength(
      2,
    );
  });

  test('marking read refuses bodies that are not a list of ids', async () => {
    for (const body of [{}, { notificationIds: [] }, { notificationIds: ['1'] }, { notificationIds: [-1] }, [], 'x']) {
      await expectError(await call(app, 'PUT', '/api/user/notification', { token: demo, body }), 400, 'invalid_body');
    }
    const text = await call(app, 'PUT', '/api/user/notification', {
      token: demo,
      body: '{"notificationIds":[1]}',
      headers: { 'content-type': 'text/plain' },
    });
    await expectError(text, 415, 'unsupported_media_type');
    const broken = await call(app, 'PUT', '/api/user/notification', { token: demo, body: '{"notificationIds":' });
    await expectError(broken, 400, 'invalid_body');
  });

  test('devices: the demo ones, then add, rename and remove', async () => {
    const initial = await devices(demo);
    expect(initial.map((device) => device.platform)).toEqual([
      'PlayStation::PS5',
      'PC::Steam',
      'Nintendo::Nintendo Switch 2',
    ]);
    clock.set(Date.UTC(2026, 8, 1, 12, 5, 0));
    const added = await expectJson(
      await call(app, 'POST', '/api/user/device', {
        token: demo,
        body: { name: '  Bedroom Xbox  ', platform: 'Xbox::Xbox One', serial: 'XB1-0042' },
      }),
      200,
      endpoints.addDevice.response,
    );
    expect(added.data).toMatchObject({
      name: 'Bedroom Xbox',
      platform: 'Xbox::Xbox One',
      serial: 'XB1-0042',
      registered_at: '2026-09-01T12:05:00Z',
    });
    expect((await devices(demo)).map((device) => device.id)).toContain(added.data.id);

    const renamed = await expectJson(
      await call(app, 'PUT', `/api/user/device/${added.data.id}`, { token: demo, body: { name: 'Spare Xbox' } }),
      200,
      endpoints.renameDevice.response,
    );
    expect(renamed.data).toEqual({ ...added.data, name: 'Spare Xbox' });

    const removed = await call(app, 'DELETE', `/api/user/device/${added.data.id}`, { token: demo });
    expect(await expectJson(removed, 200, endpoints.removeDevice.response)).toEqual({ success: true });
    expect(await devices(demo)).toEqual(initial);
    await expectError(
      await call(app, 'DELETE', `/api/user/device/${added.data.id}`, { token: demo }),
      404,
      'not_found',
    );
    await expectError(
      await call(app, 'PUT', `/api/user/device/${added.data.id}`, { token: demo, body: { name: 'Ghost' } }),
      404,
      'not_found',
    );
  });

  test('devices: unknown platforms, bad names and serials are 400 naming the field; the limit is 409', async () => {
    const unknown = await expectError(
      await call(app, 'POST', '/api/user/device', { token: demo, body: { name: 'Dreamcast', platform: 'Sega' } }),
      400,
      'invalid_body',
    );
    expect(unknown.issues?.[0]?.path).toBe('platform');
    for (const body of [
      { name: '', platform: 'PC' },
      { name: '   ', platform: 'PC' },
      { name: 'x'.repeat(51), platform: 'PC' },
      { name: 'Tab\there', platform: 'PC' },
      { name: 'PC', platform: 'PC', serial: 'no spaces allowed' },
    ]) {
      await expectError(await call(app, 'POST', '/api/user/device', { token: demo, body }), 400, 'invalid_body');
    }
    await expectError(
      await call(app, 'PUT', '/api/user/device/abc', { token: demo, body: { name: 'x' } }),
      400,
      'invalid_path_parameter',
    );
    // Limit 5 in this file's configuration: 3 demo devices + 2.
    for (const name of ['Fourth', 'Fifth']) {
      const response = await call(app, 'POST', '/api/user/device', { token: demo, body: { name, platform: 'PC' } });
      expect(response.status).toBe(200);
    }
    const full = await call(app, 'POST', '/api/user/device', { token: demo, body: { name: 'Sixth', platform: 'PC' } });
    expect((await expectError(full, 409, 'conflict')).message).toMatch(/at most 5 devices/);
    expect(await devices(demo)).toHaveLength(5);
  });

  test('community data: the player’s own posts, votes and follows', async () => {
    const { data } = await expectJson(
      await call(app, 'GET', '/api/user/community/data', { token: demo }),
      200,
      endpoints.communityData.response,
    );
    expect(data.display_name).toBe('DemoPlayer');
    expect(data.posts).toHaveLength(3);
    expect(data.posts.every((post) => post.author_name === 'DemoPlayer')).toBe(true);
    const dates = data.posts.map((post) => post.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(data.posts.map((post) => post.status)).size).toBe(3);
    expect(data.voted_post_ids).toHaveLength(4);
    for (const post of data.posts) expect(data.followed_post_ids).toContain(post.id);
    const rivalData = await expectJson(
      await call(app, 'GET', '/api/user/community/data', { token: rival }),
      200,
      endpoints.communityData.response,
    );
    expect(rivalData.data.display_name).toBe('RivalPlayer');
    expect(rivalData.data.posts.map((post) => post.author_name)).toEqual(['RivalPlayer']);
  });

  test('customer products: catalogue product ids, top-level and child products', async () => {
    const { items, total_count } = await expectJson(
      await call(app, 'GET', '/api/support/customer/products', { token: demo }),
      200,
      endpoints.customerProducts.response,
    );
    expect(total_count).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const catalogue = await expectJson(
      await call(app, 'GET', '/api/cache/support/products/all'),
      200,
      ProductListResponse,
    );
    const owned = items.map((item) => catalogue.find((product) => product.product_id === item.product_id));
    expect(owned.every((product) => product !== undefined)).toBe(true);
    expect(owned.some((product) => product?.parent_id === null)).toBe(true);
    expect(owned.some((product) => product?.parent_id !== null)).toBe(true);
    for (const [index, item] of items.entries()) expect(owned[index]?.product_sku).toBe(item.product_sku);
  });
});
