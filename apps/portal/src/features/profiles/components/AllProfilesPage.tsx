import { PageHeader, Select } from '@mynacon/ui';
import { useSearchParams } from 'react-router';
import { sharedQueries } from '../../../lib/data/queries';
import { useData } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { pageColumn } from '../../../lib/page/page.css';
import { applyFilters, filterOptions, parseFilters, writeFilters } from '../lib/filters';
import { allProfiles, groupProfiles } from '../lib/profile-groups';
import type profilesMessages from '../messages/en-GB.json';
import { GameGroupList, useGameGroupShared } from './GameGroup';
import { filterField, filters as filtersClass } from './profiles.css';
import { Empty, LoadView } from './states';
import { PlayerProfileData } from './useProfileActions';

const any = 'any';

/**
 * `/profile/all`: published profiles grouped per game (spec sections 3 and 9), with filters by platform and by
 * controller kept in the address.
 */
export function AllProfilesPage() {
  const { t, locale } = useT<typeof profilesMessages>();
  const title = t('portal.page.profile-all.title');
  usePageTitle(title);
  const profiles = useData(sharedQueries.profiles);
  const shared = useGameGroupShared(t, locale);
  const [query, setQuery] = useSearchParams();

  return (
    <div className={pageColumn} data-component="AllProfilesPage">
      {shared.actions.signedIn ? <PlayerProfileData /> : null}
      <PageHeader title={title} description={t('portal.profiles.all.intro')} />
      <LoadView
        view={profiles.view}
        reload={profiles.reload}
        t={t}
        ready={(games) => {
          const all = allProfiles(games);
          const options = filterOptions(all);
          const filters = parseFilters(query, {
            platforms: new Set(options.platforms),
            products: new Set(options.products),
          });
          const groups = groupProfiles(applyFilters(all, filters));
          const filtered = filters.platform !== null || filters.product !== null;
          const choose = (name: 'platform' | 'product') => (key: string | null) =>
            setQuery(writeFilters(query, { ...filters, [name]: key === null || key === any ? null : key }), {
              replace: true,
            });
          return (
            <>
              {options.platforms.length > 0 ? (
                <div className={filtersClass} data-part="filters">
                  <Select
                    className={filterField}
                    label={t('portal.profiles.filter.platform')}
                    items={[
                      { id: any, label: t('portal.profiles.filter.any') },
                      ...options.platforms.map((platform) => ({ id: platform, label: platform })),
                    ]}
                    selectedKey={filters.platform ?? any}
                    onSelectionChange={choose('platform')}
                  />
                  <Select
                    className={filterField}
                    label={t('portal.profiles.filter.product')}
                    items={[
                      { id: any, label: t('portal.profiles.filter.any') },
                      ...options.products.map((sku) => ({ id: sku, label: shared.controllerName(sku) ?? sku })),
                    ]}
                    selectedKey={filters.product ?? any}
                    onSelectionChange={choose('product')}
                  />
                </div>
              ) : null}
              {groups.length === 0 ? (
                filtered ? (
                  <Empty
                    title={t('portal.profiles.filtered.title')}
                    description={t('portal.profiles.filtered.description')}
                  />
                ) : (
                  <Empty
                    title={t('portal.profiles.empty.title')}
                    description={t('portal.profiles.empty.description')}
                  />
                )
              ) : (
                <GameGroupList groups={groups} label={title} {...shared} />
              )}
            </>
          );
        }}
      />
    </div>
  );
}
