// Keys of the data store that more than one feature reads (the pages and the home), so that a read made by one is
// the other's cache (decision 016). The start-up's own keys are in lib/startup/site-data.ts.

import type { Registration } from '../http/calls/get-my-playtests';
import type { Ticket } from '../http/calls/get-support-tickets';
import type { UserNotificationsAnswer } from '../http/calls/get-user-notifications';
import type { PlaytestList } from '../http/calls/list-playtests';
import { dataKey } from './store';

export const sharedData = {
  /** The player's inbox, newest first. */
  notifications: dataKey<UserNotificationsAnswer['data']>('inbox.notifications', 'player'),
  /** Open playtests, by start date. */
  openPlaytests: dataKey<PlaytestList['items']>('playtests.open', 'site'),
  /** The player's playtest registrations. */
  myPlaytests: dataKey<Registration[]>('playtests.mine', 'player'),
  /** The player's support tickets (emptied when the player changes). */
  tickets: dataKey<Ticket[]>('support.tickets', 'player'),
};
