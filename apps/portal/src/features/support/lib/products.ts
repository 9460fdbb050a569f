// The product list of the support side: the catalogue's top-level products (spec section 5: a child product, with
// `parent_id` or `parent_sku`, is left out), filtered by platform. The filter is a platform name as the catalogue
// writes it, kept in the address (`?platform=PlayStation` or `?platform=PlayStation::PS5`); a global platform
// takes in its models.
import type { Product } from '@mynacon/contract';

/** The separator of a model under its global platform (`PlayStation::PS5`). */
const separator = '::';

/** Products that are not a variant of another (no parent id, no parent SKU), in the catalogue's order. */
export function topLevelProducts(products: readonly Product[]): Product[] {
  return products.filter((product) => product.parent_id === null && product.parent_sku === null);
}

/** The global platform of a platform name: the part before `::`, or the name itself. */
export function globalPlatformOf(name: string): string {
  const at = name.indexOf(separator);
  return at === -1 ? name : name.slice(0, at);
}

/** Whether a product runs on `platform`: the same name, or, for a global platform, one of its models. */
export function runsOn(product: Pick<Product, 'platform_compatibility'>, platform: string): boolean {
  const global = !platform.includes(separator);
  return product.platform_compatibility.some(
    (name) => name === platform || (global && globalPlatformOf(name) === platform),
  );
}

/** Products on a platform; every product when the filter is null. */
export function filterByPlatform<P extends Pick<Product, 'platform_compatibility'>>(
  products: readonly P[],
  platform: string | null,
): P[] {
  return platform === null ? [...products] : products.filter((product) => runsOn(product, platform));
}

/**
 * The filter's choices, `{ id, name }` as the platform select takes them: each global platform the products run
 * on, then its models, names sorted; ids are positions, stable for one list.
 */
export function platformChoices(products: readonly Pick<Product, 'platform_compatibility'>[]) {
  const names = new Set<string>();
  for (const product of products) {
    for (const name of product.platform_compatibility) {
      names.add(globalPlatformOf(name));
      names.add(name);
    }
  }
  const sorted = [...names].sort((a, b) => {
    const byGlobal = globalPlatformOf(a).localeCompare(globalPlatformOf(b));
    if (byGlobal !== 0) return byGlobal;
    // The global platform heads its models.
    if (!a.includes(separator)) return -1;
    if (!b.includes(separator)) return 1;
    return a.localeCompare(b);
  });
  return sorted.map((name, index) => ({ id: index + 1, name }));
}

/** The platform filter of the address; a value no product runs on is ignored (an old or edited link shows all). */
export function parsePlatformFilter(query: URLSearchParams, known: ReadonlySet<string>): string | null {
  const value = query.get('platform')?.trim() ?? '';
  return value !== '' && known.has(value) ? value : null;
}

/** The query with the platform filter written in (other parameters kept), removed when null. */
export function writePlatformFilter(query: URLSearchParams, platform: string | null): URLSearchParams {
  const next = new URLSearchParams(query);
  if (platform === null) next.delete('platform');
  else next.set('platform', platform);
  return next;
}
