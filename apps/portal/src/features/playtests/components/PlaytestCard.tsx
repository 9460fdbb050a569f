import type { Locale } from '@mynacon/contract/locale';
import { Badge, Button, Card, platformDisplayName, VisuallyHidden } from '@mynacon/ui';
import { href } from '../../../config/paths';
import type { Playtest } from '../../../lib/http/calls/get-playtest';
import { facts, factValue } from '../../../lib/page/page.css';
import { formatMoment, formatRange, playtestState, stateTones } from '../lib/state';
import type { PlaytestsT } from './states';

/** A game's big cover from the configured template, or none (the card shows its designed tile). */
export function coverUrl(template: string | undefined, imageId: string): string | undefined {
  return template === undefined ? undefined : template.replaceAll('{image_id}', encodeURIComponent(imageId));
}

/** The playtest's platforms by the names players know (spec section 3: `PlayStation::PS5` → “PS5”). */
export const platformList = (platforms: readonly string[], locale: Locale) =>
  new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(platforms.map(platformDisplayName));

/**
 * A playtest's dates and platforms and, while its registration is open, when that ends and the places left: the
 * `dt`/`dd` pairs the card and the registration page's summary put in their list of facts.
 */
export function PlaytestFacts({
  playtest,
  open,
  t,
  locale,
}: {
  playtest: Playtest;
  open: boolean;
  t: PlaytestsT;
  locale: Locale;
}) {
  return (
    <>
      <dt>{t('portal.playtests.card.dates')}</dt>
      <dd className={factValue}>{formatRange(playtest.starts_at, playtest.ends_at, locale)}</dd>
      <dt>{t('portal.playtests.card.platforms')}</dt>
      <dd className={factValue}>{platformList(playtest.platforms, locale)}</dd>
      {open ? (
        <>
          <dt>{t('portal.playtests.card.registrationEnds')}</dt>
          <dd className={factValue}>{formatMoment(playtest.registration_ends_at, locale)}</dd>
          <dt>{t('portal.playtests.card.places')}</dt>
          <dd className={factValue} data-part="places-left">
            {t('portal.playtests.card.placesLeft', { count: playtest.places_left })}
          </dd>
        </>
      ) : null}
    </>
  );
}

/**
 * One playtest: the game's cover, its title, state, dates in the player's language and time zone, platforms and
 * places left; a passed one says how it ended. An open one offers registration.
 */
export function PlaytestCard({
  playtest,
  coverTemplate,
  locale,
  now,
  t,
}: {
  playtest: Playtest;
  coverTemplate: string | undefined;
  locale: Locale;
  now: number;
  t: PlaytestsT;
}) {
  const state = playtestState(playtest, now);
  const src = coverUrl(coverTemplate, playtest.igdb_image_id);
  const open = state === 'open' || state === 'full';
  return (
    <Card
      as="li"
      variant="media"
      headingLevel={2}
      title={playtest.title}
      header={<Badge tone={stateTones[state]}>{t(`portal.playtests.state.${state}`)}</Badge>}
      {...(src === undefined ? {} : { image: { src, alt: '', width: 264, height: 374 } })}
      fallbackLabel={playtest.game_name}
      data-playtest={playtest.id}
      data-state={state}
      footer={
        open ? (
          <Button
            size="small"
            variant={state === 'open' ? 'primary' : 'secondary'}
            href={href('playtest-register', { id: String(playtest.id) }, locale)}
          >
            {t('portal.playtests.card.register')}
            <VisuallyHidden> {playtest.title}</VisuallyHidden>
          </Button>
        ) : undefined
      }
    >
      <dl className={facts}>
        <PlaytestFacts playtest={playtest} open={open} t={t} locale={locale} />
        {playtest.outcome === null ? null : (
          <>
            <dt>{t('portal.playtests.outcome.participants')}</dt>
            <dd className={factValue}>{new Intl.NumberFormat(locale).format(playtest.outcome.participants)}</dd>
            <dt>{t('portal.playtests.outcome.message')}</dt>
            <dd className={factValue} data-part="outcome">
              {playtest.outcome.message}
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}
