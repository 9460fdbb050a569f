import { removeFavoriteProfileEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';

/** `DELETE /api/middleware/profile/favorite/{id}` (bearer). */
export async function removeFavoriteProfile(id: number, client: HttpClient = httpClient()): Promise<void> {
  await client.call(removeFavoriteProfileEndpoint, { params: { id: String(id) } });
}
