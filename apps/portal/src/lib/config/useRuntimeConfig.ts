import { useRouteLoaderData } from 'react-router';
import type { RuntimeConfig } from './runtime-config';

/** The id of the root route, whose loader reads the runtime configuration. */
export const rootRouteId = 'root';

/** The runtime configuration, once the root route has loaded it (undefined on the root's own error page). */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  return useRouteLoaderData(rootRouteId) as RuntimeConfig | undefined;
}
