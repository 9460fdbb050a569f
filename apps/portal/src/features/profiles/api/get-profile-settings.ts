import { getProfileSettingsEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ProfileSettings = EndpointOutput<typeof getProfileSettingsEndpoint>;

/** `GET /api/cache/profiles/{id}/settings`: a profile's controller settings. */
export function getProfileSettings(id: number, client: HttpClient = httpClient()): Promise<ProfileSettings> {
  return client.call(getProfileSettingsEndpoint, { params: { id: String(id) } });
}
