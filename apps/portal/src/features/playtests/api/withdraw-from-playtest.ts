import { withdrawFromPlaytestEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type WithdrawalAnswer = EndpointOutput<typeof withdrawFromPlaytestEndpoint>['data'];

/** `DELETE /api/user/playtests/{id}/register` (bearer): the places left after it; 409 once the playtest started. */
export async function withdrawFromPlaytest(id: number, client: HttpClient = httpClient()): Promise<WithdrawalAnswer> {
  return (await client.call(withdrawFromPlaytestEndpoint, { params: { id: String(id) } })).data;
}
