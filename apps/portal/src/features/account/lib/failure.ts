// What went wrong with a call of the account pages, in the terms the pages show: the HTTP client's typed errors
// turned into one designed outcome each, and the server's field issues into messages on the form's fields.
import { accountMessages, type ErrorIssue } from '@mynacon/contract';
import { ApiRequestError, MalformedResponseError, UnauthorizedError } from '../../../lib/http/errors';

/** A message to show: a key of the bundles (with values), or the server's own text, shown as text. */
export type ShownMessage = { key: string; values?: Record<string, string | number> } | { text: string };

export type CallFailure =
  /** The session ended: the client is already sending the player to sign in (with the way back). */
  | { kind: 'signedOut' }
  /** Wrong input: messages by form field, and those the form has no field for. */
  | { kind: 'invalid'; fields: Record<string, ShownMessage>; other: ShownMessage[] }
  /** Refused as it stands (a limit, the last way to sign in): the server's explanation. */
  | { kind: 'conflict'; message: string }
  /** The record is not (or no longer) the player's, or the feature is off. */
  | { kind: 'notFound' }
  /** Too many attempts for now. */
  | { kind: 'tooMany' }
  /** The answer could not be read: the change may or may not have been made. */
  | { kind: 'malformed' }
  /** No answer, or a server error: nothing to do but try again. */
  | { kind: 'unavailable' };

/** The server's account texts (`accountMessages` of the contract) and the keys that translate them. */
const knownTexts = new Map<string, string>([
  [accountMessages.password, 'form.password'],
  [accountMessages.username, 'form.username'],
  [accountMessages.emailFormat, 'form.emailFormat'],
  [accountMessages.invalid, 'form.invalid'],
  [accountMessages.wrongPassword, 'portal.account.error.wrongPassword'],
  [accountMessages.sameEmail, 'portal.account.error.sameEmail'],
  [accountMessages.emailUnavailable, 'portal.account.error.emailUnavailable'],
  [accountMessages.usernameTaken, 'portal.account.error.usernameTaken'],
  ['Required', 'form.invalid'],
  ['Control characters are not allowed', 'form.invalid'],
]);

/** A server text as the player reads it: translated when the portal knows it, else the server's words. */
export function shownMessageOf(text: string): ShownMessage {
  const key = knownTexts.get(text);
  if (key !== undefined) return { key };
  const atMost = /^At most (\d+) characters$/.exec(text);
  if (atMost?.[1] !== undefined) return { key: 'portal.account.error.tooLong', values: { max: Number(atMost[1]) } };
  // The registration rules' texts with a number (contract `minLengthMessage`, `minAgeMessage`).
  const minLength = /^The filed needs at least (\d+) characters$/.exec(text);
  if (minLength?.[1] !== undefined) return { key: 'form.minLength', values: { length: Number(minLength[1]) } };
  const minAge = /^You must be at least (\d+) years old$/.exec(text);
  if (minAge?.[1] !== undefined) return { key: 'form.minAge', values: { age: Number(minAge[1]) } };
  return { text };
}

/** The form field of an issue's dotted path (`street.1` → `street1`), or undefined when the form has none. */
export type FieldOf = (path: string) => string | undefined;

/** Sorts the issues of a 400 answer onto the form's fields. */
export function invalidFailure(issues: readonly ErrorIssue[], fieldOf: FieldOf): CallFailure {
  const fields: Record<string, ShownMessage> = {};
  const other: ShownMessage[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const message = shownMessageOf(issue.message);
    if (field === undefined) other.push(message);
    else fields[field] ??= message;
  }
  return { kind: 'invalid', fields, other };
}

/** The designed outcome of a failed call. */
export function failureOf(error: unknown, fieldOf: FieldOf = (path) => path || undefined): CallFailure {
  if (error instanceof UnauthorizedError) return { kind: 'signedOut' };
  if (error instanceof MalformedResponseError) return { kind: 'malformed' };
  if (error instanceof ApiRequestError) {
    if (error.status === 400 && error.issues.length > 0) return invalidFailure(error.issues, fieldOf);
    if (error.status === 400) return { kind: 'invalid', fields: {}, other: [shownMessageOf(error.message)] };
    if (error.status === 401) return { kind: 'signedOut' };
    if (error.status === 404) return { kind: 'notFound' };
    // A conflict about a field (a username taken) shows on that field; any other keeps the server's explanation.
    if (error.status === 409 && error.issues.length > 0) return invalidFailure(error.issues, fieldOf);
    if (error.status === 409) return { kind: 'conflict', message: error.message };
    if (error.status === 429) return { kind: 'tooMany' };
  }
  return { kind: 'unavailable' };
}
