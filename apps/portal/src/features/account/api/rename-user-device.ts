import { renameUserDeviceEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { Device } from '../../../lib/http/calls/get-user-devices';
import type { HttpClient } from '../../../lib/http/client';

/** `PUT /api/user/device/{id}` (bearer): renames one of the player's devices. */
export async function renameUserDevice(id: number, name: string, client: HttpClient = httpClient()): Promise<Device> {
  return (await client.call(renameUserDeviceEndpoint, { params: { id: String(id) }, body: { name } })).data;
}
