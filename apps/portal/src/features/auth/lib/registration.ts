// The registration form's pure parts: its values as the API's body, the countries a player may choose, the
// referral code of an invitation link.
import type { PublicInfosResponse, RegistrationBody } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';

/** The form's fields, in page order; the API's issues use the same names. */
export const registrationFields = [
  'email',
  'username',
  'password',
  'passwordConfirmation',
  'dateOfBirth',
  'country',
  'referralCode',
  'newsletter',
  'terms',
] as const;

/** The query parameter of an invitation link (`/{locale}/register?referral=CODE`). */
export const referralParameter = 'referral';
const referralPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** The referral code of the address, when it has a well-formed one. */
export function referralCodeOf(search: URLSearchParams): string | undefined {
  const value = search.get(referralParameter)?.trim();
  return value && referralPattern.test(value) ? value : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The API's body from the form's values, the page's locale, and the bot-protection token when there is one. */
export function registrationBody(
  values: Record<string, unknown>,
  { locale, botToken }: { locale: Locale; botToken?: string | undefined },
): RegistrationBody {
  const referralCode = text(values.referralCode).trim();
  return {
    email: text(values.email).trim(),
    username: text(values.username),
    password: text(values.password),
    dateOfBirth: text(values.dateOfBirth),
    country: text(values.country),
    locale,
    // The form requires the box; an unchecked one is still sent as it is, for the server to refuse.
    terms: (values.terms === true) as true,
    newsletter: values.newsletter === true,
    ...(referralCode === '' ? {} : { referralCode }),
    ...(botToken ? { botToken } : {}),
  };
}

export interface CountryOption {
  id: string;
  label: string;
}

/**
 * The countries of the locale's store (public infos: item 0 the stores, item 1 the allowed countries per store),
 * named in the page's language where the browser knows the name, sorted as that language sorts. A store without
 * its own list offers every allowed country.
 */
export function countryOptions(
  infos: PublicInfosResponse,
  locale: Locale,
  nameOf: (id: string) => string | undefined = regionNamer(locale),
): CountryOption[] {
  const [stores, allowed] = infos;
  const storeCode = stores.find((store) => store.code === locale)?.store_code;
  const own = allowed.find((entry) => entry.store_code === storeCode)?.countries;
  const countries = own && own.length > 0 ? own : allowed.flatMap((entry) => entry.countries);
  const byId = new Map<string, CountryOption>();
  for (const country of countries) {
    if (!byId.has(country.id)) byId.set(country.id, { id: country.id, label: nameOf(country.id) ?? country.name });
  }
  const collator = new Intl.Collator(locale);
  return [...byId.values()].sort((a, b) => collator.compare(a.label, b.label));
}

/** The country the locale names (`en-GB` → GB), when the list has it. */
export function defaultCountryOf(options: readonly CountryOption[], locale: Locale): string | null {
  const region = locale.split('-')[1] ?? '';
  return options.some((option) => option.id === region) ? region : null;
}

function regionNamer(locale: Locale): (id: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    return (id) => names.of(id);
  } catch {
    return () => undefined;
  }
}
