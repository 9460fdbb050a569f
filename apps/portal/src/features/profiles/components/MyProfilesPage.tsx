import { EmptyState, MynaconUser, PageHeader } from '@mynacon/ui';
import { useSession } from '../../../lib/auth/session-store';
import { userProfilesQuery } from '../../../lib/data/player-queries';
import { useData } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { cardGrid, pageColumn } from '../../../lib/page/page.css';
import type profilesMessages from '../messages/en-GB.json';
import { useSignInHref } from './FavoritesPage';
import { ProfileCard, type ProfilesT } from './ProfileCard';
import { useControllerName } from './shared';
import { Empty, LoadView } from './states';
import { PlayerProfileData, type ProfileActions, useProfileActions } from './useProfileActions';

function OwnProfiles({ userId, actions, t }: { userId: number; actions: ProfileActions; t: ProfilesT }) {
  const { locale } = useT();
  const mine = useData(userProfilesQuery(userId));
  const controllerName = useControllerName();
  return (
    <LoadView
      view={mine.view}
      reload={mine.reload}
      t={t}
      ready={(items) =>
        items.length === 0 ? (
          <Empty
            title={t('portal.profiles.mine.empty.title')}
            description={t('portal.profiles.mine.empty.description')}
          />
        ) : (
          <ul className={cardGrid} aria-label={t('portal.page.profile-my-profiles.title')} data-page-state="list">
            {items.map((profile) => (
              <ProfileCard
                key={profile.id}
                profile={profile}
                actions={actions}
                locale={locale}
                t={t}
                linked={profile.status === '1'}
                headingLevel={2}
                controllerName={controllerName(profile.product_sku)}
              />
            ))}
          </ul>
        )
      }
    />
  );
}

/** `/profile/my-profiles`: the profiles the player created (`GET /api/middleware/profile/list?my_nacon_id=`). */
export function MyProfilesPage() {
  const { t } = useT<typeof profilesMessages>();
  const title = t('portal.page.profile-my-profiles.title');
  usePageTitle(title);
  const actions = useProfileActions();
  const userId = useSession((state) => state.session?.user.user_id);
  const signIn = useSignInHref();
  return (
    <div className={pageColumn} data-component="MyProfilesPage">
      <PageHeader title={title} description={t('portal.profiles.mine.intro')} />
      {actions.signedIn && userId !== undefined ? (
        <>
          <PlayerProfileData />
          <OwnProfiles userId={userId} actions={actions} t={t} />
        </>
      ) : (
        <EmptyState
          icon={<MynaconUser />}
          headingLevel={2}
          title={t('portal.profiles.mine.anonymous.title')}
          description={t('portal.profiles.mine.intro')}
          action={{ label: t('portal.profiles.favorites.anonymous.action'), href: signIn }}
          data-page-state="anonymous"
        />
      )}
    </div>
  );
}
