import { answerSurveyEndpoint } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { EndpointInput, HttpClient } from '../../../lib/http/client';
import type { StoredAnswers } from './get-survey-answers';

export type AnswersBody = EndpointInput<typeof answerSurveyEndpoint>['body'];

/** `POST /api/user/surveys/{id}/answers` (bearer): stores the answers once (again is a 409 `survey_answered`). */
export async function answerSurvey(
  id: number,
  body: AnswersBody,
  client: HttpClient = httpClient(),
): Promise<StoredAnswers> {
  return (await client.call(answerSurveyEndpoint, { params: { id: String(id) }, body })).data;
}
