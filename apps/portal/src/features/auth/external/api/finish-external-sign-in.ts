import { finishExternalSignInEndpoint, type OAuthSignInMethod } from '@mynacon/contract';
import { httpClient } from '../../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../../lib/http/client';

export type ExternalOutcome = EndpointOutput<typeof finishExternalSignInEndpoint>;

/**
 * `POST /api/external/{method}/callback` with the code and state of the return page; the API exchanges the code.
 * `bearer` is the signed-in player's access token, which a link started from the account page needs. Never retried.
 */
export function finishExternalSignIn(
  method: OAuthSignInMethod,
  body: { code: string; state: string },
  bearer: string | undefined,
  client: HttpClient = httpClient(),
): Promise<ExternalOutcome> {
  return client.call(finishExternalSignInEndpoint, {
    params: { method },
    body,
    ...(bearer === undefined ? {} : { headers: { authorization: `Bearer ${bearer}` } }),
  });
}
