import { choosePendingLinksEndpoint, type PendingLinkChoice } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type PendingLinksAnswer = EndpointOutput<typeof choosePendingLinksEndpoint>;

/**
 * `POST /api/account/confirm/links` with the query of the registration mail's link, once it confirmed the address:
 * keeps or drops the external accounts an external sign-up linked (none: only the list), and answers those still
 * waiting (decision 042). 410 when the link is not the one that confirmed the address or has expired; 404 for a
 * provider with nothing waiting.
 */
export function choosePendingLinks(
  email: string,
  confirm: string,
  choices: readonly PendingLinkChoice[],
  client: HttpClient = httpClient(),
): Promise<PendingLinksAnswer> {
  return client.call(choosePendingLinksEndpoint, { body: { email, confirm, choices: [...choices] } });
}
