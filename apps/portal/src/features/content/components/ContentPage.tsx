import { Alert, Button, EmptyState, MynaconInformation, PageHeader, Skeleton, Text } from '@mynacon/ui';
import { useLocation, useParams } from 'react-router';
import { useData } from '../../../lib/data/useData';
import { pageNotFound } from '../../../lib/errors';
import { ApiRequestError, MalformedResponseError } from '../../../lib/http/errors';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { shownBlocks } from '../../../lib/text/blocks';
import { TextBlocks } from '../../../lib/text/TextBlocks';
import { contentPageQuery, slugPattern } from '../lib/queries';
import type contentMessages from '../messages/en-GB.json';
import { page } from './content.css';

/**
 * A content page, `/{locale}/{slug}` (terms of use, privacy, cookies, about us, legal notice): its title, when it was
 * last updated and its text blocks, from `GET /api/cache/pages/{locale}/{slug}` (its `description` is the summary
 * for search results, not shown again). A slug the locale has no page for is the non-fatal 404 page; a load that
 * fails shows a failure state with "Try again".
 */
export function ContentPage() {
  const { t, locale } = useT<typeof contentMessages>();
  const slug = useParams().slug ?? '';
  const { pathname } = useLocation();
  const valid = slugPattern.test(slug);
  const { view, reload } = useData(contentPageQuery(locale, slug));
  const loaded = view.status === 'ready' ? view.value : undefined;
  usePageTitle(loaded?.title ?? t('portal.page.content-page.title'));

  const missing =
    !valid || (view.status === 'failed' && view.error instanceof ApiRequestError && view.error.status === 404);
  if (missing) throw pageNotFound(pathname);

  if (view.status === 'loading') {
    // The route's own title until the page's comes, so that the page always has its heading.
    return (
      <div className={page} data-component="ContentPage" data-page-state="loading">
        <PageHeader title={t('portal.page.content-page.title')} />
        <Skeleton lines={6} label={t('portal.content.loading')} />
      </div>
    );
  }
  if (view.status === 'failed') {
    const failure = view.error instanceof MalformedResponseError ? 'malformed' : 'unavailable';
    return (
      <div className={page} data-component="ContentPage" data-page-state={failure}>
        <PageHeader title={t('portal.page.content-page.title')} />
        <Alert
          tone="danger"
          title={t(`portal.content.${failure}.title`)}
          actions={
            <Button variant="secondary" size="small" onPress={() => void reload()}>
              {t('portal.retry')}
            </Button>
          }
        >
          {t(`portal.content.${failure}.description`)}
        </Alert>
      </div>
    );
  }

  const content = view.value;
  const blocks = shownBlocks(content.blocks, content.title);
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(content.updated_at));
  return (
    <div className={page} data-component="ContentPage" data-page-state="ready" data-slug={content.slug}>
      <PageHeader
        title={content.title}
        description={
          <Text as="span" tone="muted" size="sm">
            {t('portal.content.updated', { date: updated })}
          </Text>
        }
      />
      {blocks.length === 0 ? (
        <EmptyState
          icon={<MynaconInformation />}
          headingLevel={2}
          title={t('portal.content.empty.title')}
          description={t('portal.content.empty.description')}
          data-page-state="empty"
        />
      ) : (
        <TextBlocks blocks={blocks} />
      )}
    </div>
  );
}
