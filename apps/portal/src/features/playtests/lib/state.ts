// What a playtest and a registration are at a moment, and how their dates read: pure, so the pages and the tests
// agree on one rule.
import type { IssueCode } from '@mynacon/contract';

export interface PlaytestTimes {
  readonly status: 'open' | 'passed';
  readonly starts_at: string;
  readonly ends_at: string;
  readonly registration_ends_at: string;
  readonly places_left: number;
}

/**
 * A playtest's state for the player: registration `open`, `full` (open but no place left), registration `closed`
 * (not started yet), `running`, or `ended`. A passed playtest has ended whatever its dates say.
 */
export type PlaytestState = 'open' | 'full' | 'closed' | 'running' | 'ended';

export function playtestState(playtest: PlaytestTimes, now: number): PlaytestState {
  if (playtest.status === 'passed' || now >= Date.parse(playtest.ends_at)) return 'ended';
  if (now >= Date.parse(playtest.starts_at)) return 'running';
  if (now >= Date.parse(playtest.registration_ends_at)) return 'closed';
  return playtest.places_left > 0 ? 'open' : 'full';
}

/** The badge tone of a state: colour is never the only cue, the badge's text says the same. */
export const stateTones = {
  open: 'success',
  full: 'warning',
  closed: 'neutral',
  running: 'info',
  ended: 'neutral',
} as const satisfies Record<PlaytestState, string>;

export interface RegistrationTimes {
  readonly survey_id: number | null;
  readonly survey_answered_at: string | null;
  readonly playtest: PlaytestTimes;
}

/**
 * The survey of a registration: `none` (the playtest has no survey), `later` (it opens once the playtest has
 * started), `due` (to answer now) or `answered`.
 */
export type SurveyState = 'none' | 'later' | 'due' | 'answered';

export function surveyState(registration: RegistrationTimes, now: number): SurveyState {
  if (registration.survey_id === null) return 'none';
  if (registration.survey_answered_at !== null) return 'answered';
  const state = playtestState(registration.playtest, now);
  return state === 'running' || state === 'ended' ? 'due' : 'later';
}

/** A registration can be withdrawn until the playtest starts (the server's `playtest_started` refusal afterwards). */
export function canWithdraw(playtest: PlaytestTimes, now: number): boolean {
  return playtest.status === 'open' && now < Date.parse(playtest.starts_at);
}

/** The designed refusals of a registration, by the error's stable `reason` (decision 022). */
export type RegistrationRefusal = 'full' | 'alreadyRegistered' | 'closed';

export function registrationRefusalOf(codes: readonly IssueCode[]): RegistrationRefusal | null {
  if (codes.includes('playtest_full')) return 'full';
  if (codes.includes('already_registered')) return 'alreadyRegistered';
  if (codes.includes('registration_closed')) return 'closed';
  return null;
}

/** A date in the player's language and time zone (the browser's unless given). */
export function formatDay(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}

/** A moment (a deadline) in the player's language and time zone, with the zone's name. */
export function formatMoment(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** A playtest's dates as one range in the player's language and time zone (“3 – 17 Dec 2026”). */
export function formatRange(startIso: string, endIso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).formatRange(
    new Date(startIso),
    new Date(endIso),
  );
}
