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
