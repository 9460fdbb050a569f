// The data guards of the profile routes, loaded through the store (decision 016) so that the page behind finds the
// data there. `guards.ts` imports this module on first use, and it imports what it needs on first use too: the
// entry chunk only holds the two registry entries.
import type { Guard, GuardContext } from './guards';
import { profileDetailExists, profileProductExists } from './profile-guards';

const sources = async () => {
  const [{ appData }, { siteData }, { getProfiles }, { getSupportGames }, { catalogueLoader }] = await Promise.all([
    import('../data/store'),
    import('../startup/site-data'),
    import('../http/calls/get-profiles'),
    import('../http/calls/get-support-games'),
    import('../startup/load-startup-data'),
  ]);
  return { appData, siteData, getProfiles, getSupportGames, catalogueLoader };
};

/**
 * `/profile/{detail...}`: the games list is loaded when the game-support setting is on and it is not there yet;
 * the profiles always (the second segment names one of them).
 */
async function profileGameGuard({ params, features, store }: GuardContext): Promise<boolean> {
  const { appData, siteData, getProfiles, getSupportGames } = await sources();
  const data = store ?? appData;
  if (data.entry(siteData.games).value === undefined && (await features()).gameSupport) {
    await data.load(siteData.games, async () => (await getSupportGames()).items);
  }
  await data.load(siteData.profiles, () => getProfiles());
  return profileDetailExists(params['*'], data.entry(siteData.games).value, data.entry(siteData.profiles).value);
}

/** `/profile/product/{detail...}`: the catalogue of the locale (the default locale's when it fails). */
async function profileProductGuard({ params, locale, store }: GuardContext): Promise<boolean> {
  const { appData, siteData, catalogueLoader } = await sources();
  const data = store ?? appData;
  const fallback = data.entry(siteData.config).value?.defaultLocale ?? locale;
  await data.load(siteData.products, catalogueLoader(locale, fallback));
  return profileProductExists(params['*'], data.entry(siteData.products).value?.items);
}

/** By middleware name. */
export const profileGuards: Record<'profile-game' | 'profile-product', Guard> = {
  'profile-game': profileGameGuard,
  'profile-product': profileProductGuard,
};
