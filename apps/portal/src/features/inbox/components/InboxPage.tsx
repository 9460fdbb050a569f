import { Alert, Button, EmptyState, MynaconBell, PageHeader, Skeleton } from '@mynacon/ui';
import { useEffect, useState } from 'react';
import { playerQueries } from '../../../lib/data/player-queries';
import { sharedQueries } from '../../../lib/data/queries';
import { useData } from '../../../lib/data/useData';
import type { TranslationRecords } from '../../../lib/http/calls/get-translations';
import type { UserNotificationsAnswer } from '../../../lib/http/calls/get-user-notifications';
import { UnauthorizedError } from '../../../lib/http/errors';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { NotificationItem } from '../../../lib/notifications/NotificationItem';
import { setUnreadCount } from '../../../lib/notifications/unread-count';
import { useNotificationViews } from '../../../lib/notifications/useNotificationViews';
import { rowList } from '../../../lib/page/page.css';
import { markNotificationsRead } from '../api/mark-notifications-read';
import type inboxMessages from '../messages/en-GB.json';

type InboxState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; notifications: UserNotificationsAnswer['data']; translations: TranslationRecords };

/**
 * Reads the inbox: the notifications (bearer) and the texts of their keys. Texts that fail to load leave the
 * subjects alone (spec section 8: a notification without a text has `translated_content` null).
 */
function useInbox() {
  const notifications = useData(playerQueries.notifications);
  const translations = useData(sharedQueries.translations);
  let state: InboxState;
  if (notifications.view.status === 'ready' && translations.view.status !== 'loading') {
    state = {
      status: 'ready',
      notifications: notifications.view.value,
      translations: translations.view.value ?? [],
    };
  } else if (notifications.view.status === 'failed' && !(notifications.view.error instanceof UnauthorizedError)) {
    state = { status: 'failed' };
  } else {
    // Still loading, or the player was found signed out and is on the way to the sign-in page.
    state = { status: 'loading' };
  }
  const reload = () => Promise.all([notifications.reload(), translations.reload()]);
  return { state, update: notifications.update, reload };
}

/**
 * The player's inbox (spec sections 3 and 7): notifications newest first, unread ones marked, each with its text
 * and link, and "Mark as read" (`PUT /api/user/notification`). A failed load or a failed change is said, with a
 * way to try again; a change that failed leaves the notification as it was.
 */
export function InboxPage() {
  const { t, locale } = useT<typeof inboxMessages>();
  const title = t('portal.page.user-inbox.title');
  usePageTitle(title);
  const { state, update, reload } = useInbox();
  const [pending, setPending] = useState<readonly number[]>([]);
  const [markFailed, setMarkFailed] = useState(0);

  const views = useNotificationViews(
    state.status === 'ready' ? state.notifications : undefined,
    state.status === 'ready' ? state.translations : undefined,
  );
  const unread = views.filter((view) => !view.read).map((view) => view.id);
  const ready = state.status === 'ready';
  useEffect(() => {
    // The header's count follows the list the player sees: after loading and after marking notifications read.
    if (ready) setUnreadCount(unread.length);
  }, [ready, unread.length]);

  const markRead = async (ids: number[]) => {
    setPending(ids);
    setMarkFailed(0);
    try {
      const answer = await markNotificationsRead(ids);
      const done = new Set(answer.data.notificationIds);
      update((notifications) =>
        notifications.map((item) => (done.has(item.id) ? { ...item, read_state: true } : item)),
      );
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) setMarkFailed((count) => count + 1);
    } finally {
      setPending([]);
    }
  };

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = <Skeleton lines={4} label={t('portal.inbox.loading')} />;
  } else if (state.status === 'failed') {
    body = (
      <Alert
        tone="danger"
        title={t('portal.inbox.failed.title')}
        data-page-state="failed"
        actions={
          <Button variant="secondary" size="small" onPress={() => void reload()}>
            {t('portal.retry')}
          </Button>
        }
      >
        {t('portal.inbox.failed.description')}
      </Alert>
    );
  } else if (views.length === 0) {
    body = (
      <EmptyState
        icon={<MynaconBell />}
        headingLevel={2}
        title={t('portal.inbox.empty.title')}
        description={t('portal.inbox.empty.description')}
      />
    );
  } else {
    body = (
      <ul className={rowList} aria-label={title}>
        {views.map((view) => (
          <NotificationItem
            key={view.id}
            view={view}
            locale={locale}
            unreadLabel={t('portal.inbox.unread')}
            markRead={{
              label: t('portal.inbox.markRead'),
              busy: pending.includes(view.id),
              onPress: (ids) => void markRead(ids),
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={state.status === 'ready' ? t('portal.inbox.summary', { count: unread.length }) : undefined}
        actions={
          unread.length > 1 ? (
            <Button variant="secondary" isLoading={pending.length > 1} onPress={() => void markRead(unread)}>
              {t('portal.inbox.markAllRead')}
            </Button>
          ) : undefined
        }
      />
      {markFailed > 0 ? (
        <Alert
          key={markFailed}
          tone="danger"
          live
          title={t('portal.inbox.markFailed.title')}
          data-page-state="mark-failed"
          onDismiss={() => setMarkFailed(0)}
        >
          {t('portal.inbox.markFailed.description')}
        </Alert>
      ) : null}
      {body}
    </>
  );
}
