// What the pages show for a failed call: the HTTP client's typed errors turned into designed outcomes, and the
// API's issues into messages in the player's language. Everything branches on the contract's codes (the error's
// `code` and `reason`, each issue's `code` and `params`), never on the English the API also sends.

import type { ErrorIssue, IssueCode } from '@mynacon/contract';
import type { AnyKeyTranslate, Translate } from '../i18n/useT';
import { ApiRequestError, MalformedResponseError, NetworkError, UnauthorizedError } from './errors';

/** A message to show: a key of the bundles with its values, or, for a refusal without words of ours, the server's text. */
export type ShownMessage = { key: string; values?: Record<string, string | number> } | { text: string };

/** What an issue says: its code, the numbers of its message, and the server's English for codes without a key. */
export type IssueLike = Pick<ErrorIssue, 'code' | 'message' | 'params'>;

/** Translation keys by issue code: a page's own keys for the codes it words itself, over `sharedIssueKeys`. */
export type IssueKeys = Partial<Record<IssueCode, string>>;

/** The codes every page words the same: the design system's form rules and the platform's bot refusal. */
export const sharedIssueKeys: IssueKeys = {
  invalid: 'form.invalid',
  required: 'form.invalid',
  control_characters: 'form.invalid',
  email_format: 'form.emailFormat',
  password_rules: 'form.password',
  password_common: 'form.passwordCommon',
  username_characters: 'form.username',
  too_short: 'form.minLength',
  min_age: 'form.minAge',
  bot_refused: 'portal.platform.botRefused',
};

/** The values of a code's message, named as the bundles name them, from the issue's numbers. */
const valuesOf: Partial<Record<IssueCode, (params: Record<string, number>) => Record<string, number> | null>> = {
  too_short: ({ min }) => (min === undefined ? null : { length: min }),
  too_long: ({ max }) => (max === undefined ? null : { max }),
  min_age: ({ age }) => (age === undefined ? null : { age }),
};

/**
 * An issue as the player reads it: the key of its code (the page's `keys` first) with the numbers it carries, or
 * the server's text when the portal has no words for the code (or the numbers its words need are missing).
 */
export function shownMessageOf(issue: IssueLike, keys: IssueKeys = {}): ShownMessage {
  const key = keys[issue.code] ?? sharedIssueKeys[issue.code];
  if (key === undefined) return { text: issue.message };
  const toValues = valuesOf[issue.code];
  if (toValues === undefined) return { key };
  const values = toValues(issue.params ?? {});
  return values === null ? { text: issue.message } : { key, values };
}

/** The text of a shown message with the page's translator. */
export function textOf(message: ShownMessage, t: Translate) {
  // The one place a key from a table of this module (or a page's table of the same kind) meets the translator.
  const byKey = t as AnyKeyTranslate;
  return 'text' in message ? message.text : byKey(message.key, message.values);
}

/** The form field of an issue's dotted path (`street.1` → `street1`), or undefined when the form has none. */
export type FieldOf = (path: string) => string | undefined;

/** A form's fields by name: an issue lands on the field named by the first part of its path. */
const fieldOfNames =
  (fields: readonly string[]): FieldOf =>
  (path) => {
    const field = path.split('.')[0] ?? '';
    return fields.includes(field) ? field : undefined;
  };

/** Sorts issues onto a form's fields (the first message per field wins); the others come back in `other`. */
function sortIssues(issues: readonly ErrorIssue[], fieldOf: FieldOf, keys: IssueKeys) {
  const fields: Record<string, ShownMessage> = {};
  const other: ShownMessage[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const shown = shownMessageOf(issue, keys);
    if (field === undefined) other.push(shown);
    else fields[field] ??= shown;
  }
  return { fields, other };
}

/**
 * The field messages of a refused submission (400 `issues`, or a 409's), by field name, for the fields the form
 * has; messages for other paths come back in `other`. Null for any other failure.
 */
export function fieldMessagesOf(
  error: unknown,
  fields: readonly string[],
  keys: IssueKeys = {},
): { fields: Record<string, ShownMessage>; other: ShownMessage[] } | null {
  if (!(error instanceof ApiRequestError) || (error.status !== 400 && error.status !== 409)) return null;
  if (error.issues.length === 0) return null;
  return sortIssues(error.issues, fieldOfNames(fields), keys);
}

/** Why a mailed link cannot be used. */
export type LinkProblem = 'used' | 'expired' | 'invalid';

/**
 * The link problem behind a failed call with a mailed link: a 410 says used or expired by its `reason` (any other
 * 410 is not valid); a 400 about one of `linkFields` (a token that is not even well-formed) is not valid. Null for
 * any other failure.
 */
export function linkProblemOf(error: unknown, linkFields: readonly string[]): LinkProblem | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 410) {
    if (error.reason === 'link_used') return 'used';
    if (error.reason === 'link_expired') return 'expired';
    return 'invalid';
  }
  if (error.status === 400 && error.issues.some((issue) => linkFields.includes(issue.path.split('.')[0] ?? '')))
    return 'invalid';
  return null;
}

/** A failure that is not about what the player typed. */
export type CallProblem =
  /** Offline, no answer in time, or the server failed (5xx). */
  | 'unavailable'
  /** Too many requests (429). */
  | 'throttled'
  /** An answer that does not match the contract. */
  | 'malformed'
  /** Anything else. */
  | 'failed';

export function callProblemOf(error: unknown): CallProblem {
  if (error instanceof NetworkError) return 'unavailable';
  if (error instanceof MalformedResponseError) return 'malformed';
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return 'throttled';
    if (error.status >= 500) return 'unavailable';
  }
  return 'failed';
}

/**
 * A server too busy to check a password right now (503, reason `server_busy`): the seconds its `Retry-After`
 * asks to wait (null when it did not say), or null for any other failure. The player may simply try again.
 */
export function serverBusyOf(error: unknown): { retryAfterSeconds: number | null } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 503 || error.reason !== 'server_busy') return null;
  return { retryAfterSeconds: error.retryAfterSeconds };
}

/**
 * What every form says to a refusal for too many requests (429, decision 044): "try again" in the seconds or
 * minutes of its `Retry-After`, or "later" when it did not say. Forms with a "Try again" button keep it beside.
 */
export function tooManyRequestsOf(error: unknown): ShownMessage {
  const seconds = error instanceof ApiRequestError ? error.retryAfterSeconds : null;
  if (seconds === null) return { key: 'portal.platform.tooMany.later' };
  if (seconds < 60) return { key: 'portal.platform.tooMany.seconds', values: { seconds: Math.max(1, seconds) } };
  return { key: 'portal.platform.tooMany.minutes', values: { minutes: Math.ceil(seconds / 60) } };
}

/** A submission the server could not take now: busy (503 `server_busy`) or too many requests (429). */
export interface RetryFailure {
  kind: 'busy' | 'tooMany';
  /** What the form says, with the wait the answer's `Retry-After` gave. */
  message: ShownMessage;
}

/**
 * The failures a form offers to try again (decision 048): a busy server and too many requests, worded alike on
 * every form; null for any other failure, which the form words itself.
 */
export function retryFailureOf(error: unknown): RetryFailure | null {
  const busy = serverBusyOf(error);
  if (busy !== null) {
    const seconds = busy.retryAfterSeconds;
    return {
      kind: 'busy',
      message:
        seconds === null
          ? { key: 'portal.platform.busy.later' }
          : { key: 'portal.platform.busy.seconds', values: { seconds: Math.max(1, seconds) } },
    };
  }
  if (error instanceof ApiRequestError && error.status === 429)
    return { kind: 'tooMany', message: tooManyRequestsOf(error) };
  return null;
}

/**
 * Whole minutes to wait (at least 1): from a `Retry-After` in seconds, or from a refused call's error (its
 * answer's `Retry-After`); null when the server did not say.
 */
export function retryMinutes(source: number | null | unknown): number | null {
  const seconds =
    typeof source === 'number' ? source : source instanceof ApiRequestError ? source.retryAfterSeconds : null;
  return seconds === null ? null : Math.max(1, Math.ceil(seconds / 60));
}

/**
 * The stable codes that name a refusal: the error's `reason`, then its issues' codes, in that order (empty for a
 * failure that is not an API refusal).
 */
export function refusalCodesOf(error: unknown): IssueCode[] {
  if (!(error instanceof ApiRequestError)) return [];
  return [...(error.reason === undefined ? [] : [error.reason]), ...error.issues.map((issue) => issue.code)];
}

/** The designed outcome of a failed call of a signed-in page. */
export type CallFailure =
  /** The session ended: the client is already sending the player to sign in (with the way back). */
  | { kind: 'signedOut' }
  /** Wrong input: messages by form field, and those the form has no field for. */
  | { kind: 'invalid'; fields: Record<string, ShownMessage>; other: ShownMessage[] }
  /** Refused as it stands (a limit, the last way to sign in): the server's explanation. */
  | { kind: 'conflict'; message: string }
  /** The record is not (or no longer) the player's, or the feature is off. */
  | { kind: 'notFound' }
  /** Too many requests for now (429): the same words on every form, with the wait its `Retry-After` gave. */
  | { kind: 'tooMany'; message: ShownMessage }
  /** The answer could not be read: the change may or may not have been made. */
  | { kind: 'malformed' }
  /** No answer, or a server error: nothing to do but try again. */
  | { kind: 'unavailable' };

/**
 * The messages of wrong input in words, as a form shows them: each field's on its field, and those the form has no
 * field for joined at the top (none when there are none).
 */
export function invalidInputOf(
  failure: { fields: Record<string, ShownMessage>; other: ShownMessage[] },
  t: Translate,
): { fieldErrors: Record<string, string>; formError?: string } {
  const fieldErrors = Object.fromEntries(
    Object.entries(failure.fields).map(([field, message]) => [field, textOf(message, t)]),
  );
  const other = failure.other.map((message) => textOf(message, t)).join(' ');
  return { fieldErrors, ...(other === '' ? {} : { formError: other }) };
}

/** The designed outcome of a failed call; `fieldOf` puts issues on the form's fields, `keys` words their codes. */
export function failureOf(
  error: unknown,
  fieldOf: FieldOf = (path) => path || undefined,
  keys: IssueKeys = {},
): CallFailure {
  if (error instanceof UnauthorizedError) return { kind: 'signedOut' };
  if (error instanceof MalformedResponseError) return { kind: 'malformed' };
  if (error instanceof ApiRequestError) {
    if (error.status === 400 && error.issues.length > 0)
      return { kind: 'invalid', ...sortIssues(error.issues, fieldOf, keys) };
    if (error.status === 400) {
      const shown: ShownMessage =
        error.reason === undefined
          ? { text: error.message }
          : shownMessageOf({ code: error.reason, message: error.message }, keys);
      return { kind: 'invalid', fields: {}, other: [shown] };
    }
    if (error.status === 401) return { kind: 'signedOut' };
    if (error.status === 404) return { kind: 'notFound' };
    // A conflict about a field (a username taken) shows on that field; any other keeps the server's explanation.
    if (error.status === 409 && error.issues.length > 0)
      return { kind: 'invalid', ...sortIssues(error.issues, fieldOf, keys) };
    if (error.status === 409) return { kind: 'conflict', message: error.message };
    if (error.status === 429) return { kind: 'tooMany', message: tooManyRequestsOf(error) };
  }
  return { kind: 'unavailable' };
}
