// The reads that several features, the home or the start-up share (decisions 016 and 048): one query object each,
// so that a read made by one is the others' cache and each is loaded one way. A feature's own reads are in its
// `lib/queries.ts`.

import { getCustomerProducts } from '../http/calls/get-customer-products';
import { getFavoriteProfiles } from '../http/calls/get-favorite-profiles';
import { getMyPlaytests, type Registration } from '../http/calls/get-my-playtests';
import { getPlatforms } from '../http/calls/get-platforms';
import { getPlaytest, type Playtest } from '../http/calls/get-playtest';
import { getProducts } from '../http/calls/get-products';
import { getProfiles } from '../http/calls/get-profiles';
import { getPublicConfig } from '../http/calls/get-public-config';
import { getPublicInfos } from '../http/calls/get-public-infos';
import { getSupportGames } from '../http/calls/get-support-games';
import { getSupportTickets, type Ticket } from '../http/calls/get-support-tickets';
import type { TicketPlatformOptions } from '../http/calls/get-ticket-platform-options';
import { getTicketPlatformOptions } from '../http/calls/get-ticket-platform-options';
import { getTranslations, type TranslationRecords } from '../http/calls/get-translations';
import { getUserCommunityData } from '../http/calls/get-user-community-data';
import { type Device, getUserDevices } from '../http/calls/get-user-devices';
import { getUserNotifications, type UserNotificationsAnswer } from '../http/calls/get-user-notifications';
import { getUserProfiles } from '../http/calls/get-user-profiles';
import { listPlaytests, type PlaytestList } from '../http/calls/list-playtests';
import { searchOrderHistory } from '../http/calls/search-customer-orders';
import type { HttpClient } from '../http/client';
import { type Catalogue, type OrderHistory, siteData } from '../startup/site-data';
import { query } from './query';
import { dataKey } from './store';

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

/** The first page of the order history, as the start-up, the home and the orders page load it (10 per page). */
export async function loadOrderHistory(client: HttpClient): Promise<OrderHistory> {
  const answer = await searchOrderHistory({ page: 1 }, client);
  return { items: answer.items, total: answer.total_count, page: 1 };
}

/** The start-up's parts (spec section 1) and the shared reads of the pages. */
export const sharedQueries = {
  infos: query(siteData.infos, (client) => getPublicInfos(client)),
  config: query(siteData.config, (client) => getPublicConfig(client)),
  profiles: query(siteData.profiles, (client) => getProfiles(client)),
  games: query(siteData.games, async (client) => (await getSupportGames(client)).items),
  platforms: query(siteData.platforms, async (client) => (await getPlatforms(client)).items),
  userProducts: query(siteData.userProducts, async (client) => (await getCustomerProducts(client)).items),
  orders: query(siteData.orders, (client) => loadOrderHistory(client)),
  communityData: query(siteData.communityData, async (client) => (await getUserCommunityData(client)).data),
  favorites: query(siteData.favorites, async (client) => (await getFavoriteProfiles(client)).data.items),
  /** The player's inbox, newest first (the inbox page and the home). */
  notifications: query(
    dataKey<UserNotificationsAnswer['data']>('inbox.notifications', 'player'),
    async (client) => (await getUserNotifications(client)).data,
  ),
  /** The texts of the notifications' keys, everyone's (the inbox page and the home). */
  translations: query(dataKey<TranslationRecords>('inbox.translations', 'site'), (client) => getTranslations(client)),
  /** Open playtests, by start date. */
  openPlaytests: query(dataKey<PlaytestList['items']>('playtests.open', 'site'), (client) =>
    listPlaytests('open', client),
  ),
  /** The player's playtest registrations. */
  myPlaytests: query(dataKey<Registration[]>('playtests.mine', 'player'), (client) => getMyPlaytests(client)),
  /** The player's support tickets (emptied when the player changes). */
  tickets: query(dataKey<Ticket[]>('support.tickets', 'player'), (client) => getSupportTickets(client)),
  /** The player's devices: the account's devices page and the playtest registration share them. */
  devices: query(dataKey<Device[]>('account.devices', 'player'), (client) => getUserDevices(client)),
};

/** The catalogue of the locale (the default locale's when that one fails). */
export const catalogueQuery = (locale: string, fallback: string) =>
  query(siteData.products, (client) => loadCatalogue(client, locale, fallback));

/** The profiles the player created. */
export const userProfilesQuery = (userId: number) =>
  query(siteData.userProfiles, async (client) => (await getUserProfiles(userId, client)).data.items);

/** One playtest: the registration guard loads it and the registration page reads it. */
export const playtestQuery = (id: string) =>
  query(dataKey<Playtest>(`playtests.detail.${id}`, 'site'), (client) => getPlaytest(id, client));

/** The platforms a ticket or a report may name for a product or a game (the support and game support pages). */
export const ticketPlatformOptionsQuery = (product: string) =>
  query(dataKey<TicketPlatformOptions>(`support.platforms.${product}`, 'site'), (client) =>
    getTicketPlatformOptions(product, client),
  );
