import { getSurveyEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../lib/http/client';

export type Survey = EndpointOutput<typeof getSurveyEndpoint>;
export type SurveyQuestion = Survey['questions'][number];

/** `GET /api/cache/surveys/{id}`: the survey and its questions (public); a 404 when there is no such survey. */
export function getSurvey(id: number, client: HttpClient = httpClient()): Promise<Survey> {
  return client.call(getSurveyEndpoint, { params: { id: String(id) } });
}
