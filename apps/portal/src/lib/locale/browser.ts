// The browser side of the locale choice: the cookie and the browser's languages.
import { chooseLocale as choose, type Locale, localeCookie } from '@mynacon/contract/locale';

/** Remembers the player's locale for 365 days (SameSite=Lax, path /). */
export function storeLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie on full page loads, so it must be a real cookie
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/** The locale for a path without prefix: the stored cookie, then the browser's languages, then `fallback`. */
export function detectLocale(fallback?: Locale): Locale {
  return choose({ cookie: document.cookie, languages: navigator.languages, fallback });
}
