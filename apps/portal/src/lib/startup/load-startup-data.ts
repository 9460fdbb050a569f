import { defaultLocale, type LocaleCode, type Session } from '@mynacon/contract';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Query } from '../data/query';
import { catalogueQuery, startupQueries } from '../data/startup-queries';
import { appData, type DataStore } from '../data/store';
import { httpClient } from '../http/call-endpoint';
import type { HttpClient } from '../http/client';
import { siteData } from './site-data';

export interface StartupOptions {
  /** The active locale: its product list is loaded, else the default locale's. */
  locale: LocaleCode;
  /** The signed-in player's session, or null: only a session loads the player's data. */
  session: Session | null;
  /** @default the app's client */
  client?: HttpClient;
  /** @default appData */
  store?: DataStore;
  /**
   * The site data already read (the app reads it once, before the first page, see `loadRuntimeConfig`): stored
   * as it is, without asking again. Without it, the public infos and the configuration are loaded here.
   */
  site?: RuntimeConfig;
  /** Once aborted, answers still to come are dropped (the player changed while they loaded). */
  signal?: AbortSignal;
  /**
   * Parts loaded at or after this time (the store's clock) are used as they are: a page that paints before the
   * start-up may have loaded them already. Without it every part is asked again.
   */
  since?: number;
}

/**
 * Loads one part even when it is fresh (joining a page's load on its way), unless it was loaded at or after `since`;
 * a failure keeps the previous value. The app's start-up runs after the first paint (decision 055) and passes the
 * document's start as `since`: a part the page loaded first is used as it is, where asking again sent a second,
 * identical call.
 */
const loadPart = <T>(store: DataStore, read: Query<T>, client: HttpClient, since: number | undefined) =>
  store.load(read.key, () => read.load(client), { force: true, loadedSince: since });

/**
 * The product list of the locale, or the default locale's (the configuration's, else the contract's) when that
 * one fails. Also what the app calls when the player switches to another locale.
 */
export async function loadProducts({
  locale,
  client = httpClient(),
  store = appData,
  since,
}: Pick<StartupOptions, 'locale' | 'client' | 'store' | 'since'>): Promise<void> {
  const fallback = store.entry(siteData.config).value?.defaultLocale ?? defaultLocale;
  // Another locale's list (or the fallback's, after the locale's failed) is asked again, however recent.
  const sameLocale = store.entry(siteData.products).value?.key === locale;
  await loadPart(store, catalogueQuery(locale, fallback), client, sameLocale ? since : undefined);
}

/**
 * The public start-up data, in the spec's order (section 1): site data (public infos and configuration), the
 * product list of the locale (the default locale's when that fails), game profiles, and only when the
 * configuration's `features.gameSupport` is on, the support games and platforms.
 */
export async function loadPublicData({
  locale,
  client = httpClient(),
  store = appData,
  site,
  since,
}: Omit<StartupOptions, 'session'>): Promise<void> {
  if (site) {
    store.set(siteData.infos, site.infos);
    store.set(siteData.config, site.config);
  } else {
    await Promise.all([
      loadPart(store, startupQueries.infos, client, since),
      loadPart(store, startupQueries.config, client, since),
    ]);
  }
  await loadProducts({ locale, client, store, since });
  await loadPart(store, startupQueries.profiles, client, since);
  if (store.entry(siteData.config).value?.features.gameSupport === true) {
    await Promise.all([
      loadPart(store, startupQueries.games, client, since),
      loadPart(store, startupQueries.platforms, client, since),
    ]);
  }
}

/**
 * The signed-in player's data: registered products, order history, community data, favourites and own profiles,
 * side by side. Without a session the player's entries are emptied (an anonymous player has none, spec section 6);
 * so are they when `signal` aborts, and answers still on their way are dropped.
 */
export async function loadUserData({
  session,
  client = httpClient(),
  store = appData,
  signal,
  since,
}: Omit<StartupOptions, 'locale' | 'site'>): Promise<void> {
  if (session === null) {
    store.clear('player');
    return;
  }
  signal?.addEventListener('abort', () => store.clear('player'), { once: true });
  // Only a session loads the player's reads (and the schemas of their answers): a visitor never downloads them.
  const { playerQueries, userProfilesQuery } = await import('../data/player-queries');
  if (signal?.aborted) return;
  await Promise.all([
    loadPart(store, playerQueries.userProducts, client, since),
    loadPart(store, playerQueries.orders, client, since),
    loadPart(store, playerQueries.communityData, client, since),
    loadPart(store, playerQueries.favorites, client, since),
    loadPart(store, userProfilesQuery(session.user.user_id), client, since),
  ]);
}

/**
 * Everything the portal loads at start-up: the public data in the spec's order and, for a signed-in player, the
 * player's data alongside (it depends on none of the public data). Never rejects: each failed part keeps its
 * previous value and its error is in its entry.
 */
export async function loadStartupData(options: StartupOptions): Promise<void> {
  await Promise.all([loadPublicData(options), loadUserData(options)]);
}
