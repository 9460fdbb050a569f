import { customerEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type Device = EndpointOutput<typeof customerEndpoints.devices>['data'][number];

/** `GET /api/user/device` (bearer): the player's devices. */
export async function getDevices(client: HttpClient = httpClient()): Promise<Device[]> {
  return (await client.call(customerEndpoints.devices)).data;
}
