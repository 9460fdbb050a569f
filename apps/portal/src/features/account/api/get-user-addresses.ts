import { getUserAddressesEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type Address = EndpointOutput<typeof getUserAddressesEndpoint>['data'][number];

/** `GET /api/user/address` (bearer): the player's addresses, the default first. */
export async function getUserAddresses(client: HttpClient = httpClient()): Promise<Address[]> {
  return (await client.call(getUserAddressesEndpoint)).data;
}
