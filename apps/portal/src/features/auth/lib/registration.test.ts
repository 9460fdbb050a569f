import type { PublicInfosResponse } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import { confirmationLinkOf, isWellFormedToken } from './confirmation-link';
import { countryOptions, defaultCountryOf, referralCodeOf, registrationBody } from './registration';

const infos: PublicInfosResponse = [
  [
    { code: 'en-GB', iso: 'en_GB', name: 'English (UK)', store: '3', store_code: 'nacon_en', currency: 'EUR' },
    { code: 'fr-FR', iso: 'fr_FR', name: 'Français', store: '2', store_code: 'nacon_fr', currency: 'EUR' },
    { code: 'it-IT', iso: 'it_IT', name: 'Italiano', store: '10', store_code: 'nacon_it', currency: 'EUR' },
  ],
  [
    {
      store_code: 'nacon_en',
      countries: [
        { id: 'IE', name: 'Ireland' },
        { id: 'GB', name: 'United Kingdom' },
      ],
    },
    {
      store_code: 'nacon_fr',
      countries: [
        { id: 'FR', name: 'France' },
        { id: 'BE', name: 'Belgium' },
      ],
    },
  ],
];

describe('the registration body', () => {
  test('takes the form values, the page locale and the bot token; trims the address', () => {
    expect(
      registrationBody(
        {
          email: ' player@example.com ',
          username: 'NightOwl',
          password: 'Abc123!x',
          passwordConfirmation: 'Abc123!x',
          dateOfBirth: '2000-02-01',
          country: 'FR',
          terms: true,
          newsletter: true,
          referralCode: ' FRIEND42 ',
        },
        { locale: 'fr-FR', botToken: 'token' },
      ),
    ).toEqual({
      email: 'player@example.com',
      username: 'NightOwl',
      password: 'Abc123!x',
      dateOfBirth: '2000-02-01',
      country: 'FR',
      locale: 'fr-FR',
      terms: true,
      newsletter: true,
      referralCode: 'FRIEND42',
      botToken: 'token',
    });
  });

  test('leaves out an empty referral code and a missing bot token; unchecked boxes are false', () => {
    const body = registrationBody({ email: 'a@b.example', terms: undefined, referralCode: '' }, { locale: 'en-GB' });
    expect(body).not.toHaveProperty('referralCode');
    expect(body).not.toHaveProperty('botToken');
    expect(body.terms).toBe(false);
    expect(body.newsletter).toBe(false);
    expect(body.dateOfBirth).toBe('');
  });
});

describe('the countries', () => {
  test("the locale's store countries, named by the browser when it can, sorted for the language", () => {
    expect(countryOptions(infos, 'fr-FR', (id) => ({ FR: 'France', BE: 'Belgique' })[id])).toEqual([
      { id: 'BE', label: 'Belgique' },
      { id: 'FR', label: 'France' },
    ]);
    expect(countryOptions(infos, 'en-GB', () => undefined)).toEqual([
      { id: 'IE', label: 'Ireland' },
      { id: 'GB', label: 'United Kingdom' },
    ]);
  });

  test('a store without a list of its own offers every allowed country once', () => {
    expect(countryOptions(infos, 'it-IT', () => undefined).map((option) => option.id)).toEqual([
      'BE',
      'FR',
      'IE',
      'GB',
    ]);
  });

  test("the locale's own country is chosen first when the list has it", () => {
    const options = countryOptions(infos, 'en-GB', () => undefined);
    expect(defaultCountryOf(options, 'en-GB')).toBe('GB');
    expect(defaultCountryOf(options, 'en-US')).toBeNull();
  });
});

describe('links', () => {
  test('a referral code comes from ?referral= when well-formed', () => {
    expect(referralCodeOf(new URLSearchParams('referral=ABCD2345EF'))).toBe('ABCD2345EF');
    expect(referralCodeOf(new URLSearchParams('referral=<script>'))).toBeUndefined();
    expect(referralCodeOf(new URLSearchParams('referral='))).toBeUndefined();
    expect(referralCodeOf(new URLSearchParams(''))).toBeUndefined();
  });

  test('the confirmation page tells the e-mail change link from the registration link', () => {
    expect(confirmationLinkOf(new URLSearchParams('payload=abc'))).toEqual({ kind: 'emailChange', payload: 'abc' });
    expect(confirmationLinkOf(new URLSearchParams('email=a%40b.example&confirm=xyz'))).toEqual({
      kind: 'registration',
      email: 'a@b.example',
      confirm: 'xyz',
    });
    expect(confirmationLinkOf(new URLSearchParams('email=a%40b.example'))).toBeNull();
    expect(confirmationLinkOf(new URLSearchParams('payload=%20'))).toBeNull();
  });

  test("a token has the API's form: 43 base64url characters", () => {
    expect(isWellFormedToken('a'.repeat(43))).toBe(true);
    expect(isWellFormedToken('abc')).toBe(false);
    expect(isWellFormedToken(`${'a'.repeat(42)}=`)).toBe(false);
  });
});
