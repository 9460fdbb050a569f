import { getNewsletterEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type NewsletterIssue = EndpointOutput<typeof getNewsletterEndpoint>;

/** `GET /api/cache/newsletters/{id}`: one issue; a 404 when there is none with this id. */
export function getNewsletter(id: string, client: HttpClient = httpClient()): Promise<NewsletterIssue> {
  return client.call(getNewsletterEndpoint, { params: { id } });
}
