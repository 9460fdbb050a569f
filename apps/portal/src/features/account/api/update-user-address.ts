import { updateUserAddressEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { AddressFields } from '../lib/address-form';
import type { Address } from './get-user-addresses';

/** `PUT /api/user/address/{id}` (bearer): replaces the fields of one of the player's addresses. */
export async function updateUserAddress(
  id: number,
  fields: AddressFields,
  client: HttpClient = httpClient(),
): Promise<Address> {
  return (await client.call(updateUserAddressEndpoint, { params: { id: String(id) }, body: fields })).data;
}
