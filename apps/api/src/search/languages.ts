import { type LocaleCode, toCommunityLocale } from '@mynacon/contract';

/** PostgreSQL text-search configurations of the 7 locales (both English ones stem as English). */
export const searchConfigs = ['english', 'german', 'french', 'spanish', 'italian', 'dutch'] as const;
export type SearchConfig = (typeof searchConfigs)[number];

const configOfCommunityLocale: Readonly<Record<string, SearchConfig>> = {
  'en-gb': 'english',
  'en-us': 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  nl: 'dutch',
};

/** The text-search configuration of a help-centre locale (`de`) or of a portal locale (`de-DE`). */
export function searchConfigOf(locale: string): SearchConfig {
  const community = /^[a-z]{2}-[A-Z]{2}$/.test(locale) ? toCommunityLocale(locale as LocaleCode) : locale;
  return configOfCommunityLocale[community] ?? 'english';
}

/** Texts that carry no locale (board reports, product names, profiles, playtests) are English. */
export const neutralConfig: SearchConfig = 'english';
