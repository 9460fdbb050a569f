// The portal's locales and how one is chosen (spec sections 2 and 9): the one list the portal, its build and the API
// read, with the rule the server's redirect and the browser share. No zod here, so that the portal's first visit and
// its build configuration import it without the schemas (`@mynacon/contract/locale`).

/** The seven locales of the portal, in the spec's order. */
export const locales = ['en-GB', 'en-US', 'fr-FR', 'nl-NL', 'es-ES', 'de-DE', 'it-IT'] as const;
export type Locale = (typeof locales)[number];
/** The default locale (spec section 2: the last step of the locale choice). */
export const defaultLocale: Locale = 'en-GB';

/** The name of the cookie that remembers the player's choice of locale. */
export const localeCookieName = 'locale';
/** The locale cookie lives 365 days (spec section 9). */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

const byLowerCase = new Map(locales.map((locale) => [locale.toLowerCase(), locale]));

/** True for one of the seven locale codes, spelled exactly as in the URL prefix (`fr-FR`). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The supported locale for a browser language tag: an exact match first (case-insensitive), then the first two
 * letters (`fr` → fr-FR; for `en` the first English locale of the list, en-GB).
 */
function exactMatch(tag: string): Locale | undefined {
  return byLowerCase.get(tag.trim().toLowerCase());
}

function languageMatch(tag: string): Locale | undefined {
  const language = tag.trim().slice(0, 2).toLowerCase();
  if (language.length !== 2) return undefined;
  return locales.find((locale) => locale.slice(0, 2).toLowerCase() === language);
}

/**
 * Picks the locale for a list of browser languages in order of preference: any exact match wins over a
 * language-only match, then the first language-only match, else `undefined`.
 */
export function matchBrowserLanguages(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const match = exactMatch(tag);
    if (match) return match;
  }
  for (const tag of languages) {
    const match = languageMatch(tag);
    if (match) return match;
  }
  return undefined;
}

/** The language tags of an `Accept-Language` header, highest quality first (ties keep their order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Reads the locale cookie from a `Cookie` header or `document.cookie`; an unknown value counts as absent. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== localeCookieName) continue;
    let value = part.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (isLocale(value)) return value;
  }
  return undefined;
}

/** What the locale choice is made from, in the spec's order after the URL prefix. */
export interface LocaleSources {
  /** The first path segment, when the path has one. */
  prefix?: string | undefined;
  /** The `Cookie` header or `document.cookie`. */
  cookie?: string | null | undefined;
  /** Browser languages in preference order (`navigator.languages`, or a parsed `Accept-Language`). */
  languages?: readonly string[] | undefined;
  /** The fallback. @default 'en-GB' */
  fallback?: Locale | undefined;
}

/** Locale choice order (spec section 2): route prefix, stored cookie, browser language, default. */
export function chooseLocale({ prefix, cookie, languages = [], fallback = defaultLocale }: LocaleSources): Locale {
  if (isLocale(prefix)) return prefix;
  return localeFromCookieHeader(cookie) ?? matchBrowserLanguages(languages) ?? fallback;
}

/** The `Set-Cookie`/`document.cookie` string that stores the player's locale for 365 days. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The first path segment when it is a locale prefix. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/**
 * The same address under another locale prefix: `/fr-FR/support?x#y` → `/de-DE/support?x#y`; a path without a
 * prefix gets one.
 */
export function withLocalePrefix(path: string, locale: Locale): string {
  const url = new URL(path, 'https://portal.invalid');
  const segments = url.pathname.split('/');
  const rest = isLocale(segments[1]) ? `/${segments.slice(2).join('/')}` : url.pathname;
  return `/${locale}${rest === '/' ? '/' : rest}${url.search}${url.hash}`;
}
