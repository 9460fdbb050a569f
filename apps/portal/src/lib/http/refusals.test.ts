import {
  accountMessages,
  type ErrorIssue,
  externalSignInMessages,
  type IssueCode,
  minAgeMessage,
  minLengthMessage,
} from '@mynacon/contract';
import { locales } from '@mynacon/contract/locale';
import { describe, expect, test } from 'vitest';
// The design system's formatter from its source: the package entry pulls in styles a node test cannot load.
import { formatMessage } from '../../../../../packages/ui/src/i18n/format';
import { bundlesBeside } from '../i18n/testing/bundles';
import {
  ApiRequestError,
  MalformedResponseError,
  NetworkError,
  retryAfterSecondsOf,
  UnauthorizedError,
} from './errors';
import {
  callProblemOf,
  failureOf,
  fieldMessagesOf,
  type IssueKeys,
  invalidInputOf,
  linkProblemOf,
  refusalCodesOf,
  retryFailureOf,
  retryMinutes,
  serverBusyOf,
  shownMessageOf,
  textOf,
  tooManyRequestsOf,
} from './refusals';

const botRefusedText = 'Looks like you might not be a human';
/** A page's own words for a code, as the registration and account pages give theirs. */
const pageKeys: IssueKeys = { username_taken: 'page.usernameTaken', too_long: 'page.tooLong' };

const gone = (message: string, reason?: IssueCode) =>
  new ApiRequestError({
    endpointId: 'confirmEmail',
    status: 410,
    code: 'gone',
    message,
    ...(reason ? { reason } : {}),
  });
const invalid = (issues: ErrorIssue[]) =>
  new ApiRequestError({
    endpointId: 'register',
    status: 400,
    code: 'invalid_body',
    message: 'The body is not valid.',
    issues,
  });
const refused = (status: number, message = 'Refused', issues?: ErrorIssue[]) =>
  new ApiRequestError({
    endpointId: 'test',
    status,
    code: status === 400 ? 'invalid_body' : status === 409 ? 'conflict' : 'not_found',
    message,
    ...(issues ? { issues } : {}),
  });

describe('the messages of the API in the page language', () => {
  test("the spec's rules map to the design system's translated messages, by code", () => {
    expect(shownMessageOf({ code: 'password_rules', message: accountMessages.password })).toEqual({
      key: 'form.password',
    });
    expect(shownMessageOf({ code: 'password_common', message: accountMessages.passwordCommon })).toEqual({
      key: 'form.passwordCommon',
    });
    expect(shownMessageOf({ code: 'username_characters', message: accountMessages.username })).toEqual({
      key: 'form.username',
    });
    expect(shownMessageOf({ code: 'email_format', message: accountMessages.emailFormat })).toEqual({
      key: 'form.emailFormat',
    });
    expect(shownMessageOf({ code: 'invalid', message: accountMessages.invalid })).toEqual({ key: 'form.invalid' });
    expect(shownMessageOf({ code: 'required', message: 'Required' })).toEqual({ key: 'form.invalid' });
    expect(shownMessageOf({ code: 'too_short', params: { min: 3 }, message: minLengthMessage(3) })).toEqual({
      key: 'form.minLength',
      values: { length: 3 },
    });
    expect(shownMessageOf({ code: 'min_age', params: { age: 16 }, message: minAgeMessage(16) })).toEqual({
      key: 'form.minAge',
      values: { age: 16 },
    });
    expect(shownMessageOf({ code: 'bot_refused', message: botRefusedText })).toEqual({
      key: 'portal.platform.botRefused',
    });
  });

  test("a page's own words for a code come first; the numbers travel with the code", () => {
    const taken = { code: 'username_taken', message: accountMessages.usernameTaken } as const;
    expect(shownMessageOf(taken, pageKeys)).toEqual({ key: 'page.usernameTaken' });
    expect(shownMessageOf(taken)).toEqual({ text: accountMessages.usernameTaken });
    expect(
      shownMessageOf({ code: 'too_long', params: { max: 100 }, message: 'At most 100 characters' }, pageKeys),
    ).toEqual({ key: 'page.tooLong', values: { max: 100 } });
    // Words that need a number the issue does not carry would lie: the server's text instead.
    expect(shownMessageOf({ code: 'too_short', message: 'Too short' })).toEqual({ text: 'Too short' });
  });

  test('a message we do not know is shown as the server wrote it', () => {
    const shown = shownMessageOf({ code: 'other', message: '<b>Something new</b>' });
    expect(shown).toEqual({ text: '<b>Something new</b>' });
    expect(textOf(shown, () => 'translated')).toBe('<b>Something new</b>');
    expect(textOf({ key: 'form.minAge', values: { age: 13 } }, (key, values) => `${key}:${values?.age}`)).toBe(
      'form.minAge:13',
    );
    expect(shownMessageOf({ code: 'other', message: '<img src=x onerror=alert(1)>' })).toEqual({
      text: '<img src=x onerror=alert(1)>',
    });
  });

  test('field messages go to the fields the form has, the others apart; the first per field wins', () => {
    const error = invalid([
      { path: 'username', code: 'username_characters', message: accountMessages.username },
      { path: 'username', code: 'too_short', params: { min: 3 }, message: minLengthMessage(3) },
      { path: 'dateOfBirth', code: 'min_age', params: { age: 16 }, message: minAgeMessage(16) },
      { path: 'botToken', code: 'bot_refused', message: botRefusedText },
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
      issues: [{ path: 'username', code: 'username_taken', message: accountMessages.usernameTaken }],
    });
    expect(fieldMessagesOf(conflict, ['username'], pageKeys)?.fields.username).toEqual({ key: 'page.usernameTaken' });
    expect(fieldMessagesOf(new NetworkError('register', false, null), ['username'])).toBeNull();
    expect(fieldMessagesOf(invalid([]), ['username'])).toBeNull();
  });

  test('the English of a message is never read: the code decides', () => {
    // The spec's wording with another code is that code's message; a known wording under `other` stays text.
    expect(shownMessageOf({ code: 'invalid', message: 'Anything at all' })).toEqual({ key: 'form.invalid' });
    expect(shownMessageOf({ code: 'other', message: minAgeMessage(16) })).toEqual({ text: minAgeMessage(16) });
  });
});

describe('mailed links', () => {
  test('410 says used, expired or not valid, by the contract reason', () => {
    expect(linkProblemOf(gone(accountMessages.linkUsed, 'link_used'), [])).toBe('used');
    expect(linkProblemOf(gone(accountMessages.linkExpired, 'link_expired'), [])).toBe('expired');
    expect(linkProblemOf(gone(accountMessages.linkInvalid, 'link_invalid'), [])).toBe('invalid');
    expect(linkProblemOf(gone('anything else'), [])).toBe('invalid');
    // The message alone decides nothing.
    expect(linkProblemOf(gone(accountMessages.linkUsed), [])).toBe('invalid');
  });

  test('a malformed token (400 on a link field) is not valid; other failures are no link problem', () => {
    expect(
      linkProblemOf(invalid([{ path: 'token', code: 'link_invalid', message: accountMessages.linkInvalid }]), [
        'token',
      ]),
    ).toBe('invalid');
    expect(
      linkProblemOf(invalid([{ path: 'password', code: 'password_rules', message: accountMessages.password }]), [
        'token',
      ]),
    ).toBeNull();
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

  test('a server too busy to hash a password is told apart from any other 503, with its Retry-After', () => {
    const busy = (status: number, reason?: 'server_busy') =>
      new ApiRequestError({
        endpointId: 'signIn',
        status,
        code: 'service_unavailable',
        message: 'The server is busy. Try again in a few seconds.',
        ...(reason === undefined ? {} : { reason }),
        retryAfterSeconds: 2,
      });
    expect(serverBusyOf(busy(503, 'server_busy'))).toEqual({ retryAfterSeconds: 2 });
    expect(serverBusyOf(busy(503))).toBeNull();
    expect(serverBusyOf(busy(429, 'server_busy'))).toBeNull();
    expect(serverBusyOf(new NetworkError('signIn', false, null))).toBeNull();
    // Any other page still sees a 503 as unavailable.
    expect(callProblemOf(busy(503, 'server_busy'))).toBe('unavailable');
  });

  test('a form offers to try again on a busy server and on too many requests, with the wait, and on nothing else', () => {
    const refused = (status: number, retryAfterSeconds: number | null, reason?: 'server_busy') =>
      new ApiRequestError({
        endpointId: 'contact',
        status,
        code: 'unknown',
        message: '',
        ...(reason === undefined ? {} : { reason }),
        retryAfterSeconds,
      });
    expect(retryFailureOf(refused(503, 5, 'server_busy'))).toEqual({
      kind: 'busy',
      message: { key: 'portal.platform.busy.seconds', values: { seconds: 5 } },
    });
    expect(retryFailureOf(refused(503, null, 'server_busy'))).toEqual({
      kind: 'busy',
      message: { key: 'portal.platform.busy.later' },
    });
    expect(retryFailureOf(refused(429, 42))).toEqual({
      kind: 'tooMany',
      message: { key: 'portal.platform.tooMany.seconds', values: { seconds: 42 } },
    });
    expect(retryFailureOf(refused(503, 5))).toBeNull();
    expect(retryFailureOf(refused(400, null))).toBeNull();
    expect(retryFailureOf(new NetworkError('contact', false, null))).toBeNull();
  });

  test('Retry-After seconds become whole minutes, at least one', () => {
    expect(retryMinutes(null)).toBeNull();
    expect(retryMinutes(1)).toBe(1);
    expect(retryMinutes(60)).toBe(1);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(3600)).toBe(60);
  });

  test('a refused call’s error carries its Retry-After, read once as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSecondsOf(new Headers({ 'retry-after': '90' }), now)).toBe(90);
    expect(retryAfterSecondsOf(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:02:05 GMT' }), now)).toBe(125);
    expect(retryAfterSecondsOf(new Headers({ 'retry-after': 'Wed, 31 Dec 2025 23:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterSecondsOf(new Headers({ 'retry-after': 'soon' }), now)).toBeNull();
    expect(retryAfterSecondsOf(new Headers(), now)).toBeNull();
    const throttled = ApiRequestError.fromAnswer('register', 429, { error: 'x' }, 61);
    expect(throttled.retryAfterSeconds).toBe(61);
    expect(retryMinutes(throttled)).toBe(2);
    expect(retryMinutes(ApiRequestError.fromAnswer('register', 429, null))).toBeNull();
    expect(retryMinutes(new NetworkError('register', false, new TypeError('x')))).toBeNull();
  });

  test('the codes naming a refusal: its reason first, then its issues', () => {
    const error = new ApiRequestError({
      endpointId: 'finishExternalSignIn',
      status: 400,
      code: 'invalid_body',
      message: 'The body is not valid.',
      reason: 'bot_refused',
      issues: [{ path: 'state', code: 'state_used', message: externalSignInMessages.stateUsed }],
    });
    expect(refusalCodesOf(error)).toEqual(['bot_refused', 'state_used']);
    expect(refusalCodesOf(new NetworkError('x', false, null))).toEqual([]);
  });
});

describe('invalidInputOf', () => {
  const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

  test('messages on their fields in words; those without a field joined at the top', () => {
    expect(
      invalidInputOf(
        {
          fields: { name: { key: 'form.required' }, serial: { text: 'Not a serial' } },
          other: [{ key: 'form.minAge', values: { age: 13 } }, { text: 'And this' }],
        },
        t,
      ),
    ).toEqual({
      fieldErrors: { name: 'form.required', serial: 'Not a serial' },
      formError: 'form.minAge{"age":13} And this',
    });
  });

  test('no form error when every message has its field', () => {
    expect(invalidInputOf({ fields: { name: { text: 'Too long' } }, other: [] }, t)).toEqual({
      fieldErrors: { name: 'Too long' },
    });
  });
});

describe('failureOf', () => {
  test('a session that ended, a malformed answer and no answer each have their outcome', () => {
    expect(failureOf(new UnauthorizedError('test'))).toEqual({ kind: 'signedOut' });
    expect(failureOf(new MalformedResponseError('test', 200, []))).toEqual({ kind: 'malformed' });
    expect(failureOf(new NetworkError('test', false, null))).toEqual({ kind: 'unavailable' });
    expect(failureOf(refused(500))).toEqual({ kind: 'unavailable' });
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'unavailable' });
    expect(failureOf(refused(429))).toEqual({ kind: 'tooMany', message: { key: 'portal.platform.tooMany.later' } });
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
      { path: 'username', code: 'username_taken', message: accountMessages.usernameTaken },
    ]);
    expect(failureOf(error, undefined, pageKeys)).toEqual({
      kind: 'invalid',
      fields: { username: { key: 'page.usernameTaken' } },
      other: [],
    });
  });

  test('a 400 without issues says its reason in words of ours, or the server’s text', () => {
    const bot = new ApiRequestError({
      endpointId: 'contact',
      status: 400,
      code: 'invalid_body',
      message: botRefusedText,
      reason: 'bot_refused',
    });
    expect(failureOf(bot)).toEqual({ kind: 'invalid', fields: {}, other: [{ key: 'portal.platform.botRefused' }] });
    expect(failureOf(refused(400, 'Expected JSON'))).toEqual({
      kind: 'invalid',
      fields: {},
      other: [{ text: 'Expected JSON' }],
    });
  });
});

describe('too many requests (429): one wording for every form', () => {
  const throttled = (retryAfterSeconds: number | null) =>
    new ApiRequestError({
      endpointId: 'createSupportTicket',
      status: 429,
      code: 'too_many_requests',
      message: 'Too many changes in a short time: try again in 8 seconds.',
      retryAfterSeconds,
    });
  const platform = bundlesBeside(new URL('../../locales/en-GB.json', import.meta.url).href);

  test('the wait of its Retry-After, in seconds under a minute, whole minutes above, "later" without one', () => {
    expect(tooManyRequestsOf(throttled(8))).toEqual({ key: 'portal.platform.tooMany.seconds', values: { seconds: 8 } });
    expect(tooManyRequestsOf(throttled(0))).toEqual({ key: 'portal.platform.tooMany.seconds', values: { seconds: 1 } });
    expect(tooManyRequestsOf(throttled(60))).toEqual({
      key: 'portal.platform.tooMany.minutes',
      values: { minutes: 1 },
    });
    expect(tooManyRequestsOf(throttled(1200))).toEqual({
      key: 'portal.platform.tooMany.minutes',
      values: { minutes: 20 },
    });
    expect(tooManyRequestsOf(throttled(null))).toEqual({ key: 'portal.platform.tooMany.later' });
    // Whatever the form: `failureOf` hands every page the same message, never the server's English.
    expect(failureOf(throttled(8), () => 'subject')).toEqual({
      kind: 'tooMany',
      message: { key: 'portal.platform.tooMany.seconds', values: { seconds: 8 } },
    });
    expect(callProblemOf(throttled(8))).toBe('throttled');
  });

  test.each(locales)('%s says it with the number to wait and a "try again"', (locale) => {
    const bundle = platform[locale] ?? {};
    const say = (error: unknown) => {
      const message = tooManyRequestsOf(error);
      if (!('key' in message)) throw new Error('a key expected');
      const text = bundle[message.key];
      expect(text, `${locale} ${message.key}`).toBeDefined();
      return formatMessage(text ?? '', message.values ?? {}, locale as never);
    };
    expect(say(throttled(8))).toMatch(/\b8\b/);
    expect(say(throttled(1))).toMatch(/\b1\b/);
    expect(say(throttled(125))).toMatch(/\b3\b/);
    const later = say(throttled(null));
    expect(later).not.toMatch(/\d/);
    // Every wording starts alike and differs only by the wait.
    const start = (text: string) => text.split(/[.!]/)[0];
    expect(start(say(throttled(8)))).toBe(start(later));
    if (locale.startsWith('en'))
      expect(say(throttled(8))).toBe('Too many requests in a short time. Try again in 8 seconds.');
  });
});
