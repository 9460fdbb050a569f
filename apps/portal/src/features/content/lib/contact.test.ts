import { describe, expect, test } from 'vitest';
import { ApiRequestError, NetworkError } from '../../../lib/http/errors';
import { contactBody, contactRefusalOf } from './contact';

const t = (key: string, values?: Record<string, string | number>) =>
  values === undefined ? key : `${key} ${JSON.stringify(values)}`;

const refusal = (status: number, extra: Partial<ConstructorParameters<typeof ApiRequestError>[0]> = {}) =>
  new ApiRequestError({ endpointId: 'sendContactMessage', status, code: 'invalid_body', message: 'no', ...extra });

describe('the contact form', () => {
  test('its values as the body: trimmed lines, the message as typed, no empty order number, the token when any', () => {
    const values = {
      name: ' Alex ',
      email: ' alex@example.test ',
      subject: ' Hi ',
      message: ' Hello there ',
      order_id: ' ',
    };
    expect(contactBody(values, { locale: 'fr-FR' })).toEqual({
      name: 'Alex',
      email: 'alex@example.test',
      subject: 'Hi',
      message: ' Hello there ',
      locale: 'fr-FR',
    });
    expect(contactBody({ ...values, order_id: 'NA12123456789' }, { locale: 'en-GB', token: 'tok' })).toMatchObject({
      order_id: 'NA12123456789',
      token: 'tok',
    });
  });

  test('a refused field shows on that field; a path the form does not have shows above it', () => {
    const error = refusal(400, {
      issues: [
        { path: 'order_id', code: 'other', message: 'Format must be NAXXXXXXXXXXX' },
        { path: 'message', code: 'too_short', message: 'The filed needs at least 10 characters', params: { min: 10 } },
        { path: 'locale', code: 'invalid', message: 'Invalid field' },
      ],
    });
    expect(contactRefusalOf(error, t)).toEqual({
      fieldErrors: { order_id: 'Format must be NAXXXXXXXXXXX', message: 'form.minLength {"length":10}' },
      formError: 'form.invalid',
    });
  });

  test('the bot check, too many messages, and no answer each have their words', () => {
    expect(contactRefusalOf(refusal(400, { reason: 'bot_refused' }), t)).toEqual({
      formError: 'portal.platform.botRefused',
    });
    expect(contactRefusalOf(refusal(429, { code: 'too_many_requests', retryAfterSeconds: 61 }), t)).toEqual({
      formError: 'portal.platform.tooMany.minutes {"minutes":2}',
    });
    expect(contactRefusalOf(refusal(429, { code: 'too_many_requests' }), t)).toEqual({
      formError: 'portal.platform.tooMany.later',
    });
    expect(contactRefusalOf(new NetworkError('sendContactMessage', false, new TypeError('x')), t)).toEqual({
      formError: 'portal.contact.error.unavailable',
    });
    expect(contactRefusalOf(refusal(503, { code: 'service_unavailable', retryAfterSeconds: 60 }), t)).toEqual({
      formError: 'portal.contact.error.unavailable',
    });
  });
});
