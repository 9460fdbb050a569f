// The player's cookie consent (spec section 1): categories, the cookie that remembers the answer, and the cookies
// version per language. The answer holds for a language while that language's version is the one the player
// answered under; a new version (a changed cookie notice in that language) asks again.
import { createStore, type StoreApi } from 'zustand';
import { cookieVersions } from './versions';

/** The categories the player chooses from; `necessary` is always on. */
export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** The optional categories: analytics (with error reports linked to the player) and marketing. */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

/** What the cookie keeps. */
export interface StoredConsent {
  choices: ConsentChoices;
  /** The cookies version of each language when the player answered. */
  versions: Record<string, string>;
  /** When, in seconds since the epoch. */
  time: number;
}

/** The consent in force: `pending` until the player answers (nothing optional is allowed then). */
export interface ConsentState {
  status: 'pending' | 'decided';
  choices: ConsentChoices;
}

export const consentCookieName = 'mynacon_consent';
/** How long an answer is kept: six months, then the player is asked again (the usual regulators' advice). */
export const consentMaxAgeSeconds = 182 * 24 * 60 * 60;

export const noConsent: ConsentChoices = { analytics: false, marketing: false };
export const fullConsent: ConsentChoices = { analytics: true, marketing: true };

/** The language of a locale for the cookies version: its first two letters, lower-case (`fr-FR` → `fr`). */
export function languageOf(locale: string): string {
  return locale.slice(0, 2).toLowerCase();
}

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([key, entry]) => /^[a-z]{2}$/.test(key) && typeof entry === 'string');

/** The answer in a `Cookie` header (or `document.cookie`); null when absent or unreadable. */
export function readConsentCookie(cookieHeader: string): StoredConsent | null {
  const raw = cookieValue(cookieHeader, consentCookieName);
  if (raw === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { c, v, t } = parsed as { c?: unknown; v?: unknown; t?: unknown };
  if (typeof c !== 'object' || c === null || !isRecordOfStrings(v) || typeof t !== 'number') return null;
  const { a, m } = c as { a?: unknown; m?: unknown };
  if (typeof a !== 'boolean' || typeof m !== 'boolean') return null;
  return { choices: { analytics: a, marketing: m }, versions: v, time: t };
}

/** The `document.cookie` assignment that stores an answer. */
export function consentCookie(consent: StoredConsent, options: { secure: boolean }): string {
  const value = encodeURIComponent(
    JSON.stringify({
      c: { a: consent.choices.analytics, m: consent.choices.marketing },
      v: consent.versions,
      t: consent.time,
    }),
  );
  return `${consentCookieName}=${value}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** True when the stored answer was given under the current cookies version of `language`. */
export function isConsentCurrent(
  stored: StoredConsent | null,
  language: string,
  versions: Record<string, string> = cookieVersions,
): stored is StoredConsent {
  if (stored === null) return false;
  const current = versions[language];
  return current !== undefined && stored.versions[language] === current;
}

/** Reads and writes the cookie; `document.cookie` in the browser, a jar in tests. */
export interface CookieAccess {
  read(): string;
  write(cookie: string): void;
}

export interface ConsentStoreOptions {
  /** `features.cookieConsent`: false means there is no consent service and everything is allowed. */
  required: boolean;
  cookies: CookieAccess;
  /** The current locale's language (`en`, `fr`, …). */
  language: string;
  secure: boolean;
  versions?: Record<string, string>;
  now?: () => number;
}

/**
 * The consent of this page: its state as a zustand store (read in React through the portal's `useStore`, decision
 * 065), and the answers that change it.
 */
export interface ConsentStore extends StoreApi<ConsentState> {
  /** Stores the player's answer under the current versions. */
  decide(choices: ConsentChoices): void;
  /** The locale changed: an answer given under another version of the new language no longer holds. */
  setLanguage(language: string): void;
}

/** Creates the consent store of the page. */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const versions = options.versions ?? cookieVersions;
  const now = options.now ?? (() => Date.now());
  let language = options.language;

  const evaluate = (): ConsentState => {
    if (!options.required) return { status: 'decided', choices: fullConsent };
    const stored = readConsentCookie(options.cookies.read());
    return isConsentCurrent(stored, language, versions)
      ? { status: 'decided', choices: stored.choices }
      : { status: 'pending', choices: noConsent };
  };

  const store = createStore<ConsentState>()(evaluate);
  /** A new state tells the listeners only when the status or a choice differs. */
  const update = (next: ConsentState) => {
    const state = store.getState();
    const changed =
      next.status !== state.status ||
      next.choices.analytics !== state.choices.analytics ||
      next.choices.marketing !== state.choices.marketing;
    if (changed) store.setState(next, true);
  };

  return Object.assign(store, {
    decide(choices: ConsentChoices) {
      if (!options.required) return;
      // The notices of all languages say the same as they are now: switching language asks again only once that
      // language's version changes.
      options.cookies.write(
        consentCookie(
          { choices: { ...choices }, versions: { ...versions }, time: Math.floor(now() / 1000) },
          { secure: options.secure },
        ),
      );
      update({ status: 'decided', choices: { ...choices } });
    },
    setLanguage(next: string) {
      if (next === language) return;
      language = next;
      update(evaluate());
    },
  });
}
