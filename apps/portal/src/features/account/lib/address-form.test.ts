import type { PublicInfosResponse } from '@mynacon/contract';
import { describe, expect, test } from 'vitest';
import {
  addressFieldOf,
  addressFieldsOf,
  countryName,
  countryOptions,
  formValuesOf,
  isPostcode,
  isTelephone,
} from './address-form';

const infos = [
  [],
  [
    {
      store_code: 'nacon_en',
      countries: [
        { id: 'IE', name: 'Ireland' },
        { id: 'GB', name: 'United Kingdom' },
        { id: 'AT', name: 'Austria' },
      ],
    },
    { store_code: 'nacon_fr', countries: [{ id: 'FR', name: 'France' }] },
  ],
] as unknown as PublicInfosResponse;

describe('the address form', () => {
  test('values become the API’s fields: trimmed, empty street lines and telephone left out, country upper case', () => {
    expect(
      addressFieldsOf({
        firstname: ' Ada ',
        lastname: 'Lovelace',
        street0: '1 Main Street',
        street1: '  ',
        street2: 'Flat 2',
        city: 'London',
        postcode: 'SW1A 1AA',
        country: 'gb',
        telephone: ' ',
      }),
    ).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['1 Main Street', 'Flat 2'],
      city: 'London',
      postcode: 'SW1A 1AA',
      country_id: 'GB',
      telephone: null,
    });
  });

  test('an address fills the form and comes back unchanged', () => {
    const address = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['1 Main Street'],
      city: 'London',
      postcode: 'SW1A 1AA',
      country_id: 'GB',
      telephone: '+44 20 7946 0000',
    };
    expect(addressFieldsOf(formValuesOf(address))).toEqual(address);
  });

  test('issue paths map to the form’s fields', () => {
    expect(addressFieldOf('street')).toBe('street0');
    expect(addressFieldOf('street.2')).toBe('street2');
    expect(addressFieldOf('country_id')).toBe('country');
    expect(addressFieldOf('postcode')).toBe('postcode');
    expect(addressFieldOf('is_default')).toBeUndefined();
  });

  test('countries are the store’s, sorted by name; a country an address already has stays a choice', () => {
    expect(countryOptions(infos, 'nacon_en', 'en-GB').map((option) => option.id)).toEqual(['AT', 'IE', 'GB']);
    expect(countryOptions(infos, 'nacon_fr', 'fr-FR', 'GB').map((option) => option.id)).toEqual(['FR', 'GB']);
    expect(countryOptions(undefined, 'nacon_en', 'en-GB')).toEqual([]);
    expect(countryName(infos, 'FR')).toBe('France');
    expect(countryName(infos, 'ZZ')).toBe('ZZ');
  });

  test('postcode and telephone follow the API’s rules', () => {
    expect(isPostcode('SW1A 1AA')).toBe(true);
    expect(isPostcode('75001')).toBe(true);
    expect(isPostcode('-123')).toBe(false);
    expect(isPostcode('1')).toBe(false);
    expect(isTelephone('+44 (0)20 7946-0000')).toBe(true);
    expect(isTelephone('call me')).toBe(false);
  });
});
