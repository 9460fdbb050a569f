// The home's support requests: open tickets and the player's reports still open on the boards.
import type { CommunityPost } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { Link, MynaconBug, MynaconTicket, Stack, StatusBadge, Text } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { playerQueries } from '../../../lib/data/player-queries';
import { useData, useStoredValue } from '../../../lib/data/useData';
import { metaLine } from '../../../lib/page/page.css';
import { siteData } from '../../../lib/startup/site-data';
import { Block, BlockPart, formatDate, type HomeT, shown } from './Block';
import { userText } from './home.css';

/** The open statuses the home lists, each with its words (literal keys: the type check knows each). */
const openTicketStatusKeys: Partial<
  Record<string, 'portal.home.support.ticketStatus.open' | 'portal.home.support.ticketStatus.pending'>
> = {
  open: 'portal.home.support.ticketStatus.open',
  pending: 'portal.home.support.ticketStatus.pending',
};
const openPostStatuses = new Set<CommunityPost['status']>(['none', 'not_planned', 'planned']);

export function SupportRequests({ t, locale }: { t: HomeT; locale: Locale }) {
  const tickets = useData(playerQueries.tickets);
  const community = useData(playerQueries.communityData);
  const games = useStoredValue(siteData.games);
  return (
    <Block
      name="support"
      title={t('portal.home.support.title')}
      link={{ label: t('portal.home.support.link'), href: href('support', {}, locale) }}
    >
      <Stack gap={4}>
        <BlockPart
          name="tickets"
          title={t('portal.home.support.tickets')}
          read={tickets}
          t={t}
          loading={t('portal.home.support.loading')}
          icon={<MynaconTicket />}
          empty={{ title: t('portal.home.support.ticketsEmpty') }}
          isEmpty={(items) => !items.some((item) => openTicketStatusKeys[item.status] !== undefined)}
          items={(items) => (
            <>
              {items
                .flatMap((item) => {
                  const statusKey = openTicketStatusKeys[item.status];
                  return statusKey === undefined ? [] : [{ item, statusKey }];
                })
                .slice(0, shown)
                .map(({ item, statusKey }) => (
                  <li key={item.ticket_id} data-ticket={item.ticket_id}>
                    <Text as="p" className={userText}>
                      {item.subject}
                    </Text>
                    <p className={metaLine}>
                      <span>{t(statusKey)}</span>
                      <time dateTime={item.created_at}>{formatDate(item.created_at, locale)}</time>
                    </p>
                  </li>
                ))}
            </>
          )}
        />
        <BlockPart
          name="reports"
          title={t('portal.home.support.reports')}
          read={community}
          t={t}
          loading={t('portal.home.support.loading')}
          icon={<MynaconBug />}
          empty={{ title: t('portal.home.support.reportsEmpty') }}
          isEmpty={(data) => !data.posts.some((post) => openPostStatuses.has(post.status))}
          items={(data) => (
            <>
              {data.posts
                .filter((post) => openPostStatuses.has(post.status))
                .slice(0, shown)
                .map((post) => {
                  const game = games?.find((item) => item.zendesk_topic_id === post.topic_id);
                  return (
                    <li key={post.id} data-post={post.id}>
                      {game === undefined ? (
                        <Text as="p" className={userText}>
                          {post.title}
                        </Text>
                      ) : (
                        <Link
                          href={href('support-game-report', { code: game.code, id: String(post.id) }, locale)}
                          variant="standalone"
                        >
                          {post.title}
                        </Link>
                      )}
                      <p className={metaLine}>
                        <StatusBadge status={post.status} />
                        <time dateTime={post.created_at}>{formatDate(post.created_at, locale)}</time>
                      </p>
                    </li>
                  );
                })}
            </>
          )}
        />
      </Stack>
    </Block>
  );
}
