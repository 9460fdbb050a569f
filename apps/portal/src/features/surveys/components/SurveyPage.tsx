import type { Locale } from '@mynacon/contract/locale';
import { Alert, Button, EmptyState, MynaconInformation, PageHeader } from '@mynacon/ui';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { appData } from '../../../lib/data/store';
import { useData } from '../../../lib/data/useData';
import { pageNotFound } from '../../../lib/errors';
import { ApiRequestError } from '../../../lib/http/errors';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { pageColumn } from '../../../lib/page/page.css';
import type { Survey } from '../api/get-survey';
import { surveyIdOf } from '../lib/answers';
import { surveyAnswersQuery, surveyQuery } from '../lib/queries';
import type surveysMessages from '../messages/en-GB.json';
import { type AnswersNotice, AnswersView } from './AnswersView';
import { QuestionList } from './QuestionList';
import { SurveyForm } from './SurveyForm';
import { LoadFailed, Loading } from './states';
import { column } from './surveys.css';
import type { SurveysT } from './types';

/** The sign-in link that comes back to this survey. */
function useSignInHref(locale: Locale): string {
  const location = useLocation();
  return `${href('login', {}, locale)}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** An anonymous player reads the questions and signs in to answer, coming back here. */
function AnonymousSurvey({ survey, t, locale }: { survey: Survey; t: SurveysT; locale: Locale }) {
  const signIn = useSignInHref(locale);
  return (
    <div className={column} data-page-state="anonymous">
      <Alert
        tone="info"
        title={t('portal.surveys.anonymous.title')}
        actions={
          <Button variant="primary" size="small" href={signIn}>
            {t('portal.surveys.anonymous.signIn')}
          </Button>
        }
      >
        {t('portal.surveys.anonymous.description')}
      </Alert>
      <QuestionList questions={survey.questions} t={t} />
    </div>
  );
}

/** A signed-in player: the form until they answer, then their stored answers, read-only. */
function PlayerSurvey({ survey, t, locale }: { survey: Survey; t: SurveysT; locale: Locale }) {
  const answers = useData(surveyAnswersQuery(survey.id));
  const [notice, setNotice] = useState<AnswersNotice>(null);
  if (answers.view.status === 'loading') return <Loading label={t('portal.surveys.answers.loading')} />;
  if (answers.view.status === 'failed') {
    return <LoadFailed error={answers.view.error} reload={answers.reload} t={t} which="answers" />;
  }
  const stored = answers.view.value;
  if (stored !== null) {
    return <AnswersView questions={survey.questions} stored={stored} notice={notice} locale={locale} t={t} />;
  }
  return (
    <SurveyForm
      survey={survey}
      t={t}
      onStored={(value) => {
        setNotice('sent');
        appData.set(surveyAnswersQuery(survey.id).key, value);
      }}
      onAlreadyAnswered={async () => {
        setNotice('already');
        await answers.reload();
        return appData.entry(surveyAnswersQuery(survey.id).key).value != null;
      }}
    />
  );
}

/**
 * `/{locale}/survey/{id}`: a survey's questions (single and multiple choice, rating, free text). Anyone can read
 * them; answering needs sign-in. Answers are stored once: a player who has answered, or whose second submission
 * is refused (409 `survey_answered`), sees the stored answers read-only. A survey the API does not know is the
 * non-fatal 404 page; a load that fails shows a failure state with "Try again".
 */
export function SurveyPage() {
  const { t, locale } = useT<typeof surveysMessages>();
  const { pathname } = useLocation();
  const id = surveyIdOf(useParams().id);
  const survey = useData(surveyQuery(id));
  const status = useSession((state) => state.status);
  const loaded = survey.view.status === 'ready' ? survey.view.value : undefined;
  const routeTitle = t('portal.page.survey.title');
  usePageTitle(loaded?.title ?? routeTitle);

  const missing =
    id === null ||
    (survey.view.status === 'failed' &&
      survey.view.error instanceof ApiRequestError &&
      survey.view.error.status === 404);
  if (missing) throw pageNotFound(pathname);

  let body: React.ReactNode;
  if (survey.view.status === 'loading') body = <Loading label={t('portal.surveys.loading')} lines={6} />;
  else if (survey.view.status === 'failed') {
    body = <LoadFailed error={survey.view.error} reload={survey.reload} t={t} which="survey" />;
  } else if (survey.view.value.questions.length === 0) {
    body = (
      <EmptyState
        icon={<MynaconInformation />}
        headingLevel={2}
        title={t('portal.surveys.empty.title')}
        description={t('portal.surveys.empty.description')}
        data-page-state="empty"
      />
    );
  } else if (status === 'loading') body = <Loading label={t('portal.surveys.answers.loading')} />;
  else if (status === 'authenticated') body = <PlayerSurvey survey={survey.view.value} t={t} locale={locale} />;
  else body = <AnonymousSurvey survey={survey.view.value} t={t} locale={locale} />;

  return (
    <div className={pageColumn} data-component="SurveyPage" data-survey-id={id}>
      <PageHeader
        title={loaded?.title ?? routeTitle}
        {...(loaded && loaded.description !== '' ? { description: loaded.description } : {})}
      />
      {body}
    </div>
  );
}
