import { useRuntimeConfig } from './useRuntimeConfig';

/**
 * The minimum age to hold an account in a country (spec section 5's date-of-birth rule): the country's own where
 * the configuration gives one, else the default; undefined until the configuration says (the server checks anyway).
 */
export function useMinimumAge(country: string | null | undefined): number | undefined {
  const ages = useRuntimeConfig()?.config.minimumAge;
  if (ages === undefined) return undefined;
  return (country ? ages.byCountry[country] : undefined) ?? ages.default;
}
