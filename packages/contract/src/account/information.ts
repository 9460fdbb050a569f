// Account information, referrals and linked external accounts.
import * as z from 'zod/mini';
import { CalendarDate, Count, Id, LocaleCode, Timestamp, Url } from '../primitives.ts';
import { accountMessages, Username } from '../registration.ts';
import { named } from '../registry.ts';
import { envelope, line } from './fields.ts';

// Account information

export const AccountInformation = named(
  'AccountInformation',
  z.object({
    user_id: Id,
    email: z.string().check(z.minLength(1)),
    username: z.string().check(z.minLength(1)),
    firstname: z.string(),
    lastname: z.string(),
    date_of_birth: z.nullable(CalendarDate),
    country_id: z.nullable(z.string()),
    locale: LocaleCode,
    store_code: z.string().check(z.minLength(1)),
    newsletter_subscribed: z.boolean(),
  }),
);
export const AccountInformationResponse = named('AccountInformationResponse', envelope(AccountInformation));
export const AccountInformationUpdate = named(
  'AccountInformationUpdate',
  z
    .object({
      firstname: z.optional(line(64)),
      lastname: z.optional(line(64)),
      locale: z.optional(LocaleCode),
      newsletter_subscribed: z.optional(z.boolean()),
      /** A new public name under the registration rules; 409 when another player has it in any case. */
      username: z.optional(Username),
      /** `YYYY-MM-DD`, not in the future; the player must be of the minimum age of their country. */
      date_of_birth: z.optional(z.iso.date(accountMessages.invalid)),
    })
    .check(
      z.refine(
        (value) => Object.values(value).some((field) => field !== undefined),
        'Send at least one of firstname, lastname, locale, newsletter_subscribed, username, date_of_birth',
      ),
    ),
  'Changes the fields sent; e-mail and password change through the account calls.',
);

// Referrals

export const Referral = named(
  'Referral',
  z.object({
    code: z.string().check(z.minLength(1)),
    /** The registration page with the code, in the player's locale. */
    url: Url,
    referred: z.array(z.object({ username: z.string(), joined_at: Timestamp })),
    referred_count: Count,
  }),
);
export const ReferralResponse = named('ReferralResponse', envelope(Referral));

// Linked external accounts

export const linkedAccountProviders = ['epic', 'playstation', 'steam', 'twitch', 'xbox'] as const;
export const LinkedAccountProvider = named('LinkedAccountProvider', z.enum(linkedAccountProviders));
export const LinkedAccount = named(
  'LinkedAccount',
  z.object({ provider: LinkedAccountProvider, display_name: z.string(), linked_at: Timestamp }),
);
export const LinkedAccountsResponse = named(
  'LinkedAccountsResponse',
  envelope(z.object({ items: z.array(LinkedAccount), has_password: z.boolean() })),
  'Unlinking is refused (409) when it would leave no way to sign in: no password and no other linked account.',
);
