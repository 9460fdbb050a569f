import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { Device } from './get-devices';

/** `PUT /api/user/device/{id}` (bearer): renames one of the player's devices. */
export async function renameDevice(id: number, name: string, client: HttpClient = httpClient()): Promise<Device> {
  return (await client.call(customerEndpoints.renameDevice, { params: { id: String(id) }, body: { name } })).data;
}
