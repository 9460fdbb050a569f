// The orders page's reads (decisions 016 and 048): the history's first page is the start-up's (lib/data/queries.ts);
// a search's first page is an entry of its own.
import { playerQueries } from '../../../lib/data/player-queries';
import { type Query, query } from '../../../lib/data/query';
import { dataKey } from '../../../lib/data/store';
import { searchOrderHistory } from '../../../lib/http/calls/search-customer-orders';
import type { OrderHistory } from '../../../lib/startup/site-data';

/** The first page of the history, or of a search for one order number. */
export function orderHistoryQuery(search: string | undefined): Query<OrderHistory> {
  if (search === undefined) return playerQueries.orders;
  return query(dataKey<OrderHistory>(`orders.search.${search}`, 'player'), async (client) => {
    const answer = await searchOrderHistory({ orderId: search, page: 1 }, client);
    return { items: answer.items, total: answer.total_count, page: 1 };
  });
}
