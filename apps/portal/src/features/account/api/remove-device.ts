import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';

/** `DELETE /api/user/device/{id}` (bearer): removes one of the player's devices. */
export async function removeDevice(id: number, client: HttpClient = httpClient()): Promise<void> {
  await client.call(customerEndpoints.removeDevice, { params: { id: String(id) } });
}
