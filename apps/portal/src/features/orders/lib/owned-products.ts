// The player's products (spec section 5): catalogue products whose id is in the player's product list, without
// child products (a platform edition or a colour of a parent product) in this top-level list.
import type { Product } from '@mynacon/contract';
import type { CustomerProducts } from '../../../lib/http/calls/get-customer-products';

type CustomerProduct = CustomerProducts['items'][number];

/** An owned product with what the player registered: the serial number and the date, when known. */
export interface OwnedProduct {
  product: Product;
  serialNumber: string | null;
  registeredAt: string | null;
}

/** A child product has a parent id or a parent SKU. */
export function isChildProduct(product: Pick<Product, 'parent_id' | 'parent_sku'>): boolean {
  return product.parent_id !== null || product.parent_sku !== null;
}

/**
 * The catalogue products the player owns, top-level ones only, in the player's order (latest registration
 * first, as the API sends it). A product registered twice shows once, with its latest registration.
 */
export function ownedProducts(
  catalogue: readonly Product[],
  registered: readonly Pick<CustomerProduct, 'product_id' | 'serial_number' | 'registered_at'>[],
): OwnedProduct[] {
  const byId = new Map(catalogue.map((product) => [product.product_id, product]));
  const seen = new Set<number>();
  const owned: OwnedProduct[] = [];
  for (const entry of registered) {
    const product = byId.get(entry.product_id);
    if (product === undefined || isChildProduct(product) || seen.has(product.product_id)) continue;
    seen.add(product.product_id);
    owned.push({ product, serialNumber: entry.serial_number, registeredAt: entry.registered_at });
  }
  return owned;
}
