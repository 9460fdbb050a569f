import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type Address = EndpointOutput<typeof customerEndpoints.addresses>['data'][number];

/** `GET /api/user/address` (bearer): the player's addresses, the default first. */
export async function getAddresses(client: HttpClient = httpClient()): Promise<Address[]> {
  return (await client.call(customerEndpoints.addresses)).data;
}
