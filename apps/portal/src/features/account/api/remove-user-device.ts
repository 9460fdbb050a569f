import { removeUserDeviceEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';

/** `DELETE /api/user/device/{id}` (bearer): removes one of the player's devices. */
export async function removeUserDevice(id: number, client: HttpClient = httpClient()): Promise<void> {
  await client.call(removeUserDeviceEndpoint, { params: { id: String(id) } });
}
