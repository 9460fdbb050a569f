// Pure pieces of the survey page: the address's id, the form's field names, the form's values as the API's body,
// the API's issues back on the form's fields, and a stored answer as text.
import type { AnswersBody } from '../api/answer-survey';
import type { SurveyQuestion } from '../api/get-survey';
import type { StoredAnswers } from '../api/get-survey-answers';

/** The largest record id the API takes in a path (nine digits). */
const idPattern = /^[1-9]\d{0,8}$/;

/** The survey id of the address, or null when it cannot name a survey (then the page is the 404). */
export function surveyIdOf(param: string | undefined): number | null {
  return param !== undefined && idPattern.test(param) ? Number(param) : null;
}

/** The form field of a question. */
export const fieldOf = (question: Pick<SurveyQuestion, 'id'>) => `question-${question.id}`;

/** The number of points of a rating question (the contract allows 2 to 10; the API's own default is 5). */
export const scaleOf = (question: Pick<SurveyQuestion, 'scale'>) => question.scale ?? 5;

type AnswerValue = AnswersBody['answers'][number]['value'];

/** The answer of one question from what its field holds, or undefined when the player left it out. */
function answerOf(question: SurveyQuestion, raw: unknown): AnswerValue | undefined {
  switch (question.type) {
    case 'rating': {
      const value = typeof raw === 'string' && raw !== '' ? Number(raw) : raw;
      return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
    }
    case 'single_choice':
      return typeof raw === 'string' && raw !== '' ? raw : undefined;
    case 'multiple_choice': {
      const chosen = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).filter(
        (item): item is string => typeof item === 'string',
      );
      // In the survey's order, each once, whatever order the boxes were ticked in.
      const picked = question.options.filter((option) => chosen.includes(option));
      return picked.length > 0 ? picked : undefined;
    }
    case 'text': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      return text === '' ? undefined : text;
    }
  }
}

/** The API's body from the form's values: one answer per answered question, in the survey's order. */
export function answersBody(questions: readonly SurveyQuestion[], values: Record<string, unknown>): AnswersBody {
  const answers: AnswersBody['answers'] = [];
  for (const question of questions) {
    const value = answerOf(question, values[fieldOf(question)]);
    if (value !== undefined) answers.push({ question_id: question.id, value });
  }
  return { answers };
}

/** The questions the player must answer and has not, in the survey's order (the form checks them first). */
export function missingRequired(questions: readonly SurveyQuestion[], body: AnswersBody): SurveyQuestion[] {
  const answered = new Set(body.answers.map((answer) => answer.question_id));
  return questions.filter((question) => question.required && !answered.has(question.id));
}

/**
 * The form field an issue of a refused body is about: `answers.{n}.…` names the n-th answer sent, so its question's
 * field; anything else (a required question left out, said as a whole) has no field.
 */
export function issueFieldOf(body: AnswersBody, path: string): string | undefined {
  const match = /^answers\.(\d+)(?:\.|$)/.exec(path);
  const answer = match ? body.answers[Number(match[1])] : undefined;
  return answer === undefined ? undefined : fieldOf({ id: answer.question_id });
}

/** A stored answer as the player reads it back. */
export type ShownAnswer =
  | { kind: 'none' }
  | { kind: 'rating'; value: number; max: number }
  | { kind: 'choices'; values: string[] }
  | { kind: 'text'; value: string };

/** What the player answered to one question, from the stored answers. */
export function shownAnswerOf(question: SurveyQuestion, stored: Pick<StoredAnswers, 'answers'>): ShownAnswer {
  const value = stored.answers.find((answer) => answer.question_id === question.id)?.value;
  if (value === undefined) return { kind: 'none' };
  if (typeof value === 'number') return { kind: 'rating', value, max: scaleOf(question) };
  if (Array.isArray(value)) return value.length === 0 ? { kind: 'none' } : { kind: 'choices', values: value };
  if (question.type === 'single_choice') return { kind: 'choices', values: [value] };
  return { kind: 'text', value };
}
