import { Alert, Card, EmptyState, LoadMore, MynaconLock, PageHeader, Text } from '@mynacon/ui';
import { useState } from 'react';
import { failureOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { getSecurityEvents } from '../api/get-security-events';
import { accountQueries } from '../lib/queries';
import type accountMessages from '../messages/en-GB.json';
import { accountPage, cardList, section } from './AccountPage.css';
import { browserName, formatDateTime } from './SessionsPage';
import { failureText, LoadFailed, Loading, useResource } from './shared';

/**
 * The security log page (`/account/security-log`): the player's own security events, newest first, in their
 * language and time zone, 20 at a time with “Show older events” (decision 035).
 */
export function SecurityLogPage() {
  const { t, locale } = useT<typeof accountMessages>();
  const title = t('portal.page.account-security.title');
  usePageTitle(title);
  const events = useResource(accountQueries.securityEvents);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState<string | null>(null);

  const more = async () => {
    if (events.state.status !== 'ready' || loadingMore) return;
    const next = events.state.data.page + 1;
    setLoadingMore(true);
    setMoreFailed(null);
    try {
      const page = await getSecurityEvents(next);
      events.update((current) => ({
        ...page,
        items: [...current.items, ...page.items.filter((item) => !current.items.some((seen) => seen.id === item.id))],
      }));
    } catch (error) {
      setMoreFailed(`${t('portal.account.security.moreFailed')} ${failureText(t, failureOf(error))}`);
    } finally {
      setLoadingMore(false);
    }
  };

  let body: React.ReactNode;
  if (events.state.status === 'loading') body = <Loading label={t('portal.account.security.loading')} />;
  else if (events.state.status === 'failed') {
    body = (
      <LoadFailed
        title={t('portal.account.security.failed')}
        failure={events.state.failure}
        onRetry={() => void events.reload()}
      />
    );
  } else {
    const data = events.state.data;
    body =
      data.items.length === 0 ? (
        <EmptyState icon={<MynaconLock />} headingLevel={2} title={t('portal.account.security.empty')} />
      ) : (
        <section className={section} aria-label={t('portal.account.security.listLabel')}>
          <ul className={cardList} aria-label={t('portal.account.security.listLabel')}>
            {data.items.map((event) => (
              <Card
                key={event.id}
                as="li"
                headingLevel={2}
                title={t(`portal.account.security.event.${event.type}`)}
                data-event={event.type}
              >
                <Text tone="muted">
                  <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
                  {event.address === '' ? '' : ` · ${event.address}`}
                  {event.browser === '' && event.os === '' ? '' : ` · ${browserName(t, event)}`}
                </Text>
              </Card>
            ))}
          </ul>
          {moreFailed === null ? null : <Alert tone="danger" live title={moreFailed} />}
          <LoadMore
            shown={data.items.length}
            total={data.total}
            hasMore={data.items.length < data.total}
            isLoading={loadingMore}
            onLoadMore={() => void more()}
          />
        </section>
      );
  }

  return (
    <div className={accountPage} data-component="SecurityLogPage">
      <PageHeader title={title} description={t('portal.account.security.intro')} />
      {body}
    </div>
  );
}
