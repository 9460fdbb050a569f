// The player's playtests and surveys.
import * as account from './account.ts';
import { endpoint, recordIdParams } from './endpoint.ts';

/** What the calls below share; each call states only where it differs. */
const playtestCall = { tag: 'playtests', source: 'chosen', status: 'served', auth: 'bearer', cached: false } as const;

export const getMyPlaytestsEndpoint = endpoint({
  ...playtestCall,
  id: 'getMyPlaytests',
  method: 'GET',
  path: '/api/user/playtests',
  summary: 'The customer’s playtest registrations with the playtest and its survey state',
  response: account.MyPlaytestsResponse,
  errors: [401],
});

export const exportMyPlaytestDataEndpoint = endpoint({
  ...playtestCall,
  id: 'exportMyPlaytestData',
  method: 'GET',
  path: '/api/user/playtests/export',
  summary: 'The customer’s playtest programme data in one answer: registrations, devices used, survey answers',
  response: account.PlaytestDataExportResponse,
  errors: [401],
});

export const registerForPlaytestEndpoint = endpoint({
  ...playtestCall,
  id: 'registerForPlaytest',
  method: 'POST',
  path: '/api/user/playtests/{id}/register',
  summary: 'Registers for an open playtest: 410 once registration ended, 409 when full or already registered',
  params: recordIdParams,
  body: account.PlaytestRegistrationBody,
  response: account.PlaytestRegistrationResponse,
  errors: [401, 404, 409, 410, 429],
});

export const withdrawFromPlaytestEndpoint = endpoint({
  ...playtestCall,
  id: 'withdrawFromPlaytest',
  method: 'DELETE',
  path: '/api/user/playtests/{id}/register',
  summary:
    'Withdraws the customer’s registration before the playtest starts, freeing its place; 404 when not registered, 409 once started',
  params: recordIdParams,
  response: account.PlaytestWithdrawalResponse,
  errors: [401, 404, 409, 429],
});

export const getSurveyAnswersEndpoint = endpoint({
  ...playtestCall,
  id: 'getSurveyAnswers',
  method: 'GET',
  path: '/api/user/surveys/{id}/answers',
  summary: "The customer's answers to a survey; 404 when not answered",
  params: recordIdParams,
  response: account.SurveyAnswersResponse,
  errors: [401, 404],
});

export const answerSurveyEndpoint = endpoint({
  ...playtestCall,
  id: 'answerSurvey',
  method: 'POST',
  path: '/api/user/surveys/{id}/answers',
  summary: "Stores the customer's answers, checked against the survey's questions; once per survey (409)",
  params: recordIdParams,
  body: account.SurveyAnswersBody,
  response: account.SurveyAnswersResponse,
  errors: [401, 403, 404, 409, 429],
});
