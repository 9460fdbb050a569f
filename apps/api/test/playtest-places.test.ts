import { endpoints, type Playtest } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { NotFound, PublicApi } from '../src/data/public-api.ts';
import type { Snapshot } from '../src/data/snapshot.ts';
import type { Prepared } from '../src/http/prepared.ts';
import { call, demoNow, expectError, expectJson, playtestCalls, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

/** An error answer's `reason` (read from the raw body: the field is optional in every error answer). */
async function reasonOf(response: Response, status: number, code: string): Promise<unknown> {
  const body = (await response.clone().json()) as { error?: { reason?: unknown } };
  await expectError(response, status, code);
  return body.error?.reason;
}

describe('a registration’s places applied to the data in memory', () => {
  const playtest = (id: number, status: Playtest['status']): Playtest => ({
    id,
    status,
    title: `Playtest ${id}`,
    summary: '',
    description: '',
    game_code: 'g',
    game_name: 'Game',
    igdb_image_id: 'co1',
    platforms: ['PC'],
    starts_at: '2027-01-01T00:00:00Z',
    ends_at: '2027-01-15T00:00:00Z',
    registration_ends_at: '2026-12-25T00:00:00Z',
    seats: 10,
    places_left: 4,
    survey_id: null,
    outcome: status === 'passed' ? { participants: 9, message: 'Thanks' } : null,
  });
  const api = () =>
    new PublicApi({ version: '5', playtests: [playtest(1, 'open'), playtest(2, 'passed')] } as unknown as Snapshot);
  const bodyOf = (answer: Prepared | NotFound) => {
    if (answer instanceof NotFound) throw new Error(answer.message);
    return JSON.parse(answer.body) as unknown;
  };

  test('the playtest and its status list change; the other list is kept as it was prepared', () => {
    const memory = api();
    const passed = memory.playtests('passed');
    expect(bodyOf(memory.playtests('open'))).toMatchObject({ items: [{ id: 1, places_left: 4 }] });
    expect(bodyOf(memory.playtest(1))).toMatchObject({ places_left: 4 });
    expect(memory.apply([{ kind: 'playtest_places', version: '6', playtestId: 1, placesLeft: 3 }])).toBe(true);
    expect(memory.version).toBe('6');
    expect(bodyOf(memory.playtests('open'))).toMatchObject({ items: [{ id: 1, places_left: 3 }] });
    expect(bodyOf(memory.playtest(1))).toMatchObject({ places_left: 3 });
    expect(memory.playtests('passed')).toBe(passed);
  });

  test('an unknown playtest or a gap in the versions changes nothing and asks for a reload', () => {
    const memory = api();
    const open = memory.playtests('open');
    expect(memory.apply([{ kind: 'playtest_places', version: '6', playtestId: 9, placesLeft: 3 }])).toBe(false);
    expect(memory.apply([{ kind: 'playtest_places', version: '7', playtestId: 1, placesLeft: 3 }])).toBe(false);
    expect(memory.version).toBe('5');
    expect(memory.playtests('open')).toBe(open);
  });
});

describe.each(backends)('playtest places and outcomes on %s', (backend) => {
  const clock = testClock();
  let players = 0;
  const openList = async () =>
    (await expectJson(await app.get('/api/cache/playtests?status=open'), 200, endpoints.playtests.response)).items;
  const platformOf = async (id: number) => (await publicPlaytest(id)).platforms[0] as string;
  /** A new player of its own, so that a test never depends on another's registrations. */
  const newPlayer = async () => {
    players += 1;
    const email = `places-${players}@mynacon.test`;
    const row = await app.context.db
      .insertInto('users')
      .values({ email, email_key: email, username: `Places${players}`, username_key: `places${players}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));
  const { register, publicPlaytest } = playtestCalls(app);

  test('the demo: nearly full, full and roomy open playtests; passed ones say how they ended', async () => {
    const open = await openList();
    expect(open.map((item) => [item.id, item.seats, item.places_left])).toEqual([
      [301, 3, 2],
      [302, 4, 3],
      [307, 1, 0],
      [303, 1000, 1000],
    ]);
    expect(open.every((item) => item.outcome === null)).toBe(true);
    const passed = await expectJson(
      await app.get('/api/cache/playtests?status=passed'),
      200,
      endpoints.playtests.response,
    );
    expect(passed.items.map((item) => [item.id, item.outcome?.participants])).toEqual([
      [306, 1750],
      [305, 962],
      [304, 1184],
    ]);
    expect((await publicPlaytest(304)).outcome?.message).toMatch(/^Thank you for exploring Chapter 2/);
  });

  test('a registration takes a place at once in the public answers and in the registration itself', async () => {
    const player = await newPlayer();
    // Both answers prepared (and kept in memory) before the write.
    expect((await publicPlaytest(303)).places_left).toBe(1000);
    expect((await openList()).find((item) => item.id === 303)?.places_left).toBe(1000);
    const version = app.api.version;
    const answer = await expectJson(
      await register(player, 303, await platformOf(303)),
      200,
      endpoints.registerPlaytest.response,
    );
    expect(answer.data.playtest.places_left).toBe(999);
    expect((await publicPlaytest(303)).places_left).toBe(999);
    expect((await openList()).find((item) => item.id === 303)?.places_left).toBe(999);
    expect(BigInt(app.api.version)).toBe(BigInt(version) + 1n);
  });

  test('refusals name their reason: full, already registered, registration closed, survey answered', async () => {
    const player = await newPlayer();
    expect(await reasonOf(await register(player, 307, 'PC::Steam'), 409, 'conflict')).toBe('playtest_full');
    expect(await reasonOf(await register(1, 301, await platformOf(301)), 409, 'conflict')).toBe('already_registered');
    expect(await reasonOf(await register(player, 304, await platformOf(304)), 410, 'gone')).toBe('registration_closed');
    const again = await call(app, 'POST', '/api/user/surveys/3/answers', {
      token: await tokenFor(app, 1),
      body: { answers: [{ question_id: 1, value: 2 }] },
    });
    expect(await reasonOf(again, 409, 'conflict')).toBe('survey_answered');
    // The stored answers stay the first ones, readable by the player.
    const stored = await expectJson(
      await call(app, 'GET', '/api/user/surveys/3/answers', { token: await tokenFor(app, 1) }),
      200,
      endpoints.surveyAnswers.response,
    );
    expect(stored.data.answers[0]).toEqual({ question_id: 1, value: 4 });
  });

  test('six players race for two places: exactly two get one, and no place is counted twice', async () => {
    const { db } = app.context;
    const playtest = await publicPlaytest(303);
    const taken = playtest.seats - playtest.places_left;
    await db
      .updateTable('playtests')
      .set({ seats: taken + 2 })
      .where('id', '=', 303)
      .execute();
    // A change made behind the API's back: a new data version, then the reload that sees it.
    await db.updateTable('meta').set({ value: '800000' }).where('key', '=', 'data_version').execute();
    await app.refresh();
    expect((await publicPlaytest(303)).places_left).toBe(2);
    const platform = await platformOf(303);
    const racers = await Promise.all(Array.from({ length: 6 }, () => newPlayer()));
    const answers = await Promise.all(racers.map((player) => register(player, 303, platform)));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    for (const response of answers.filter((item) => item.status === 409)) {
      expect(await reasonOf(response, 409, 'conflict')).toBe('playtest_full');
    }
    const { count } = await db
      .selectFrom('playtest_registrations')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('playtest_id', '=', 303)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(taken + 2);
    expect((await publicPlaytest(303)).places_left).toBe(0);
    expect((await openList()).find((item) => item.id === 303)?.places_left).toBe(0);
  });

  test('a reload from the database counts the same places as the changes applied in memory', async () => {
    const before = await openList();
    await app.context.db.updateTable('meta').set({ value: '900000' }).where('key', '=', 'data_version').execute();
    await app.refresh();
    expect(await openList()).toEqual(before);
    clock.set(demoNow);
  });
});
