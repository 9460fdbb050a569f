import { sendContactMessageEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointInput, EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ContactBody = EndpointInput<typeof sendContactMessageEndpoint>['body'];
export type ContactAnswer = EndpointOutput<typeof sendContactMessageEndpoint>;

/**
 * `POST /api/contact`: sends a contact message (public; a signed-in player's bearer token links it to the account).
 *
 */
export function sendContactMessage(body: ContactBody, client: HttpClient = httpClient()): Promise<ContactAnswer> {
  return client.call(sendContactMessageEndpoint, {
    body,
  });
}
