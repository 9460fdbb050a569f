import { accountMessages, minAgeMessage, minLengthMessage } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { ApiRequestError, MalformedResponseError, NetworkError, UnauthorizedError } from '../../../lib/http/errors';
import { addressFieldOf } from './address-form';
import { failureOf, shownMessageOf } from './failure';

const refused = (status: number, message = 'Refused', issues?: { path: string; message: string }[]) =>
  new ApiRequestError({
    endpointId: 'test',
    status,
    code: status === 400 ? 'invalid_body' : status === 409 ? 'conflict' : 'not_found',
    message,
    ...(issues ? { issues } : {}),
  });

describe('failureOf', () => {
  test('a session that ended, a malformed answer and no answer each have their outcome', () => {
    expect(failureOf(new UnauthorizedError('test'))).toEqual({ kind: 'signedOut' });
    expect(failureOf(new MalformedResponseError('test', 200, []))).toEqual({ kind: 'malformed' });
    expect(failureOf(new NetworkError('test', false, null))).toEqual({ kind: 'unavailable' });
    expect(failureOf(refused(500))).toEqual({ kind: 'unavailable' });
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'unavailable' });
    expect(failureOf(refused(429))).toEqual({ kind: 'tooMany' });
    expect(failureOf(refused(404))).toEqual({ kind: 'notFound' });
  });

  test('a conflict keeps the server’s explanation', () => {
    expect(failureOf(refused(409, 'You can register at most 20 devices: remove one first.'))).toEqual({
      kind: 'conflict',
      message: 'You can register at most 20 devices: remove one first.',
    });
  });

  test('a conflict about a field (a username taken) shows on that field', () => {
    const error = refused(409, accountMessages.usernameTaken, [
      { path: 'username', message: accountMessages.usernameTaken },
    ]);
    expect(failureOf(error)).toEqual({
      kind: 'invalid',
      fields: { username: { key: 'portal.account.error.usernameTaken' } },
      other: [],
    });
  });

  test('the registration rules’ texts with a number are translated with it', () => {
    expect(shownMessageOf(minAgeMessage(16))).toEqual({ key: 'form.minAge', values: { age: 16 } });
    expect(shownMessageOf(minLengthMessage(3))).toEqual({ key: 'form.minLength', values: { length: 3 } });
    expect(shownMessageOf(accountMessages.username)).toEqual({ key: 'form.username' });
  });

  test('field issues go to the form’s fields, translated when the portal knows the text', () => {
    const error = refused(400, 'Invalid body', [
      { path: 'street.1', message: 'At most 100 characters' },
      { path: 'country_id', message: 'FR is not a country of nacon_en: use one of GB, IE' },
      { path: 'unknown', message: 'Something else' },
    ]);
    expect(failureOf(error, addressFieldOf)).toEqual({
      kind: 'invalid',
      fields: {
        street1: { key: 'portal.account.error.tooLong', values: { max: 100 } },
        country: { text: 'FR is not a country of nacon_en: use one of GB, IE' },
      },
      other: [{ text: 'Something else' }],
    });
  });

  test('the account texts of the contract have their translations', () => {
    expect(shownMessageOf(accountMessages.wrongPassword)).toEqual({ key: 'portal.account.error.wrongPassword' });
    expect(shownMessageOf(accountMessages.sameEmail)).toEqual({ key: 'portal.account.error.sameEmail' });
    expect(shownMessageOf(accountMessages.password)).toEqual({ key: 'form.password' });
    expect(shownMessageOf('Required')).toEqual({ key: 'form.invalid' });
    expect(shownMessageOf('<img src=x onerror=alert(1)>')).toEqual({ text: '<img src=x onerror=alert(1)>' });
  });
});
