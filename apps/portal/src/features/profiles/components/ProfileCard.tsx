import type { Profile } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import {
  Badge,
  Button,
  Card,
  MynaconHeart,
  MynaconHeartFilled,
  MynaconThumbDown,
  MynaconThumbUp,
  platformDisplayName,
} from '@mynacon/ui';
import { href } from '../../../config/paths';
import type { Translate } from '../../../lib/i18n/useT';
import { facts, factValue } from '../../../lib/page/page.css';
import type profilesMessages from '../messages/en-GB.json';
import { actions, note } from './profiles.css';
import type { ActionNote, ProfileActions } from './useProfileActions';

export type ProfilesT = Translate<typeof profilesMessages>;

function noteText(value: ActionNote | undefined, t: ProfilesT): string {
  if (value === undefined) return '';
  if (value.kind === 'voted') return t('portal.profiles.votes.accepted');
  if (value.kind === 'favorite-added') return t('portal.profiles.favorite.added');
  if (value.kind === 'favorite-removed') return t('portal.profiles.favorite.removed');
  return t(`portal.profiles.refusal.${value.refusal}`);
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

export interface ProfileCardProps {
  profile: Profile;
  actions: ProfileActions;
  locale: Locale;
  t: ProfilesT;
  /** The controller's name in the catalogue, when the profile is made for one. */
  controllerName?: string | undefined;
  headingLevel?: 2 | 3 | 4;
  /** Links the title to the profile's own page. @default true */
  linked?: boolean;
}

/**
 * One profile: its title (always text, never markup), platform, controller and date, the vote counters and the
 * player's own vote, and the buttons to vote and to keep it in the favourites.
 */
export function ProfileCard({
  profile,
  actions: profileActions,
  locale,
  t,
  controllerName,
  headingLevel = 3,
  linked = true,
}: ProfileCardProps) {
  const mine = profileActions.myVote(profile.id);
  const favorite = profileActions.isFavorite(profile.id);
  const shown = noteText(profileActions.noteOf(profile.id), t);
  const refused = profileActions.noteOf(profile.id)?.kind === 'refused';
  return (
    <Card
      as="li"
      headingLevel={headingLevel}
      title={profile.title}
      {...(linked
        ? { href: href('profile-detail', { detail: `${profile.profile_game.code}/${profile.id}` }, locale) }
        : {})}
      header={
        profile.status === '0' ? (
          <Badge tone="neutral">{t('portal.profiles.mine.draft')}</Badge>
        ) : profile.featured === 1 ? (
          <Badge tone="info">{t('portal.profiles.featured')}</Badge>
        ) : undefined
      }
      data-profile={profile.id}
      footer={
        profile.status === '1' ? (
          <div className={actions}>
            <Button
              variant={mine === 'up' ? 'primary' : 'secondary'}
              size="small"
              icon={<MynaconThumbUp />}
              onPress={() => profileActions.vote(profile, 'up')}
            >
              {t('portal.profiles.votes.up')}
            </Button>
            <Button
              variant={mine === 'down' ? 'primary' : 'secondary'}
              size="small"
              icon={<MynaconThumbDown />}
              onPress={() => profileActions.vote(profile, 'down')}
            >
              {t('portal.profiles.votes.down')}
            </Button>
            <Button
              variant="ghost"
              size="small"
              icon={favorite ? <MynaconHeartFilled /> : <MynaconHeart />}
              onPress={() => profileActions.toggleFavorite(profile)}
            >
              {favorite ? t('portal.profiles.favorite.remove') : t('portal.profiles.favorite.add')}
            </Button>
            <p className={note} role="status" data-part="note" data-refused={refused || undefined}>
              {shown}
            </p>
          </div>
        ) : undefined
      }
    >
      <dl className={facts}>
        <dt>{t('portal.profiles.card.platform')}</dt>
        <dd className={factValue}>{platformDisplayName(profile.platform)}</dd>
        {controllerName === undefined ? null : (
          <>
            <dt>{t('portal.profiles.card.controller')}</dt>
            <dd className={factValue}>{controllerName}</dd>
          </>
        )}
        <dt>{t('portal.profiles.card.created')}</dt>
        <dd className={factValue}>
          <time dateTime={profile.created_at}>{formatDate(profile.created_at, locale)}</time>
        </dd>
      </dl>
      <p data-part="votes" data-up={profile.positive_votes} data-down={profile.negative_votes}>
        {t('portal.profiles.votes.counts', { up: profile.positive_votes, down: profile.negative_votes })}
        {mine === undefined ? null : (
          <>
            {' · '}
            <strong data-part="my-vote">{t(`portal.profiles.votes.mine.${mine}`)}</strong>
          </>
        )}
      </p>
    </Card>
  );
}
