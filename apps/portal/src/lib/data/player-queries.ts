// The signed-in player's reads that several features, the home or the start-up share (decisions 016 and 048): one
// query object each, as in queries.ts. Apart from the public ones so that a visitor who is not signed in never loads
// them, nor the contract's schemas of their answers: the start-up imports this module only for a session.
import { getCustomerProducts } from '../http/calls/get-customer-products';
import { getFavoriteProfiles } from '../http/calls/get-favorite-profiles';
import { getMyPlaytests, type Registration } from '../http/calls/get-my-playtests';
import { getSupportTickets, type Ticket } from '../http/calls/get-support-tickets';
import { getUserCommunityData } from '../http/calls/get-user-community-data';
import { type Device, getUserDevices } from '../http/calls/get-user-devices';
import { getUserNotifications, type UserNotificationsAnswer } from '../http/calls/get-user-notifications';
import { getUserProfiles } from '../http/calls/get-user-profiles';
import { searchOrderHistory } from '../http/calls/search-customer-orders';
import type { HttpClient } from '../http/client';
import { type OrderHistory, siteData } from '../startup/site-data';
import { query } from './query';
import { dataKey } from './store';

/** The first page of the order history, as the start-up, the home and the orders page load it (10 per page). */
export async function loadOrderHistory(client: HttpClient): Promise<OrderHistory> {
  const answer = await searchOrderHistory({ page: 1 }, client);
  return { items: answer.items, total: answer.total_count, page: 1 };
}

/** The start-up's player parts (spec section 1) and the shared reads of the player's pages. */
export const playerQueries = {
  userProducts: query(siteData.userProducts, async (client) => (await getCustomerProducts(client)).items),
  orders: query(siteData.orders, (client) => loadOrderHistory(client)),
  communityData: query(siteData.communityData, async (client) => (await getUserCommunityData(client)).data),
  favorites: query(siteData.favorites, async (client) => (await getFavoriteProfiles(client)).data.items),
  /** The player's inbox, newest first (the inbox page and the home). */
  notifications: query(
    dataKey<UserNotificationsAnswer['data']>('inbox.notifications', 'player'),
    async (client) => (await getUserNotifications(client)).data,
  ),
  /** The player's playtest registrations. */
  myPlaytests: query(dataKey<Registration[]>('playtests.mine', 'player'), (client) => getMyPlaytests(client)),
  /** The player's support tickets (emptied when the player changes). */
  tickets: query(dataKey<Ticket[]>('support.tickets', 'player'), (client) => getSupportTickets(client)),
  /** The player's devices: the account's devices page and the playtest registration share them. */
  devices: query(dataKey<Device[]>('account.devices', 'player'), (client) => getUserDevices(client)),
};

/** The profiles the player created. */
export const userProfilesQuery = (userId: number) =>
  query(siteData.userProfiles, async (client) => (await getUserProfiles(userId, client)).data.items);
