import * as z from 'zod/mini';
import { CalendarDate, Count, Id, MediaUrl } from './primitives.ts';
import { named } from './registry.ts';

/** A catalogue product (spec section 3). Child products carry `parent_id` and `parent_sku`. */
export const Product = named(
  'Product',
  z.object({
    product_id: Id,
    product_sku: z.string().check(z.minLength(1)),
    parent_sku: z.nullable(z.string().check(z.minLength(1))),
    parent_id: z.nullable(Id),
    name: z.string().check(z.minLength(1)),
    url_key: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    type: z.enum(['game', 'accessory']),
    release_date: z.nullable(CalendarDate),
    has_profiles: z.boolean(),
    /** Platform names, `Parent::Child` for a model under a global platform. */
    platform_compatibility: z.array(z.string().check(z.minLength(1))),
    image: MediaUrl,
  }),
);
export type Product = z.infer<typeof Product>;

/** `GET /api/cache/support/products/{key}`. */
export const ProductListResponse = named('ProductListResponse', z.array(Product));
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/**
 * A platform option (spec section 3). `Parent::Child` marks a model under a global platform; a name without
 * `::` is a global platform.
 */
export const PlatformOption = named('PlatformOption', z.object({ id: Id, name: z.string().check(z.minLength(1)) }));
export type PlatformOption = z.infer<typeof PlatformOption>;

/** `GET /api/cache/support/platforms`: every platform, global ones and models. */
export const PlatformListResponse = named(
  'PlatformListResponse',
  z.object({ items: z.array(PlatformOption), size: Count }),
);
export type PlatformListResponse = z.infer<typeof PlatformListResponse>;

/** `GET /api/cache/support/ticket/{product}/platform/options`. */
export const TicketPlatformOptionsResponse = named('TicketPlatformOptionsResponse', z.array(PlatformOption));
export type TicketPlatformOptionsResponse = z.infer<typeof TicketPlatformOptionsResponse>;

/** The display name of a platform (spec section 3). */
export function platformDisplayName(name: string): string {
  const separator = name.indexOf('::');
  if (separator === -1) return name;
  const parent = name.slice(0, separator);
  const child = name.slice(separator + 2);
  if (parent === 'PC' || parent === 'PlayStation') return child;
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of `${parent} ${child}`.split(/\s+/)) {
    if (word === '' || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words.join(' ');
}
