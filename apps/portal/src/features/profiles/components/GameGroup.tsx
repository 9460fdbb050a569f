import type { Locale } from '@mynacon/contract/locale';
import { Card } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { cardGrid } from '../../../lib/page/page.css';
import { coverUrl, type ProfileGroup } from '../lib/profile-groups';
import { ProfileCard, type ProfilesT } from './ProfileCard';
import { group as groupClass, sectionList } from './profiles.css';
import { useControllerName, useCoverTemplate } from './shared';
import { type ProfileActions, useProfileActions } from './useProfileActions';

/** A game's cover: the game database's big cover, or the designed tile when it fails to load. */
export function GameCover({
  game,
  coverTemplate,
  locale,
  t,
  linked = true,
}: {
  game: Pick<ProfileGroup, 'code' | 'name' | 'imageId' | 'profiles'>;
  coverTemplate: string | undefined;
  locale: Locale;
  t: ProfilesT;
  linked?: boolean;
}) {
  const src = coverUrl(coverTemplate, game.imageId);
  return (
    <Card
      variant="media"
      as="div"
      headingLevel={2}
      title={game.name}
      {...(linked ? { href: href('profile-detail', { detail: game.code }, locale) } : {})}
      {...(src === undefined ? {} : { image: { src, alt: '', width: 264, height: 374 } })}
      fallbackLabel={game.name}
      data-game={game.code}
    >
      {t('portal.profiles.group.count', { count: game.profiles.length })}
    </Card>
  );
}

/** What every game of the list draws its profiles with. */
export interface GameGroupShared {
  coverTemplate: string | undefined;
  actions: ProfileActions;
  locale: Locale;
  t: ProfilesT;
  controllerName: (sku: string | null) => string | undefined;
}

/** What a page showing games with their profiles passes each game: the player's actions, names and covers. */
export function useGameGroupShared(t: ProfilesT, locale: Locale): GameGroupShared {
  const actions = useProfileActions();
  const controllerName = useControllerName();
  const coverTemplate = useCoverTemplate();
  return { coverTemplate, actions, locale, t, controllerName };
}

/** One game of the list: its cover and name, then its published profiles. */
export function GameGroup({
  group,
  coverTemplate,
  actions,
  locale,
  t,
  controllerName,
}: GameGroupShared & { group: ProfileGroup }) {
  return (
    <li className={groupClass} data-group={group.code}>
      <GameCover game={group} coverTemplate={coverTemplate} locale={locale} t={t} />
      <ul className={cardGrid} aria-label={t('portal.profiles.group.list', { game: group.name })}>
        {group.profiles.map((profile) => (
          <ProfileCard
            key={profile.id}
            profile={profile}
            actions={actions}
            locale={locale}
            t={t}
            controllerName={controllerName(profile.product_sku)}
          />
        ))}
      </ul>
    </li>
  );
}

/** The list of games with their profiles, as /profile/all and a product's page show it. */
export function GameGroupList({
  groups,
  label,
  ...shared
}: GameGroupShared & {
  groups: readonly ProfileGroup[];
  /** The list's accessible name: the page's title. */
  label: string;
}) {
  return (
    <ul className={sectionList} aria-label={label} data-page-state="list">
      {groups.map((group) => (
        <GameGroup key={group.id} group={group} {...shared} />
      ))}
    </ul>
  );
}
