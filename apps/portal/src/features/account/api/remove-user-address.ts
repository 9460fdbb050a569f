import { removeUserAddressEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';

/** `DELETE /api/user/address/{id}` (bearer): removing the default makes the oldest remaining one the default. */
export async function removeUserAddress(id: number, client: HttpClient = httpClient()): Promise<void> {
  await client.call(removeUserAddressEndpoint, { params: { id: String(id) } });
}
