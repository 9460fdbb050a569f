// The start-up's entries as plain values, for the tests that check what the start-up stored.
import type { DataKey, DataStore } from '../../data/store';
import { type SiteDataPart, siteData } from '../site-data';

/** Every part's value (empty when none) and the error of each part whose last load failed. */
export function siteDataSnapshot(store: DataStore) {
  const stored = <T>(key: DataKey<T>): T | undefined => store.entry(key).value;
  const infos = stored(siteData.infos);
  const community = store.entry(siteData.communityData);
  const errors: Partial<Record<SiteDataPart, unknown>> = {};
  for (const part of Object.keys(siteData) as SiteDataPart[]) {
    const entry = store.entry(siteData[part] as DataKey<unknown>);
    if (entry.status === 'failed') errors[part] = entry.error;
  }
  return {
    storesData: infos?.[0] ?? [],
    allowedCountries: infos?.[1] ?? [],
    config: stored(siteData.config) ?? null,
    products: stored(siteData.products)?.items ?? [],
    productsKey: stored(siteData.products)?.key ?? null,
    profiles: stored(siteData.profiles) ?? [],
    games: stored(siteData.games) ?? [],
    platforms: stored(siteData.platforms) ?? [],
    userProducts: stored(siteData.userProducts) ?? [],
    orders: stored(siteData.orders)?.items ?? [],
    ordersTotal: stored(siteData.orders)?.total ?? 0,
    communityData: community.value ?? null,
    communityLoading: community.status === 'loading',
    communityFetched: community.value !== undefined,
    favorites: stored(siteData.favorites) ?? [],
    userProfiles: stored(siteData.userProfiles) ?? [],
    errors,
  };
}

/** Marks parts as failed with these errors, keeping their values (what an earlier failed load leaves). */
export function seedErrors(store: DataStore, errors: Partial<Record<SiteDataPart, unknown>>): void {
  store.state.setState((state) => {
    const entries = { ...state.entries };
    for (const [part, error] of Object.entries(errors)) {
      const key = siteData[part as SiteDataPart] as DataKey<unknown>;
      entries[key.name] = { ...store.entry(key), status: 'failed', error };
    }
    return { entries };
  });
}
