// The runtime configuration (feature flags, sign-in methods, stores): the spec's "site data", read once at start
// through the app's HTTP client, which parses it with the contract's schemas. A failed or malformed answer is a
// designed error page, never a crash deep inside a component.
import type { PublicConfigResponse, PublicInfosResponse } from '@mynacon/contract';
import { configLoadFailed } from '../errors';
import { httpClient } from '../http/call-endpoint';
import { getPublicConfig } from '../http/calls/get-public-config';
import { getPublicInfos } from '../http/calls/get-public-infos';
import type { HttpClient } from '../http/client';
import { allowExternalHosts } from '../navigation/navigate';

export interface RuntimeConfig {
  config: PublicConfigResponse;
  infos: PublicInfosResponse;
}

/** Reads the configuration and the public infos side by side; rejects with a `PortalError` of kind `config`. */
export async function fetchRuntimeConfig(client: HttpClient = httpClient()): Promise<RuntimeConfig> {
  try {
    const [config, infos] = await Promise.all([getPublicConfig(client), getPublicInfos(client)]);
    return { config, infos };
  } catch (error) {
    throw configLoadFailed(error);
  }
}

let pending: Promise<RuntimeConfig> | undefined;

/** The configuration, loaded once per page with the app's client; after a failure the next call tries again. */
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
