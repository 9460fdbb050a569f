import { getContentPageEndpoint } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ContentPageAnswer = EndpointOutput<typeof getContentPageEndpoint>;

/** `GET /api/cache/pages/{locale}/{slug}`: a content page of a locale; a 404 when the locale has no such page. */
export function getContentPage(
  locale: Locale,
  slug: string,
  client: HttpClient = httpClient(),
): Promise<ContentPageAnswer> {
  return client.call(getContentPageEndpoint, { params: { locale, slug } });
}
