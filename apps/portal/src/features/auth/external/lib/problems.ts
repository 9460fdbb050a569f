// What went wrong in an external sign-in, as the pages explain it: the provider's refusal on the return route,
// the API's refusals (its messages mapped to our own translated texts), and the failures of the network.
import { externalSignInMessages } from '@mynacon/contract';
import { ApiRequestError, MalformedResponseError, NetworkError } from '../../../../lib/http/errors';

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

/** The API's messages that name a problem of ours. */
const byMessage: ReadonlyMap<string, ExternalProblem> = new Map<string, ExternalProblem>([
  [externalSignInMessages.stateInvalid, 'stateInvalid'],
  [externalSignInMessages.stateExpired, 'stateExpired'],
  [externalSignInMessages.stateUsed, 'stateUsed'],
  [externalSignInMessages.stateOtherBrowser, 'stateOtherBrowser'],
  [externalSignInMessages.ticketInvalid, 'ticketInvalid'],
  [externalSignInMessages.ticketUsed, 'ticketUsed'],
  [externalSignInMessages.ticketExpired, 'ticketExpired'],
  [externalSignInMessages.codeRefused, 'codeRefused'],
  [externalSignInMessages.steamRefused, 'steamRefused'],
]);

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
  const known = [error.message, ...error.issues.map((issue) => issue.message)]
    .map((message) => byMessage.get(message))
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
      return /unlink it first/i.test(error.message) ? 'methodTaken' : 'alreadyLinked';
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
