import * as z from 'zod/mini';
import { defaultLocale, type Locale, locales } from './locale.ts';
import { named } from './registry.ts';

/** The 7 locales of the portal (spec section 2), in the spec's order: `locale.ts` holds the list and its choice. */
export { defaultLocale, locales };
export type LocaleCode = Locale;
export const LocaleCode = named('LocaleCode', z.enum(locales), 'One of the 7 portal locales.');

/** Help-centre locales (spec section 9: en-GB → en-gb, en-US → en-us, others the part before the dash). */
export const communityLocales = ['en-gb', 'en-us', 'fr', 'nl', 'es', 'de', 'it'] as const;
export type CommunityLocale = (typeof communityLocales)[number];
export const CommunityLocale = named('CommunityLocale', z.enum(communityLocales), 'Help-centre locale.');

/** Maps a portal locale to its help-centre locale. */
export function toCommunityLocale(locale: LocaleCode): CommunityLocale {
  if (locale === 'en-GB') return 'en-gb';
  if (locale === 'en-US') return 'en-us';
  return locale.slice(0, 2) as CommunityLocale;
}

/** An ISO 8601 UTC timestamp such as `2026-03-01T09:30:00Z`. */
export const Timestamp = z.iso.datetime();
/** A calendar date such as `2026-03-01`. */
export const CalendarDate = z.iso.date();
/** A non-negative integer identifier. */
export const Id = z.int().check(z.nonnegative());
/** The range of a PostgreSQL `integer` column (32-bit, signed). */
export const int32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/**
 * A database record's id as input (bodies): the range its `integer` column holds, so that a larger number is a
 * 400 naming the field, never a database error. Path ids have theirs in `recordIdParam` (9 digits).
 */
export const RecordId = z.int().check(z.nonnegative(), z.lte(int32.max));
/** A whole number as input that the database stores in an `integer` column. */
export const Int32 = z.int().check(z.gte(int32.min), z.lte(int32.max));
/** A count or size. */
export const Count = z.int().check(z.nonnegative());
/** A non-negative integer written as a decimal string, as some backends send counters. */
export const NumericString = z.string().check(z.regex(/^(0|[1-9][0-9]*)$/));
/** An absolute http(s) URL. */
export const Url = z.url({ protocol: /^https?$/ });
/**
 * The address of an image or of a base of images: absolute http(s) when another host serves it, or root-relative
 * (`/api/media/products/RFR-STD.svg`) when the API serves it itself, so that it loads at whatever host the portal
 * was opened (never protocol-relative `//host`).
 */
export const MediaUrl = named(
  'MediaUrl',
  z.union([Url, z.string().check(z.regex(/^\/(?![/\\])[^\s\\]*$/))]),
  'An absolute http(s) URL, or a root-relative path on the API’s own origin.',
);

/** Integer query parameter: digits only, no sign, no leading zero, at most `maxDigits` digits. */
export function intParam(maxDigits = 9) {
  return z.pipe(
    z.string().check(z.regex(new RegExp(`^(0|[1-9][0-9]{0,${maxDigits - 1}})$`), 'Expected a whole number')),
    z.transform((value: string) => Number(value)),
  );
}

/** Severities of community reports (spec section 5). */
export const severities = ['low', 'medium', 'high', 'critical'] as const;
export const Severity = named('Severity', z.enum(severities), 'Severity of a community report.');
