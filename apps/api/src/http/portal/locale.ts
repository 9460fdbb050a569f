// The locale of a portal path without prefix: the portal's own rule (apps/portal/src/lib/locale/locales.ts), so
// that the server's redirect and the browser choose alike.
import type { LocaleCode } from '@mynacon/contract';
import { chooseLocale as choose, isLocale, parseAcceptLanguage } from '../../../../portal/src/lib/locale/locales.ts';

export { isLocale, parseAcceptLanguage };

/**
 * The player's locale for a path without prefix: the `locale` cookie, then `Accept-Language` (an exact match
 * anywhere in the list first, then the first two letters: `fr` → fr-FR, `en` → en-GB), then the default.
 */
export function chooseLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  fallback: LocaleCode,
): LocaleCode {
  return choose({ cookie: cookieHeader, languages: parseAcceptLanguage(acceptLanguage), fallback });
}
