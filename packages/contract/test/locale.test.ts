import { describe, expect, it } from 'vitest';
import {
  chooseLocale,
  isLocale,
  localeCookie,
  localeFromCookieHeader,
  localeOfPath,
  locales,
  matchBrowserLanguages,
  parseAcceptLanguage,
  withLocalePrefix,
} from '../src/locale.ts';

describe('locale choice (spec section 2: prefix, cookie, browser language, default)', () => {
  it('takes the prefix first', () => {
    expect(chooseLocale({ prefix: 'de-DE', cookie: 'locale=fr-FR', languages: ['it-IT'] })).toBe('de-DE');
  });
  it('then the cookie', () => {
    expect(chooseLocale({ prefix: 'support', cookie: 'a=1; locale=fr-FR; b=2', languages: ['it-IT'] })).toBe('fr-FR');
  });
  it('then the browser languages', () => {
    expect(chooseLocale({ cookie: 'locale=pt-PT', languages: ['it-IT'] })).toBe('it-IT');
  });
  it('then the default, or the given fallback', () => {
    expect(chooseLocale({ languages: ['pt-BR', 'ja'] })).toBe('en-GB');
    expect(chooseLocale({ languages: [], fallback: 'nl-NL' })).toBe('nl-NL');
  });
});

describe('matchBrowserLanguages', () => {
  it.each([
    [['fr'], 'fr-FR'],
    [['en'], 'en-GB'],
    [['en-US'], 'en-US'],
    [['en-us'], 'en-US'],
    [['EN-AU'], 'en-GB'],
    [['de-AT'], 'de-DE'],
    [['es-MX', 'it-IT'], 'it-IT'],
    [['nl-BE', 'fr'], 'nl-NL'],
    [['pt-BR'], undefined],
    [['x'], undefined],
  ] as const)('%j → %s', (languages, expected) => {
    expect(matchBrowserLanguages(languages)).toBe(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality and keeps the order of ties', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.9, *;q=0.5')).toEqual(['fr-CH', 'fr', 'de', 'en']);
  });
  it('drops q=0 and empty headers', () => {
    expect(parseAcceptLanguage('it;q=0, es')).toEqual(['es']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('the locale cookie', () => {
  it('ignores unknown values and other cookies', () => {
    expect(localeFromCookieHeader('locale=xx-XX')).toBeUndefined();
    expect(localeFromCookieHeader('mylocale=fr-FR')).toBeUndefined();
    expect(localeFromCookieHeader('locale=%E0%A4%A')).toBeUndefined();
    expect(localeFromCookieHeader('locale=es-ES')).toBe('es-ES');
  });
  it('lasts 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie('fr-FR', false)).toBe('locale=fr-FR; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('fr-FR', true)).toContain('; Secure');
  });
});

describe('prefixes', () => {
  it('knows the seven locales exactly', () => {
    expect(locales).toHaveLength(7);
    expect(isLocale('fr-FR')).toBe(true);
    expect(isLocale('fr-fr')).toBe(false);
    expect(localeOfPath('/it-IT/support')).toBe('it-IT');
    expect(localeOfPath('/support')).toBeUndefined();
  });
  it.each([
    ['/fr-FR/support?x=1#top', '/de-DE/support?x=1#top'],
    ['/fr-FR', '/de-DE/'],
    ['/fr-FR/', '/de-DE/'],
    ['/contact', '/de-DE/contact'],
    ['/', '/de-DE/'],
    ['/support/game/abc/faq?p=2', '/de-DE/support/game/abc/faq?p=2'],
  ])('%s → %s', (path, expected) => {
    expect(withLocalePrefix(path, 'de-DE')).toBe(expected);
  });
});
