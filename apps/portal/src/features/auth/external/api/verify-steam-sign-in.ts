import { type SteamVerifyBody, verifySteamSignInEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../../lib/http/client';

export type SteamOutcome = EndpointOutput<typeof verifySteamSignInEndpoint>;

/** `POST /api/external/steam/verify` with Steam's OpenID answer and its state; the API asks Steam. Never retried. */
export function verifySteamSignIn(
  body: SteamVerifyBody,
  bearer: string | undefined,
  client: HttpClient = httpClient(),
): Promise<SteamOutcome> {
  return client.call(verifySteamSignInEndpoint, {
    body,
    ...(bearer === undefined ? {} : { headers: { authorization: `Bearer ${bearer}` } }),
  });
}
