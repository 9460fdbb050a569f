import { Heading, Text } from '@mynacon/ui';
import type { SurveyQuestion } from '../api/get-survey';
import { scaleOf } from '../lib/answers';
import { optionList, questionItem, questionList } from './surveys.css';
import type { SurveysT } from './types';

/** The survey's questions as text, for a player who cannot answer yet: what each asks and how it is answered. */
export function QuestionList({ questions, t }: { questions: readonly SurveyQuestion[]; t: SurveysT }) {
  return (
    <section aria-labelledby="survey-questions" data-part="questions">
      <Heading level={2} size="lg" id="survey-questions">
        {t('portal.surveys.questions.title')}
      </Heading>
      <ol className={questionList}>
        {questions.map((question) => (
          <li key={question.id} className={questionItem} data-question={question.id}>
            <Text as="span" weight="semibold">
              {question.label}
            </Text>
            <Text as="span" size="sm" tone="muted">
              {t(`portal.surveys.question.${question.type}`, { max: scaleOf(question) })}
              {' · '}
              {t(question.required ? 'portal.surveys.question.required' : 'portal.surveys.question.optional')}
            </Text>
            {question.options.length > 0 ? (
              <ul className={optionList}>
                {question.options.map((option) => (
                  <li key={option}>
                    <Text as="span" size="sm">
                      {option}
                    </Text>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
