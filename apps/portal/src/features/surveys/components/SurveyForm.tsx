import {
  Checkbox,
  CheckboxGroup,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  RadioGroup,
  RadioGroupItem,
  RatingInput,
  Text,
  TextArea,
} from '@mynacon/ui';
import { ApiRequestError } from '../../../lib/http/errors';
import { failureOf, invalidInputOf, textOf } from '../../../lib/http/refusals';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { type AnswersBody, answerSurvey } from '../api/answer-survey';
import type { Survey, SurveyQuestion } from '../api/get-survey';
import type { StoredAnswers } from '../api/get-survey-answers';
import { answersBody, fieldOf, issueFieldOf, scaleOf } from '../lib/answers';
import { column } from './surveys.css';
import type { SurveysT } from './types';

/** The most characters of a text answer (the contract's limit). */
const textMax = 2000;

function QuestionField({ question, t }: { question: SurveyQuestion; t: SurveysT }) {
  const common = {
    name: fieldOf(question),
    label: question.label,
    isRequired: question.required,
    errorMessage: t('portal.surveys.form.required'),
  };
  switch (question.type) {
    case 'rating':
      return <RatingInput {...common} max={scaleOf(question)} />;
    case 'single_choice':
      return (
        <RadioGroup {...common}>
          {question.options.map((option) => (
            <RadioGroupItem key={option} value={option}>
              {option}
            </RadioGroupItem>
          ))}
        </RadioGroup>
      );
    case 'multiple_choice':
      return (
        <CheckboxGroup {...common} description={t('portal.surveys.question.multiple_choice')}>
          {question.options.map((option) => (
            <Checkbox key={option} value={option}>
              {option}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    case 'text':
      // The required-answer message only for a required question: an optional one never fails.
      return <TextArea {...common} rows={4} maxLength={textMax} />;
  }
}

/** The outcome of a refused submission, as the form shows it (every value stays as the player left it). */
function refusalOf(error: unknown, body: AnswersBody, t: SurveysT): FormSubmissionError | 'signedOut' {
  if (error instanceof ApiRequestError && error.status === 403) {
    return new FormSubmissionError({ formError: t('portal.surveys.error.forbidden') });
  }
  const failure = failureOf(error, (path) => issueFieldOf(body, path));
  const formError = (key: Parameters<SurveysT>[0]) => new FormSubmissionError({ formError: t(key) });
  switch (failure.kind) {
    case 'signedOut':
      return 'signedOut';
    case 'invalid':
      return new FormSubmissionError(invalidInputOf(failure, t));
    case 'notFound':
      return formError('portal.surveys.error.notFound');
    case 'tooMany':
      return new FormSubmissionError({ formError: textOf(failure.message, t) });
    case 'malformed':
      return formError('portal.surveys.error.malformed');
    case 'unavailable':
      return formError('portal.surveys.error.unavailable');
    case 'conflict':
      return formError('portal.surveys.error.failed');
  }
}

/**
 * The survey's questions as a form of the design system: required ones checked before anything is sent, the
 * server's refusals on their questions. `onStored` gets the stored answers; `onAlreadyAnswered` runs on a 409
 * `survey_answered` and says whether the stored answers could be loaded.
 */
export function SurveyForm({
  survey,
  t,
  onStored,
  onAlreadyAnswered,
}: {
  survey: Survey;
  t: SurveysT;
  onStored: (stored: StoredAnswers) => void;
  onAlreadyAnswered: () => Promise<boolean>;
}) {
  const retry = useSubmitRetry();
  const submit = async (values: FormValues) => {
    const body = answersBody(survey.questions, values);
    try {
      const stored = await answerSurvey(survey.id, body);
      retry.clear();
      onStored(stored);
    } catch (error) {
      if (retry.offered(error)) return;
      if (error instanceof ApiRequestError && error.status === 409 && error.reason === 'survey_answered') {
        if (await onAlreadyAnswered()) return;
        return new FormSubmissionError({ formError: t('portal.surveys.error.answeredUnloaded') });
      }
      const refusal = refusalOf(error, body, t);
      // Signed out: the HTTP client is already taking the player to sign in and back here.
      if (refusal !== 'signedOut') return refusal;
    }
  };
  return (
    <RetryForm retry={retry} onSubmit={submit} aria-label={survey.title} className={column} data-page-state="form">
      <Text as="p" size="sm" tone="muted">
        {t('portal.surveys.form.note')}
      </Text>
      {survey.questions.map((question) => (
        <QuestionField key={question.id} question={question} t={t} />
      ))}
      <div>
        <FormSubmit>{t('portal.surveys.form.submit')}</FormSubmit>
      </div>
    </RetryForm>
  );
}
