import { setDefaultUserAddressEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { Address } from './get-user-addresses';

/** `PUT /api/user/address/{id}/default` (bearer): makes the address the default; answers every address. */
export async function setDefaultUserAddress(id: number, client: HttpClient = httpClient()): Promise<Address[]> {
  return (await client.call(setDefaultUserAddressEndpoint, { params: { id: String(id) } })).data;
}
