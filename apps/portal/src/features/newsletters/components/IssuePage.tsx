import { EmptyState, Link, MynaconNewsletter, PageHeader, Skeleton, Text } from '@mynacon/ui';
import { useLocation, useParams } from 'react-router';
import { href } from '../../../config/paths';
import { useData } from '../../../lib/data/useData';
import { pageNotFound } from '../../../lib/errors';
import { ApiRequestError } from '../../../lib/http/errors';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { pageColumn } from '../../../lib/page/page.css';
import { shownBlocks } from '../../../lib/text/blocks';
import { TextBlocks } from '../../../lib/text/TextBlocks';
import { issueIdOf, publishedOn } from '../lib/archive';
import { issueQuery } from '../lib/queries';
import type newslettersMessages from '../messages/en-GB.json';
import { LoadFailure } from './states';

/**
 * `/newsletters/{id}`: one issue (`GET /api/cache/newsletters/{id}`), its title, date and text blocks, plain text
 * only (decision 023). An id that cannot be an issue's, or that the API does not know, is the non-fatal 404 page with
 * the address kept (decision 027). An issue of another locale (a mailed link opened in another language) shows in
 * its own language: its title and text are marked with their `lang`.
 */
export function IssuePage() {
  const { t, locale } = useT<typeof newslettersMessages>();
  const { pathname } = useLocation();
  const id = issueIdOf(useParams().id);
  const { view, reload } = useData(issueQuery(id));
  const issue = view.status === 'ready' ? view.value : undefined;
  const routeTitle = t('portal.page.newsletter-issue.title');
  usePageTitle(issue?.title ?? routeTitle);

  const missing =
    id === undefined ||
    (view.status === 'failed' && view.error instanceof ApiRequestError && view.error.status === 404);
  if (missing) throw pageNotFound(pathname);

  const back = (
    <Link href={href('newsletter-archive', {}, locale)} data-part="back">
      {t('portal.newsletters.issue.back')}
    </Link>
  );
  if (issue === undefined) {
    // The route's own title until the issue's comes, so that the page always has its heading.
    return (
      <div className={pageColumn} data-component="NewsletterIssue">
        <PageHeader title={routeTitle} />
        {view.status === 'failed' ? (
          <LoadFailure error={view.error} reload={reload} t={t} />
        ) : (
          <div data-page-state="loading">
            <Skeleton lines={6} label={t('portal.newsletters.issue.loading')} />
          </div>
        )}
        {back}
      </div>
    );
  }

  const blocks = shownBlocks(issue.blocks, issue.title);
  const foreign = issue.locale === locale ? undefined : issue.locale;
  return (
    <article
      className={pageColumn}
      data-component="NewsletterIssue"
      data-page-state={blocks.length === 0 ? 'empty' : 'ready'}
      data-issue={issue.id}
    >
      <PageHeader
        title={foreign === undefined ? issue.title : <span lang={foreign}>{issue.title}</span>}
        description={
          <Text as="span" tone="muted" size="sm">
            {t('portal.newsletters.published', { date: publishedOn(issue.published_at, locale) })}
          </Text>
        }
      />
      {blocks.length === 0 ? (
        <EmptyState
          icon={<MynaconNewsletter />}
          headingLevel={2}
          title={t('portal.newsletters.issue.empty.title')}
          description={t('portal.newsletters.issue.empty.description')}
        />
      ) : (
        <TextBlocks blocks={blocks} {...(foreign === undefined ? {} : { lang: foreign })} />
      )}
      {back}
    </article>
  );
}
