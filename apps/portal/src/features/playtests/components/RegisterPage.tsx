import type { Locale } from '@mynacon/contract/locale';
import {
  Alert,
  Button,
  Checkbox,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  PageHeader,
  PlatformSelect,
  platformDisplayName,
  Select,
  Text,
} from '@mynacon/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { href } from '../../../config/paths';
import { playerQueries } from '../../../lib/data/player-queries';
import { playtestQuery } from '../../../lib/data/queries';
import { appData } from '../../../lib/data/store';
import { joinViews, useData } from '../../../lib/data/useData';
import type { Playtest } from '../../../lib/http/calls/get-playtest';
import { failureOf, invalidInputOf, refusalCodesOf, textOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { facts, factValue, pageColumn } from '../../../lib/page/page.css';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { registerForPlaytest } from '../api/register-for-playtest';
import { playtestQueries } from '../lib/queries';
import { playtestState, type RegistrationRefusal, registrationRefusalOf } from '../lib/state';
import type playtestsMessages from '../messages/en-GB.json';
import { AddDeviceDialog } from './AddDeviceDialog';
import { PlaytestFacts } from './PlaytestCard';
import { formColumn } from './playtests.css';
import { LoadView, type PlaytestsT } from './states';

/** What the page shows after the registration was refused, or before, when registration has closed. */
function Refused({ kind, t, locale }: { kind: RegistrationRefusal; t: PlaytestsT; locale: Locale }) {
  const ref = useRef<HTMLDivElement>(null);
  // The form is gone: focus moves to the message that took its place.
  useEffect(() => ref.current?.focus(), []);
  const action =
    kind === 'alreadyRegistered'
      ? { label: t('portal.playtests.register.toMine'), to: href('playtests-my-playtests', {}, locale) }
      : { label: t('portal.playtests.register.toOthers'), to: href('playtests_home', {}, locale) };
  return (
    <div ref={ref} tabIndex={-1} data-page-state={`refused-${kind}`}>
      <Alert
        tone={kind === 'alreadyRegistered' ? 'info' : 'warning'}
        title={t(`portal.playtests.register.refused.${kind}.title`)}
        actions={
          <Button variant="secondary" size="small" href={action.to}>
            {action.label}
          </Button>
        }
      >
        {t(`portal.playtests.register.refused.${kind}.description`)}
      </Alert>
    </div>
  );
}

function Summary({ playtest, t, locale }: { playtest: Playtest; t: PlaytestsT; locale: Locale }) {
  return (
    <dl className={facts} data-part="summary">
      <dt>{t('portal.playtests.card.game')}</dt>
      <dd className={factValue}>{playtest.game_name}</dd>
      <PlaytestFacts playtest={playtest} open t={t} locale={locale} />
    </dl>
  );
}

function RegistrationForm({
  playtest,
  devices,
  t,
  locale,
  onRefused,
}: {
  playtest: Playtest;
  devices: { id: number; name: string; platform: string }[];
  t: PlaytestsT;
  locale: Locale;
  onRefused: (kind: RegistrationRefusal) => void;
}) {
  const navigate = useNavigate();
  const retry = useSubmitRetry();
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const submit = async (values: FormValues) => {
    try {
      const registration = await registerForPlaytest(playtest.id, {
        platform: String(values.platform ?? ''),
        device_id: Number(values.device),
      });
      const places = (item: Playtest) =>
        item.id === playtest.id ? { ...item, places_left: registration.playtest.places_left } : item;
      appData.update(playtestQuery(String(playtest.id)).key, places);
      appData.update(playtestQueries.open.key, (list) => list.map(places));
      appData.update(playtestQueries.mine.key, (list) => [
        registration,
        ...list.filter((item) => item.playtest_id !== playtest.id),
      ]);
      retry.clear();
      await navigate(href('playtests-my-playtests', {}, locale), { state: { registered: playtest.title } });
    } catch (error) {
      if (retry.offered(error)) return;
      const refusal = registrationRefusalOf(refusalCodesOf(error));
      if (refusal !== null) {
        onRefused(refusal);
        return;
      }
      const failure = failureOf(error, (path) =>
        path === 'platform' ? 'platform' : path === 'device_id' ? 'device' : undefined,
      );
      if (failure.kind === 'signedOut') return;
      if (failure.kind === 'invalid') {
        return new FormSubmissionError(invalidInputOf(failure, t as never));
      }
      return new FormSubmissionError({
        formError:
          failure.kind === 'notFound'
            ? t('portal.playtests.register.notFound')
            : failure.kind === 'tooMany'
              ? textOf(failure.message, t as never)
              : t('portal.playtests.register.failed'),
      });
    }
  };
  return (
    <RetryForm
      retry={retry}
      onSubmit={submit}
      aria-label={t('portal.playtests.register.formLabel')}
      className={formColumn}
    >
      <PlatformSelect
        name="platform"
        label={t('portal.playtests.register.platform')}
        placeholder={t('portal.playtests.register.platformPlaceholder')}
        options={playtest.platforms.map((name) => ({ id: name, name }))}
        isRequired
      />
      <Select
        name="device"
        label={t('portal.playtests.register.device')}
        placeholder={t('portal.playtests.register.devicePlaceholder')}
        description={
          devices.length === 0 ? t('portal.playtests.register.noDevice') : t('portal.playtests.register.deviceHint')
        }
        items={devices.map((device) => ({
          id: String(device.id),
          label: `${device.name} (${platformDisplayName(device.platform)})`,
        }))}
        selectedKey={deviceId}
        onSelectionChange={setDeviceId}
        isRequired
      />
      <div>
        <AddDeviceDialog
          t={t}
          onAdded={(device) => {
            setDeviceId(String(device.id));
            setAdded(t('portal.playtests.device.added', { name: device.name }));
          }}
        />
      </div>
      {added === null ? null : (
        <Alert tone="success" data-part="device-added">
          {added}
        </Alert>
      )}
      <Checkbox
        name="terms"
        isRequired
        errorMessage={t('portal.playtests.register.termsRequired')}
        description={t('portal.playtests.register.termsDescription')}
      >
        {t('portal.playtests.register.terms')}
      </Checkbox>
      <FormSubmit>{t('portal.playtests.register.submit')}</FormSubmit>
    </RetryForm>
  );
}

/**
 * `/playtests/{id}/register` (sign-in required; the guard made sure the playtest exists): the playtest, and the
 * form with a platform among the playtest's, one of the player's devices (one can be added in a dialog without
 * leaving the form) and the playtest's terms. A refusal (full, already registered, registration ended) takes the
 * form's place with its own message; success leads to the player's playtests.
 */
export function RegisterPage() {
  const { t, locale } = useT<typeof playtestsMessages>();
  const id = useParams().id ?? '';
  const playtest = useData(playtestQuery(id));
  const devices = useData(playerQueries.devices);
  const [refused, setRefused] = useState<RegistrationRefusal | null>(null);
  const name = playtest.view.status === 'ready' ? playtest.view.value.title : undefined;
  const title =
    name === undefined ? t('portal.page.playtest-register.title') : t('portal.playtests.register.title', { name });
  usePageTitle(title);
  const now = Date.now();
  return (
    <div className={pageColumn} data-component="RegisterPage">
      <PageHeader title={title} description={t('portal.playtests.register.intro')} />
      <LoadView
        view={joinViews(playtest.view, devices.view)}
        reload={() => Promise.all([playtest.reload(), devices.reload()])}
        t={t}
        ready={([value, list]) => {
          const state = playtestState(value, now);
          const closed = state === 'closed' || state === 'running' || state === 'ended';
          return (
            <>
              <Summary playtest={value} t={t} locale={locale} />
              {value.description === '' ? null : <Text>{value.description}</Text>}
              {refused !== null || closed ? (
                <Refused kind={refused ?? 'closed'} t={t} locale={locale} />
              ) : (
                <>
                  {state === 'full' ? (
                    <Alert tone="warning" title={t('portal.playtests.register.fullNow')} data-part="full-now" />
                  ) : null}
                  <RegistrationForm playtest={value} devices={list} t={t} locale={locale} onRefused={setRefused} />
                </>
              )}
            </>
          );
        }}
      />
    </div>
  );
}
