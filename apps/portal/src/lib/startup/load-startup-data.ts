import { defaultLocale, type LocaleCode, type Session } from '@mynacon/contract';
import type { RuntimeConfig } from '../config/runtime-config';
import { httpClient } from '../http/call-endpoint';
import { getUserCommunityData } from '../http/calls/get-community-data';
import { getCustomerProducts } from '../http/calls/get-customer-products';
import { getFavoriteProfiles } from '../http/calls/get-favorite-profiles';
import { getPlatforms } from '../http/calls/get-platforms';
import { getProducts } from '../http/calls/get-products';
import { getProfiles } from '../http/calls/get-profiles';
import { getPublicConfig } from '../http/calls/get-public-config';
import { getPublicInfos } from '../http/calls/get-public-infos';
import { getSupportGames } from '../http/calls/get-support-games';
import { getUserProfiles } from '../http/calls/get-user-profiles';
import { searchCustomerOrders } from '../http/calls/search-customer-orders';
import type { HttpClient } from '../http/client';
import {
  emptySiteData,
  type SiteData,
  type SiteDataPart,
  type SiteDataStore,
  userDataParts,
  useSiteData,
} from './site-data-store';

export interface StartupOptions {
  /** The active locale: its product list is loaded, else the default locale's. */
  locale: LocaleCode;
  /** The signed-in player's session, or null: only a session loads the player's data. */
  session: Session | null;
  /** @default the app's client */
  client?: HttpClient;
  /** @default useSiteData */
  store?: SiteDataStore;
  /**
   * The site data already read (the app reads it once, before the first page, see `loadRuntimeConfig`): stored
   * as it is, without asking again. Without it, the public infos and the configuration are loaded here.
   */
  site?: RuntimeConfig;
  /** Once aborted, answers still to come are dropped (the player changed while they loaded). */
  signal?: AbortSignal;
}

/** Runs one load; on success stores what `apply` returns, on failure keeps the previous values (spec section 8). */
async function loadPart<T>(
  store: SiteDataStore,
  part: SiteDataPart,
  load: () => Promise<T>,
  apply: (value: T) => Partial<SiteData>,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const value = await load();
    if (signal?.aborted) return false;
    store.setState((state) => {
      const { [part]: _cleared, ...errors } = state.errors;
      return { ...apply(value), errors };
    });
    return true;
  } catch (error) {
    if (!signal?.aborted) store.setState((state) => ({ errors: { ...state.errors, [part]: error } }));
    return false;
  }
}

/** Site data: the public infos and the configuration, side by side. */
async function loadSiteData(client: HttpClient, store: SiteDataStore): Promise<void> {
  await Promise.all([
    loadPart(
      store,
      'infos',
      () => getPublicInfos(client),
      ([storesData, allowedCountries]) => ({ storesData, allowedCountries }),
    ),
    loadPart(
      store,
      'config',
      () => getPublicConfig(client),
      (config) => ({ config }),
    ),
  ]);
}

/**
 * The product list of the locale, or the default locale's (the configuration's, else the contract's) when that
 * one fails. Also what the app calls when the player switches to another locale.
 */
export async function loadProducts({
  locale,
  client = httpClient(),
  store = useSiteData,
}: Pick<StartupOptions, 'locale' | 'client' | 'store'>): Promise<void> {
  const fallback = store.getState().config?.defaultLocale ?? defaultLocale;
  const loaded = await loadPart(
    store,
    'products',
    () => getProducts(locale, client),
    (products) => ({ products, productsKey: locale }),
  );
  if (!loaded && fallback !== locale) {
    await loadPart(
      store,
      'products',
      () => getProducts(fallback, client),
      (products) => ({ products, productsKey: fallback }),
    );
  }
}

/**
 * The public start-up data, in the spec's order (section 1): site data (public infos and configuration), the
 * product list of the locale (the default locale's when that fails), game profiles, and only when the
 * configuration's `features.gameSupport` is on, the support games and platforms.
 */
export async function loadPublicData({
  locale,
  client = httpClient(),
  store = useSiteData,
  site,
}: Omit<StartupOptions, 'session'>): Promise<void> {
  if (site) {
    const [storesData, allowedCountries] = site.infos;
    store.setState((state) => {
      const { infos: _infos, config: _config, ...errors } = state.errors;
      return { storesData, allowedCountries, config: site.config, errors };
    });
  } else {
    await loadSiteData(client, store);
  }
  await loadProducts({ locale, client, store });
  await loadPart(
    store,
    'profiles',
    () => getProfiles(client),
    (profiles) => ({ profiles }),
  );
  if (store.getState().config?.features.gameSupport === true) {
    await Promise.all([
      loadPart(
        store,
        'games',
        () => getSupportGames(client),
        (answer) => ({ games: answer.items }),
      ),
      loadPart(
        store,
        'platforms',
        () => getPlatforms(client),
        (answer) => ({ platforms: answer.items }),
      ),
    ]);
  }
}

/**
 * The signed-in player's data: registered products, order history, community data, favourites and own profiles,
 * side by side. Without a session the player's parts are emptied (an anonymous player has none, spec section 6).
 */
export async function loadUserData({
  session,
  client = httpClient(),
  store = useSiteData,
  signal,
}: Omit<StartupOptions, 'locale' | 'site'>): Promise<void> {
  if (session === null) {
    store.setState((state) => ({
      errors: Object.fromEntries(
        Object.entries(state.errors).filter(([part]) => !(userDataParts as readonly string[]).includes(part)),
      ),
      userProducts: emptySiteData.userProducts,
      orders: emptySiteData.orders,
      ordersTotal: 0,
      communityData: null,
      communityLoading: false,
      communityFetched: false,
      favorites: emptySiteData.favorites,
      userProfiles: emptySiteData.userProfiles,
    }));
    return;
  }
  store.setState({ communityLoading: true });
  await Promise.all([
    loadPart(
      store,
      'userProducts',
      () => getCustomerProducts(client),
      (answer) => ({ userProducts: answer.items }),
      signal,
    ),
    loadPart(
      store,
      'orders',
      () => searchCustomerOrders(undefined, client),
      (answer) => ({ orders: answer.items, ordersTotal: answer.total_count }),
      signal,
    ),
    loadPart(
      store,
      'communityData',
      () => getUserCommunityData(client),
      (answer) => ({ communityData: answer.data, communityFetched: true }),
      signal,
    ).finally(() => {
      if (!signal?.aborted) store.setState({ communityLoading: false });
    }),
    loadPart(
      store,
      'favorites',
      () => getFavoriteProfiles(client),
      (answer) => ({ favorites: answer.data.items }),
      signal,
    ),
    loadPart(
      store,
      'userProfiles',
      () => getUserProfiles(session.user.user_id, client),
      (answer) => ({ userProfiles: answer.data.items }),
      signal,
    ),
  ]);
}

/**
 * Everything the portal loads at start-up: the public data in the spec's order and, for a signed-in player, the
 * player's data alongside (it depends on none of the public data). Never rejects: each failed part keeps its
 * previous value and its error is in `errors`.
 */
export async function loadStartupData(options: StartupOptions): Promise<void> {
  await Promise.all([loadPublicData(options), loadUserData(options)]);
}
