import { getNewsletterPreferencesEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type NewsletterPreferences = EndpointOutput<typeof getNewsletterPreferencesEndpoint>['data'];

/** `GET /api/newsletter/preferences/{id}` (public: the 64-hex id is the secret); 404 when no preferences have this id. */
export async function getNewsletterPreferences(
  id: string,
  client: HttpClient = httpClient(),
): Promise<NewsletterPreferences> {
  return (await client.call(getNewsletterPreferencesEndpoint, { params: { id } })).data;
}
