import { unlinkAccountEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';
import type { LinkedAccount, LinkedAccounts } from './get-linked-accounts';

/** `DELETE /api/user/linked-accounts/{provider}` (bearer): 409 when it would leave no way to sign in. */
export async function unlinkAccount(
  provider: LinkedAccount['provider'],
  client: HttpClient = httpClient(),
): Promise<LinkedAccounts> {
  return (await client.call(unlinkAccountEndpoint, { params: { provider } })).data;
}
