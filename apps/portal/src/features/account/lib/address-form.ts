// The address form's values and the API's address fields, both ways.
import { addressRules, type PublicInfosResponse } from '@mynacon/contract';

/** The fields of an address as the API takes them (`AddressUpdate`). */
export interface AddressFields {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone: string | null;
}

/** Up to three street lines, each its own field. */
export const streetFields = ['street0', 'street1', 'street2'] as const satisfies {
  length: typeof addressRules.streetLines;
};

/** The form's names of the address fields, and what an address fills them with. */
export function formValuesOf(address: AddressFields): Record<string, string> {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street0: address.street[0] ?? '',
    street1: address.street[1] ?? '',
    street2: address.street[2] ?? '',
    city: address.city,
    postcode: address.postcode,
    country: address.country_id,
    telephone: address.telephone ?? '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The submitted form values as the API's fields: trimmed, empty street lines and telephone left out. */
export function addressFieldsOf(values: Record<string, unknown>): AddressFields {
  const telephone = text(values.telephone);
  return {
    firstname: text(values.firstname),
    lastname: text(values.lastname),
    street: streetFields.map((name) => text(values[name])).filter((line) => line !== ''),
    city: text(values.city),
    postcode: text(values.postcode),
    country_id: text(values.country).toUpperCase(),
    telephone: telephone === '' ? null : telephone,
  };
}

/** The form field of an issue of the address calls (`street.1` → `street1`, `country_id` → `country`). */
export function addressFieldOf(path: string): string | undefined {
  if (path === 'country_id') return 'country';
  if (path === 'street') return 'street0';
  const street = /^street\.(\d)$/.exec(path);
  if (street?.[1] !== undefined) return streetFields[Number(street[1])];
  return ['firstname', 'lastname', 'city', 'postcode', 'telephone'].includes(path) ? path : undefined;
}

/** The contract's postcode rule (`addressRules.postcode`), as the API applies it. */
export const isPostcode = (value: string) => addressRules.postcode.test(value.trim());
/** The contract's telephone rule (`addressRules.telephone`), as the API applies it. */
export const isTelephone = (value: string) => addressRules.telephone.test(value.trim());
/** The fields' lengths, from the contract. */
export const addressMaxLengths = { name: addressRules.nameMaxLength, streetLine: addressRules.streetLineMaxLength };

export interface CountryOption {
  id: string;
  label: string;
}

/**
 * The countries an address may have: the allowed countries (public infos, item 1) of the player's store, sorted by
 * name in the page's language. An address already in another country keeps it as a choice, so that editing its
 * other fields does not force a change.
 */
export function countryOptions(
  infos: PublicInfosResponse | undefined,
  storeCode: string,
  locale: string,
  keep?: string,
): CountryOption[] {
  const countries = infos?.[1].find((entry) => entry.store_code === storeCode)?.countries ?? [];
  const options = countries.map((country) => ({ id: country.id, label: country.name }));
  if (keep && !options.some((option) => option.id === keep)) options.push({ id: keep, label: keep });
  return options.sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The name of a country code, from the allowed countries of every store; the code when none knows it. */
export function countryName(infos: PublicInfosResponse | undefined, code: string): string {
  for (const store of infos?.[1] ?? []) {
    const country = store.countries.find((entry) => entry.id === code);
    if (country) return country.name;
  }
  return code;
}
