import { endpoints } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { call, demoNow, expectError, expectJson, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const demoUser = 1;
const rivalUser = 2;

describe.each(backends)('the player’s playtest data export on %s', (backend) => {
  const clock = testClock();
  const exportOf = async (userId: number) => {
    const response = await call(app, 'GET', '/api/user/playtests/export', { token: await tokenFor(app, userId) });
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await expectJson(response, 200, endpoints.exportPlaytestData.response)).data;
  };

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));

  test('registrations, the devices they name and every survey answered, as the server holds them', async () => {
    const data = await exportOf(demoUser);
    expect(data.generated_at).toBe(new Date(demoNow).toISOString().replace('.000Z', 'Z'));
    expect(data.registrations.map((item) => [item.playtest_id, item.playtest_status, item.status])).toEqual([
      [301, 'open', 'registered'],
      [305, 'passed', 'selected'],
      [304, 'passed', 'selected'],
    ]);
    const mine = await expectJson(
      await call(app, 'GET', '/api/user/playtests', { token: await tokenFor(app, demoUser) }),
      200,
      endpoints.myPlaytests.response,
    );
    // The same registrations as the player's list, field for field.
    expect(data.registrations).toEqual(
      mine.data.items.map((item) => ({
        playtest_id: item.playtest_id,
        title: item.playtest.title,
        game_name: item.playtest.game_name,
        playtest_status: item.playtest.status,
        platform: item.platform,
        device_id: item.device_id,
        status: item.status,
        registered_at: item.registered_at,
        starts_at: item.playtest.starts_at,
        ends_at: item.playtest.ends_at,
      })),
    );
    const deviceIds = [...new Set(data.registrations.flatMap((item) => item.device_id ?? []))];
    expect(deviceIds).toHaveLength(1);
    const own = await app.context.db
      .selectFrom('devices')
      .select(['id', 'name', 'platform'])
      .where('id', '=', deviceIds[0] as number)
      .where('user_id', '=', demoUser)
      .executeTakeFirstOrThrow();
    expect(data.devices).toEqual([own]);
    expect(data.survey_answers.map((item) => [item.survey_id, item.playtest_id])).toEqual([
      [5, null],
      [3, 304],
    ]);
    expect(data.survey_answers[1]?.answers).toEqual([
      { question_id: 1, question: 'How much did you enjoy the session?', value: 4 },
      { question_id: 2, question: 'Which platform did you play on?', value: 'PlayStation' },
    ]);
  });

  test('only the token’s own player: the other player’s registrations, devices and answers never appear', async () => {
    const rival = await exportOf(rivalUser);
    expect(rival.registrations.map((item) => item.playtest_id)).toEqual([307, 302]);
    expect(rival.survey_answers).toEqual([]);
    const rivalDevices = await app.context.db
      .selectFrom('devices')
      .select('id')
      .where('user_id', '=', rivalUser)
      .execute();
    expect(rival.devices.map((device) => device.id)).toEqual(
      expect.arrayContaining(rival.registrations.flatMap((item) => item.device_id ?? [])),
    );
    for (const device of rival.devices) expect(rivalDevices.map((row) => row.id)).toContain(device.id);
    const demo = await exportOf(demoUser);
    expect(demo.registrations.map((item) => item.playtest_id)).not.toContain(302);
    expect(demo.devices.map((device) => device.id)).not.toEqual(expect.arrayContaining(rival.devices.map((d) => d.id)));
    await expectError(await call(app, 'GET', '/api/user/playtests/export'), 401, 'unauthorized');
  });

  test('follows the player’s writes: a withdrawal and a new survey answer show in the next export', async () => {
    expect(
      (await call(app, 'DELETE', '/api/user/playtests/301/register', { token: await tokenFor(app, demoUser) })).status,
    ).toBe(200);
    clock.set(demoNow + 60_000);
    const answered = await call(app, 'POST', '/api/user/surveys/4/answers', {
      token: await tokenFor(app, demoUser),
      body: {
        answers: [
          { question_id: 1, value: 5 },
          { question_id: 2, value: 'PC' },
          { question_id: 3, value: ['Controls'] },
        ],
      },
    });
    expect(answered.status).toBe(200);
    const data = await exportOf(demoUser);
    expect(data.generated_at).toBe('2026-09-01T12:01:00Z');
    expect(data.registrations.map((item) => item.playtest_id)).toEqual([305, 304]);
    expect(data.survey_answers[0]).toMatchObject({
      survey_id: 4,
      playtest_id: 305,
      submitted_at: '2026-09-01T12:01:00Z',
    });
    expect(data.devices).toHaveLength(1);
  });
});
