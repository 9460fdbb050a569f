import { addFavoriteProfileEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type FavoriteAnswer = EndpointOutput<typeof addFavoriteProfileEndpoint>['data'];

/** `PUT /api/middleware/profile/favorite/{id}` (bearer). */
export async function addFavoriteProfile(id: number, client: HttpClient = httpClient()): Promise<FavoriteAnswer> {
  return (await client.call(addFavoriteProfileEndpoint, { params: { id: String(id) } })).data;
}
