// The player's addresses.
import * as z from 'zod/mini';
import { Id } from '../primitives.ts';
import { named } from '../registry.ts';
import { envelope, line } from './fields.ts';

export const Address = named(
  'Address',
  z.object({
    id: Id,
    firstname: z.string().check(z.minLength(1)),
    lastname: z.string().check(z.minLength(1)),
    street: z.array(z.string()).check(z.minLength(1), z.maxLength(3)),
    city: z.string().check(z.minLength(1)),
    postcode: z.string().check(z.minLength(1)),
    country_id: z.string().check(z.regex(/^[A-Z]{2}$/)),
    telephone: z.nullable(z.string()),
    /** Exactly one address is the default while the player has any. */
    is_default: z.boolean(),
  }),
);
export type Address = z.infer<typeof Address>;
export const AddressesResponse = named('AddressesResponse', envelope(z.array(Address)));
export const AddressResponse = named('AddressResponse', envelope(Address));

/** The rules of an address's fields, which the schemas below apply and the portal's form reads. */
export const addressRules = {
  /** First name, last name and city: characters at the most. */
  nameMaxLength: 64,
  /** Each street line: characters at the most. */
  streetLineMaxLength: 100,
  /** Street lines at the most. */
  streetLines: 3,
  /** Letters, digits, - and spaces, 2 to 12 characters, starting with a letter or digit (after trimming). */
  postcode: /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/,
  /** An optional +, then digits, spaces and ( ) . -, 4 to 32 characters (after trimming). */
  telephone: /^\+?[0-9][0-9 ().-]{3,31}$/,
} as const;

const addressFields = {
  firstname: line(addressRules.nameMaxLength),
  lastname: line(addressRules.nameMaxLength),
  street: z
    .array(line(addressRules.streetLineMaxLength))
    .check(z.minLength(1, 'At least one street line'), z.maxLength(addressRules.streetLines)),
  city: line(addressRules.nameMaxLength),
  postcode: z.string().check(z.trim(), z.regex(addressRules.postcode, 'Letters, digits, - and spaces')),
  /** One of the allowed countries of the player's store (`/api/cache/public/infos`, item 1). */
  country_id: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'A two-letter country code'), z.toUpperCase()),
  telephone: z.optional(z.nullable(z.string().check(z.trim(), z.regex(addressRules.telephone, 'A telephone number')))),
};
export const AddressUpdate = named('AddressUpdate', z.object(addressFields));
export const AddressInput = named(
  'AddressInput',
  z.object({ ...addressFields, is_default: z.optional(z.boolean()) }),
  'The first address becomes the default whatever `is_default` says.',
);
