import type { endpoints } from '@mynacon/contract';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { EndpointOutput } from '../http/client';

type Output<K extends keyof typeof endpoints> = EndpointOutput<(typeof endpoints)[K]>;

/** What the start-up loads, one part per call (or pair of calls), in the order of spec section 1. */
export const siteDataParts = [
  'infos',
  'config',
  'products',
  'profiles',
  'games',
  'platforms',
  'userProducts',
  'orders',
  'communityData',
  'favorites',
  'userProfiles',
] as const;
export type SiteDataPart = (typeof siteDataParts)[number];

/** The parts that belong to the signed-in player, emptied at sign-out. */
export const userDataParts = ['userProducts', 'orders', 'communityData', 'favorites', 'userProfiles'] as const;

export interface SiteData {
  /** Public infos, item 0: one store per locale (`storesData`). */
  storesData: Output<'publicInfos'>[0];
  /** Public infos, item 1: the countries each store accepts (`allowedCountries`). */
  allowedCountries: Output<'publicInfos'>[1];
  /** Feature flags, default locale, platform mapping, sign-in methods; null until first loaded. */
  config: Output<'publicConfig'> | null;
  /** The catalogue of `productsKey`: the current locale's, or the default locale's when that one failed. */
  products: Output<'products'>;
  productsKey: string | null;
  /** Game profiles grouped by game. */
  profiles: Output<'profiles'>;
  /** Support games and platforms: loaded only when the game-support feature is on. */
  games: Output<'games'>['items'];
  platforms: Output<'platforms'>['items'];
  /** The signed-in player's registered products. */
  userProducts: Output<'customerProducts'>['items'];
  /** The order history (no pending, no payment_review; newest first) and its total. */
  orders: Output<'orders'>['items'];
  ordersTotal: number;
  /** The player's community activity; null for an anonymous player. */
  communityData: Output<'communityData'>['data'] | null;
  /** Community data is being fetched (spec section 4). */
  communityLoading: boolean;
  /** Community data has been fetched at least once for this player (spec section 4). */
  communityFetched: boolean;
  favorites: Output<'favoriteList'>['data']['items'];
  userProfiles: Output<'userProfiles'>['data']['items'];
  /** The last failure of each part; a failed load keeps the part's previous value (spec section 8). */
  errors: Partial<Record<SiteDataPart, unknown>>;
}

/** Everything empty: before the first load, and the user parts of an anonymous player. */
export const emptySiteData: SiteData = {
  storesData: [],
  allowedCountries: [],
  config: null,
  products: [],
  productsKey: null,
  profiles: [],
  games: [],
  platforms: [],
  userProducts: [],
  orders: [],
  ordersTotal: 0,
  communityData: null,
  communityLoading: false,
  communityFetched: false,
  favorites: [],
  userProfiles: [],
  errors: {},
};

export type SiteDataStore = UseBoundStore<StoreApi<SiteData>>;

/** A store of start-up data; the app has one, `useSiteData`, and tests make their own. */
export function createSiteDataStore(): SiteDataStore {
  return create<SiteData>()(() => ({ ...emptySiteData }));
}

/** The data the portal loads at start-up (see `loadStartupData`). */
export const useSiteData = createSiteDataStore();
