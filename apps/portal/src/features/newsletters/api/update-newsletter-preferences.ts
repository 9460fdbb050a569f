import { updateNewsletterPreferencesEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { NewsletterPreferences } from './get-newsletter-preferences';

export type PreferencesChoice = Pick<NewsletterPreferences, 'topics' | 'frequency'>;

/** `PUT /api/newsletter/preferences/{id}`: replaces topics and frequency (no topic: no newsletter). */
export async function updateNewsletterPreferences(
  id: string,
  choice: PreferencesChoice,
  client: HttpClient = httpClient(),
): Promise<NewsletterPreferences> {
  return (await client.call(updateNewsletterPreferencesEndpoint, { params: { id }, body: choice })).data;
}
