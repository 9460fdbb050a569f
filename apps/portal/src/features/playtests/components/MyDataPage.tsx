import type { Locale } from '@mynacon/contract/locale';
import { Button, Card, Heading, MynaconDownload, PageHeader, platformDisplayName, Text } from '@mynacon/ui';
import { useEffect } from 'react';
import { useData } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { facts, factValue, pageColumn, rowList } from '../../../lib/page/page.css';
import type { PlaytestExport } from '../api/export-my-playtest-data';
import { exportFileName, exportFileText } from '../lib/export-file';
import { playtestQueries } from '../lib/queries';
import { formatDay, formatMoment } from '../lib/state';
import type playtestsMessages from '../messages/en-GB.json';
import { LoadView, type PlaytestsT } from './states';

/** Offers the export as a JSON file, made in the browser from the answer on screen. */
function download(data: PlaytestExport) {
  const url = URL.createObjectURL(new Blob([exportFileText(data)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data.generated_at);
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const answerText = (value: string | number | readonly string[], locale: Locale) =>
  Array.isArray(value)
    ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(value)
    : typeof value === 'number'
      ? new Intl.NumberFormat(locale).format(value)
      : String(value);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} data-part={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function ExportView({ data, t, locale }: { data: PlaytestExport; t: PlaytestsT; locale: Locale }) {
  const deviceName = (id: number | null) => data.devices.find((device) => device.id === id)?.name;
  return (
    <>
      <Text tone="muted" data-part="generated">
        {t('portal.playtests.data.generated', { date: formatMoment(data.generated_at, locale) })}
      </Text>
      <div>
        <Button icon={<MynaconDownload />} onPress={() => download(data)}>
          {t('portal.playtests.data.download')}
        </Button>
      </div>
      <Section id="playtest-data-registrations" title={t('portal.playtests.data.registrations')}>
        {data.registrations.length === 0 ? (
          <Text>{t('portal.playtests.data.none')}</Text>
        ) : (
          <ul className={rowList}>
            {data.registrations.map((item) => (
              <Card as="li" key={item.playtest_id} headingLevel={3} title={item.title}>
                <dl className={facts}>
                  <dt>{t('portal.playtests.card.game')}</dt>
                  <dd className={factValue}>{item.game_name}</dd>
                  <dt>{t('portal.playtests.card.dates')}</dt>
                  <dd className={factValue}>
                    {formatDay(item.starts_at, locale)} – {formatDay(item.ends_at, locale)}
                  </dd>
                  <dt>{t('portal.playtests.mine.registration')}</dt>
                  <dd className={factValue}>{t(`portal.playtests.mine.status.${item.status}`)}</dd>
                  <dt>{t('portal.playtests.mine.platform')}</dt>
                  <dd className={factValue}>{platformDisplayName(item.platform)}</dd>
                  <dt>{t('portal.playtests.data.device')}</dt>
                  <dd className={factValue}>{deviceName(item.device_id) ?? t('portal.playtests.data.noDevice')}</dd>
                  <dt>{t('portal.playtests.mine.registeredOn')}</dt>
                  <dd className={factValue}>{formatDay(item.registered_at, locale)}</dd>
                </dl>
              </Card>
            ))}
          </ul>
        )}
      </Section>
      <Section id="playtest-data-devices" title={t('portal.playtests.data.devices')}>
        {data.devices.length === 0 ? (
          <Text>{t('portal.playtests.data.none')}</Text>
        ) : (
          <ul>
            {data.devices.map((device) => (
              <li key={device.id}>
                {device.name} ({platformDisplayName(device.platform)})
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="playtest-data-answers" title={t('portal.playtests.data.answers')}>
        {data.survey_answers.length === 0 ? (
          <Text>{t('portal.playtests.data.none')}</Text>
        ) : (
          <ul className={rowList}>
            {data.survey_answers.map((survey) => (
              <Card as="li" key={survey.survey_id} headingLevel={3} title={survey.survey_title}>
                <Text tone="muted">
                  {t('portal.playtests.data.submitted', { date: formatDay(survey.submitted_at, locale) })}
                </Text>
                <dl className={facts}>
                  {survey.answers.map((answer) => (
                    <div key={answer.question_id} style={{ display: 'contents' }}>
                      <dt>{answer.question}</dt>
                      <dd className={factValue}>{answerText(answer.value, locale)}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/**
 * `/playtests/my-playtests-data` (sign-in required): the programme export as the server makes it now, shown
 * readably and downloadable as a JSON file.
 */
export function MyDataPage() {
  const { t, locale } = useT<typeof playtestsMessages>();
  const title = t('portal.page.playtests-my-playtests-data.title');
  usePageTitle(title);
  const exported = useData(playtestQueries.export);
  const { reload } = exported;
  // The export is the server's view as of now: asked again each time the page opens.
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <div className={pageColumn} data-component="MyDataPage">
      <PageHeader title={title} description={t('portal.playtests.data.intro')} />
      <LoadView
        view={exported.view}
        reload={exported.reload}
        t={t}
        ready={(data) => <ExportView data={data} t={t} locale={locale} />}
      />
    </div>
  );
}
