// The cookies version of each language (the locale's first two letters). Raise a language's version when its cookie
// notice (the `portal.platform.consent.*` texts of its locales) changes in substance: players using that language
// are asked again; the others keep their answer.

/** Cookies version per language. */
export const cookieVersions: Record<string, string> = {
  en: '1',
  fr: '1',
  nl: '1',
  es: '1',
  de: '1',
  it: '1',
};
