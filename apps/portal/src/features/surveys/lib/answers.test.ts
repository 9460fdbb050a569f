import { describe, expect, test } from 'vitest';
import type { SurveyQuestion } from '../api/get-survey';
import { answersBody, fieldOf, issueFieldOf, missingRequired, scaleOf, shownAnswerOf, surveyIdOf } from './answers';

const question = (
  id: number,
  type: SurveyQuestion['type'],
  required: boolean,
  options: string[] = [],
  scale: number | null = null,
): SurveyQuestion => ({ id, type, label: `Question ${id}`, required, options, scale });

const questions = [
  question(1, 'rating', true, [], 5),
  question(2, 'single_choice', true, ['PlayStation', 'Xbox', 'PC']),
  question(3, 'multiple_choice', false, ['Controls', 'Performance', 'Difficulty']),
  question(4, 'text', false),
];

describe('surveyIdOf', () => {
  test('takes a positive whole number of up to nine digits', () => {
    expect(surveyIdOf('4')).toBe(4);
    expect(surveyIdOf('123456789')).toBe(123456789);
  });
  test('refuses anything else, so the page is the 404', () => {
    for (const param of [undefined, '', '0', '04', '-1', '1.5', 'abc', '1234567890', '3 ']) {
      expect([param, surveyIdOf(param)]).toEqual([param, null]);
    }
  });
});

describe('answersBody', () => {
  test('one answer per answered question, in the survey’s order, typed as the API wants', () => {
    const body = answersBody(questions, {
      [fieldOf({ id: 4 })]: '  Great fun  ',
      [fieldOf({ id: 3 })]: ['Difficulty', 'Controls'],
      [fieldOf({ id: 2 })]: 'PC',
      [fieldOf({ id: 1 })]: 4,
    });
    expect(body).toEqual({
      answers: [
        { question_id: 1, value: 4 },
        { question_id: 2, value: 'PC' },
        // The survey's order of options, whatever the order of ticking.
        { question_id: 3, value: ['Controls', 'Difficulty'] },
        { question_id: 4, value: 'Great fun' },
      ],
    });
  });

  test('leaves out what was not answered: no point, no choice, no box, blank text', () => {
    const body = answersBody(questions, {
      [fieldOf({ id: 1 })]: null,
      [fieldOf({ id: 2 })]: null,
      [fieldOf({ id: 3 })]: [],
      [fieldOf({ id: 4 })]: '   ',
    });
    expect(body).toEqual({ answers: [] });
    expect(answersBody(questions, {})).toEqual({ answers: [] });
  });

  test('reads a rating sent as the radio’s text and a single ticked box as a string', () => {
    const body = answersBody(questions, { [fieldOf({ id: 1 })]: '3', [fieldOf({ id: 3 })]: 'Performance' });
    expect(body.answers).toEqual([
      { question_id: 1, value: 3 },
      { question_id: 3, value: ['Performance'] },
    ]);
  });

  test('drops options the survey does not have', () => {
    const body = answersBody(questions, { [fieldOf({ id: 3 })]: ['Graphics', 'Controls', 'Controls'] });
    expect(body.answers).toEqual([{ question_id: 3, value: ['Controls'] }]);
  });
});

describe('missingRequired', () => {
  test('the required questions left out, in order', () => {
    expect(missingRequired(questions, { answers: [{ question_id: 2, value: 'PC' }] }).map((item) => item.id)).toEqual([
      1,
    ]);
    expect(missingRequired(questions, { answers: [] }).map((item) => item.id)).toEqual([1, 2]);
    expect(
      missingRequired(questions, {
        answers: [
          { question_id: 1, value: 5 },
          { question_id: 2, value: 'Xbox' },
        ],
      }),
    ).toEqual([]);
  });
});

describe('issueFieldOf', () => {
  const body = {
    answers: [
      { question_id: 2, value: 'Wii' },
      { question_id: 4, value: 'Fine' },
    ],
  };
  test('an issue about the n-th answer sent lands on its question’s field', () => {
    expect(issueFieldOf(body, 'answers.0.value')).toBe(fieldOf({ id: 2 }));
    expect(issueFieldOf(body, 'answers.1.question_id')).toBe(fieldOf({ id: 4 }));
    expect(issueFieldOf(body, 'answers.1')).toBe(fieldOf({ id: 4 }));
  });
  test('an issue about the answers as a whole, or an answer not sent, has no field', () => {
    expect(issueFieldOf(body, 'answers')).toBeUndefined();
    expect(issueFieldOf(body, 'answers.7.value')).toBeUndefined();
    expect(issueFieldOf(body, '')).toBeUndefined();
  });
});

describe('shownAnswerOf', () => {
  const stored = {
    answers: [
      { question_id: 1, value: 4 },
      { question_id: 2, value: 'PC' },
      { question_id: 3, value: ['Controls', 'Performance'] },
      { question_id: 4, value: 'Great fun' },
    ],
  };
  test('each kind of answer', () => {
    expect(shownAnswerOf(questions[0] as SurveyQuestion, stored)).toEqual({ kind: 'rating', value: 4, max: 5 });
    expect(shownAnswerOf(questions[1] as SurveyQuestion, stored)).toEqual({ kind: 'choices', values: ['PC'] });
    expect(shownAnswerOf(questions[2] as SurveyQuestion, stored)).toEqual({
      kind: 'choices',
      values: ['Controls', 'Performance'],
    });
    expect(shownAnswerOf(questions[3] as SurveyQuestion, stored)).toEqual({ kind: 'text', value: 'Great fun' });
  });
  test('a question left out, or answered with no box, is no answer', () => {
    expect(shownAnswerOf(questions[3] as SurveyQuestion, { answers: [] })).toEqual({ kind: 'none' });
    expect(shownAnswerOf(questions[2] as SurveyQuestion, { answers: [{ question_id: 3, value: [] }] })).toEqual({
      kind: 'none',
    });
  });
  test('a rating’s scale is the question’s, 5 when it has none', () => {
    expect(scaleOf({ scale: 10 })).toBe(10);
    expect(scaleOf({ scale: null })).toBe(5);
  });
});
