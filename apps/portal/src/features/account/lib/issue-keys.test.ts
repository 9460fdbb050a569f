import { accountMessages, minAgeMessage, minLengthMessage } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '../../../lib/http/errors';
import { failureOf, shownMessageOf } from '../../../lib/http/refusals';
import { addressFieldOf } from './address-form';
import { accountIssueKeys } from './issue-keys';

describe('the account pages’ words for the API’s issues', () => {
  test('a conflict about a field (a username taken) shows on that field', () => {
    const error = new ApiRequestError({
      endpointId: 'test',
      status: 409,
      code: 'conflict',
      message: accountMessages.usernameTaken,
      issues: [{ path: 'username', code: 'username_taken', message: accountMessages.usernameTaken }],
    });
    expect(failureOf(error, undefined, accountIssueKeys)).toEqual({
      kind: 'invalid',
      fields: { username: { key: 'portal.account.error.usernameTaken' } },
      other: [],
    });
  });

  test('the registration rules’ texts with a number are translated with it', () => {
    const say = (issue: Parameters<typeof shownMessageOf>[0]) => shownMessageOf(issue, accountIssueKeys);
    expect(say({ code: 'min_age', params: { age: 16 }, message: minAgeMessage(16) })).toEqual({
      key: 'form.minAge',
      values: { age: 16 },
    });
    expect(say({ code: 'too_short', params: { min: 3 }, message: minLengthMessage(3) })).toEqual({
      key: 'form.minLength',
      values: { length: 3 },
    });
    expect(say({ code: 'username_characters', message: accountMessages.username })).toEqual({ key: 'form.username' });
  });

  test('field issues go to the form’s fields, translated when the portal knows the code', () => {
    const error = new ApiRequestError({
      endpointId: 'test',
      status: 400,
      code: 'invalid_body',
      message: 'Invalid body',
      issues: [
        { path: 'street.1', code: 'too_long', params: { max: 100 }, message: 'At most 100 characters' },
        { path: 'country_id', code: 'other', message: 'FR is not a country of nacon_en: use one of GB, IE' },
        { path: 'unknown', code: 'other', message: 'Something else' },
      ],
    });
    expect(failureOf(error, addressFieldOf, accountIssueKeys)).toEqual({
      kind: 'invalid',
      fields: {
        street1: { key: 'portal.account.error.tooLong', values: { max: 100 } },
        country: { text: 'FR is not a country of nacon_en: use one of GB, IE' },
      },
      other: [{ text: 'Something else' }],
    });
  });

  test('the account texts of the contract have their translations', () => {
    const say = (issue: Parameters<typeof shownMessageOf>[0]) => shownMessageOf(issue, accountIssueKeys);
    expect(say({ code: 'wrong_password', message: accountMessages.wrongPassword })).toEqual({
      key: 'portal.account.error.wrongPassword',
    });
    expect(say({ code: 'same_email', message: accountMessages.sameEmail })).toEqual({
      key: 'portal.account.error.sameEmail',
    });
    expect(say({ code: 'email_unavailable', message: accountMessages.emailUnavailable })).toEqual({
      key: 'portal.account.error.emailUnavailable',
    });
    expect(say({ code: 'password_rules', message: accountMessages.password })).toEqual({ key: 'form.password' });
    expect(say({ code: 'required', message: 'Required' })).toEqual({ key: 'form.invalid' });
    expect(say({ code: 'other', message: '<img src=x onerror=alert(1)>' })).toEqual({
      text: '<img src=x onerror=alert(1)>',
    });
  });
});
