import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { Address } from './get-addresses';

/** `PUT /api/user/address/{id}/default` (bearer): makes the address the default; answers every address. */
export async function setDefaultAddress(id: number, client: HttpClient = httpClient()): Promise<Address[]> {
  return (await client.call(customerEndpoints.setDefaultAddress, { params: { id: String(id) } })).data;
}
