// The survey calls: the survey itself is public; reading and sending answers needs a signed-in player.
import { answerSurveyEndpoint, getSurveyAnswersEndpoint, getSurveyEndpoint } from '@mynacon/contract';
import { callEndpoint } from '../../lib/http/call-endpoint';
import type { EndpointInput, EndpointOutput } from '../../lib/http/client';
import { ApiRequestError } from '../../lib/http/errors';

export type Survey = EndpointOutput<typeof getSurveyEndpoint>;
export type SurveyQuestion = Survey['questions'][number];
export type StoredAnswers = EndpointOutput<typeof getSurveyAnswersEndpoint>['data'];
export type AnswersBody = EndpointInput<typeof answerSurveyEndpoint>['body'];

/** `GET /api/cache/surveys/{id}`: the survey and its questions; a 404 when there is no such survey. */
export function getSurvey(id: number): Promise<Survey> {
  return callEndpoint(getSurveyEndpoint, { params: { id: String(id) } });
}

/** `GET /api/user/surveys/{id}/answers`: the player's stored answers, or null while they have not answered (404). */
export async function getStoredAnswers(id: number): Promise<StoredAnswers | null> {
  try {
    return (await callEndpoint(getSurveyAnswersEndpoint, { params: { id: String(id) } })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** `POST /api/user/surveys/{id}/answers`: stores the answers once (a second time is a 409 `survey_answered`). */
export async function sendAnswers(id: number, body: AnswersBody): Promise<StoredAnswers> {
  return (await callEndpoint(answerSurveyEndpoint, { params: { id: String(id) }, body })).data;
}
