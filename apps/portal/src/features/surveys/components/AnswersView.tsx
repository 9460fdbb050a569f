import type { Locale } from '@mynacon/contract/locale';
import { Alert, Heading, Text } from '@mynacon/ui';
import { useEffect, useRef } from 'react';
import type { SurveyQuestion } from '../api/get-survey';
import type { StoredAnswers } from '../api/get-survey-answers';
import { type ShownAnswer, shownAnswerOf } from '../lib/answers';
import { answerList, answerValue, column, notice as noticeClass, questionItem } from './surveys.css';
import type { SurveysT } from './types';

/** Why the answers are shown: just sent, or sent before (a second submission was refused). */
export type AnswersNotice = 'sent' | 'already' | null;

function answerText(answer: ShownAnswer, locale: Locale, t: SurveysT): string {
  switch (answer.kind) {
    case 'none':
      return t('portal.surveys.answer.none');
    case 'rating':
      return t('portal.surveys.answer.rating', { value: answer.value, max: answer.max });
    case 'choices':
      return new Intl.ListFormat(locale, { type: 'conjunction' }).format(answer.values);
    case 'text':
      return answer.value;
  }
}

/** The player's stored answers, read-only, under each question; after a submission, focus moves to its notice. */
export function AnswersView({
  questions,
  stored,
  notice,
  locale,
  t,
}: {
  questions: readonly SurveyQuestion[];
  stored: StoredAnswers;
  notice: AnswersNotice;
  locale: Locale;
  t: SurveysT;
}) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice !== null) noticeRef.current?.focus();
  }, [notice]);
  const sentOn = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(stored.submitted_at),
  );
  return (
    <section className={column} aria-labelledby="survey-answers" data-page-state="answered">
      {notice === null ? null : (
        <div ref={noticeRef} tabIndex={-1} className={noticeClass} data-part="notice" data-notice={notice}>
          <Alert
            tone={notice === 'sent' ? 'success' : 'info'}
            title={t(notice === 'sent' ? 'portal.surveys.sent.title' : 'portal.surveys.already.title')}
          >
            {t(notice === 'sent' ? 'portal.surveys.sent.description' : 'portal.surveys.already.description')}
          </Alert>
        </div>
      )}
      <div>
        <Heading level={2} size="lg" id="survey-answers">
          {t('portal.surveys.answered.title')}
        </Heading>
        <Text as="p" size="sm" tone="muted">
          {t('portal.surveys.answered.on', { date: sentOn })}
        </Text>
      </div>
      <dl className={answerList}>
        {questions.map((question) => {
          const answer = shownAnswerOf(question, stored);
          return (
            <div key={question.id} className={questionItem} data-question={question.id}>
              <dt>
                <Text as="span" weight="semibold">
                  {question.label}
                </Text>
              </dt>
              <dd className={answerValue} data-answer={answer.kind}>
                {answer.kind === 'none' ? (
                  <Text as="span" tone="muted">
                    {answerText(answer, locale, t)}
                  </Text>
                ) : (
                  answerText(answer, locale, t)
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
