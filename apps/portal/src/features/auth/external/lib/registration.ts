// The linking page's registration: the form's values as the API's body, and the API's field issues as the form's.
import type { ExternalLinkRegisterBody, PublicInfosResponse } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';

/** The form's fields the API may name in its issues (shown on the fields, not as a page notice). */
export const registrationFields = [
  'email',
  'username',
  'password',
  'dateOfBirth',
  'country',
  'terms',
  'newsletter',
] as const;

/** The body of `POST /api/external/link/register` from the form's values; the password only when typed. */
export function registrationBody(
  values: Record<string, unknown>,
  ticket: string,
  locale: Locale,
  botToken: string | undefined,
): ExternalLinkRegisterBody {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const password = text('password');
  return {
    ticket,
    email: text('email').trim(),
    username: text('username').trim(),
    ...(password === '' ? {} : { password }),
    dateOfBirth: text('dateOfBirth'),
    country: text('country'),
    locale,
    // The form requires the box; a body without it is refused by the API with a field issue.
    terms: (values.terms === true) as true,
    newsletter: values.newsletter === true,
    ...(botToken ? { botToken } : {}),
  };
}

/** The field errors of an API answer's issues, first message per field. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: string; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const field = path.split('.')[0] ?? path;
    errors[field] ??= message;
  }
  return errors;
}

/** The countries a player of this locale's store may choose, by name. */
export function countriesOf(
  infos: PublicInfosResponse | undefined,
  locale: Locale,
): Array<{ id: string; name: string }> {
  if (infos === undefined) return [];
  const [stores, allowed] = infos;
  const storeCode = stores.find((store) => store.code === locale)?.store_code;
  const countries = allowed.find((entry) => entry.store_code === storeCode)?.countries ?? [];
  return [...countries].sort((a, b) => a.name.localeCompare(b.name, locale));
}
