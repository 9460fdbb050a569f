// The player's playtests and surveys.
import * as z from 'zod/mini';
import * as account from './account.ts';
import { endpoint, recordIdParam } from './endpoint.ts';

const idParams = z.object({ id: recordIdParam });

export const getMyPlaytestsEndpoint = endpoint({
  id: 'getMyPlaytests',
  method: 'GET',
  path: '/api/user/playtests',
  summary: 'The customer’s playtest registrations with the playtest and its survey state',
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.MyPlaytestsResponse,
  cached: false,
  errors: [401],
});

export const exportMyPlaytestDataEndpoint = endpoint({
  id: 'exportMyPlaytestData',
  method: 'GET',
  path: '/api/user/playtests/export',
  summary: 'The customer’s playtest programme data in one answer: registrations, devices used, survey answers',
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: account.PlaytestDataExportResponse,
  cached: false,
  errors: [401],
});

export const registerForPlaytestEndpoint = endpoint({
  id: 'registerForPlaytest',
  method: 'POST',
  path: '/api/user/playtests/{id}/register',
  summary: 'Registers for an open playtest: 410 once registration ended, 409 when full or already registered',
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  body: account.PlaytestRegistrationBody,
  response: account.PlaytestRegistrationResponse,
  cached: false,
  errors: [401, 404, 409, 410, 429],
});

export const withdrawFromPlaytestEndpoint = endpoint({
  id: 'withdrawFromPlaytest',
  method: 'DELETE',
  path: '/api/user/playtests/{id}/register',
  summary:
    'Withdraws the customer’s registration before the playtest starts, freeing its place; 404 when not registered, 409 once started',
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.PlaytestWithdrawalResponse,
  cached: false,
  errors: [401, 404, 409, 429],
});

export const getSurveyAnswersEndpoint = endpoint({
  id: 'getSurveyAnswers',
  method: 'GET',
  path: '/api/user/surveys/{id}/answers',
  summary: "The customer's answers to a survey; 404 when not answered",
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  response: account.SurveyAnswersResponse,
  cached: false,
  errors: [401, 404],
});

export const answerSurveyEndpoint = endpoint({
  id: 'answerSurvey',
  method: 'POST',
  path: '/api/user/surveys/{id}/answers',
  summary: "Stores the customer's answers, checked against the survey's questions; once per survey (409)",
  tag: 'playtests',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  params: idParams,
  body: account.SurveyAnswersBody,
  response: account.SurveyAnswersResponse,
  cached: false,
  errors: [401, 403, 404, 409, 429],
});
