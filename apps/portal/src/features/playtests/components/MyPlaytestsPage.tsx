import type { Locale } from '@mynacon/contract/locale';
import { Alert, Badge, Button, Card, PageHeader, platformDisplayName } from '@mynacon/ui';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { href } from '../../../config/paths';
import { playtestQuery } from '../../../lib/data/queries';
import { appData } from '../../../lib/data/store';
import { useData } from '../../../lib/data/useData';
import type { Registration } from '../../../lib/http/calls/get-my-playtests';
import { failureOf, refusalCodesOf, textOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { ConfirmAction } from '../../../lib/page/ConfirmAction';
import { facts, factValue, pageColumn, rowList } from '../../../lib/page/page.css';
import { withdrawFromPlaytest } from '../api/withdraw-from-playtest';
import { playtestQueries } from '../lib/queries';
import { canWithdraw, formatDay, formatRange, playtestState, stateTones, surveyState } from '../lib/state';
import type playtestsMessages from '../messages/en-GB.json';
import { Empty, LoadView, type PlaytestsT } from './states';

const registrationTones = { registered: 'info', selected: 'success', not_selected: 'neutral' } as const;

function RegistrationCard({
  registration,
  now,
  t,
  locale,
  onWithdraw,
}: {
  registration: Registration;
  now: number;
  t: PlaytestsT;
  locale: Locale;
  onWithdraw: (registration: Registration) => Promise<string | null>;
}) {
  const { playtest } = registration;
  const state = playtestState(playtest, now);
  const survey = surveyState(registration, now);
  return (
    <Card
      as="li"
      headingLevel={2}
      title={playtest.title}
      header={<Badge tone={stateTones[state]}>{t(`portal.playtests.state.${state}`)}</Badge>}
      data-playtest={playtest.id}
      footer={
        survey === 'due' || canWithdraw(playtest, now) ? (
          <>
            {survey === 'due' && registration.survey_id !== null ? (
              <Button size="small" href={href('survey', { id: String(registration.survey_id) }, locale)}>
                {t('portal.playtests.mine.survey.answer')}
              </Button>
            ) : null}
            {canWithdraw(playtest, now) ? (
              <ConfirmAction
                triggerLabel={t('portal.playtests.mine.withdraw')}
                itemName={playtest.title}
                title={t('portal.playtests.mine.withdrawTitle', { title: playtest.title })}
                description={t('portal.playtests.mine.withdrawDescription')}
                confirmLabel={t('portal.playtests.mine.withdrawConfirm')}
                cancelLabel={t('portal.playtests.mine.keep')}
                onConfirm={() => onWithdraw(registration)}
              />
            ) : null}
          </>
        ) : undefined
      }
    >
      <dl className={facts}>
        <dt>{t('portal.playtests.mine.registration')}</dt>
        <dd className={factValue}>
          <Badge tone={registrationTones[registration.status]}>
            {t(`portal.playtests.mine.status.${registration.status}`)}
          </Badge>
        </dd>
        <dt>{t('portal.playtests.card.dates')}</dt>
        <dd className={factValue}>{formatRange(playtest.starts_at, playtest.ends_at, locale)}</dd>
        <dt>{t('portal.playtests.mine.platform')}</dt>
        <dd className={factValue}>{platformDisplayName(registration.platform)}</dd>
        <dt>{t('portal.playtests.mine.registeredOn')}</dt>
        <dd className={factValue}>{formatDay(registration.registered_at, locale)}</dd>
        {state === 'ended' ? null : (
          <>
            <dt>{t('portal.playtests.card.places')}</dt>
            <dd className={factValue} data-part="places-left">
              {t('portal.playtests.card.placesLeft', { count: playtest.places_left })}
            </dd>
          </>
        )}
        <dt>{t('portal.playtests.mine.survey.label')}</dt>
        <dd className={factValue} data-part="survey" data-survey={survey}>
          {survey === 'answered' && registration.survey_answered_at !== null
            ? t('portal.playtests.mine.survey.answered', { date: formatDay(registration.survey_answered_at, locale) })
            : t(`portal.playtests.mine.survey.${survey}`)}
        </dd>
      </dl>
    </Card>
  );
}

/**
 * `/playtests/my-playtests` (sign-in required): the player's registrations with their state and survey state, the
 * survey's link when one is due, and withdrawing before the playtest starts.
 */
export function MyPlaytestsPage() {
  const { t, locale } = useT<typeof playtestsMessages>();
  const title = t('portal.page.playtests-my-playtests.title');
  usePageTitle(title);
  const mine = useData(playtestQueries.mine);
  const registered = (useLocation().state as { registered?: string } | null)?.registered;
  const [notice, setNotice] = useState<string | null>(
    registered === undefined ? null : t('portal.playtests.mine.registered', { title: registered }),
  );
  const headingRef = useRef<HTMLDivElement>(null);
  const now = Date.now();

  const withdraw = async (registration: Registration): Promise<string | null> => {
    const { playtest } = registration;
    try {
      const answer = await withdrawFromPlaytest(playtest.id);
      const places = <T extends { id: number; places_left: number }>(item: T): T =>
        item.id === playtest.id ? { ...item, places_left: answer.places_left } : item;
      appData.update(playtestQuery(String(playtest.id)).key, places);
      appData.update(playtestQueries.open.key, (list) => list.map(places));
    } catch (error) {
      if (refusalCodesOf(error).includes('playtest_started')) return t('portal.playtests.mine.refused.started');
      const failure = failureOf(error);
      if (failure.kind === 'tooMany') return textOf(failure.message, t as never);
      // Already gone (another tab): the list catches up and the withdrawal is done.
      if (failure.kind !== 'notFound') return t('portal.playtests.mine.withdrawFailed');
    }
    mine.update((list) => list.filter((item) => item.playtest_id !== playtest.id));
    setNotice(t('portal.playtests.mine.withdrawn', { title: playtest.title }));
    headingRef.current?.focus();
    return null;
  };

  return (
    <div className={pageColumn} data-component="MyPlaytestsPage">
      <PageHeader title={title} description={t('portal.playtests.mine.intro')} />
      <div ref={headingRef} tabIndex={-1}>
        {notice === null ? null : (
          <Alert tone="success" onDismiss={() => setNotice(null)} data-part="notice">
            {notice}
          </Alert>
        )}
      </div>
      <LoadView
        view={mine.view}
        reload={mine.reload}
        t={t}
        ready={(items) =>
          items.length === 0 ? (
            <Empty
              title={t('portal.playtests.mine.empty.title')}
              description={t('portal.playtests.mine.empty.description')}
              action={{ label: t('portal.playtests.register.toOthers'), href: href('playtests_home', {}, locale) }}
            />
          ) : (
            <ul className={rowList} aria-label={title} data-page-state="list">
              {items.map((registration) => (
                <RegistrationCard
                  key={registration.playtest_id}
                  registration={registration}
                  now={now}
                  t={t}
                  locale={locale}
                  onWithdraw={withdraw}
                />
              ))}
            </ul>
          )
        }
      />
    </div>
  );
}
