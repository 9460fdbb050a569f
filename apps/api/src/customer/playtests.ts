import { type ErrorIssue, endpoints, type PlaytestRefusalReason } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '../context.ts';
import { placesLeft, toIso } from '../data/snapshot.ts';
import type { Database, SurveyAnswerRow, SurveyQuestionRow } from '../db/types.ts';
import { json } from '../http/answers.ts';
import { jsonBody, pathParams } from '../http/input.ts';
import { badField, Refusal } from '../http/refusal.ts';
import { asPlayer, bumpDataVersion, nowIso, type PlayerGuard, playerRoute, publishChanges } from './http.ts';
import { playtestQuery, toPlaytest } from './views.ts';

/** The player's registrations, with the playtest and whether its survey is answered. */
function registrations(db: Kysely<Database>, userId: number) {
  return playtestQuery(db)
    .innerJoin('playtest_registrations as registration', 'registration.playtest_id', 'playtests.id')
    .leftJoin('survey_answers as answer', (join) =>
      join.onRef('answer.survey_id', '=', 'playtests.survey_id').on('answer.user_id', '=', userId),
    )
    .select([
      'registration.platform as registered_platform',
      'registration.device_id',
      'registration.status as registration_status',
      'registration.registered_at',
      'answer.submitted_at as survey_answered_at',
    ])
    .where('registration.user_id', '=', userId);
}

/**
 * A refusal of the whole call with its stable `reason` next to the code (the error answer's optional field), so a
 * client tells a full playtest from a registration it already has without reading the message.
 */
function refusedFor(code: 'conflict' | 'gone', message: string, reason: PlaytestRefusalReason): Refusal {
  return new Refusal(code, message, undefined, {}, reason);
}

/**
 * The places left of a playtest whose row the transaction holds, after its write: the data version is bumped in
 * the same transaction, so the public answers follow the commit (`publishChanges`).
 */
async function placesAfterWrite(trx: Transaction<Database>, playtestId: number, seats: number) {
  const { count } = await trx
    .selectFrom('playtest_registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('playtest_id', '=', playtestId)
    .executeTakeFirstOrThrow();
  return {
    kind: 'playtest_places' as const,
    version: await bumpDataVersion(trx),
    playtestId,
    placesLeft: placesLeft(seats, Number(count)),
  };
}

type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrations>['executeTakeFirstOrThrow']>>;

function toRegistration(row: RegistrationRow) {
  return {
    playtest_id: row.id,
    platform: row.registered_platform,
    device_id: row.device_id,
    status: row.registration_status,
    registered_at: toIso(row.registered_at),
    survey_id: row.survey_id,
    survey_answered_at: row.survey_answered_at === null ? null : toIso(row.survey_answered_at),
    playtest: toPlaytest(row),
  };
}

/**
 * Checks answers against a survey's questions and returns them normalised (text trimmed), or the issues: each
 * answer names a question of the survey once, required questions are answered, choices are among the options and
 * ratings within the scale.
 */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestionRow[],
  answers: readonly SurveyAnswerRow[],
): { ok: true; answers: SurveyAnswerRow[] } | { ok: false; issues: ErrorIssue[] } {
  const issues: ErrorIssue[] = [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answered = new Set<number>();
  const normalised: SurveyAnswerRow[] = [];
  answers.forEach((answer, index) => {
    const path = `answers.${index}`;
    const question = byId.get(answer.question_id);
    if (question === undefined) {
      issues.push({ path: `${path}.question_id`, code: 'other', message: 'Not a question of this survey' });
      return;
    }
    if (answered.has(question.id)) {
      issues.push({ path: `${path}.question_id`, code: 'other', message: 'Answered more than once' });
      return;
    }
    answered.add(question.id);
    const { value } = answer;
    const fail = (message: string) => issues.push({ path: `${path}.value`, code: 'other', message });
    switch (question.type) {
      case 'rating': {
        const scale = question.scale ?? 5;
        if (typeof value !== 'number' || value < 1 || value > scale) fail(`Expected a whole number from 1 to ${scale}`);
        else normalised.push({ question_id: question.id, value });
        break;
      }
      case 'single_choice':
        if (typeof value !== 'string' || !question.options.includes(value)) {
          fail(`Expected one of ${question.options.join(', ')}`);
        } else normalised.push({ question_id: question.id, value });
        break;
      case 'multiple_choice':
        if (
          !Array.isArray(value) ||
          value.some((option) => !question.options.includes(option)) ||
          new Set(value).size !== value.length ||
          (question.required && value.length === 0)
        ) {
          fail(`Expected ${question.required ? 'one or more' : 'any'} of ${question.options.join(', ')}, each once`);
        } else normalised.push({ question_id: question.id, value: [...value] });
        break;
      case 'text': {
        const text = typeof value === 'string' ? value.trim() : null;
        if (text === null) fail('Expected text');
        else if (question.required && text === '') fail('Required');
        else if (text !== '') normalised.push({ question_id: question.id, value: text });
        break;
      }
    }
  });
  for (const question of questions) {
    if (question.required && !answered.has(question.id)) {
      issues.push({
        path: 'answers',
        code: 'other',
        message: `Question ${question.id} (${question.label}) is required`,
      });
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, answers: normalised };
}

/** Playtest registration, my playtests and survey answers. */
export function mountPlaytests(app: Hono, context: ServerContext, guard: PlayerGuard): void {
  const { db } = context;

  playerRoute(app, endpoints.myPlaytests, guard, async (c) => {
    const rows = await registrations(db, c.get('userId'))
      .orderBy('playtests.starts_at', 'desc')
      .orderBy('playtests.id', 'desc')
      .execute();
    return json({ success: true, data: { items: rows.map(toRegistration) } });
  });

  playerRoute(app, endpoints.exportPlaytestData, guard, async (c) => {
    const userId = c.get('userId');
    // One point in time: a registration and the device or answers it names are read together.
    const data = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const registered = await trx
          .selectFrom('playtest_registrations as registration')
          .innerJoin('playtests', 'playtests.id', 'registration.playtest_id')
          .innerJoin('games', 'games.code', 'playtests.game_code')
          .select([
            'playtests.id',
            'playtests.title',
            'games.name as game_name',
            'playtests.status as playtest_status',
            'playtests.starts_at',
            'playtests.ends_at',
            'registration.platform',
            'registration.device_id',
            'registration.status',
            'registration.registered_at',
          ])
          .where('registration.user_id', '=', userId)
          .orderBy('playtests.starts_at', 'desc')
          .orderBy('playtests.id', 'desc')
          .execute();
        const deviceIds = [...new Set(registered.flatMap((row) => (row.device_id === null ? [] : [row.device_id])))];
        const devices =
          deviceIds.length === 0
            ? []
            : await trx
                .selectFrom('devices')
                .select(['id', 'name', 'platform'])
                .where('user_id', '=', userId)
                .where('id', 'in', deviceIds)
                .orderBy('id')
                .execute();
        const answered = await trx
          .selectFrom('survey_answers as answer')
          .innerJoin('surveys', 'surveys.id', 'answer.survey_id')
          .select([
            'answer.survey_id',
            'answer.answers',
            'answer.submitted_at',
            'surveys.title',
            'surveys.playtest_id',
            'surveys.questions',
          ])
          .where('answer.user_id', '=', userId)
          .orderBy('answer.submitted_at', 'desc')
          .orderBy('answer.survey_id', 'desc')
          .execute();
        return { registered, devices, answered };
      });
    return json({
      success: true,
      data: {
        generated_at: toIso(new Date(context.now())),
        registrations: data.registered.map((row) => ({
          playtest_id: row.id,
          title: row.title,
          game_name: row.game_name,
          playtest_status: row.playtest_status,
          platform: row.platform,
          device_id: row.device_id,
          status: row.status,
          registered_at: toIso(row.registered_at),
          starts_at: toIso(row.starts_at),
          ends_at: toIso(row.ends_at),
        })),
        devices: data.devices,
        survey_answers: data.answered.map((row) => {
          const labels = new Map(row.questions.map((question) => [question.id, question.label]));
          return {
            survey_id: row.survey_id,
            survey_title: row.title,
            playtest_id: row.playtest_id,
            submitted_at: toIso(row.submitted_at),
            answers: row.answers.map((answer) => ({
              question_id: answer.question_id,
              question: labels.get(answer.question_id) ?? '',
              value: answer.value,
            })),
          };
        }),
      },
    });
  });

  playerRoute(app, endpoints.registerPlaytest, guard, async (c) => {
    const { id } = pathParams(c, endpoints.registerPlaytest);
    const body = await jsonBody(c, endpoints.registerPlaytest);
    const userId = c.get('userId');
    const { row, change } = await asPlayer(context, userId, async (trx) => {
      // Held until commit: two players cannot both take the last seat.
      const playtest = await trx
        .selectFrom('playtests')
        .select(['id', 'status', 'platforms', 'registration_ends_at', 'seats'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (playtest === undefined) throw new Refusal('not_found', `No playtest ${id}.`);
      const closesAt = playtest.registration_ends_at.getTime();
      if (playtest.status !== 'open' || context.now() >= closesAt) {
        throw refusedFor(
          'gone',
          `Registration for this playtest closed on ${toIso(playtest.registration_ends_at)}.`,
          'registration_closed',
        );
      }
      if (!playtest.platforms.includes(body.platform)) {
        throw badField('platform', `Choose one of the playtest's platforms: ${playtest.platforms.join(', ')}`);
      }
      if (body.device_id !== undefined) {
        const device = await trx
          .selectFrom('devices')
          .select('id')
          .where('id', '=', body.device_id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (device === undefined) throw new Refusal('not_found', `No device ${body.device_id} among yours.`);
      }
      const existing = await trx
        .selectFrom('playtest_registrations')
        .select('status')
        .where('user_id', '=', userId)
        .where('playtest_id', '=', id)
        .executeTakeFirst();
      if (existing !== undefined) {
        throw refusedFor('conflict', 'You are already registered for this playtest.', 'already_registered');
      }
      const { count } = await trx
        .selectFrom('playtest_registrations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('playtest_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(count) >= playtest.seats) {
        throw refusedFor('conflict', 'No seats are left in this playtest.', 'playtest_full');
      }
      await trx
        .insertInto('playtest_registrations')
        .values({
          user_id: userId,
          playtest_id: id,
          platform: body.platform,
          device_id: body.device_id ?? null,
          registered_at: nowIso(context),
        })
        .execute();
      return {
        row: await registrations(trx, userId).where('playtests.id', '=', id).executeTakeFirstOrThrow(),
        change: await placesAfterWrite(trx, id, playtest.seats),
      };
    });
    // Public answers show the place taken before the player is told it is theirs (decision 008).
    await publishChanges(context, change);
    return json({ success: true, data: toRegistration(row) });
  });

  playerRoute(app, endpoints.withdrawPlaytest, guard, async (c) => {
    const { id } = pathParams(c, endpoints.withdrawPlaytest);
    const userId = c.get('userId');
    const change = await asPlayer(context, userId, async (trx) => {
      // The same lock as a registration: the place freed is counted after the delete, never before.
      const playtest = await trx
        .selectFrom('playtests')
        .select(['id', 'status', 'starts_at', 'seats'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (playtest === undefined) throw new Refusal('not_found', `No playtest ${id}.`);
      const registration = await trx
        .selectFrom('playtest_registrations')
        .select('status')
        .where('user_id', '=', userId)
        .where('playtest_id', '=', id)
        .executeTakeFirst();
      if (registration === undefined) throw new Refusal('not_found', `You are not registered for playtest ${id}.`);
      if (playtest.status !== 'open' || context.now() >= playtest.starts_at.getTime()) {
        throw refusedFor(
          'conflict',
          `This playtest started on ${toIso(playtest.starts_at)}: registrations can no longer be withdrawn.`,
          'playtest_started',
        );
      }
      await trx
        .deleteFrom('playtest_registrations')
        .where('user_id', '=', userId)
        .where('playtest_id', '=', id)
        .execute();
      return placesAfterWrite(trx, id, playtest.seats);
    });
    await publishChanges(context, change);
    return json({ success: true, data: { playtest_id: id, places_left: change.placesLeft } });
  });

  playerRoute(app, endpoints.surveyAnswers, guard, async (c) => {
    const { id } = pathParams(c, endpoints.surveyAnswers);
    const row = await db
      .selectFrom('survey_answers')
      .selectAll()
      .where('user_id', '=', c.get('userId'))
      .where('survey_id', '=', id)
      .executeTakeFirst();
    if (row === undefined) throw new Refusal('not_found', `You have not answered survey ${id}.`);
    return json({
      success: true,
      data: { survey_id: row.survey_id, answers: row.answers, submitted_at: toIso(row.submitted_at) },
    });
  });

  playerRoute(app, endpoints.answerSurvey, guard, async (c) => {
    const { id } = pathParams(c, endpoints.answerSurvey);
    const body = await jsonBody(c, endpoints.answerSurvey);
    const userId = c.get('userId');
    const row = await asPlayer(context, userId, async (trx) => {
      const survey = await trx
        .selectFrom('surveys')
        .select(['id', 'playtest_id', 'questions'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (survey === undefined) throw new Refusal('not_found', `No survey ${id}.`);
      if (survey.playtest_id !== null) {
        const registration = await trx
          .selectFrom('playtest_registrations')
          .select('status')
          .where('user_id', '=', userId)
          .where('playtest_id', '=', survey.playtest_id)
          .executeTakeFirst();
        if (registration === undefined) {
          throw new Refusal('forbidden', 'Only players registered for the playtest can answer its survey.');
        }
      }
      const answered = await trx
        .selectFrom('survey_answers')
        .select('submitted_at')
        .where('user_id', '=', userId)
        .where('survey_id', '=', id)
        .executeTakeFirst();
      if (answered !== undefined) {
        throw refusedFor('conflict', 'You have already answered this survey.', 'survey_answered');
      }
      const checked = checkSurveyAnswers(survey.questions, body.answers);
      if (!checked.ok) throw new Refusal('invalid_body', 'The answers do not fit the survey.', checked.issues);
      return trx
        .insertInto('survey_answers')
        .values({
          user_id: userId,
          survey_id: id,
          answers: JSON.stringify(checked.answers),
          submitted_at: nowIso(context),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return json({
      success: true,
      data: { survey_id: row.survey_id, answers: row.answers, submitted_at: toIso(row.submitted_at) },
    });
  });
}
