// One notification as the inbox and the home show it (spec sections 3 and 7, decision 048): its subject as the
// card's heading, its text translated with its parameters, its link, when it came and, in the inbox, "Mark as read".

import type { Locale } from '@mynacon/contract/locale';
import { Badge, Button, Card, Link, Text } from '@mynacon/ui';
import { useId } from 'react';
import { notificationFooter } from './NotificationItem.css';
import type { NotificationView } from './notification-view';

function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export interface NotificationItemProps {
  view: NotificationView;
  locale: Locale;
  /** The heading level of its subject. @default 2 */
  headingLevel?: 2 | 3;
  /** The badge of an unread notification (absent: none, where every one listed is unread). */
  unreadLabel?: string;
  /** "Mark as read" (the inbox): its label, whether it is on its way, and what it does. */
  markRead?: { label: string; busy: boolean; onPress: (ids: number[]) => void };
}

export function NotificationItem({ view, locale, headingLevel = 2, unreadLabel, markRead }: NotificationItemProps) {
  const titleId = useId();
  return (
    <Card
      as="li"
      headingLevel={headingLevel}
      title={<span id={titleId}>{view.subject}</span>}
      header={view.read || unreadLabel === undefined ? undefined : <Badge tone="accent">{unreadLabel}</Badge>}
      data-notification={view.id}
      data-read={view.read}
      footer={
        <div className={notificationFooter}>
          <Text as="p" size="sm" tone="muted">
            <time dateTime={view.createdAt}>{formatDate(view.createdAt, locale)}</time>
          </Text>
          {view.read || markRead === undefined ? null : (
            <Button
              variant="secondary"
              size="small"
              isLoading={markRead.busy}
              aria-describedby={titleId}
              onPress={() => markRead.onPress([view.id])}
            >
              {markRead.label}
            </Button>
          )}
        </div>
      }
    >
      {view.translatedContent === null ? null : <Text as="p">{view.translatedContent}</Text>}
      {view.link === null ? null : <Link href={view.link.href}>{view.link.label}</Link>}
    </Card>
  );
}
