// Playtest registrations and survey answers.
import * as z from 'zod/mini';
import { Playtest, PlaytestStatus } from '../playtests.ts';
import { Count, Id, Int32, RecordId, Timestamp } from '../primitives.ts';
import { named } from '../registry.ts';
import { envelope, line } from './fields.ts';

export const PlaytestRegistrationBody = named(
  'PlaytestRegistrationBody',
  z.object({ platform: line(64), device_id: z.optional(RecordId) }),
  '`platform` is one of the playtest’s; `device_id`, if sent, one of the player’s devices.',
);
export const registrationStatuses = ['registered', 'selected', 'not_selected'] as const;
export const PlaytestRegistration = named(
  'PlaytestRegistration',
  z.object({
    playtest_id: Id,
    platform: z.string(),
    device_id: z.nullable(Id),
    status: z.enum(registrationStatuses),
    registered_at: Timestamp,
    survey_id: z.nullable(Id),
    survey_answered_at: z.nullable(Timestamp),
    playtest: Playtest,
  }),
);
export const PlaytestRegistrationResponse = named('PlaytestRegistrationResponse', envelope(PlaytestRegistration));
export const MyPlaytestsResponse = named(
  'MyPlaytestsResponse',
  envelope(z.object({ items: z.array(PlaytestRegistration) })),
  'The player’s registrations, newest playtest first.',
);

export const PlaytestWithdrawalResponse = named(
  'PlaytestWithdrawalResponse',
  envelope(z.object({ playtest_id: Id, places_left: Count })),
  'The registration is gone; `places_left` counts the place it freed.',
);

export const SurveyAnswer = named(
  'SurveyAnswer',
  z.object({
    question_id: RecordId,
    value: z.union([
      z.string().check(z.maxLength(2000)),
      z.array(z.string().check(z.maxLength(200))).check(z.maxLength(20)),
      Int32,
    ]),
  }),
  'Text and single choice: a string; multiple choice: distinct options; rating: 1 to the scale.',
);
export const SurveyAnswersBody = named(
  'SurveyAnswersBody',
  z.object({ answers: z.array(SurveyAnswer).check(z.maxLength(50)) }),
  'Checked against the survey’s questions; a playtest’s survey is for its registered players; one answer each.',
);
export const SurveyAnswers = named(
  'SurveyAnswers',
  z.object({ survey_id: Id, answers: z.array(SurveyAnswer), submitted_at: Timestamp }),
);
export const SurveyAnswersResponse = named('SurveyAnswersResponse', envelope(SurveyAnswers));

export const PlaytestExportRegistration = named(
  'PlaytestExportRegistration',
  z.object({
    playtest_id: Id,
    title: z.string(),
    game_name: z.string(),
    playtest_status: PlaytestStatus,
    platform: z.string(),
    device_id: z.nullable(Id),
    status: z.enum(registrationStatuses),
    registered_at: Timestamp,
    starts_at: Timestamp,
    ends_at: Timestamp,
  }),
  'One registration: the playtest (title, game, whether it passed, its dates) and the player’s platform, device and state.',
);
export const PlaytestExportDevice = named(
  'PlaytestExportDevice',
  z.object({ id: Id, name: z.string(), platform: z.string() }),
  'A device of the player’s named by one of the registrations.',
);
export const PlaytestExportSurveyAnswers = named(
  'PlaytestExportSurveyAnswers',
  z.object({
    survey_id: Id,
    survey_title: z.string(),
    playtest_id: z.nullable(Id),
    submitted_at: Timestamp,
    answers: z.array(z.object({ question_id: Id, question: z.string(), value: SurveyAnswer.shape.value })),
  }),
  'The player’s answers to one survey, each with the question’s text as it reads now.',
);
export const PlaytestDataExport = named(
  'PlaytestDataExport',
  z.object({
    generated_at: Timestamp,
    registrations: z.array(PlaytestExportRegistration),
    devices: z.array(PlaytestExportDevice),
    survey_answers: z.array(PlaytestExportSurveyAnswers),
  }),
  'The player’s playtest programme data at `generated_at`, read at one point in time: registrations (newest ' +
    'playtest first), the devices they name, every survey answered (newest first).',
);
export const PlaytestDataExportResponse = named('PlaytestDataExportResponse', envelope(PlaytestDataExport));

/**
 * The `reason` of a refusal of a playtest or survey call, next to the error's `code`, for clients to tell the
 * causes apart without reading the message: `conflict` is `playtest_full`, `already_registered`,
 * `playtest_started` (a withdrawal once the playtest began) or `survey_answered`; `gone` is `registration_closed`.
 */
export const playtestRefusalReasons = [
  'playtest_full',
  'already_registered',
  'registration_closed',
  'playtest_started',
  'survey_answered',
] as const;
export const PlaytestRefusalReason = named(
  'PlaytestRefusalReason',
  z.enum(playtestRefusalReasons),
  'Why a playtest or survey call was refused, in the error’s `reason`: stable, for clients to branch on.',
);
export type PlaytestRefusalReason = z.infer<typeof PlaytestRefusalReason>;
