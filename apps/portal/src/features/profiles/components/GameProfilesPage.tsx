import { Link, PageHeader } from '@mynacon/ui';
import { useParams } from 'react-router';
import { href } from '../../../config/paths';
import { sharedQueries } from '../../../lib/data/queries';
import { useData, useStoredValue } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { cardGrid, pageColumn, rowList } from '../../../lib/page/page.css';
import { siteData } from '../../../lib/startup/site-data';
import { allProfiles, groupProfiles } from '../lib/profile-groups';
import { parseDetail } from '../lib/votes';
import type profilesMessages from '../messages/en-GB.json';
import { GameCover } from './GameGroup';
import { ProfileCard } from './ProfileCard';
import { ProfileSettingsView } from './ProfileSettingsView';
import { group as groupClass } from './profiles.css';
import { useControllerName, useCoverTemplate } from './shared';
import { Empty, LoadView } from './states';
import { PlayerProfileData, useProfileActions } from './useProfileActions';

/**
 * `/profile/{code}` shows a game and its published profiles; `/profile/{code}/{id}` opens one profile with its
 * controller settings. The route's guard has checked that both exist.
 */
export function GameProfilesPage() {
  const { t, locale } = useT<typeof profilesMessages>();
  const { code, profileId } = parseDetail(useParams()['*']);
  const profiles = useData(sharedQueries.profiles);
  const supportGames = useStoredValue(siteData.games);
  const actions = useProfileActions();
  const controllerName = useControllerName();
  const coverTemplate = useCoverTemplate();
  const group =
    profiles.view.status === 'ready'
      ? groupProfiles(allProfiles(profiles.view.value)).find((item) => item.code === code)
      : undefined;
  const profile = profileId ? group?.profiles.find((item) => item.id === profileId) : undefined;
  const gameName = group?.name ?? supportGames?.find((game) => game.code === code)?.name ?? code;
  const title = profile?.title ?? gameName;
  usePageTitle(title === '' ? t('portal.page.profile-detail.title') : title);

  return (
    <div className={pageColumn} data-component="GameProfilesPage">
      {actions.signedIn ? <PlayerProfileData /> : null}
      <PageHeader
        title={title}
        {...(profile
          ? {
              eyebrow: (
                <Link href={href('profile-detail', { detail: code }, locale)} variant="standalone">
                  {t('portal.profiles.game.back', { game: gameName })}
                </Link>
              ),
            }
          : { description: t('portal.profiles.game.intro', { game: gameName }) })}
      />
      <LoadView
        view={profiles.view}
        reload={profiles.reload}
        t={t}
        ready={() => {
          if (profile) {
            return (
              <>
                <ul className={rowList} data-page-state="profile">
                  <ProfileCard
                    profile={profile}
                    actions={actions}
                    locale={locale}
                    t={t}
                    linked={false}
                    headingLevel={2}
                    controllerName={controllerName(profile.product_sku)}
                  />
                </ul>
                <ProfileSettingsView profileId={profile.id} t={t} />
              </>
            );
          }
          if (group === undefined) return <Empty title={t('portal.profiles.game.empty.title')} />;
          return (
            <div className={groupClass}>
              <GameCover game={group} coverTemplate={coverTemplate} locale={locale} t={t} linked={false} />
              <ul
                className={cardGrid}
                aria-label={t('portal.profiles.group.list', { game: group.name })}
                data-page-state="list"
              >
                {group.profiles.map((item) => (
                  <ProfileCard
                    key={item.id}
                    profile={item}
                    actions={actions}
                    locale={locale}
                    t={t}
                    controllerName={controllerName(item.product_sku)}
                  />
                ))}
              </ul>
            </div>
          );
        }}
      />
    </div>
  );
}
