import { describe, expect, test } from 'vitest';
import { readSignInAnswer, type SignInResult } from '../../../lib/http/calls/sign-in-callback';
import { ApiRequestError, NetworkError } from '../../../lib/http/errors';
import { refusalOfError, refusalOfResult } from './sign-in-refusal';

const refused = (code: string | null, retryAfter: number | null = null): SignInResult =>
  readSignInAnswer(
    `http://portal.test/login?error=CredentialsSignin${code === null ? '' : `&code=${code}`}`,
    200,
    retryAfter,
  );

describe('what the sign-in page makes of an answer', () => {
  test('a signed-in answer is no refusal', () => {
    expect(refusalOfResult(readSignInAnswer('http://portal.test/fr-FR/', 200, null))).toBeNull();
  });

  test('each code of the auth module has its own refusal', () => {
    expect(refusalOfResult(refused('credentials'))).toEqual({ kind: 'credentials', retryAfterMinutes: null });
    expect(refusalOfResult(refused('email_not_confirmed'))?.kind).toBe('unconfirmed');
    expect(refusalOfResult(refused('bot_refused'))?.kind).toBe('bot');
    expect(refusalOfResult(refused(null))?.kind).toBe('credentials');
  });

  test('a locked account says in how many whole minutes to try again, rounded up', () => {
    expect(refusalOfResult(refused('too_many_attempts', 61))).toEqual({ kind: 'locked', retryAfterMinutes: 2 });
    expect(refusalOfResult(refused('too_many_attempts', 5))).toEqual({ kind: 'locked', retryAfterMinutes: 1 });
    expect(refusalOfResult(refused('too_many_attempts'))).toEqual({ kind: 'locked', retryAfterMinutes: null });
  });

  test('another Auth.js error is a failure, not a wrong password', () => {
    const answer = readSignInAnswer('http://portal.test/login?error=MissingCSRF', 200, null);
    expect(answer).toMatchObject({ ok: false, error: 'MissingCSRF', code: null, url: null });
    expect(refusalOfResult(answer)?.kind).toBe('failed');
  });

  test('no answer: unavailable for the network and the server, busy for a full hash queue, locked for a 429, failed otherwise', () => {
    expect(refusalOfError(new NetworkError('signIn', false, new TypeError('fetch failed'))).kind).toBe('unavailable');
    const error = (status: number) =>
      new ApiRequestError({ endpointId: 'signIn', status, code: 'unknown', message: `HTTP ${status}` });
    expect(refusalOfError(error(503)).kind).toBe('unavailable');
    expect(refusalOfError(error(429)).kind).toBe('locked');
    expect(refusalOfError(error(400)).kind).toBe('failed');
    const busy = new ApiRequestError({
      endpointId: 'signIn',
      status: 503,
      code: 'service_unavailable',
      reason: 'server_busy',
      message: 'The server is busy. Try again in a few seconds.',
      retryAfterSeconds: 3,
    });
    expect(refusalOfError(busy)).toEqual({ kind: 'busy', retryAfterMinutes: null, retryAfterSeconds: 3 });
    expect(refusalOfError(new Error('bug')).kind).toBe('failed');
  });
});
