// What went wrong in an external sign-in, as the pages explain it: the provider's refusal on the return route,
// and the API's refusals and the network's failures in this flow's own words. The API's codes name the problem
// (`refusalCodesOf` of the shared refusal mapper); its English is never read.
import type { IssueCode } from '@mynacon/contract';
import { ApiRequestError, MalformedResponseError, NetworkError } from '../../../../lib/http/errors';
import { refusalCodesOf } from '../../../../lib/http/refusals';

/** Every designed outcome that is not a success; each has a title and a description in the messages. */
export const externalProblems = [
  'cancelled',
  'providerError',
  'incomplete',
  'stateInvalid',
  'stateExpired',
  'stateUsed',
  'stateOtherBrowser',
  'codeRefused',
  'steamRefused',
  'ticketInvalid',
  'ticketUsed',
  'ticketExpired',
  'ticketMissing',
  'alreadyLinked',
  'methodTaken',
  'unavailable',
  'providerDown',
  'tooMany',
  'sessionExpired',
  'botRefused',
  'forbidden',
  'serverDown',
  'malformed',
  'popupBlocked',
  'popupClosed',
  'failed',
] as const;
export type ExternalProblem = (typeof externalProblems)[number];

/** The API's codes (a refusal's reason or an issue's code) that name a problem of ours. */
const byCode: Partial<Record<IssueCode, ExternalProblem>> = {
  state_invalid: 'stateInvalid',
  state_expired: 'stateExpired',
  state_used: 'stateUsed',
  state_other_browser: 'stateOtherBrowser',
  ticket_invalid: 'ticketInvalid',
  ticket_used: 'ticketUsed',
  ticket_expired: 'ticketExpired',
  code_refused: 'codeRefused',
  steam_refused: 'steamRefused',
};

/** The problem named by an `error` on the provider's return (RFC 6749 section 4.1.2.1). */
export function problemOfProviderError(error: string): ExternalProblem {
  return error === 'access_denied' ? 'cancelled' : 'providerError';
}

/**
 * The problem of a failed call. `fields` are the names of form fields whose issues the caller shows itself: such
 * an answer gives null, so that the form takes over.
 */
export function problemOfError(error: unknown, fields: readonly string[] = []): ExternalProblem | null {
  if (error instanceof MalformedResponseError) return 'malformed';
  if (error instanceof NetworkError) return 'serverDown';
  if (!(error instanceof ApiRequestError)) return 'failed';
  const known = refusalCodesOf(error)
    .map((code) => byCode[code])
    .find((problem) => problem !== undefined);
  if (known !== undefined) return known;
  if (error.issues.length > 0 && error.issues.every((issue) => fields.includes(issue.path))) return null;
  if (error.issues.some((issue) => issue.path === 'botToken')) return 'botRefused';
  switch (error.status) {
    case 401:
      return 'sessionExpired';
    case 403:
      return 'forbidden';
    case 404:
      return 'unavailable';
    case 409:
      return error.reason === 'method_taken' ? 'methodTaken' : 'alreadyLinked';
    case 410:
      return 'ticketExpired';
    case 429:
      return 'tooMany';
    case 502:
      return 'providerDown';
    default:
      return error.status >= 500 ? 'serverDown' : 'failed';
  }
}

/** Problems the player cures by starting the external sign-in again (the page offers the sign-in page). */
export function startsAgain(problem: ExternalProblem): boolean {
  return problem !== 'serverDown' && problem !== 'malformed' && problem !== 'tooMany' && problem !== 'providerDown';
}
