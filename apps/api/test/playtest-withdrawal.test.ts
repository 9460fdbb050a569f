import { endpoints } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { call, demoNow, expectError, expectJson, playtestCalls, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

describe.each(backends)('withdrawing from a playtest on %s', (backend) => {
  const clock = testClock();
  const withdraw = async (userId: number, playtest: number | string) =>
    call(app, 'DELETE', `/api/user/playtests/${playtest}/register`, { token: await tokenFor(app, userId) });
  const myPlaytestIds = async (userId: number) =>
    (
      await expectJson(
        await call(app, 'GET', '/api/user/playtests', { token: await tokenFor(app, userId) }),
        200,
        endpoints.myPlaytests.response,
      )
    ).data.items.map((item) => item.playtest_id);
  const reasonOf = async (response: Response, status: number, code: string) => {
    const body = (await response.clone().json()) as { error?: { reason?: unknown } };
    await expectError(response, status, code);
    return body.error?.reason;
  };

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));
  const { register, publicPlaytest } = playtestCalls(app);

  test('before the start: the registration goes, its place comes back, the player may register again', async () => {
    expect((await publicPlaytest(301)).places_left).toBe(2);
    const answer = await expectJson(await withdraw(1, 301), 200, endpoints.withdrawPlaytest.response);
    expect(answer).toEqual({ success: true, data: { playtest_id: 301, places_left: 3 } });
    expect((await publicPlaytest(301)).places_left).toBe(3);
    expect(await myPlaytestIds(1)).not.toContain(301);
    // Once gone, a repeat changes nothing and says so.
    const again = await withdraw(1, 301);
    expect((await expectError(again, 404, 'not_found')).message).toBe('You are not registered for playtest 301.');
    expect((await publicPlaytest(301)).places_left).toBe(3);
    const platform = (await publicPlaytest(301)).platforms[0] as string;
    expect((await register(1, 301, platform)).status).toBe(200);
    expect((await publicPlaytest(301)).places_left).toBe(2);
  });

  test('a place freed in a full playtest goes to the next player', async () => {
    expect((await publicPlaytest(307)).places_left).toBe(0);
    expect(await reasonOf(await register(1, 307, 'PC::Steam'), 409, 'conflict')).toBe('playtest_full');
    const freed = await expectJson(await withdraw(2, 307), 200, endpoints.withdrawPlaytest.response);
    expect(freed.data.places_left).toBe(1);
    expect((await register(1, 307, 'PC::Steam')).status).toBe(200);
    expect((await publicPlaytest(307)).places_left).toBe(0);
  });

  test('only the player’s own registration: another player’s stays, and the answer is the same 404', async () => {
    // Player 2 is not registered for 301; player 1 is.
    const refused = await expectError(await withdraw(2, 301), 404, 'not_found');
    expect(refused.message).toBe('You are not registered for playtest 301.');
    expect(await myPlaytestIds(1)).toContain(301);
    await expectError(await withdraw(1, 999), 404, 'not_found');
    await expectError(await withdraw(1, 'abc'), 400, 'invalid_path_parameter');
    await expectError(await call(app, 'DELETE', '/api/user/playtests/301/register'), 401, 'unauthorized');
  });

  test('from the start on (and for passed playtests) a registration can no longer be withdrawn', async () => {
    expect(await reasonOf(await withdraw(1, 304), 409, 'conflict')).toBe('playtest_started');
    const playtest = await publicPlaytest(302);
    const platform = playtest.platforms[0] as string;
    expect((await register(1, 302, platform)).status).toBe(200);
    const startsAt = Date.parse(playtest.starts_at);
    clock.set(startsAt);
    const started = await withdraw(1, 302);
    const body = (await started.clone().json()) as { error: { message: string } };
    expect(body.error.message).toBe(
      `This playtest started on ${playtest.starts_at}: registrations can no longer be withdrawn.`,
    );
    expect(await reasonOf(started, 409, 'conflict')).toBe('playtest_started');
    expect(await myPlaytestIds(1)).toContain(302);
    clock.set(startsAt - 1000);
    expect((await withdraw(1, 302)).status).toBe(200);
    clock.set(demoNow);
  });
});
