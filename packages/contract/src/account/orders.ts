// Orders and products of the player in the shop (Magento-style calls).
import * as z from 'zod/mini';
import { Count, Id, Timestamp } from '../primitives.ts';
import { named } from '../registry.ts';

// Orders (Magento-style)

/** Order statuses of the shop. The portal's history leaves out `pending` and `payment_review` (spec section 5). */
export const orderStatuses = [
  'pending',
  'pending_payment',
  'payment_review',
  'processing',
  'holded',
  'complete',
  'closed',
  'canceled',
] as const;

/** Fields the order search filters and sorts on. */
export const orderSearchFields = [
  'increment_id',
  'status',
  'created_at',
  'updated_at',
  'grand_total',
  'order_currency_code',
] as const;
export type OrderSearchField = (typeof orderSearchFields)[number];

/** Magento condition types the order search understands; `in` and `nin` take comma-separated values. */
export const orderConditionTypes = ['eq', 'neq', 'in', 'nin', 'like', 'gt', 'lt', 'gteq', 'lteq'] as const;
export type OrderConditionType = (typeof orderConditionTypes)[number];

/** Page size of the order search when `searchCriteria[pageSize]` is absent, and its largest value. */
export const orderPageSize = { default: 50, max: 100 } as const;

export const OrderItem = named(
  'OrderItem',
  z.object({
    item_id: Id,
    product_id: z.nullable(Id),
    sku: z.string(),
    name: z.string(),
    qty_ordered: Count,
    price: z.number(),
    row_total: z.number(),
    extension_attributes: z.object({
      /** JSON text of the game keys (`[{ "platform", "code" }]`), parsed on the client; `[]` when none. */
      videogames_codes: z.string(),
      /** Image path after the image base address (`/products/RFR-STD.svg`). */
      image: z.string(),
    }),
  }),
);
export const Order = named(
  'Order',
  z.object({
    entity_id: Id,
    increment_id: z.string().check(z.regex(/^NA[A-Z0-9]{2,4}[0-9]{9}$/)),
    status: z.string().check(z.minLength(1)),
    created_at: Timestamp,
    updated_at: Timestamp,
    grand_total: z.number(),
    order_currency_code: z.string().check(z.regex(/^[A-Z]{3}$/)),
    items: z.array(OrderItem),
  }),
);
export type Order = z.infer<typeof Order>;

export const OrderSearchCriteria = named(
  'OrderSearchCriteria',
  z.object({
    filter_groups: z.array(
      z.object({
        filters: z.array(
          z.object({
            field: z.enum(orderSearchFields),
            value: z.string(),
            condition_type: z.enum(orderConditionTypes),
          }),
        ),
      }),
    ),
    sort_orders: z.array(z.object({ field: z.enum(orderSearchFields), direction: z.enum(['ASC', 'DESC']) })),
    page_size: Count,
    current_page: Count,
  }),
  'The criteria as the server understood them (Magento’s answer shape).',
);
export type OrderSearchCriteria = z.infer<typeof OrderSearchCriteria>;
export const OrdersResponse = named(
  'OrdersResponse',
  z.object({ items: z.array(Order), search_criteria: OrderSearchCriteria, total_count: Count }),
);
/**
 * Magento-style search criteria, flattened to bracketed query keys: filter groups are AND-ed, the filters of one
 * group OR-ed (`searchCriteria[filterGroups][0][filters][0][field|value|conditionType]`), then
 * `searchCriteria[sortOrders][0][field|direction]`, `searchCriteria[pageSize]` and `searchCriteria[currentPage]`.
 * The server parses the keys; this schema only says that every value is one string.
 */
export const OrdersQuery = z.catchall(z.object({}), z.string());

/** Criteria as a caller writes them, for `searchCriteriaParams`. */
export interface OrderSearchInput {
  filterGroups?: ReadonlyArray<
    ReadonlyArray<{ field: OrderSearchField; value: string; conditionType?: OrderConditionType }>
  >;
  sortOrders?: ReadonlyArray<{ field: OrderSearchField; direction: 'ASC' | 'DESC' }>;
  pageSize?: number;
  currentPage?: number;
}

/** The query pairs of an order search, in Magento's bracketed form. */
export function searchCriteriaParams(criteria: OrderSearchInput): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  criteria.filterGroups?.forEach((filters, group) => {
    filters.forEach((filter, index) => {
      const prefix = `searchCriteria[filterGroups][${group}][filters][${index}]`;
      pairs.push([`${prefix}[field]`, filter.field], [`${prefix}[value]`, filter.value]);
      pairs.push([`${prefix}[conditionType]`, filter.conditionType ?? 'eq']);
    });
  });
  criteria.sortOrders?.forEach((order, index) => {
    pairs.push([`searchCriteria[sortOrders][${index}][field]`, order.field]);
    pairs.push([`searchCriteria[sortOrders][${index}][direction]`, order.direction]);
  });
  if (criteria.pageSize !== undefined) pairs.push(['searchCriteria[pageSize]', String(criteria.pageSize)]);
  if (criteria.currentPage !== undefined) pairs.push(['searchCriteria[currentPage]', String(criteria.currentPage)]);
  return pairs;
}

/** The portal's order history (spec section 7): not pending AND not payment_review, newest first. */
export const orderHistoryCriteria: OrderSearchInput = {
  filterGroups: [
    [{ field: 'status', value: 'pending', conditionType: 'neq' }],
    [{ field: 'status', value: 'payment_review', conditionType: 'neq' }],
  ],
  sortOrders: [{ field: 'created_at', direction: 'DESC' }],
};

// Products

export const CustomerProduct = named(
  'CustomerProduct',
  z.object({
    /** A catalogue product id (`/api/cache/support/products/{key}`); child products are included. */
    product_id: Id,
    product_sku: z.string().check(z.minLength(1)),
    serial_number: z.nullable(z.string()),
    registered_at: Timestamp,
  }),
);
export const CustomerProductsResponse = named(
  'CustomerProductsResponse',
  z.object({ items: z.array(CustomerProduct), total_count: Count }),
);
