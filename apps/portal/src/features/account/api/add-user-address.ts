import { addUserAddressEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { AddressFields } from '../lib/address-form';
import type { Address } from './get-user-addresses';

/** `POST /api/user/address` (bearer): adds an address; the first one becomes the default. */
export async function addUserAddress(
  fields: AddressFields & { is_default: boolean },
  client: HttpClient = httpClient(),
): Promise<Address> {
  return (await client.call(addUserAddressEndpoint, { body: fields })).data;
}
