// The keys of what the start-up loads (spec section 1) in the portal's data store (decision 016): the pages read
// the same entries, so a page shown after the start-up asks for nothing again.

import { dataKey } from '../data/store';
import type { CustomerProducts } from '../http/calls/get-customer-products';
import type { FavoriteProfiles } from '../http/calls/get-favorite-profiles';
import type { PlatformList } from '../http/calls/get-platforms';
import type { ProductList } from '../http/calls/get-products';
import type { ProfileGames } from '../http/calls/get-profiles';
import type { PublicConfig } from '../http/calls/get-public-config';
import type { PublicInfos } from '../http/calls/get-public-infos';
import type { SupportGames } from '../http/calls/get-support-games';
import type { UserCommunityData } from '../http/calls/get-user-community-data';
import type { UserProfiles } from '../http/calls/get-user-profiles';
import type { CustomerOrders } from '../http/calls/search-customer-orders';

/** Pages of the order history loaded so far: the orders, the total and the last page asked for. */
export interface OrderHistory {
  items: CustomerOrders['items'];
  total: number;
  page: number;
}

/** The catalogue of `key`: the current locale's, or the default locale's when that one failed. */
export interface Catalogue {
  key: string;
  items: ProductList;
}

/** The start-up's parts, in the order of spec section 1, each an entry of the store. */
export const siteData = {
  /** Public infos: item 0 one store per locale (`storesData`), item 1 the countries each accepts. */
  infos: dataKey<PublicInfos>('site.infos', 'site'),
  /** Feature flags, default locale, platform mapping, sign-in methods. */
  config: dataKey<PublicConfig>('site.config', 'site'),
  products: dataKey<Catalogue>('site.products', 'site'),
  /** Game profiles grouped by game. */
  profiles: dataKey<ProfileGames>('site.profiles', 'site'),
  /** Support games and platforms: loaded at start-up only when the game-support feature is on. */
  games: dataKey<SupportGames['items']>('site.games', 'site'),
  platforms: dataKey<PlatformList['items']>('site.platforms', 'site'),
  /** The signed-in player's registered products. */
  userProducts: dataKey<CustomerProducts['items']>('player.products', 'player'),
  /** The order history (no pending, no payment_review; newest first), one page at a time. */
  orders: dataKey<OrderHistory>('player.orders', 'player'),
  /** The player's community activity (spec section 4). */
  communityData: dataKey<UserCommunityData['data']>('player.community', 'player'),
  favorites: dataKey<FavoriteProfiles['data']['items']>('player.favorites', 'player'),
  userProfiles: dataKey<UserProfiles['data']['items']>('player.profiles', 'player'),
};

export type SiteDataPart = keyof typeof siteData;
