import { getAuthProvidersEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type AuthProviders = EndpointOutput<typeof getAuthProvidersEndpoint>;

/** `GET /api/auth/providers`: the sign-in providers by id. */
export function getAuthProviders(client: HttpClient = httpClient()): Promise<AuthProviders> {
  return client.call(getAuthProvidersEndpoint);
}
