// The reads that several features, the home or the start-up share (decisions 016 and 048): one query object each,
// so that a read made by one is the others' cache and each is loaded one way. A feature's own reads are in its
// `lib/queries.ts`.

import { getPlaytest, type Playtest } from '../http/calls/get-playtest';
import type { TicketPlatformOptions } from '../http/calls/get-ticket-platform-options';
import { getTicketPlatformOptions } from '../http/calls/get-ticket-platform-options';
import { getTranslations, type TranslationRecords } from '../http/calls/get-translations';
import { listPlaytests, type PlaytestList } from '../http/calls/list-playtests';
import { query } from './query';
import { startupQueries } from './startup-queries';
import { dataKey } from './store';

/** The start-up's public parts (spec section 1) and the shared public reads of the pages. */
export const sharedQueries = {
  ...startupQueries,
  /** The texts of the notifications' keys, everyone's (the inbox page and the home). */
  translations: query(dataKey<TranslationRecords>('inbox.translations', 'site'), (client) => getTranslations(client)),
  /** Open playtests, by start date. */
  openPlaytests: query(dataKey<PlaytestList['items']>('playtests.open', 'site'), (client) =>
    listPlaytests('open', client),
  ),
};

/** One playtest: the registration guard loads it and the registration page reads it. */
export const playtestQuery = (id: string) =>
  query(dataKey<Playtest>(`playtests.detail.${id}`, 'site'), (client) => getPlaytest(id, client));

/** The platforms a ticket or a report may name for a product or a game (the support and game support pages). */
export const ticketPlatformOptionsQuery = (product: string) =>
  query(dataKey<TicketPlatformOptions>(`support.platforms.${product}`, 'site'), (client) =>
    getTicketPlatformOptions(product, client),
  );
