import { getTranslationsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { EndpointOutput, HttpClient } from '../client';

export type TranslationRecords = EndpointOutput<typeof getTranslationsEndpoint>;

/** `GET /api/cache/nacmid/translations`: the texts of the notification keys in every locale (for the fallback). */
export function getTranslations(client: HttpClient = httpClient()): Promise<TranslationRecords> {
  return client.call(getTranslationsEndpoint);
}
