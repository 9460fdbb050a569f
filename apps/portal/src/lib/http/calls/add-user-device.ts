import { addUserDeviceEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { HttpClient } from '../client';
import type { Device } from './get-user-devices';

export interface NewDevice {
  name: string;
  /** A platform name of `/api/cache/support/platforms` (`PlayStation::PS5`). */
  platform: string;
  serial: string | null;
}

/** `POST /api/user/device` (bearer): adds a device; 409 beyond the limit. */
export async function addUserDevice(device: NewDevice, client: HttpClient = httpClient()): Promise<Device> {
  return (await client.call(addUserDeviceEndpoint, { body: device })).data;
}
