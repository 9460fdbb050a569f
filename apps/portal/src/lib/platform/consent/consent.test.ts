import { describe, expect, test } from 'vitest';
import {
  type ConsentState,
  consentCookie,
  consentCookieName,
  consentMaxAgeSeconds,
  createConsentStore,
  isConsentCurrent,
  languageOf,
  readConsentCookie,
} from './consent';
import { cookieVersions } from './versions';

/** `document.cookie` for one cookie name: writing sets or (Max-Age=0) removes it. */
function cookieJar(initial = '') {
  const jar = new Map<string, string>();
  for (const part of initial.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim()) jar.set(name.trim(), value.join('='));
  }
  return {
    written: [] as string[],
    read: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie: string) {
      this.written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    },
  };
}

const versions = { en: '3', fr: '1', de: '1' };

describe('the consent cookie', () => {
  test('stores the choices, the versions and the time, for six months, SameSite=Lax, Secure over HTTPS', () => {
    const cookie = consentCookie(
      { choices: { analytics: true, marketing: false }, versions: { en: '3' }, time: 1_700_000_000 },
      { secure: true },
    );
    expect(cookie).toMatch(
      new RegExp(`^${consentCookieName}=[^;\\s]+; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax; Secure$`),
    );
    expect(consentMaxAgeSeconds).toBe(182 * 86_400);
    const value = cookie.split(';')[0] ?? '';
    expect(readConsentCookie(`locale=fr-FR; ${value}; other=1`)).toEqual({
      choices: { analytics: true, marketing: false },
      versions: { en: '3' },
      time: 1_700_000_000,
    });
    expect(
      consentCookie({ choices: { analytics: false, marketing: false }, versions: {}, time: 0 }, { secure: false }),
    ).not.toContain('Secure');
  });

  test('anything else reads as no answer', () => {
    for (const header of [
      '',
      'locale=en-GB',
      `${consentCookieName}=not-json`,
      `${consentCookieName}=${encodeURIComponent('{"c":{"a":"yes","m":false},"v":{},"t":1}')}`,
      `${consentCookieName}=${encodeURIComponent('{"c":{"a":true,"m":false},"v":{"english":"1"},"t":1}')}`,
      `${consentCookieName}=${encodeURIComponent('{"c":{"a":true,"m":false},"v":{"en":1},"t":1}')}`,
      `${consentCookieName}=${encodeURIComponent('{"c":{"a":true,"m":false},"v":{"en":"1"}}')}`,
      `${consentCookieName}=%E0%A4%A`,
    ]) {
      expect(readConsentCookie(header), header).toBeNull();
    }
  });

  test("a locale's language is its first two letters", () => {
    expect(languageOf('fr-FR')).toBe('fr');
    expect(languageOf('en-US')).toBe('en');
    expect(Object.keys(cookieVersions).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
  });

  test('an answer holds for a language while its version is the one answered under', () => {
    const stored = { choices: { analytics: true, marketing: true }, versions: { en: '3', fr: '1' }, time: 1 };
    expect(isConsentCurrent(stored, 'en', versions)).toBe(true);
    expect(isConsentCurrent(stored, 'en', { ...versions, en: '4' })).toBe(false);
    // Another language's new version does not ask the English players again.
    expect(isConsentCurrent(stored, 'en', { ...versions, fr: '2' })).toBe(true);
    expect(isConsentCurrent(stored, 'de', versions)).toBe(false);
    expect(isConsentCurrent(stored, 'xx', versions)).toBe(false);
    expect(isConsentCurrent(null, 'en', versions)).toBe(false);
  });
});

describe('the consent store', () => {
  test('pending without an answer, nothing optional allowed; an answer is stored and announced', () => {
    const jar = cookieJar();
    const store = createConsentStore({
      required: true,
      cookies: jar,
      language: 'en',
      secure: false,
      versions,
      now: () => 5000,
    });
    expect(store.getState()).toEqual({ status: 'pending', choices: { analytics: false, marketing: false } });
    const seen: ConsentState[] = [];
    store.subscribe((state) => seen.push(state));
    store.decide({ analytics: true, marketing: false });
    expect(seen).toEqual([{ status: 'decided', choices: { analytics: true, marketing: false } }]);
    expect(readConsentCookie(jar.read())).toEqual({
      choices: { analytics: true, marketing: false },
      versions,
      time: 5,
    });

    // The next page load reads it.
    const next = createConsentStore({ required: true, cookies: jar, language: 'en', secure: false, versions });
    expect(next.getState()).toEqual({ status: 'decided', choices: { analytics: true, marketing: false } });
  });

  test('a new version for the language asks again; other languages keep their answer', () => {
    const jar = cookieJar();
    createConsentStore({ required: true, cookies: jar, language: 'fr', secure: false, versions }).decide({
      analytics: false,
      marketing: true,
    });
    const bumped = { ...versions, fr: '2' };
    expect(
      createConsentStore({ required: true, cookies: jar, language: 'fr', secure: false, versions: bumped }).getState()
        .status,
    ).toBe('pending');
    expect(
      createConsentStore({ required: true, cookies: jar, language: 'en', secure: false, versions: bumped }).getState(),
    ).toEqual({
      status: 'decided',
      choices: { analytics: false, marketing: true },
    });
  });

  test('switching the locale to a language whose version changed asks again at once', () => {
    const jar = cookieJar(
      `${consentCookieName}=${encodeURIComponent(JSON.stringify({ c: { a: true, m: true }, v: { en: '3', fr: '0' }, t: 1 }))}`,
    );
    const store = createConsentStore({ required: true, cookies: jar, language: 'en', secure: false, versions });
    expect(store.getState().status).toBe('decided');
    const seen: string[] = [];
    store.subscribe((state) => seen.push(state.status));
    store.setLanguage('en');
    store.setLanguage('fr');
    expect(store.getState()).toEqual({ status: 'pending', choices: { analytics: false, marketing: false } });
    store.setLanguage('en');
    expect(seen).toEqual(['pending', 'decided']);
  });

  test('without the consent service everything is allowed and nothing is written', () => {
    const jar = cookieJar();
    const store = createConsentStore({ required: false, cookies: jar, language: 'en', secure: false, versions });
    expect(store.getState()).toEqual({ status: 'decided', choices: { analytics: true, marketing: true } });
    store.decide({ analytics: false, marketing: false });
    expect(jar.written).toEqual([]);
    expect(store.getState().choices.analytics).toBe(true);
  });
});
