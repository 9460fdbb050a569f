// The locale of a portal path without prefix: the contract's rule (`@mynacon/contract/locale`), the one the portal
// follows in the browser, so that the server's redirect and the browser choose alike.
import { chooseLocale as choose, isLocale, type Locale, parseAcceptLanguage } from '@mynacon/contract/locale';

export { isLocale, parseAcceptLanguage };

/**
 * The player's locale for a path without prefix: the `locale` cookie, then `Accept-Language` (an exact match
 * anywhere in the list first, then the first two letters: `fr` → fr-FR, `en` → en-GB), then the default.
 */
export function chooseLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  fallback: Locale,
): Locale {
  return choose({ cookie: cookieHeader, languages: parseAcceptLanguage(acceptLanguage), fallback });
}
