import { EmptyState, Heading, MynaconHeart, PageHeader } from '@mynacon/ui';
import { useLocation } from 'react-router';
import { href } from '../../../config/paths';
import { playerQueries } from '../../../lib/data/player-queries';
import { useData, useStoredValue } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { cardGrid, pageColumn } from '../../../lib/page/page.css';
import { siteData } from '../../../lib/startup/site-data';
import { orderFavorites } from '../lib/favorites-order';
import { allProfiles, groupProfiles, lastProfilesAddByGame } from '../lib/profile-groups';
import type profilesMessages from '../messages/en-GB.json';
import { ProfileCard, type ProfilesT } from './ProfileCard';
import { useControllerName } from './shared';
import { Empty, LoadView } from './states';
import { PlayerProfileData, type ProfileActions, useProfileActions } from './useProfileActions';

/** The sign-in link that comes back to the current page. */
export function useSignInHref(): string {
  const { locale } = useT();
  const location = useLocation();
  return `${href('login', {}, locale)}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

function SignedInFavorites({ actions, t }: { actions: ProfileActions; t: ProfilesT }) {
  const { locale } = useT();
  const favorites = useData(playerQueries.favorites);
  const games = useStoredValue(siteData.profiles);
  const controllerName = useControllerName();
  const lastByGame = lastProfilesAddByGame(groupProfiles(allProfiles(games ?? [])));
  return (
    <LoadView
      view={favorites.view}
      reload={favorites.reload}
      t={t}
      ready={(items) => {
        if (items.length === 0) {
          return (
            <Empty
              title={t('portal.profiles.favorites.empty.title')}
              description={t('portal.profiles.favorites.empty.description')}
              action={{ label: t('portal.profiles.favorites.empty.action'), href: href('profile-all', {}, locale) }}
            />
          );
        }
        const { first, rest } = orderFavorites(items, lastByGame);
        const list = (entries: typeof items, label: string, part: string) => (
          <section aria-labelledby={`favorites-${part}`}>
            <Heading level={2} id={`favorites-${part}`}>
              {label}
            </Heading>
            <ul className={cardGrid} data-part={part}>
              {entries.map((item) => (
                <ProfileCard
                  key={item.id}
                  profile={item.profile}
                  actions={actions}
                  locale={locale}
                  t={t}
                  controllerName={controllerName(item.profile.product_sku)}
                />
              ))}
            </ul>
          </section>
        );
        return (
          <div data-page-state="list">
            {list(first, t('portal.profiles.favorites.latest'), 'first')}
            {rest.length > 0 ? list(rest, t('portal.profiles.favorites.more'), 'rest') : null}
          </div>
        );
      }}
    />
  );
}

/** `/profile/favorites`: the player's favourites; an anonymous player learns what they are and signs in. */
export function FavoritesPage() {
  const { t } = useT<typeof profilesMessages>();
  const title = t('portal.page.profile-favorites.title');
  usePageTitle(title);
  const actions = useProfileActions();
  const signIn = useSignInHref();
  return (
    <div className={pageColumn} data-component="FavoritesPage">
      <PageHeader title={title} description={t('portal.profiles.favorites.intro')} />
      {actions.signedIn ? (
        <>
          <PlayerProfileData />
          <SignedInFavorites actions={actions} t={t} />
        </>
      ) : (
        <EmptyState
          icon={<MynaconHeart />}
          headingLevel={2}
          title={t('portal.profiles.favorites.anonymous.title')}
          description={t('portal.profiles.favorites.anonymous.description')}
          action={{ label: t('portal.profiles.favorites.anonymous.action'), href: signIn }}
          data-page-state="anonymous"
        />
      )}
    </div>
  );
}
