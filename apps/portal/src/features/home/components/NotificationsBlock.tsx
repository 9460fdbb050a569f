// The home's unread notifications, read and rendered as the inbox does (decision 048).

import type { Locale } from '@mynacon/contract/locale';
import { MynaconBell } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { playerQueries } from '../../../lib/data/player-queries';
import { sharedQueries } from '../../../lib/data/queries';
import { useData } from '../../../lib/data/useData';
import { NotificationItem } from '../../../lib/notifications/NotificationItem';
import { useNotificationViews } from '../../../lib/notifications/useNotificationViews';
import { compactList } from '../../../lib/page/page.css';
import { Block, BlockRead, type HomeT, ItemPlaceholders, shown } from './Block';

export function Notifications({ t, locale }: { t: HomeT; locale: Locale }) {
  const read = useData(playerQueries.notifications);
  const translations = useData(sharedQueries.translations);
  // The inbox's views and rendering (decision 048): the texts with their parameters and links, not the subjects alone.
  const views = useNotificationViews(read.view.value, translations.view.value).filter((view) => !view.read);
  // The cards wait for their texts, as the inbox does: drawn before the translations, they changed height when these
  // arrived and moved the blocks under them. Translations that fail do not hold them: the texts fall back.
  const shownRead = translations.view.status === 'loading' ? { ...read, view: translations.view } : read;
  return (
    <Block
      name="notifications"
      title={t('portal.home.notifications.title')}
      link={{ label: t('portal.home.notifications.link'), href: href('user-inbox', {}, locale) }}
    >
      <BlockRead
        read={shownRead}
        t={t}
        loading={t('portal.home.notifications.loading')}
        icon={<MynaconBell />}
        empty={{ title: t('portal.home.notifications.empty') }}
        isEmpty={(items) => items.every((item) => item.read_state)}
        placeholder={<ItemPlaceholders label={t('portal.home.notifications.loading')} lines={7} />}
      >
        {() => (
          <ul className={compactList} aria-label={t('portal.home.notifications.title')}>
            {views.slice(0, shown).map((view) => (
              <NotificationItem key={view.id} view={view} locale={locale} headingLevel={3} />
            ))}
          </ul>
        )}
      </BlockRead>
    </Block>
  );
}
