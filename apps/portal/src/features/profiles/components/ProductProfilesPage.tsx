import { PageHeader } from '@mynacon/ui';
import { useParams } from 'react-router';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { sharedQueries } from '../../../lib/data/queries';
import { catalogueQuery } from '../../../lib/data/startup-queries';
import { joinViews, useData } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { pageColumn } from '../../../lib/page/page.css';
import { allProfiles, groupProfiles } from '../lib/profile-groups';
import type profilesMessages from '../messages/en-GB.json';
import { GameGroupList, useGameGroupShared } from './GameGroup';
import { Empty, LoadView } from './states';
import { PlayerProfileData } from './useProfileActions';

/** `/profile/product/{url_key}`: the published profiles made for one controller of the catalogue, per game. */
export function ProductProfilesPage() {
  const { t, locale } = useT<typeof profilesMessages>();
  const key = useParams()['*']?.split('/')[0] ?? '';
  const fallback = useRuntimeConfig()?.config.defaultLocale ?? locale;
  const catalogue = useData(catalogueQuery(locale, fallback));
  const profiles = useData(sharedQueries.profiles);
  const shared = useGameGroupShared(t, locale);
  const product =
    catalogue.view.status === 'ready' ? catalogue.view.value.items.find((item) => item.url_key === key) : undefined;
  const title = product?.name ?? t('portal.page.profile-product.title');
  usePageTitle(title);

  return (
    <div className={pageColumn} data-component="ProductProfilesPage">
      {shared.actions.signedIn ? <PlayerProfileData /> : null}
      <PageHeader
        title={title}
        {...(product ? { description: t('portal.profiles.product.intro', { product: product.name }) } : {})}
      />
      <LoadView
        view={joinViews(catalogue.view, profiles.view)}
        reload={() => Promise.all([catalogue.reload(), profiles.reload()])}
        t={t}
        ready={([, games]) => {
          const groups = groupProfiles(
            allProfiles(games).filter((item) => product !== undefined && item.product_sku === product.product_sku),
          );
          if (groups.length === 0) return <Empty title={t('portal.profiles.product.empty.title')} />;
          return <GameGroupList groups={groups} label={title} {...shared} />;
        }}
      />
    </div>
  );
}
