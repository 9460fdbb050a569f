// Small readers shared by the profile pages.
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { useStoredValue } from '../../../lib/data/useData';
import { siteData } from '../../../lib/startup/site-data';

/** The catalogue name of a controller by its SKU (when the catalogue is loaded). */
export function useControllerName(): (sku: string | null) => string | undefined {
  const catalogue = useStoredValue(siteData.products);
  return (sku) => (sku === null ? undefined : catalogue?.items.find((item) => item.product_sku === sku)?.name);
}

/** The cover address template of the runtime configuration. */
export function useCoverTemplate(): string | undefined {
  return useRuntimeConfig()?.config.coverUrlTemplate;
}
