import { sendContactMessageEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointInput, EndpointOutput, HttpClient } from '../../../lib/http/client';

export type ContactBody = EndpointInput<typeof sendContactMessageEndpoint>['body'];
export type ContactAnswer = EndpointOutput<typeof sendContactMessageEndpoint>;

/**
 * `POST /api/contact`: sends a contact message (public; a signed-in player's bearer token links it to the account).
 * `onRetryAfter` receives the seconds of a 429's or 503's `Retry-After`.
 */
export function sendContactMessage(
  body: ContactBody,
  onRetryAfter?: (seconds: number | null) => void,
  client: HttpClient = httpClient(),
): Promise<ContactAnswer> {
  return client.call(sendContactMessageEndpoint, {
    body,
    onResponse: (response) => {
      const value = response.headers.get('retry-after');
      onRetryAfter?.(value !== null && /^[0-9]+$/.test(value) ? Number(value) : null);
    },
  });
}
