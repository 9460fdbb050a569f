import { Heading, ResponseCurveChart, Skeleton, Text } from '@mynacon/ui';
import { useData } from '../../../lib/data/useData';
import { facts, factValue } from '../../../lib/page/page.css';
import { profileQueries } from '../lib/queries';
import type { ProfilesT } from './ProfileCard';
import { settings as settingsClass } from './profiles.css';

/** A profile's controller settings: both sticks' response curves, the mapping, the triggers and vibration. */
export function ProfileSettingsView({ profileId, t }: { profileId: number; t: ProfilesT }) {
  const { view } = useData(profileQueries.settings(profileId));
  let body: React.ReactNode;
  if (view.status === 'loading') body = <Skeleton lines={6} label={t('portal.profiles.settings.loading')} />;
  else if (view.status === 'failed') {
    body = (
      <Text as="p" data-page-state="settings-failed">
        {t('portal.profiles.settings.failed')}
      </Text>
    );
  } else {
    const { sticks, button_mapping: mapping, triggers, vibration } = view.value;
    body = (
      <div className={settingsClass}>
        {(['left', 'right'] as const).map((side) => {
          const stick = sticks[side];
          const label = t(`portal.profiles.settings.stick.${side}`);
          return (
            <ResponseCurveChart
              key={side}
              label={label}
              curves={[{ id: side, name: label, points: stick.response_curve.points }]}
              deadZone={stick.dead_zone / 100}
              description={t('portal.profiles.settings.curve', {
                name: t(`portal.profiles.settings.curve.${stick.response_curve.name}`),
                deadZone: stick.dead_zone,
              })}
            />
          );
        })}
        <section aria-labelledby="profile-mapping">
          <Heading level={3} size="lg" id="profile-mapping">
            {t('portal.profiles.settings.mapping')}
          </Heading>
          {mapping.length === 0 ? (
            <Text as="p">{t('portal.profiles.settings.mapping.empty')}</Text>
          ) : (
            <dl className={facts} data-part="mapping">
              {mapping.map((item) => (
                <div key={item.input} style={{ display: 'contents' }}>
                  <dt>{t(`portal.profiles.input.${item.input}`)}</dt>
                  <dd className={factValue}>{item.action}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby="profile-triggers">
          <Heading level={3} size="lg" id="profile-triggers">
            {t('portal.profiles.settings.triggers')}
          </Heading>
          <dl className={facts}>
            {(['left', 'right'] as const).map((side) => (
              <div key={side} style={{ display: 'contents' }}>
                <dt>{t(`portal.profiles.settings.trigger.${side}`)}</dt>
                <dd className={factValue}>{t('portal.profiles.settings.trigger.range', triggers[side])}</dd>
              </div>
            ))}
            <dt>{t('portal.profiles.settings.vibration')}</dt>
            <dd className={factValue}>
              {vibration.intensity === 0
                ? t('portal.profiles.settings.vibration.off')
                : t('portal.profiles.settings.vibration.value', { intensity: vibration.intensity })}
            </dd>
          </dl>
        </section>
      </div>
    );
  }
  return (
    <section aria-labelledby="profile-settings" data-part="settings">
      <Heading level={2} id="profile-settings">
        {t('portal.profiles.settings.title')}
      </Heading>
      {body}
    </section>
  );
}
