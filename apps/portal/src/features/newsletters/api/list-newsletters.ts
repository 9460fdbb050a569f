import { listNewslettersEndpoint } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type NewsletterArchive = EndpointOutput<typeof listNewslettersEndpoint>;

/** `GET /api/cache/newsletters?locale=`: the locale's issues, newest first (public, cached by the API). */
export function listNewsletters(locale: Locale, client: HttpClient = httpClient()): Promise<NewsletterArchive> {
  return client.call(listNewslettersEndpoint, { query: { locale } });
}
