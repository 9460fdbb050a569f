import { useRouteLoaderData } from 'react-router';
import { useHydrated } from '../startup/hydration';
import type { RuntimeConfig } from './runtime-config';

/** The id of the root route, whose loader reads the runtime configuration. */
export const rootRouteId = 'root';

/**
 * The runtime configuration, once the root route has loaded it (undefined on the root's own error page). A
 * prerendered page is drawn without it (the build has no configuration) and hydrates the same way: it is given from
 * the render after hydration on (decision 051).
 */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  const config = useRouteLoaderData(rootRouteId) as RuntimeConfig | undefined;
  return useHydrated() ? config : undefined;
}

/**
 * The runtime configuration as the root route loaded it, for what a page does rather than what it draws (whether a
 * field's check asks the server, say): the same during and after hydration. After hydration, the parts that wait
 * for it render again as a transition (`HydrationProvider`); a field left in between must already act on the
 * configuration.
 */
export function useLoadedRuntimeConfig(): RuntimeConfig | undefined {
  return useRouteLoaderData(rootRouteId) as RuntimeConfig | undefined;
}
