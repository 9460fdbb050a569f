// The data guards of the profile routes and of product support, loaded through the store (decision 016) so that the page behind finds the
// data there. `guards.ts` imports this module on first use: the calls and the contract's schemas stay out of the
// entry chunk, which holds only the two registry entries (decision 024).

import { sharedQueries } from '../data/queries';
import { fetchQuery } from '../data/query';
import { catalogueQuery } from '../data/startup-queries';
import { appData } from '../data/store';
import { siteData } from '../startup/site-data';
import type { GuardContext } from './guards';
import { profileDetailExists, profileProductExists, supportProductExists } from './profile-guards';

/**
 * `/profile/{detail...}`: the games list is loaded when the game-support setting is on and it is not there yet;
 * the profiles always (the second segment names one of them).
 */
export async function profileGameGuard({ params, features, store = appData }: GuardContext): Promise<boolean> {
  if (store.entry(siteData.games).value === undefined && (await features()).gameSupport) {
    await fetchQuery(sharedQueries.games, {}, { store });
  }
  await fetchQuery(sharedQueries.profiles, {}, { store });
  return profileDetailExists(params['*'], store.entry(siteData.games).value, store.entry(siteData.profiles).value);
}

/** Where the catalogue falls back: the configuration's default locale, which the start-up may not have stored yet. */
async function fallbackLocale({ defaultLocale, locale, store = appData }: GuardContext): Promise<string> {
  return (await defaultLocale?.()) ?? store.entry(siteData.config).value?.defaultLocale ?? locale;
}

/** `/profile/product/{detail...}`: the catalogue of the locale (the default locale's when it fails). */
export async function profileProductGuard(context: GuardContext): Promise<boolean> {
  const { params, locale, store = appData } = context;
  const fallback = await fallbackLocale(context);
  await fetchQuery(catalogueQuery(locale, fallback), {}, { store });
  return profileProductExists(params['*'], store.entry(siteData.products).value?.items);
}

/** `/support/product/{detail...}`: the product of the first segment in the catalogue of the locale (spec section 5). */
export async function supportProductGuard(context: GuardContext): Promise<boolean> {
  const { params, locale, store = appData } = context;
  const fallback = await fallbackLocale(context);
  await fetchQuery(catalogueQuery(locale, fallback), {}, { store });
  return supportProductExists(params['*'], store.entry(siteData.products).value?.items);
}
