import { CommunityPageResponse, endpoints } from '@mynacon/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoNewsletterPreferencesId } from '../src/seed/customer.ts';
import { topicIdOf, zendeskIdOf } from '../src/seed/demo.ts';
import { call, demoNow, expectError, expectJson, testClock, tokenFor } from './customer-helpers.ts';
import { backends, createTestApp, type TestApp, testConfig } from './helpers.ts';
import { type HttpStandIn, json, servicesConfig, startHttpStandIn } from './services-stand-ins.ts';

/** The bot check's answers, from a local server that speaks its verification protocol. */
const botAnswers = {
  ok: json(200, { success: true, score: 0.9, action: 'contact', hostname: 'api.test' }),
  refused: json(200, { success: false, 'error-codes': ['invalid-input-response'] }),
  unavailable: json(503, {}),
};

const report = {
  title: 'Wheel loses force feedback after a pause',
  body: 'Pause the race, resume: the wheel goes limp until the next restart.',
  severity: 'high',
  platform_model: 'PlayStation::PS5',
};

const contact = {
  name: 'Alex Morgan',
  email: 'Alex@Example.com',
  subject: 'Order question',
  message: 'When will the GT Racing Wheel be back in stock?',
  token: 'bot-token',
};

describe.each(backends)('game support, tickets, contact and newsletter preferences on %s', (backend) => {
  let app: TestApp;
  const clock = testClock();
  const token = (userId: number) => tokenFor(app, userId);

  let bot: HttpStandIn;
  /** What the bot check was asked: the token, and the player's address when one was sent. */
  const botQuestions = () =>
    bot.requests.map((request) => {
      const form = new URLSearchParams(request.body.toString());
      return [form.get('response'), form.get('remoteip')];
    });

  beforeAll(async () => {
    bot = await startHttpStandIn(botAnswers.ok);
    const base = testConfig();
    const services = servicesConfig({
      RECAPTCHA_SECRET: 'contact-test-secret',
      RECAPTCHA_VERIFY_URL: `${bot.url}/siteverify`,
    });
    app = await createTestApp(
      backend,
      { customer: { ...base.customer, contactPerHour: 3 }, services },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await app?.dispose();
    await bot?.close();
  });

  test('a report waits in moderation: in the player’s community data, not on the public board', async () => {
    clock.set(demoNow + 60_000);
    const answer = await expectJson(
      await call(app, 'POST', `/api/user/community/${zendeskIdOf(0)}/posts`, { token: await token(1), body: report }),
      200,
      endpoints.createReport.response,
    );
    expect(answer.data).toMatchObject({
      topic_id: topicIdOf(0),
      title: report.title,
      status: 'none',
      details: { severity: 'high', platform_model: 'PlayStation::PS5', body: report.body },
      author_name: 'DemoPlayer',
      created_at: '2026-09-01T12:01:00Z',
      vote_sum: 0,
    });
    const board = await expectJson(
      await app.get(`/api/cache/support/community/${zendeskIdOf(0)}?topic_id=${topicIdOf(0)}&p=1&per_page=5`),
      200,
      CommunityPageResponse,
    );
    expect(board.posts.map((post) => post.id)).not.toContain(answer.data.id);
    const mine = await expectJson(
      await call(app, 'GET', '/api/user/community/data', { token: await token(1) }),
      200,
      endpoints.communityData.response,
    );
    expect(mine.data.posts[0]).toEqual(answer.data);
    expect(mine.data.followed_post_ids).toContain(answer.data.id);
  });

  test('reports: platform of the game, supported games only, feature flag, bad bodies', async () => {
    const post = (gameId: number, body: object) =>
      token(1).then((value) => call(app, 'POST', `/api/user/community/${gameId}/posts`, { token: value, body }));
    const wrong = await expectError(
      await post(zendeskIdOf(0), { ...report, platform_model: 'Nintendo::Nintendo Switch' }),
      400,
      'invalid_body',
    );
    expect(wrong.issues?.[0]).toMatchObject({
      path: 'platform_model',
      code: 'other',
      message: expect.stringContaining('PC::Steam'),
    });
    await expectError(await post(zendeskIdOf(8), { ...report, platform_model: 'PC' }), 404, 'not_found');
    await expectError(await post(123, report), 404, 'not_found');
    for (const body of [
      { ...report, severity: 'urgent' },
      { ...report, title: '' },
      { ...report, body: 'short' },
      { ...report, title: 'x'.repeat(151) },
    ]) {
      await expectError(await post(zendeskIdOf(0), body), 400, 'invalid_body');
    }
    const { features } = app.context.config;
    features.gameSupport = false;
    try {
      await expectError(await post(zendeskIdOf(0), report), 404, 'not_found');
    } finally {
      features.gameSupport = true;
    }
  });

  test('tickets: the player’s list, a new one with a platform option of its product and an own order', async () => {
    const list = async (userId: number) =>
      (
        await expectJson(
          await call(app, 'GET', '/api/user/support/tickets', { token: await token(userId) }),
          200,
          endpoints.tickets.response,
        )
      ).data;
    const before = await list(1);
    expect(before).toHaveLength(1);
    const options = await expectJson(
      await app.get('/api/cache/support/ticket/rally-frontier/platform/options'),
      200,
      endpoints.ticketPlatformOptions.response,
    );
    const body = {
      subject: 'Save lost after update',
      description: 'My career save disappeared after the 1.3 update.',
      product: 'rally-frontier',
      platform_id: options[0]?.id,
      severity: 'critical',
      order_id: 'NAen000100101',
    };
    const created = await expectJson(
      await call(app, 'POST', '/api/user/support/tickets', { token: await token(1), body }),
      200,
      endpoints.createTicket.response,
    );
    expect(created.data).toMatchObject({
      status: 'open',
      product: 'rally-frontier',
      order_id: 'NAEN000100101',
      severity: 'critical',
    });
    expect(created.data.ticket_id).toBeGreaterThan(700_000);
    expect((await list(1))[0]).toEqual(created.data);

    const accessory = await call(app, 'POST', '/api/user/support/tickets', {
      token: await token(1),
      body: { ...body, product: 'REVO-X', platform_id: 22, order_id: undefined },
    });
    expect((await expectJson(accessory, 200, endpoints.createTicket.response)).data.order_id).toBeNull();

    const refusedPlatform = await call(app, 'POST', '/api/user/support/tickets', {
      token: await token(1),
      body: { ...body, platform_id: 41 },
    });
    expect((await expectError(refusedPlatform, 400, 'invalid_body')).issues?.[0]?.path).toBe('platform_id');
    await expectError(
      await call(app, 'POST', '/api/user/support/tickets', {
        token: await token(1),
        body: { ...body, product: 'NOPE' },
      }),
      404,
      'not_found',
    );
    await expectError(
      await call(app, 'POST', '/api/user/support/tickets', {
        token: await token(1),
        body: { ...body, order_id: 'NAFR000200201' },
      }),
      404,
      'not_found',
    );
    await expectError(
      await call(app, 'POST', '/api/user/support/tickets', {
        token: await token(1),
        body: { ...body, order_id: 'NA123' },
      }),
      400,
      'invalid_body',
    );
    expect(await list(1)).toHaveLength(3);
  });

  test('contact: public, bot-checked, linked to the player when a token is sent', async () => {
    bot.handle(botAnswers.ok);
    bot.requests.length = 0;
    const anonymous = await expectJson(
      await call(app, 'POST', '/api/contact', { body: contact }),
      200,
      endpoints.contact.response,
    );
    expect(anonymous.data.received_at).toBe(new Date(clock.now()).toISOString().replace('.000Z', 'Z'));
    expect(botQuestions()).toEqual([['bot-token', null]]);
    const signedIn = await expectJson(
      await call(app, 'POST', '/api/contact', {
        token: await token(1),
        body: { ...contact, email: 'demo@mynacon.test', order_id: 'NA12123456789' },
      }),
      200,
      endpoints.contact.response,
    );
    const rows = await app.context.db
      .selectFrom('contact_messages')
      .select(['id', 'user_id', 'email_key', 'order_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: anonymous.data.id, user_id: null, email_key: 'alex@example.com', order_id: null },
      { id: signedIn.data.id, user_id: 1, email_key: 'demo@mynacon.test', order_id: 'NA12123456789' },
    ]);
    await expectError(
      await call(app, 'POST', '/api/contact', { token: 'bad-token-value', body: contact }),
      401,
      'unauthorized',
    );
    await expectError(
      await call(app, 'POST', '/api/contact', { body: { ...contact, email: 'not-an-email' } }),
      400,
      'invalid_body',
    );
    const badOrder = await expectError(
      await call(app, 'POST', '/api/contact', { body: { ...contact, order_id: 'NA1123456789' } }),
      400,
      'invalid_body',
    );
    expect(badOrder.issues).toEqual([
      expect.objectContaining({ path: 'order_id', message: 'Format must be NAXXXXXXXXXXX' }),
    ]);

    bot.handle(botAnswers.refused);
    const refused = await expectError(await call(app, 'POST', '/api/contact', { body: contact }), 400, 'invalid_body');
    expect(refused.message).toBe('Looks like you might not be a human');
    expect(refused.reason).toBe('bot_refused');
    bot.handle(botAnswers.unavailable);
    const unavailable = await call(app, 'POST', '/api/contact', { body: contact });
    expect(unavailable.headers.get('retry-after')).toBe('60');
    await expectError(unavailable, 503, 'service_unavailable');
    bot.handle(botAnswers.ok);
    expect(await app.context.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(2);
  });

  test('contact: at most the configured messages per hour from one e-mail address, given back evenly', async () => {
    clock.set(demoNow + 10 * 60_000);
    const body = { ...contact, email: 'flood@example.com' };
    for (let sent = 0; sent < 3; sent++) expect((await call(app, 'POST', '/api/contact', { body })).status).toBe(200);
    const limited = await call(app, 'POST', '/api/contact', { body: { ...body, email: 'FLOOD@example.com' } });
    // Three an hour: one message comes back every 20 minutes (decision 044's token bucket).
    expect(Number(limited.headers.get('retry-after'))).toBe(1200);
    await expectError(limited, 429, 'too_many_requests');
    expect((await call(app, 'POST', '/api/contact', { body: { ...body, email: 'other@example.com' } })).status).toBe(
      200,
    );
    clock.advance(1_200_000);
    expect((await call(app, 'POST', '/api/contact', { body })).status).toBe(200);
    expect((await call(app, 'POST', '/api/contact', { body })).status).toBe(429);
    clock.advance(3_600_000);
    for (let sent = 0; sent < 3; sent++) expect((await call(app, 'POST', '/api/contact', { body })).status).toBe(200);
  });

  test('newsletter preferences: by the 64-hex id in any case, masked e-mail, replace topics and frequency', async () => {
    const id = demoNewsletterPreferencesId(1);
    const read = await expectJson(
      await app.get(`/api/newsletter/preferences/${id}`),
      200,
      endpoints.newsletterPreferences.response,
    );
    expect(read.data).toEqual({
      id,
      email: 'd***@mynacon.test',
      topics: ['game_news', 'playtests', 'events'],
      frequency: 'weekly',
      updated_at: expect.any(String),
    });
    expect(
      (
        await expectJson(
          await app.get(`/api/newsletter/preferences/${id.toUpperCase()}`),
          200,
          endpoints.newsletterPreferences.response,
        )
      ).data,
    ).toEqual(read.data);
    clock.set(demoNow + 3_600_000);
    const updated = await expectJson(
      await call(app, 'PUT', `/api/newsletter/preferences/${id.toUpperCase()}`, {
        body: { topics: ['offers'], frequency: 'monthly' },
      }),
      200,
      endpoints.updateNewsletterPreferences.response,
    );
    expect(updated.data).toEqual({
      ...read.data,
      topics: ['offers'],
      frequency: 'monthly',
      updated_at: '2026-09-01T13:00:00Z',
    });
    const none = await call(app, 'PUT', `/api/newsletter/preferences/${id}`, {
      body: { topics: [], frequency: 'daily' },
    });
    expect((await expectJson(none, 200, endpoints.updateNewsletterPreferences.response)).data.topics).toEqual([]);
    const rival = await expectJson(
      await app.get(`/api/newsletter/preferences/${demoNewsletterPreferencesId(2)}`),
      200,
      endpoints.newsletterPreferences.response,
    );
    expect(rival.data.email).toBe('r***@mynacon.test');
  });

  test('newsletter preferences: ids that are not 64 hex are 400, unknown ones 404, bad bodies 400', async () => {
    const id = demoNewsletterPreferencesId(1);
    for (const bad of [id.slice(1), `${id}0`, `${id.slice(1)}g`, 'x']) {
      await expectError(await app.get(`/api/newsletter/preferences/${bad}`), 400, 'invalid_path_parameter');
    }
    await expectError(await app.get(`/api/newsletter/preferences/${'0'.repeat(64)}`), 404, 'not_found');
    await expectError(
      await call(app, 'PUT', `/api/newsletter/preferences/${'a'.repeat(64)}`, {
        body: { topics: [], frequency: 'daily' },
      }),
      404,
      'not_found',
    );
    for (const body of [
      { topics: ['offers', 'offers'], frequency: 'daily' },
      { topics: ['spam'], frequency: 'daily' },
      { topics: [], frequency: 'hourly' },
      {},
    ]) {
      await expectError(await call(app, 'PUT', `/api/newsletter/preferences/${id}`, { body }), 400, 'invalid_body');
    }
  });
});
