import { endpoints, type Order, type OrderSearchField } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { ExpressionBuilder } from 'kysely';
import type { ServerContext } from '../context.ts';
import { toIso } from '../data/snapshot.ts';
import type { Database } from '../db/types.ts';
import { json } from '../http/answers.ts';
import { queryRecord } from '../http/query.ts';
import { Refusal } from '../http/refusal.ts';
import { type PlayerGuard, playerRoute } from './http.ts';
import { parseSearchCriteria, type SearchFilter } from './search-criteria.ts';
import { amount } from './views.ts';

const columns = {
  increment_id: 'increment_id',
  status: 'status',
  created_at: 'created_at',
  updated_at: 'updated_at',
  grand_total: 'grand_total_cents',
  order_currency_code: 'currency',
} as const satisfies Record<OrderSearchField, keyof Database['orders']>;

const operators = { eq: '=', neq: '<>', gt: '>', lt: '<', gteq: '>=', lteq: '<=' } as const;

function condition(eb: ExpressionBuilder<Database, 'orders'>, filter: SearchFilter) {
  const column = columns[filter.field];
  const { conditionType, operand } = filter;
  if (conditionType === 'in' || conditionType === 'nin') {
    return eb(column, conditionType === 'in' ? 'in' : 'not in', operand as never[]);
  }
  // Magento on MySQL compares without case: `like` does here too.
  if (conditionType === 'like') return eb(column, 'ilike', operand as string);
  return eb(column, operators[conditionType], operand as never);
}

/** Orders (Magento-style search) and registered products. */
export function mountOrders(app: Hono, context: ServerContext, guard: PlayerGuard): void {
  const { db } = context;

  playerRoute(app, endpoints.orders, guard, async (c) => {
    const parsed = parseSearchCriteria(queryRecord(c));
    if (!parsed.ok) throw new Refusal('invalid_query', 'The search criteria are not valid.', parsed.issues);
    const { criteria } = parsed;
    const filtered = db
      .selectFrom('orders')
      .where('user_id', '=', c.get('userId'))
      .where((eb) => eb.and(criteria.groups.map((group) => eb.or(group.map((filter) => condition(eb, filter))))));
    const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    let page = filtered.selectAll();
    for (const order of criteria.sortOrders) {
      page = page.orderBy(columns[order.field], order.direction === 'DESC' ? 'desc' : 'asc');
    }
    const rows = await page
      .orderBy('id', 'desc')
      .limit(criteria.pageSize)
      .offset((criteria.currentPage - 1) * criteria.pageSize)
      .execute();
    const items =
      rows.length === 0
        ? []
        : await db
            .selectFrom('order_items')
            .selectAll()
            .where(
              'order_id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('id')
            .execute();
    const orders: Order[] = rows.map((row) => ({
      entity_id: row.id,
      increment_id: row.increment_id,
      status: row.status,
      created_at: toIso(row.created_at),
      updated_at: toIso(row.updated_at),
      grand_total: amount(row.grand_total_cents),
      order_currency_code: row.currency,
      items: items
        .filter((item) => item.order_id === row.id)
        .map((item) => ({
          item_id: item.id,
          product_id: item.product_id,
          sku: item.sku,
          name: item.name,
          qty_ordered: item.qty_ordered,
          price: amount(item.price_cents),
          row_total: amount(item.price_cents * item.qty_ordered),
          extension_attributes: { videogames_codes: item.videogames_codes, image: item.image_path },
        })),
    }));
    return json({ items: orders, search_criteria: criteria.echo, total_count: Number(count) });
  });

  playerRoute(app, endpoints.customerProducts, guard, async (c) => {
    const rows = await db
      .selectFrom('customer_products')
      .innerJoin('products', 'products.product_id', 'customer_products.product_id')
      .select([
        'customer_products.product_id',
        'products.sku',
        'customer_products.serial_number',
        'customer_products.registered_at',
      ])
      .where('customer_products.user_id', '=', c.get('userId'))
      .orderBy('customer_products.registered_at', 'desc')
      .orderBy('customer_products.id', 'desc')
      .execute();
    return json({
      items: rows.map((row) => ({
        product_id: row.product_id,
        product_sku: row.sku,
        serial_number: row.serial_number,
        registered_at: toIso(row.registered_at),
      })),
      total_count: rows.length,
    });
  });
}
