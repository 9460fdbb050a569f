// The runtime configuration (feature flags, sign-in methods, stores), read once at start and validated against
// the contract: a malformed answer is a designed error page, never a crash deep inside a component.
import { PublicConfigResponse, PublicInfosResponse } from '@mynacon/contract';
import * as z from 'zod/mini';
import { configLoadFailed } from '../errors';
import { allowExternalHosts } from '../navigation/navigate';

export interface RuntimeConfig {
  config: PublicConfigResponse;
  infos: PublicInfosResponse;
}

export const configPath = '/api/cache/public/config';
export const infosPath = '/api/cache/public/infos';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function read<S extends z.ZodMiniType>(fetcher: Fetch, path: string, schema: S): Promise<z.output<S>> {
  const response = await fetcher(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const parsed = z.safeParse(schema, await response.json());
  if (!parsed.success) throw new Error(`GET ${path} does not match the contract: ${parsed.error.message}`);
  return parsed.data;
}

/** Reads and validates the configuration and the site data; rejects with a `PortalError` of kind `config`. */
export async function fetchRuntimeConfig(fetcher: Fetch = (input, init) => fetch(input, init)): Promise<RuntimeConfig> {
  try {
    const [config, infos] = await Promise.all([
      read(fetcher, configPath, PublicConfigResponse),
      read(fetcher, infosPath, PublicInfosResponse),
    ]);
    return { config, infos };
  } catch (error) {
    throw configLoadFailed(error);
  }
}

let pending: Promise<RuntimeConfig> | undefined;

/** The configuration, loaded once per page; after a failure the next call tries again. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!pending) {
    pending = fetchRuntimeConfig();
    pending.then(
      ({ config }) => allowExternalHosts(config.externalLinkHosts),
      () => {
        pending = undefined;
      },
    );
  }
  return pending;
}
