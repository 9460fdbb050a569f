// The calls of the newsletters feature: the preferences of a mailed link (public: the 64-hex id is the secret) and
// the archive of issues (public, cached by the API).
import {
  getNewsletterEndpoint,
  getNewsletterPreferencesEndpoint,
  listNewslettersEndpoint,
  updateNewsletterPreferencesEndpoint,
} from '@mynacon/contract';
import { callEndpoint } from '../../lib/http/call-endpoint';
import type { EndpointOutput } from '../../lib/http/client';
import type { Locale } from '../../lib/locale/locales';

export type NewsletterPreferences = EndpointOutput<typeof getNewsletterPreferencesEndpoint>['data'];
export type PreferencesChoice = Pick<NewsletterPreferences, 'topics' | 'frequency'>;
export type NewsletterArchive = EndpointOutput<typeof listNewslettersEndpoint>;
export type NewsletterIssue = EndpointOutput<typeof getNewsletterEndpoint>;

/** `GET /api/newsletter/preferences/{id}`: a 404 when no preferences have this id. */
export async function getPreferences(id: string): Promise<NewsletterPreferences> {
  return (await callEndpoint(getNewsletterPreferencesEndpoint, { params: { id } })).data;
}

/** `PUT /api/newsletter/preferences/{id}`: replaces topics and frequency (no topic: no newsletter). */
export async function savePreferences(id: string, choice: PreferencesChoice): Promise<NewsletterPreferences> {
  return (await callEndpoint(updateNewsletterPreferencesEndpoint, { params: { id }, body: choice })).data;
}

/** `GET /api/cache/newsletters?locale=`: the locale's issues, newest first. */
export function listNewsletters(locale: Locale): Promise<NewsletterArchive> {
  return callEndpoint(listNewslettersEndpoint, { query: { locale } });
}

/** `GET /api/cache/newsletters/{id}`: one issue; a 404 when there is none with this id. */
export function getNewsletter(id: string): Promise<NewsletterIssue> {
  return callEndpoint(getNewsletterEndpoint, { params: { id } });
}
