// What a failed read means for the page: the player is being signed out (the client already sends them to the
// sign-in page), the answer did not match the contract, the server refused the input, or it could not answer.
import { ApiRequestError, MalformedResponseError, UnauthorizedError } from '../../../lib/http/errors';

export type LoadFailure = 'signed-out' | 'malformed' | 'invalid' | 'unavailable';

/** Sorts an error of the HTTP client into the page's designed outcomes; anything unknown is `unavailable`. */
export function loadFailureOf(error: unknown): LoadFailure {
  if (error instanceof UnauthorizedError) return 'signed-out';
  if (error instanceof MalformedResponseError) return 'malformed';
  if (error instanceof ApiRequestError && error.status === 400) return 'invalid';
  return 'unavailable';
}

/** What a page shows for a failed read: still loading for a player being signed out, else the designed failure. */
export type FailedReadState = { status: 'loading' } | { status: 'failed'; failure: 'malformed' | 'unavailable' };

/** Sorts a failed read's error into the page's state (a player found signed out is already on the way to sign in). */
export function failedReadState(error: unknown): FailedReadState {
  const failure = loadFailureOf(error);
  if (failure === 'signed-out') return { status: 'loading' };
  return { status: 'failed', failure: failure === 'malformed' ? 'malformed' : 'unavailable' };
}
