import { endpoints } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { checkSurveyAnswers } from '../src/customer/playtests.ts';
import type { SurveyQuestionRow } from '../src/db/types.ts';
import { call, demoNow, expectError, expectJson, testClock, tokenFor } from './customer-helpers.ts';
import { appPerBlock, backends, createTestApp } from './helpers.ts';

const day = 86_400_000;

const questions: SurveyQuestionRow[] = [
  { id: 1, type: 'rating', label: 'Fun', required: true, options: [], scale: 5 },
  { id: 2, type: 'single_choice', label: 'Platform', required: true, options: ['PC', 'Xbox'], scale: null },
  { id: 3, type: 'multiple_choice', label: 'Improve', required: true, options: ['Controls', 'Audio'], scale: null },
  { id: 4, type: 'text', label: 'Else', required: false, options: [], scale: null },
];

describe('survey answers against the questions', () => {
  test('valid answers are kept, text trimmed, an empty optional text dropped', () => {
    expect(
      checkSurveyAnswers(questions, [
        { question_id: 1, value: 5 },
        { question_id: 2, value: 'PC' },
        { question_id: 3, value: ['Audio', 'Controls'] },
        { question_id: 4, value: '  great  ' },
      ]),
    ).toEqual({
      ok: true,
      answers: [
        { question_id: 1, value: 5 },
        { question_id: 2, value: 'PC' },
        { question_id: 3, value: ['Audio', 'Controls'] },
        { question_id: 4, value: 'great' },
      ],
    });
    const withoutText = checkSurveyAnswers(questions, [
      { question_id: 1, value: 1 },
      { question_id: 2, value: 'Xbox' },
      { question_id: 3, value: ['Audio'] },
      { question_id: 4, value: '   ' },
    ]);
    expect(withoutText.ok && withoutText.answers.map((answer) => answer.question_id)).toEqual([1, 2, 3]);
  });

  test('each kind of wrong answer is an issue at its place', () => {
    const result = checkSurveyAnswers(questions, [
      { question_id: 1, value: 6 },
      { question_id: 2, value: 'Dreamcast' },
      { question_id: 3, value: ['Audio', 'Audio'] },
      { question_id: 9, value: 'x' },
      { question_id: 1, value: 3 },
      { question_id: 4, value: ['not', 'text'] },
    ]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((issue) => issue.path)).toEqual([
      'answers.0.value',
      'answers.1.value',
      'answers.2.value',
      'answers.3.question_id',
      'answers.4.question_id',
      'answers.5.value',
    ]);
    const missing = checkSurveyAnswers(questions, [{ question_id: 3, value: [] }]);
    expect(!missing.ok && missing.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/one or more/),
      'Question 1 (Fun) is required',
      'Question 2 (Platform) is required',
    ]);
  });
});

describe.each(backends)('playtests and surveys on %s', (backend) => {
  const clock = testClock();
  const token = (userId: number) => tokenFor(app, userId);
  const register = async (userId: number, playtest: number, body: object) =>
    call(app, 'POST', `/api/user/playtests/${playtest}/register`, { token: await token(userId), body });

  const app = appPerBlock(() => createTestApp(backend, {}, { now: clock.now }));

  test('my playtests: registrations with their playtest and survey state, newest first', async () => {
    const { data } = await expectJson(
      await call(app, 'GET', '/api/user/playtests', { token: await token(1) }),
      200,
      endpoints.myPlaytests.response,
    );
    expect(data.items.map((item) => [item.playtest_id, item.status])).toEqual([
      [301, 'registered'],
      [305, 'selected'],
      [304, 'selected'],
    ]);
    const public301 = await expectJson(await app.get('/api/cache/playtests/301'), 200, endpoints.playtest.response);
    expect(data.items[0]?.playtest).toEqual(public301);
    expect(data.items.find((item) => item.playtest_id === 304)).toMatchObject({
      survey_id: 3,
      survey_answered_at: expect.any(String),
    });
    expect(data.items.find((item) => item.playtest_id === 305)).toMatchObject({
      survey_id: 4,
      survey_answered_at: null,
    });
    expect(data.items[0]?.device_id).not.toBeNull();
  });

  test('registration: open playtest, one of its platforms, once', async () => {
    const playtest = await expectJson(await app.get('/api/cache/playtests/302'), 200, endpoints.playtest.response);
    clock.set(demoNow + day);
    const platform = playtest.platforms[1] as string;
    const answer = await expectJson(await register(1, 302, { platform }), 200, endpoints.registerPlaytest.response);
    expect(answer.data).toMatchObject({
      playtest_id: 302,
      platform,
      device_id: null,
      status: 'registered',
      registered_at: '2026-09-02T12:00:00Z',
      survey_id: 2,
      survey_answered_at: null,
    });
    expect((await expectError(await register(1, 302, { platform }), 409, 'conflict')).message).toMatch(
      /already registered/,
    );
    const wrong = await expectError(await register(2, 303, { platform: 'Sega Saturn' }), 400, 'invalid_body');
    expect(wrong.issues?.[0]).toMatchObject({
      path: 'platform',
      code: 'other',
      message: expect.stringContaining('PlayStation::PS5'),
    });
    await expectError(await register(1, 999, { platform }), 404, 'not_found');
    await expectError(await register(1, 302, {}), 400, 'invalid_body');
    await expectError(
      await call(app, 'POST', '/api/user/playtests/abc/register', { token: await token(1), body: { platform } }),
      400,
      'invalid_path_parameter',
    );
  });

  test('registration with a device: only one of the player’s own', async () => {
    const devices = await app.context.db.selectFrom('devices').select(['id', 'user_id']).orderBy('id').execute();
    const own = devices.find((device) => device.user_id === 2)?.id;
    const others = devices.find((device) => device.user_id === 1)?.id;
    await expectError(await register(2, 303, { platform: 'PlayStation::PS5', device_id: others }), 404, 'not_found');
    const answer = await expectJson(
      await register(2, 303, { platform: 'Xbox::Xbox Series X|S', device_id: own }),
      200,
      endpoints.registerPlaytest.response,
    );
    expect(answer.data.device_id).toBe(own);
  });

  test('registration closes at registration_ends_at on the server’s clock; passed playtests are closed', async () => {
    const playtest = await expectJson(await app.get('/api/cache/playtests/303'), 200, endpoints.playtest.response);
    const closes = Date.parse(playtest.registration_ends_at);
    clock.set(closes);
    const closed = await expectError(await register(1, 303, { platform: 'PlayStation::PS5' }), 410, 'gone');
    expect(closed.message).toBe(`Registration for this playtest closed on ${playtest.registration_ends_at}.`);
    clock.set(closes - 1000);
    expect((await register(1, 303, { platform: 'PlayStation::PS5' })).status).toBe(200);
    clock.set(demoNow);
    await expectError(await register(2, 304, { platform: 'PlayStation::PS5' }), 410, 'gone');
  });

  test('registration: the last seat goes to one player only, then the playtest is full', async () => {
    const { db } = app.context;
    const taken = await db
      .selectFrom('playtest_registrations')
      .select('user_id')
      .where('playtest_id', '=', 301)
      .execute();
    await db
      .updateTable('playtests')
      .set({ seats: taken.length + 1 })
      .where('id', '=', 301)
      .execute();
    const third = await db
      .insertInto('users')
      .values({
        email: 'third@mynacon.test',
        email_key: 'third@mynacon.test',
        username: 'Third',
        username_key: 'third',
        password_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const race = await Promise.all([
      register(2, 301, { platform: 'PlayStation::PS4' }),
      register(third.id, 301, { platform: 'PlayStation::PS5' }),
    ]);
    expect(race.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = race.find((response) => response.status === 409) as Response;
    expect((await expectError(loser, 409, 'conflict')).message).toBe('No seats are left in this playtest.');
    const registered = await db
      .selectFrom('playtest_registrations')
      .select('user_id')
      .where('playtest_id', '=', 301)
      .execute();
    expect(registered).toHaveLength(taken.length + 1);
  });

  test('survey answers: read mine, answer once, checked against the questions', async () => {
    const mine = await expectJson(
      await call(app, 'GET', '/api/user/surveys/3/answers', { token: await token(1) }),
      200,
      endpoints.surveyAnswers.response,
    );
    expect(mine.data).toMatchObject({
      survey_id: 3,
      answers: [
        { question_id: 1, value: 4 },
        { question_id: 2, value: 'PlayStation' },
      ],
    });
    await expectError(
      await call(app, 'GET', '/api/user/surveys/4/answers', { token: await token(1) }),
      404,
      'not_found',
    );

    const survey = await expectJson(await app.get('/api/cache/surveys/4'), 200, endpoints.survey.response);
    const wrong = await call(app, 'POST', '/api/user/surveys/4/answers', {
      token: await token(1),
      body: { answers: [{ question_id: 1, value: 9 }] },
    });
    const error = await expectError(wrong, 400, 'invalid_body');
    expect(error.issues?.map((issue) => issue.path)).toEqual(['answers.0.value', 'answers', 'answers']);

    const answers = survey.questions.map((question) => ({
      question_id: question.id,
      value:
        question.type === 'rating'
          ? 3
          : question.type === 'single_choice'
            ? (question.options[0] as string)
            : question.type === 'multiple_choice'
              ? question.options.slice(0, 2)
              : 'More tracks please',
    }));
    clock.set(demoNow + 2 * day);
    const stored = await expectJson(
      await call(app, 'POST', '/api/user/surveys/4/answers', { token: await token(1), body: { answers } }),
      200,
      endpoints.answerSurvey.response,
    );
    expect(stored.data).toEqual({ survey_id: 4, answers, submitted_at: '2026-09-03T12:00:00Z' });
    const again = await call(app, 'POST', '/api/user/surveys/4/answers', { token: await token(1), body: { answers } });
    await expectError(again, 409, 'conflict');
    const list = await expectJson(
      await call(app, 'GET', '/api/user/playtests', { token: await token(1) }),
      200,
      endpoints.myPlaytests.response,
    );
    expect(list.data.items.find((item) => item.playtest_id === 305)?.survey_answered_at).toBe('2026-09-03T12:00:00Z');
  });

  test('survey answers: a playtest’s survey is for its registered players; a portal survey for anyone', async () => {
    const refused = await call(app, 'POST', '/api/user/surveys/3/answers', {
      token: await token(2),
      body: {
        answers: [
          { question_id: 1, value: 2 },
          { question_id: 2, value: 'PC' },
        ],
      },
    });
    await expectError(refused, 403, 'forbidden');
    const portal = await call(app, 'POST', '/api/user/surveys/5/answers', {
      token: await token(2),
      body: { answers: [{ question_id: 1, value: 4 }] },
    });
    expect((await expectJson(portal, 200, endpoints.answerSurvey.response)).data.answers).toEqual([
      { question_id: 1, value: 4 },
    ]);
    await expectError(
      await call(app, 'POST', '/api/user/surveys/42/answers', { token: await token(2), body: { answers: [] } }),
      404,
      'not_found',
    );
  });
});
