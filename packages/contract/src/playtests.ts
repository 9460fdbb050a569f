import * as z from 'zod/mini';
import { Count, Id, Timestamp } from './primitives.ts';
import { named } from './registry.ts';

export const surveyQuestionTypes = ['single_choice', 'multiple_choice', 'rating', 'text'] as const;

/** A survey question. Choice questions have options; rating questions go from 1 to `scale`. */
export const SurveyQuestion = named(
  'SurveyQuestion',
  z.object({
    id: Id,
    type: z.enum(surveyQuestionTypes),
    label: z.string().check(z.minLength(1)),
    required: z.boolean(),
    options: z.array(z.string().check(z.minLength(1))),
    scale: z.nullable(z.int().check(z.gte(2), z.lte(10))),
  }),
);
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

/** A survey, public at `/survey/{id}`. */
export const Survey = named(
  'Survey',
  z.object({
    id: Id,
    playtest_id: z.nullable(Id),
    title: z.string().check(z.minLength(1)),
    description: z.string(),
    questions: z.array(SurveyQuestion),
  }),
);
export type Survey = z.infer<typeof Survey>;

export const playtestStatuses = ['open', 'passed'] as const;
export const PlaytestStatus = named('PlaytestStatus', z.enum(playtestStatuses));

/** How a passed playtest ended, as players read it: how many took part and the team's closing message. */
export const PlaytestOutcome = named(
  'PlaytestOutcome',
  z.object({ participants: Count, message: z.string().check(z.minLength(1)) }),
  'The dates are the playtest’s `starts_at` and `ends_at`; `message` is plain text, never HTML.',
);
export type PlaytestOutcome = z.infer<typeof PlaytestOutcome>;

/** A playtest (open for registration, or passed). */
export const Playtest = named(
  'Playtest',
  z.object({
    id: Id,
    status: PlaytestStatus,
    title: z.string().check(z.minLength(1)),
    summary: z.string(),
    description: z.string(),
    game_code: z.string().check(z.minLength(1)),
    game_name: z.string().check(z.minLength(1)),
    igdb_image_id: z.string().check(z.regex(/^[a-z0-9]+$/)),
    platforms: z.array(z.string().check(z.minLength(1))),
    starts_at: Timestamp,
    ends_at: Timestamp,
    registration_ends_at: Timestamp,
    seats: Count,
    /** Seats minus the registrations at this data version (never below 0). */
    places_left: Count,
    survey_id: z.nullable(Id),
    /** Set once a passed playtest is closed; null while open. */
    outcome: z.nullable(PlaytestOutcome),
  }),
);
export type Playtest = z.infer<typeof Playtest>;

/** `GET /api/cache/playtests`: open ones by start date, passed ones newest first. */
export const PlaytestListResponse = named('PlaytestListResponse', z.object({ items: z.array(Playtest), size: Count }));
export type PlaytestListResponse = z.infer<typeof PlaytestListResponse>;
