import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type Referral = EndpointOutput<typeof customerEndpoints.referral>['data'];

/** `GET /api/user/referral` (bearer): the code, the link and the referred friends; 404 when the program is off. */
export async function getReferral(client: HttpClient = httpClient()): Promise<Referral> {
  return (await client.call(customerEndpoints.referral)).data;
}
