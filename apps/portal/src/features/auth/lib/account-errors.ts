// How the account pages explain what the API refused: field messages in the player's language, the state of a
// mailed link, and the failures that have nothing to do with what the player typed.
import { accountMessages } from '@mynacon/contract';
import { ApiRequestError, MalformedResponseError, NetworkError } from '../../../lib/http/errors';

/** A message to show: a key of the bundles with its arguments, or, for a message we do not know, the server's text. */
export type ShownMessage = { key: string; values?: Record<string, number> } | { text: string };

/** The bot-protection refusal (spec section 8). */
export const botRefusedText = 'Looks like you might not be a human';

const byText: Record<string, string> = {
  [accountMessages.password]: 'form.password',
  [accountMessages.username]: 'form.username',
  [accountMessages.emailFormat]: 'form.emailFormat',
  [accountMessages.invalid]: 'form.invalid',
  [accountMessages.usernameTaken]: 'portal.register.username.taken',
  [botRefusedText]: 'portal.platform.botRefused',
};

/**
 * The translated form of a field message of the API. The API speaks the spec's English (section 5); the design
 * system's bundles hold the same rules in every locale, so the player reads them in the page's language.
 */
export function shownMessageOf(message: string): ShownMessage {
  const key = byText[message];
  if (key !== undefined) return { key };
  const length = /^The filed needs at least ([0-9]+) characters$/.exec(message);
  if (length) return { key: 'form.minLength', values: { length: Number(length[1]) } };
  const age = /^You must be at least ([0-9]+) years old$/.exec(message);
  if (age) return { key: 'form.minAge', values: { age: Number(age[1]) } };
  return { text: message };
}

/** The text of a shown message with the page's translator. */
export function textOf(message: ShownMessage, t: (key: string, values?: Record<string, number>) => string): string {
  return 'text' in message ? message.text : t(message.key, message.values);
}

/** Why a mailed link cannot be used. */
export type LinkProblem = 'used' | 'expired' | 'invalid';

/**
 * The link problem behind a failed call with a mailed link: 410 says used, expired or not valid (by the
 * contract's message); a 400 about one of `linkFields` (a token that is not even well-formed) is not valid.
 * Null for any other failure.
 */
export function linkProblemOf(error: unknown, linkFields: readonly string[]): LinkProblem | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 410) {
    if (error.message === accountMessages.linkUsed) return 'used';
    if (error.message === accountMessages.linkExpired) return 'expired';
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

/** Whole minutes to wait, from a `Retry-After` in seconds (at least 1), or null when the server did not say. */
export function retryMinutes(seconds: number | null): number | null {
  return seconds === null ? null : Math.max(1, Math.ceil(seconds / 60));
}

/**
 * The field messages of a refused submission (400 `issues`, or a 409's), by field name, for the fields the form
 * has; messages for other paths come back in `other`.
 */
export function fieldMessagesOf(
  error: unknown,
  fields: readonly string[],
): { fields: Record<string, ShownMessage>; other: ShownMessage[] } | null {
  if (!(error instanceof ApiRequestError) || (error.status !== 400 && error.status !== 409)) return null;
  if (error.issues.length === 0) return null;
  const byField: Record<string, ShownMessage> = {};
  const other: ShownMessage[] = [];
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0] ?? '';
    const shown = shownMessageOf(issue.message);
    if (fields.includes(field)) byField[field] ??= shown;
    else other.push(shown);
  }
  return { fields: byField, other };
}
