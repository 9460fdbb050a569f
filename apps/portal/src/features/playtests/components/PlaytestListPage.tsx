import { PageHeader, platformDisplayName, Select } from '@mynacon/ui';
import { useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { useData } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { cardGrid, pageColumn } from '../../../lib/page/page.css';
import { applyPlatformFilter, parsePlatformFilter, platformOptions, writePlatformFilter } from '../lib/filters';
import { playtestQueries } from '../lib/queries';
import type playtestsMessages from '../messages/en-GB.json';
import { PlaytestCard } from './PlaytestCard';
import { filterField } from './playtests.css';
import { Empty, LoadView } from './states';

const any = 'any';

/**
 * `/playtests` (open) and `/playtests/passed`: the playtests as cards, with a filter by platform kept in the
 * address.
 */
export function PlaytestListPage({ status }: { status: 'open' | 'passed' }) {
  const { t, locale } = useT<typeof playtestsMessages>();
  const route = status === 'open' ? 'playtests_home' : 'playtests_passed';
  const title = t(`portal.page.${route}.title`);
  usePageTitle(title);
  const list = useData(playtestQueries[status]);
  const coverTemplate = useRuntimeConfig()?.config.coverUrlTemplate;
  const [query, setQuery] = useSearchParams();
  const now = Date.now();

  return (
    <div className={pageColumn} data-component="PlaytestListPage">
      <PageHeader title={title} description={t(`portal.playtests.${status}.intro`)} />
      <LoadView
        view={list.view}
        reload={list.reload}
        t={t}
        ready={(playtests) => {
          const options = platformOptions(playtests, platformDisplayName);
          const platform = parsePlatformFilter(
            query,
            options.map((option) => option.id),
          );
          const shown = applyPlatformFilter(playtests, platform);
          return (
            <>
              {options.length > 0 ? (
                <Select
                  className={filterField}
                  label={t('portal.playtests.filter.platform')}
                  items={[{ id: any, label: t('portal.playtests.filter.any') }, ...options]}
                  selectedKey={platform ?? any}
                  onSelectionChange={(key) =>
                    setQuery(writePlatformFilter(query, key === null || key === any ? null : key), { replace: true })
                  }
                />
              ) : null}
              {shown.length === 0 ? (
                platform === null ? (
                  <Empty
                    title={t(`portal.playtests.${status}.empty.title`)}
                    description={t(`portal.playtests.${status}.empty.description`)}
                  />
                ) : (
                  <Empty
                    title={t('portal.playtests.filtered.title')}
                    description={t('portal.playtests.filtered.description')}
                  />
                )
              ) : (
                <ul className={cardGrid} aria-label={title} data-page-state="list">
                  {shown.map((playtest) => (
                    <PlaytestCard
                      key={playtest.id}
                      playtest={playtest}
                      coverTemplate={coverTemplate}
                      locale={locale}
                      now={now}
                      t={t}
                    />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      />
    </div>
  );
}
