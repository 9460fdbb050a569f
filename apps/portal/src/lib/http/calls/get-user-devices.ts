import { getUserDevicesEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type Device = EndpointOutput<typeof getUserDevicesEndpoint>['data'][number];

/** `GET /api/user/device` (bearer): the player's devices. */
export async function getUserDevices(client: HttpClient = httpClient()): Promise<Device[]> {
  return (await client.call(getUserDevicesEndpoint)).data;
}
