// Small readers shared by the profile pages.
import { useStore } from 'zustand';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { appData, type DataKey } from '../../../lib/data/store';
import { siteData } from '../../../lib/startup/site-data';

/** The value of a key as it is, without loading it. */
export function useStoredValue<T>(key: DataKey<T>): T | undefined {
  return useStore(appData.state, (state) => state.entries[key.name]?.value as T | undefined);
}

/** The catalogue name of a controller by its SKU (when the catalogue is loaded). */
export function useControllerName(): (sku: string | null) => string | undefined {
  const catalogue = useStoredValue(siteData.products);
  return (sku) => (sku === null ? undefined : catalogue?.items.find((item) => item.product_sku === sku)?.name);
}

/** The cover address template of the runtime configuration. */
export function useCoverTemplate(): string | undefined {
  return useRuntimeConfig()?.config.coverUrlTemplate;
}
