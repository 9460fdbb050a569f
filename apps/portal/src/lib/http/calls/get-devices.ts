import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type Device = EndpointOutput<typeof customerEndpoints.devices>['data'][number];

/** `GET /api/user/device` (bearer): the player's devices. */
export async function getDevices(client: HttpClient = httpClient()): Promise<Device[]> {
  return (await client.call(customerEndpoints.devices)).data;
}
