import { getSurveyAnswersEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';
import { ApiRequestError } from '../../../lib/http/errors';

export type StoredAnswers = EndpointOutput<typeof getSurveyAnswersEndpoint>['data'];

/** `GET /api/user/surveys/{id}/answers` (bearer): the stored answers, or null while there are none (404). */
export async function getSurveyAnswers(id: number, client: HttpClient = httpClient()): Promise<StoredAnswers | null> {
  try {
    return (await client.call(getSurveyAnswersEndpoint, { params: { id: String(id) } })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
