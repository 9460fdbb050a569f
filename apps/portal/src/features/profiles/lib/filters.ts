// The list's filters, kept in the address (`?platform=…&product=…`) so that a reload or a shared link keeps them.
import type { Profile } from '@mynacon/contract';

export interface ProfileFilters {
  platform: string | null;
  /** A product's SKU (the controller the profile is made for). */
  product: string | null;
}

const filterValue = (query: URLSearchParams, name: string, allowed: ReadonlySet<string>) => {
  const value = query.get(name)?.trim() ?? '';
  return value !== '' && allowed.has(value) ? value : null;
};

/** Reads the filters; a value that matches no option is ignored (an old or edited link shows the whole list). */
export function parseFilters(
  query: URLSearchParams,
  options: { platforms: ReadonlySet<string>; products: ReadonlySet<string> },
): ProfileFilters {
  return {
    platform: filterValue(query, 'platform', options.platforms),
    product: filterValue(query, 'product', options.products),
  };
}

/** The query with the filters written in (others kept), an empty value removed. */
export function writeFilters(query: URLSearchParams, filters: ProfileFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of ['platform', 'product'] as const) {
    const value = filters[name];
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** Profiles that match every filter set. */
export function applyFilters(profiles: readonly Profile[], filters: ProfileFilters): Profile[] {
  return profiles.filter(
    (profile) =>
      (filters.platform === null || profile.platform === filters.platform) &&
      (filters.product === null || profile.product_sku === filters.product),
  );
}

/** The filter options: the platforms and product SKUs that published profiles use, sorted. */
export function filterOptions(profiles: readonly Profile[]): { platforms: string[]; products: string[] } {
  const published = profiles.filter((profile) => profile.status === '1');
  const platforms = [...new Set(published.map((profile) => profile.platform))].sort();
  const products = [
    ...new Set(published.flatMap((profile) => (profile.product_sku === null ? [] : [profile.product_sku]))),
  ].sort();
  return { platforms, products };
}
