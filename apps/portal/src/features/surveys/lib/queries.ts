// The survey page's reads (decisions 016 and 048): a survey (the same for everyone) and the player's answers to it
// (null while not answered).
import { query } from '../../../lib/data/query';
import { dataKey } from '../../../lib/data/store';
import { getSurvey, type Survey } from '../api/get-survey';
import { getSurveyAnswers, type StoredAnswers } from '../api/get-survey-answers';

/** A survey; an address that cannot name one fails without asking. */
export const surveyQuery = (id: number | null) =>
  query(dataKey<Survey>(`surveys.survey.${id ?? 0}`, 'site'), (client) =>
    id === null ? Promise.reject(new Error('not a survey address')) : getSurvey(id, client),
  );

/** The player's stored answers to a survey. */
export const surveyAnswersQuery = (id: number) =>
  query(dataKey<StoredAnswers | null>(`surveys.answers.${id}`, 'player'), (client) => getSurveyAnswers(id, client));
