// The start-up's public reads (spec section 1): one query object each, shared with the pages through queries.ts.
// Apart from the other shared reads so that the start-up, which every first visit loads, takes only the calls it
// makes and the contract's schemas of their answers (decision 055).
import { getPlatforms } from '../http/calls/get-platforms';
import { getProducts } from '../http/calls/get-products';
import { getProfiles } from '../http/calls/get-profiles';
import { getPublicConfig } from '../http/calls/get-public-config';
import { getPublicInfos } from '../http/calls/get-public-infos';
import { getSupportGames } from '../http/calls/get-support-games';
import type { HttpClient } from '../http/client';
import { type Catalogue, siteData } from '../startup/site-data';
import { query } from './query';

/** The catalogue of the locale, or of the default locale when that one fails (as the start-up loads it). */
async function loadCatalogue(client: HttpClient, locale: string, fallback: string): Promise<Catalogue> {
  const load = async (key: string): Promise<Catalogue> => ({ key, items: await getProducts(key, client) });
  try {
    return await load(locale);
  } catch (error) {
    if (fallback === locale) throw error;
    return load(fallback);
  }
}

/** The start-up's public parts, in the spec's order. */
export const startupQueries = {
  infos: query(siteData.infos, (client) => getPublicInfos(client)),
  config: query(siteData.config, (client) => getPublicConfig(client)),
  profiles: query(siteData.profiles, (client) => getProfiles(client)),
  games: query(siteData.games, async (client) => (await getSupportGames(client)).items),
  platforms: query(siteData.platforms, async (client) => (await getPlatforms(client)).items),
};

/** The catalogue of the locale (the default locale's when that one fails). */
export const catalogueQuery = (locale: string, fallback: string) =>
  query(siteData.products, (client) => loadCatalogue(client, locale, fallback));
