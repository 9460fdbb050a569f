import { getAuthProvidersEndpoint } from '@mynacon/contract';
import { httpClient } from '../http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../http/client';

export type AuthProviders = EndpointOutput<typeof getAuthProvidersEndpoint>;

/** `GET /api/auth/providers`: the sign-in providers by id. */
export function getProviders(client: HttpClient = httpClient()): Promise<AuthProviders> {
  return client.call(getAuthProvidersEndpoint);
}
