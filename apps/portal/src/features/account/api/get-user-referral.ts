import { getUserReferralEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type Referral = EndpointOutput<typeof getUserReferralEndpoint>['data'];

/** `GET /api/user/referral` (bearer): the code, the link and the referred friends; 404 when the program is off. */
export async function getUserReferral(client: HttpClient = httpClient()): Promise<Referral> {
  return (await client.call(getUserReferralEndpoint)).data;
}
