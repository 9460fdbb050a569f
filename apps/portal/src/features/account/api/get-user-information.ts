import { getUserInformationEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type AccountInformation = EndpointOutput<typeof getUserInformationEndpoint>['data'];

/** `GET /api/user/information` (bearer): the player's account information. */
export async function getUserInformation(client: HttpClient = httpClient()): Promise<AccountInformation> {
  return (await client.call(getUserInformationEndpoint)).data;
}
