import { accountMessages, minAgeMessage, minLengthMessage } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { ApiRequestError, MalformedResponseError, NetworkError } from '../../../lib/http/errors';
import { callProblemOf, fieldMessagesOf, linkProblemOf, retryMinutes, shownMessageOf, textOf } from './account-errors';

const gone = (message: string) =>
  new ApiRequestError({ endpointId: 'confirmEmail', status: 410, code: 'gone', message });
const invalid = (issues: Array<{ path: string; message: string }>) =>
  new ApiRequestError({
    endpointId: 'register',
    status: 400,
    code: 'invalid_body',
    message: 'The body is not valid.',
    issues,
  });

describe('the messages of the API in the page language', () => {
  test("the spec's rules map to the design system's translated messages", () => {
    expect(shownMessageOf(accountMessages.password)).toEqual({ key: 'form.password' });
    expect(shownMessageOf(accountMessages.username)).toEqual({ key: 'form.username' });
    expect(shownMessageOf(accountMessages.emailFormat)).toEqual({ key: 'form.emailFormat' });
    expect(shownMessageOf(accountMessages.invalid)).toEqual({ key: 'form.invalid' });
    expect(shownMessageOf(accountMessages.usernameTaken)).toEqual({ key: 'portal.register.username.taken' });
    expect(shownMessageOf(minLengthMessage(3))).toEqual({ key: 'form.minLength', values: { length: 3 } });
    expect(shownMessageOf(minAgeMessage(16))).toEqual({ key: 'form.minAge', values: { age: 16 } });
    expect(shownMessageOf('Looks like you might not be a human')).toEqual({ key: 'portal.platform.botRefused' });
  });

  test('a message we do not know is shown as the server wrote it', () => {
    const shown = shownMessageOf('<b>Something new</b>');
    expect(shown).toEqual({ text: '<b>Something new</b>' });
    expect(textOf(shown, () => 'translated')).toBe('<b>Something new</b>');
    expect(textOf({ key: 'form.minAge', values: { age: 13 } }, (key, values) => `${key}:${values?.age}`)).toBe(
      'form.minAge:13',
    );
  });

  test('field messages go to the fields the form has, the others apart; the first per field wins', () => {
    const error = invalid([
      { path: 'username', message: accountMessages.username },
      { path: 'username', message: minLengthMessage(3) },
      { path: 'dateOfBirth', message: minAgeMessage(16) },
      { path: 'botToken', message: 'Looks like you might not be a human' },
    ]);
    expect(fieldMessagesOf(error, ['username', 'dateOfBirth'])).toEqual({
      fields: { username: { key: 'form.username' }, dateOfBirth: { key: 'form.minAge', values: { age: 16 } } },
      other: [{ key: 'portal.platform.botRefused' }],
    });
    const conflict = new ApiRequestError({
      endpointId: 'register',
      status: 409,
      code: 'conflict',
      message: accountMessages.usernameTaken,
      issues: [{ path: 'username', message: accountMessages.usernameTaken }],
    });
    expect(fieldMessagesOf(conflict, ['username'])?.fields.username).toEqual({ key: 'portal.register.username.taken' });
    expect(fieldMessagesOf(new NetworkError('register', false, null), ['username'])).toBeNull();
    expect(fieldMessagesOf(invalid([]), ['username'])).toBeNull();
  });
});

describe('mailed links', () => {
  test('410 says used, expired or not valid, by the contract message', () => {
    expect(linkProblemOf(gone(accountMessages.linkUsed), [])).toBe('used');
    expect(linkProblemOf(gone(accountMessages.linkExpired), [])).toBe('expired');
    expect(linkProblemOf(gone(accountMessages.linkInvalid), [])).toBe('invalid');
    expect(linkProblemOf(gone('anything else'), [])).toBe('invalid');
  });

  test('a malformed token (400 on a link field) is not valid; other failures are no link problem', () => {
    expect(linkProblemOf(invalid([{ path: 'token', message: accountMessages.linkInvalid }]), ['token'])).toBe(
      'invalid',
    );
    expect(linkProblemOf(invalid([{ path: 'password', message: accountMessages.password }]), ['token'])).toBeNull();
    expect(linkProblemOf(new NetworkError('resetPassword', true, null), ['token'])).toBeNull();
    expect(linkProblemOf(new Error('x'), ['token'])).toBeNull();
  });
});

describe('failures that are not about the input', () => {
  test('network and 5xx are unavailable, 429 throttled, a wrong answer malformed', () => {
    expect(callProblemOf(new NetworkError('register', false, null))).toBe('unavailable');
    expect(callProblemOf(new ApiRequestError({ endpointId: 'r', status: 503, code: 'unknown', message: '' }))).toBe(
      'unavailable',
    );
    expect(callProblemOf(new ApiRequestError({ endpointId: 'r', status: 429, code: 'unknown', message: '' }))).toBe(
      'throttled',
    );
    expect(callProblemOf(new MalformedResponseError('register', 200, []))).toBe('malformed');
    expect(callProblemOf(new ApiRequestError({ endpointId: 'r', status: 403, code: 'unknown', message: '' }))).toBe(
      'failed',
    );
    expect(callProblemOf(new Error('boom'))).toBe('failed');
  });

  test('Retry-After seconds become whole minutes, at least one', () => {
    expect(retryMinutes(null)).toBeNull();
    expect(retryMinutes(1)).toBe(1);
    expect(retryMinutes(60)).toBe(1);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(3600)).toBe(60);
  });
});
