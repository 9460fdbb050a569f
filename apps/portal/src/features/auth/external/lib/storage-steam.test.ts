import { describe, expect, test } from 'vitest';
import { countriesOf, fieldErrorsOf, registrationBody } from './registration';
import { steamPopupFeatures, steamVerifyBody } from './steam';
import { parseTicket } from './storage';

const ticket = 'A'.repeat(43);

describe('parseTicket', () => {
  test('reads a stored ticket and refuses anything else', () => {
    const stored = { method: 'steam', ticket, displayName: 'Night Owl', expires: '2026-05-01T10:00:00Z' };
    expect(parseTicket(JSON.stringify(stored))).toEqual(stored);
    expect(parseTicket(null)).toBeNull();
    expect(parseTicket('not json')).toBeNull();
    expect(parseTicket(JSON.stringify({ ...stored, method: 'myspace' }))).toBeNull();
    expect(parseTicket(JSON.stringify({ ...stored, ticket: 'short' }))).toBeNull();
    expect(parseTicket(JSON.stringify({ ...stored, expires: 'soon' }))).toBeNull();
  });
});

describe('Steam', () => {
  const answer = {
    state: 'payload.signature',
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'id_res',
    'openid.op_endpoint': 'https://steamcommunity.com/openid/login',
    'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198000000001',
    'openid.identity': 'https://steamcommunity.com/openid/id/76561198000000001',
    'openid.return_to': 'https://portal.test/externallogin/steam-return?state=payload.signature',
    'openid.response_nonce': '2026-05-01T10:00:00Zabc',
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    'openid.sig': 'c2lnbmF0dXJl',
  };

  test('the verify body keeps the state and the openid fields, as strings', () => {
    expect(steamVerifyBody({ ...answer, 'openid.extra': 'kept', other: 'dropped', 'openid.n': 3 })).toEqual({
      ...answer,
      'openid.extra': 'kept',
    });
  });

  test('no body without every required field, or for an answer that is not a positive assertion', () => {
    const { 'openid.sig': _sig, ...unsigned } = answer;
    expect(steamVerifyBody(unsigned)).toBeNull();
    expect(steamVerifyBody({ ...answer, 'openid.mode': 'cancel' })).toBeNull();
  });

  test('the horizontal popup is wider than it is tall, centred on the window', () => {
    const window = { screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 };
    expect(steamPopupFeatures(true, window)).toBe('popup=yes,width=1000,height=640,left=300,top=180');
    expect(steamPopupFeatures(false, window)).toMatch(/width=600,height=760/);
  });
});

describe('the linking page’s registration', () => {
  test('the body from the form’s values: the password only when typed, the page’s locale', () => {
    const values = {
      email: ' player@example.com ',
      username: 'NightOwl',
      password: '',
      dateOfBirth: '1990-04-12',
      country: 'GB',
      terms: true,
    };
    expect(registrationBody(values, ticket, 'fr-FR', undefined)).toEqual({
      ticket,
      email: 'player@example.com',
      username: 'NightOwl',
      dateOfBirth: '1990-04-12',
      country: 'GB',
      locale: 'fr-FR',
      terms: true,
      newsletter: false,
    });
    expect(registrationBody({ ...values, password: 'Abc123!x' }, ticket, 'en-GB', 'bot')).toMatchObject({
      password: 'Abc123!x',
      botToken: 'bot',
    });
  });

  test('the first issue of each field', () => {
    expect(
      fieldErrorsOf([
        { path: 'username', message: 'first' },
        { path: 'username', message: 'second' },
        { path: 'dateOfBirth', message: 'too young' },
      ]),
    ).toEqual({ username: 'first', dateOfBirth: 'too young' });
  });

  test('the countries of the locale’s store, by name', () => {
    const infos = [
      [
        { code: 'en-GB', iso: 'en_GB', name: 'English', store: '3', store_code: 'nacon_en', currency: 'EUR' },
        { code: 'fr-FR', iso: 'fr_FR', name: 'Français', store: '2', store_code: 'nacon_fr', currency: 'EUR' },
      ],
      [
        {
          store_code: 'nacon_en',
          countries: [
            { id: 'IE', name: 'Ireland' },
            { id: 'GB', name: 'United Kingdom' },
            { id: 'AU', name: 'Australia' },
          ],
        },
      ],
    ] as const;
    expect(countriesOf(infos as never, 'en-GB').map((country) => country.id)).toEqual(['AU', 'IE', 'GB']);
    expect(countriesOf(infos as never, 'fr-FR')).toEqual([]);
    expect(countriesOf(undefined, 'en-GB')).toEqual([]);
  });
});
