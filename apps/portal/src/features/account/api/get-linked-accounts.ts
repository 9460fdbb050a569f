import { getLinkedAccountsEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type LinkedAccounts = EndpointOutput<typeof getLinkedAccountsEndpoint>['data'];
export type LinkedAccount = LinkedAccounts['items'][number];

/** `GET /api/user/linked-accounts` (bearer): the external sign-in accounts linked to the player. */
export async function getLinkedAccounts(client: HttpClient = httpClient()): Promise<LinkedAccounts> {
  return (await client.call(getLinkedAccountsEndpoint)).data;
}
