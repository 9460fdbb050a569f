import { type ErrorIssue, externalSignInMessages, type IssueCode } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { ApiRequestError, MalformedResponseError, NetworkError } from '../../../../lib/http/errors';
import { problemOfError, problemOfProviderError, startsAgain } from './problems';

const apiError = (status: number, message: string, issues: ErrorIssue[] = [], reason?: IssueCode) =>
  new ApiRequestError({
    endpointId: 'finishExternalSignIn',
    status,
    code: 'invalid_body',
    message,
    issues,
    ...(reason ? { reason } : {}),
  });

describe('problemOfProviderError', () => {
  test('access_denied is the player cancelling; any other error is the provider’s', () => {
    expect(problemOfProviderError('access_denied')).toBe('cancelled');
    expect(problemOfProviderError('server_error')).toBe('providerError');
  });
});

describe('problemOfError', () => {
  test('the state and ticket codes of the API name their problem', () => {
    const cases = [
      [externalSignInMessages.stateInvalid, 'state_invalid', 'stateInvalid'],
      [externalSignInMessages.stateExpired, 'state_expired', 'stateExpired'],
      [externalSignInMessages.stateUsed, 'state_used', 'stateUsed'],
      [externalSignInMessages.stateOtherBrowser, 'state_other_browser', 'stateOtherBrowser'],
      [externalSignInMessages.codeRefused, 'code_refused', 'codeRefused'],
      [externalSignInMessages.steamRefused, 'steam_refused', 'steamRefused'],
    ] as const;
    for (const [message, code, problem] of cases) {
      expect(problemOfError(apiError(400, 'The body is not valid.', [{ path: 'state', code, message }]))).toBe(problem);
    }
    expect(problemOfError(apiError(410, externalSignInMessages.ticketUsed, [], 'ticket_used'))).toBe('ticketUsed');
    expect(problemOfError(apiError(410, externalSignInMessages.ticketExpired, [], 'ticket_expired'))).toBe(
      'ticketExpired',
    );
    // The English alone names nothing: a state message under `other` is no state problem.
    expect(
      problemOfError(
        apiError(400, 'The body is not valid.', [
          { path: 'state', code: 'other', message: externalSignInMessages.stateUsed },
        ]),
      ),
    ).toBe('failed');
  });

  test('statuses without a known message', () => {
    expect(problemOfError(apiError(401, 'Unauthorized'))).toBe('sessionExpired');
    expect(problemOfError(apiError(403, 'This link was started by another account.'))).toBe('forbidden');
    expect(problemOfError(apiError(404, 'Signing in with Twitch is not available.'))).toBe('unavailable');
    expect(
      problemOfError(apiError(409, 'This Steam account is already linked to another player.', [], 'already_linked')),
    ).toBe('alreadyLinked');
    expect(
      problemOfError(
        apiError(409, 'Your account is already linked to another Steam account. Unlink it first.', [], 'method_taken'),
      ),
    ).toBe('methodTaken');
    expect(problemOfError(apiError(429, 'Too many requests. Try again later.'))).toBe('tooMany');
    expect(problemOfError(apiError(502, 'Epic Games cannot be reached right now.'))).toBe('providerDown');
    expect(problemOfError(apiError(503, 'HTTP 503'))).toBe('serverDown');
    expect(problemOfError(apiError(400, 'The body is not valid.'))).toBe('failed');
  });

  test('field issues of a form are left to the form; a bot refusal is its own problem', () => {
    const issues: ErrorIssue[] = [
      { path: 'username', code: 'username_taken', message: 'This username is already taken' },
    ];
    expect(problemOfError(apiError(409, 'This username is already taken', issues), ['username'])).toBeNull();
    expect(problemOfError(apiError(409, 'This username is already taken', issues), [])).toBe('alreadyLinked');
    expect(
      problemOfError(apiError(400, 'bot', [{ path: 'botToken', code: 'bot_refused', message: 'no' }]), ['username']),
    ).toBe('botRefused');
  });

  test('no answer, a malformed answer, anything else', () => {
    expect(problemOfError(new NetworkError('finishExternalSignIn', false, null))).toBe('serverDown');
    expect(problemOfError(new MalformedResponseError('finishExternalSignIn', 200, []))).toBe('malformed');
    expect(problemOfError(new Error('boom'))).toBe('failed');
  });

  test('only problems of the service itself do not send the player back to the start', () => {
    expect(startsAgain('stateExpired')).toBe(true);
    expect(startsAgain('serverDown')).toBe(false);
  });
});
