import { Card, EmptyState, MynaconNewsletter, PageHeader, Text } from '@mynacon/ui';
import { useEffect } from 'react';
import { href } from '../../../config/paths';
import { appData } from '../../../lib/data/store';
import { useData } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { pageColumn } from '../../../lib/page/page.css';
import type { NewsletterArchive } from '../api/list-newsletters';
import { publishedOn } from '../lib/archive';
import { archiveQuery, issueQuery } from '../lib/queries';
import type newslettersMessages from '../messages/en-GB.json';
import { issueList } from './newsletters.css';
import { LoadView, type NewslettersT } from './states';

function Issues({ archive, t }: { archive: NewsletterArchive; t: NewslettersT }) {
  const { locale } = useT();
  if (archive.items.length === 0) {
    return (
      <EmptyState
        icon={<MynaconNewsletter />}
        headingLevel={2}
        title={t('portal.newsletters.archive.empty.title')}
        description={t('portal.newsletters.archive.empty.description')}
        data-page-state="empty"
      />
    );
  }
  return (
    <ul className={issueList} aria-label={t('portal.newsletters.archive.list')} data-page-state="ready">
      {archive.items.map((issue) => (
        <Card
          key={issue.id}
          as="li"
          variant="media"
          headingLevel={2}
          title={issue.title}
          href={href('newsletter-issue', { id: String(issue.id) }, locale)}
          image={{ src: issue.image, alt: '' }}
          header={
            <Text as="span" tone="muted" size="sm">
              {t('portal.newsletters.published', { date: publishedOn(issue.published_at, locale) })}
            </Text>
          }
          data-issue={issue.id}
        >
          {issue.summary}
        </Card>
      ))}
    </ul>
  );
}

/**
 * `/newsletters`: the locale's newsletter issues, newest first (`GET /api/cache/newsletters?locale=`), each a card
 * that leads to its page. Loading, empty and failure states; the issues it loaded are handed to the issue pages so
 * that opening one needs no further request.
 */
export function ArchivePage() {
  const { t, locale } = useT<typeof newslettersMessages>();
  const title = t('portal.page.newsletter-archive.title');
  usePageTitle(title);
  const { view, reload } = useData(archiveQuery(locale));
  const archive = view.status === 'ready' ? view.value : undefined;
  useEffect(() => {
    for (const issue of archive?.items ?? []) {
      const entry = issueQuery(String(issue.id)).key;
      if (appData.entry(entry).value === undefined) appData.set(entry, issue);
    }
  }, [archive]);
  return (
    <div className={pageColumn} data-component="NewsletterArchive">
      <PageHeader title={title} description={t('portal.newsletters.archive.intro')} />
      <LoadView
        view={view}
        reload={reload}
        t={t}
        loading={t('portal.newsletters.archive.loading')}
        ready={(value) => <Issues archive={value} t={t} />}
      />
      <Text tone="muted" size="sm">
        {t('portal.newsletters.archive.preferences')}
      </Text>
    </div>
  );
}
