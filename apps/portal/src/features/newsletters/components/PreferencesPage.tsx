import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  EmptyState,
  FormSubmissionError,
  FormSubmit,
  Heading,
  MynaconNewsletter,
  MynaconSuccess,
  PageHeader,
  RadioGroup,
  RadioGroupItem,
  Text,
} from '@mynacon/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { href } from '../../../config/paths';
import { useData } from '../../../lib/data/useData';
import { textOf, tooManyRequestsOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { pageColumn } from '../../../lib/page/page.css';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import type { NewsletterPreferences } from '../api/get-newsletter-preferences';
import { updateNewsletterPreferences } from '../api/update-newsletter-preferences';
import {
  bodyOf,
  type Choice,
  frequencies,
  frequencyOf,
  isSubscribed,
  preferencesProblemOf,
  sameChoice,
  topics,
  topicsOf,
  unsubscribedFrom,
} from '../lib/preferences';
import { preferencesQuery } from '../lib/queries';
import type newslettersMessages from '../messages/en-GB.json';
import { actions, focusTarget, savedNote, section } from './newsletters.css';
import { LoadView, type NewslettersT } from './states';

/** The refusal state: the API does not know the link's id. */
function UnknownLink({ t }: { t: NewslettersT }) {
  const { locale } = useT();
  return (
    <EmptyState
      icon={<MynaconNewsletter />}
      headingLevel={2}
      title={t('portal.newsletters.preferences.unknown.title')}
      description={t('portal.newsletters.preferences.unknown.description')}
      action={{
        label: t('portal.newsletters.preferences.unknown.action'),
        href: href('newsletter-archive', {}, locale),
      }}
      data-page-state="unknown"
    />
  );
}

const choiceOf = (preferences: NewsletterPreferences): Choice => ({
  topics: topicsOf(preferences.topics),
  frequency: preferences.frequency,
});

/** The form of loaded preferences: topics, frequency, saving, and unsubscribing from all. */
function PreferencesForm({
  id,
  saved,
  onSaved,
  onGone,
  t,
}: {
  id: string;
  saved: NewsletterPreferences;
  onSaved: (preferences: NewsletterPreferences) => void;
  onGone: () => void;
  t: NewslettersT;
}) {
  const { locale } = useT();
  const formTitleId = useId();
  const unsubscribeTitleId = useId();
  const savedChoice = choiceOf(saved);
  const [choice, setChoice] = useState<Choice>(savedChoice);
  const [justSaved, setJustSaved] = useState(false);
  const [unsubscribing, setUnsubscribing] = useState(false);
  const [unsubscribeError, setUnsubscribeError] = useState<string | undefined>(undefined);
  const [focusNotice, setFocusNotice] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusNotice) return;
    notice.current?.focus();
    setFocusNotice(false);
  }, [focusNotice]);

  const send = async (next: Choice) => {
    const answer = await updateNewsletterPreferences(id, bodyOf(next));
    onSaved(answer);
    setChoice(choiceOf(answer));
    setJustSaved(true);
  };
  /** The message of a failed change, or undefined when the link turned out to be unknown (the page says so). */
  const failureText = (error: unknown): string | undefined => {
    const problem = preferencesProblemOf(error);
    if (problem === 'unknown') {
      onGone();
      return undefined;
    }
    if (problem === 'throttled') return textOf(tooManyRequestsOf(error), t);
    return t(`portal.newsletters.preferences.error.${problem}`);
  };
  const retry = useSubmitRetry();
  const submit = async () => {
    try {
      await send(choice);
      retry.clear();
    } catch (error) {
      if (retry.offered(error)) return;
      const formError = failureText(error);
      if (formError !== undefined) return new FormSubmissionError({ formError });
    }
  };
  const unsubscribe = async () => {
    setUnsubscribing(true);
    setUnsubscribeError(undefined);
    try {
      await send(unsubscribedFrom(savedChoice));
      setFocusNotice(true);
    } catch (error) {
      setUnsubscribeError(failureText(error));
    } finally {
      setUnsubscribing(false);
    }
  };

  const subscribed = isSubscribed(savedChoice);
  const showSaved = justSaved && sameChoice(choice, savedChoice);
  const changedOn = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(saved.updated_at),
  );
  return (
    <>
      {subscribed ? null : (
        <div ref={notice} tabIndex={-1} className={focusTarget} data-page-state="unsubscribed">
          <Alert tone="info" title={t('portal.newsletters.preferences.unsubscribed.title')}>
            {t('portal.newsletters.preferences.unsubscribed.description')}
          </Alert>
        </div>
      )}
      <section className={section} aria-labelledby={formTitleId}>
        <Heading level={2} id={formTitleId}>
          {t('portal.newsletters.preferences.formTitle')}
        </Heading>
        <RetryForm retry={retry} onSubmit={submit} aria-labelledby={formTitleId} className={section}>
          <CheckboxGroup
            name="topics"
            label={t('portal.newsletters.preferences.topics.label')}
            description={t('portal.newsletters.preferences.topics.description')}
            value={[...choice.topics]}
            onChange={(values) => {
              setChoice((current) => ({ ...current, topics: topicsOf(values) }));
              setJustSaved(false);
            }}
          >
            {topics.map((topic) => (
              <Checkbox
                key={topic}
                value={topic}
                description={t(`portal.newsletters.preferences.topic.${topic}.description`)}
              >
                {t(`portal.newsletters.preferences.topic.${topic}`)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <RadioGroup
            name="frequency"
            label={t('portal.newsletters.preferences.frequency.label')}
            value={choice.frequency}
            onChange={(value) => {
              setChoice((current) => ({ ...current, frequency: frequencyOf(value, current.frequency) }));
              setJustSaved(false);
            }}
          >
            {frequencies.map((frequency) => (
              <RadioGroupItem key={frequency} value={frequency}>
                {t(`portal.newsletters.preferences.frequency.${frequency}`)}
              </RadioGroupItem>
            ))}
          </RadioGroup>
          <div className={actions}>
            <FormSubmit>{t('portal.newsletters.preferences.save')}</FormSubmit>
            <span role="status" className={savedNote} data-part="saved">
              {showSaved ? (
                <Text as="span" tone="success" weight="medium">
                  <MynaconSuccess size="small" /> {t('portal.newsletters.preferences.saved')}
                </Text>
              ) : null}
            </span>
          </div>
          <Text tone="muted" size="sm" data-part="changed">
            {t('portal.newsletters.preferences.changedOn', { date: changedOn })}
          </Text>
        </RetryForm>
      </section>
      {subscribed ? (
        <section className={section} aria-labelledby={unsubscribeTitleId}>
          <Heading level={2} id={unsubscribeTitleId}>
            {t('portal.newsletters.preferences.unsubscribe.title')}
          </Heading>
          <Text>{t('portal.newsletters.preferences.unsubscribe.description')}</Text>
          <div className={actions}>
            <Button variant="secondary" isLoading={unsubscribing} onPress={() => void unsubscribe()}>
              {t('portal.newsletters.preferences.unsubscribe.action')}
            </Button>
          </div>
          {unsubscribeError === undefined ? null : (
            <Alert tone="danger" live>
              {unsubscribeError}
            </Alert>
          )}
        </section>
      ) : null}
    </>
  );
}

/**
 * `/newsletter/{id}` (newsletter_preferences), reached from the link of a newsletter e-mail: the topics and how often,
 * saved with "Saved" as feedback, and unsubscribing from all at once. The route's guard has checked the id's form
 * (64 hexadecimal characters); an id the API does not know is a designed message, not an error page.
 */
export function PreferencesPage() {
  const { t } = useT<typeof newslettersMessages>();
  const title = t('portal.page.newsletter_preferences.title');
  usePageTitle(title);
  const id = useParams().id ?? '';
  const { view, reload, update } = useData(preferencesQuery(id));
  const [gone, setGone] = useState(false);
  const unknown = gone || (view.status === 'failed' && preferencesProblemOf(view.error) === 'unknown');
  const preferences = view.status === 'ready' ? view.value : undefined;
  return (
    <div className={pageColumn} data-component="NewsletterPreferences">
      <PageHeader
        title={title}
        description={
          preferences === undefined || unknown
            ? undefined
            : t('portal.newsletters.preferences.address', { email: preferences.email })
        }
      />
      {unknown ? (
        <UnknownLink t={t} />
      ) : (
        <>
          <Text>{t('portal.newsletters.preferences.intro')}</Text>
          <LoadView
            view={view}
            reload={reload}
            t={t}
            loading={t('portal.newsletters.preferences.loading')}
            ready={(value) => (
              <PreferencesForm
                id={id}
                saved={value}
                onSaved={(next) => update(() => next)}
                onGone={() => setGone(true)}
                t={t}
              />
            )}
          />
        </>
      )}
    </div>
  );
}
