// The signed-in home (decision 033): a greeting, then one block per part of the player's portal, each read on its
// own through the data store (the start-up's entries where it loaded them), with its own loading, empty and
// failure states, so that no block waits for another.

import type { CommunityPost } from '@mynacon/contract';
import {
  Card,
  Grid,
  Link,
  MynaconBell,
  MynaconBug,
  MynaconGamepad,
  MynaconHeart,
  MynaconOrder,
  MynaconPlaytest,
  MynaconTicket,
  PageHeader,
  Stack,
  StatusBadge,
  Text,
} from '@mynacon/ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { sharedQueries, userProfilesQuery } from '../../../lib/data/queries';
import { type ReadView, useData, useStoredValue } from '../../../lib/data/useData';
import { type Translate, usePageTitle, useT } from '../../../lib/i18n/useT';
import type { Locale } from '../../../lib/locale/locales';
import { NotificationItem } from '../../../lib/notifications/NotificationItem';
import { useNotificationViews } from '../../../lib/notifications/useNotificationViews';
import { BlockEmpty, BlockState, type BlockStateTexts } from '../../../lib/page/BlockState';
import { compactList, metaLine } from '../../../lib/page/page.css';
import { siteData } from '../../../lib/startup/site-data';
import type homeMessages from '../messages/en-GB.json';
import { subHeading, userText } from './home.css';

type HomeT = Translate<typeof homeMessages>;

/** How many items a block lists at most. */
const shown = 3;

const stateTexts = (t: HomeT, loading: string): BlockStateTexts => ({
  loading,
  retry: t('portal.retry'),
  malformed: { title: t('portal.home.malformed.title'), description: t('portal.home.malformed.description') },
  unavailable: { title: t('portal.home.unavailable.title'), description: t('portal.home.unavailable.description') },
});

const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** One block of the home: a card with its heading, its states and a link to the page it comes from. */
function Block({
  name,
  title,
  link,
  children,
}: {
  name: string;
  title: string;
  link?: { label: string; href: string };
  children: ReactNode;
}) {
  return (
    <Card
      as="section"
      title={title}
      headingLevel={2}
      data-home-block={name}
      {...(link === undefined
        ? {}
        : {
            footer: (
              <Link href={link.href} variant="standalone">
                {link.label}
              </Link>
            ),
          })}
    >
      {children}
    </Card>
  );
}

/** A block's read: loading, failed with "Try again", empty, or its list. */
function BlockRead<T>({
  read,
  t,
  loading,
  icon,
  empty,
  isEmpty,
  level = 3,
  children,
}: {
  read: { view: ReadView<T>; reload: () => unknown };
  t: HomeT;
  loading: string;
  icon: ReactElement;
  empty: { title: string; description?: string; action?: { label: string; href: string } };
  isEmpty: (value: T) => boolean;
  /** The empty state's heading level: 3 under the block's heading, 4 under a part's. @default 3 */
  level?: 3 | 4;
  children: (value: T) => ReactNode;
}) {
  return (
    <BlockState
      view={read.view}
      reload={read.reload}
      texts={stateTexts(t, loading)}
      lines={3}
      isEmpty={isEmpty}
      empty={<BlockEmpty icon={icon} headingLevel={level} {...empty} />}
      ready={children}
    />
  );
}

/**
 * A part of a block under its own heading (“Joined”, “Open to join”): its states one level below that heading, its
 * items in a list the heading labels.
 */
function BlockPart<T>({
  name,
  title,
  items,
  ...read
}: Omit<Parameters<typeof BlockRead<T>>[0], 'level' | 'children'> & {
  name: string;
  title: string;
  items: (value: T) => ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap={2} data-home-part={name}>
      <h3 id={id} className={subHeading}>
        {title}
      </h3>
      <BlockRead {...read} level={4}>
        {(value) => (
          <ul className={compactList} aria-labelledby={id}>
            {items(value)}
          </ul>
        )}
      </BlockRead>
    </Stack>
  );
}

function Notifications({ t, locale }: { t: HomeT; locale: Locale }) {
  const read = useData(sharedQueries.notifications);
  const translations = useData(sharedQueries.translations);
  // The inbox's views and rendering (decision 048): the texts with their parameters and links, not the subjects alone.
  const views = useNotificationViews(read.view.value, translations.view.value).filter((view) => !view.read);
  return (
    <Block
      name="notifications"
      title={t('portal.home.notifications.title')}
      link={{ label: t('portal.home.notifications.link'), href: href('user-inbox', {}, locale) }}
    >
      <BlockRead
        read={read}
        t={t}
        loading={t('portal.home.notifications.loading')}
        icon={<MynaconBell />}
        empty={{ title: t('portal.home.notifications.empty') }}
        isEmpty={(items) => items.every((item) => item.read_state)}
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

type ProfileLike = { id: number; title: string; status: string; profile_game: { code: string; name: string } };

function ProfileList({ items, label, locale }: { items: readonly ProfileLike[]; label: string; locale: Locale }) {
  return (
    <ul className={compactList} aria-label={label}>
      {items.slice(0, shown).map((profile) => (
        <li key={profile.id} data-profile={profile.id}>
          {profile.status === '1' ? (
            <Link
              href={href('profile-detail', { detail: `${profile.profile_game.code}/${profile.id}` }, locale)}
              variant="standalone"
            >
              {profile.title}
            </Link>
          ) : (
            <Text as="p" className={userText}>
              {profile.title}
            </Text>
          )}
          <p className={metaLine}>{profile.profile_game.name}</p>
        </li>
      ))}
    </ul>
  );
}

function Favorites({ t, locale }: { t: HomeT; locale: Locale }) {
  const read = useData(sharedQueries.favorites);
  return (
    <Block
      name="favorites"
      title={t('portal.home.favorites.title')}
      link={{ label: t('portal.home.favorites.link'), href: href('profile-favorites', {}, locale) }}
    >
      <BlockRead
        read={read}
        t={t}
        loading={t('portal.home.favorites.loading')}
        icon={<MynaconHeart />}
        empty={{
          title: t('portal.home.favorites.empty'),
          action: { label: t('portal.home.favorites.browse'), href: href('profile-all', {}, locale) },
        }}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <ProfileList
            items={items.map((item) => item.profile)}
            label={t('portal.home.favorites.title')}
            locale={locale}
          />
        )}
      </BlockRead>
    </Block>
  );
}

function OwnProfiles({ t, locale, userId }: { t: HomeT; locale: Locale; userId: number }) {
  const read = useData(userProfilesQuery(userId));
  return (
    <Block
      name="profiles"
      title={t('portal.home.profiles.title')}
      link={{ label: t('portal.home.profiles.link'), href: href('profile-my-profiles', {}, locale) }}
    >
      <BlockRead
        read={read}
        t={t}
        loading={t('portal.home.profiles.loading')}
        icon={<MynaconGamepad />}
        empty={{ title: t('portal.home.profiles.empty') }}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => <ProfileList items={items} label={t('portal.home.profiles.title')} locale={locale} />}
      </BlockRead>
    </Block>
  );
}

function Playtests({ t, locale }: { t: HomeT; locale: Locale }) {
  const open = useData(sharedQueries.openPlaytests);
  const mine = useData(sharedQueries.myPlaytests);
  const joinedIds = new Set(mine.view.status === 'ready' ? mine.view.value.map((item) => item.playtest_id) : []);
  return (
    <Block
      name="playtests"
      title={t('portal.home.playtests.title')}
      link={{ label: t('portal.home.playtests.link'), href: href('playtests_home', {}, locale) }}
    >
      <Stack gap={4}>
        <BlockPart
          name="joined"
          title={t('portal.home.playtests.joined')}
          read={mine}
          t={t}
          loading={t('portal.home.playtests.loading')}
          icon={<MynaconPlaytest />}
          empty={{ title: t('portal.home.playtests.joinedEmpty') }}
          isEmpty={(items) => items.length === 0}
          items={(items) => (
            <>
              {items.slice(0, shown).map((item) => (
                <li key={item.playtest_id} data-playtest={item.playtest_id}>
                  <Link href={href('playtests-my-playtests', {}, locale)} variant="standalone">
                    {item.playtest.title}
                  </Link>
                  <p className={metaLine}>
                    {t('portal.home.playtests.starts', { date: formatDate(item.playtest.starts_at, locale) })}
                  </p>
                </li>
              ))}
            </>
          )}
        />
        <BlockPart
          name="open"
          title={t('portal.home.playtests.open')}
          read={open}
          t={t}
          loading={t('portal.home.playtests.loading')}
          icon={<MynaconPlaytest />}
          empty={{ title: t('portal.home.playtests.openEmpty') }}
          isEmpty={(items) => joinable(items, joinedIds).length === 0}
          items={(items) => (
            <>
              {joinable(items, joinedIds)
                .slice(0, shown)
                .map((item) => (
                  <li key={item.id} data-playtest={item.id}>
                    <Link href={href('playtest-register', { id: String(item.id) }, locale)} variant="standalone">
                      {item.title}
                    </Link>
                    <p className={metaLine}>
                      {t('portal.home.playtests.placesLeft', { count: item.places_left })}{' '}
                      {t('portal.home.playtests.until', { date: formatDate(item.registration_ends_at, locale) })}
                    </p>
                  </li>
                ))}
            </>
          )}
        />
      </Stack>
    </Block>
  );
}

/** Open playtests the player can still join: not joined, places left, registration not ended. */
function joinable<P extends { id: number; places_left: number; registration_ends_at: string }>(
  items: readonly P[],
  joined: ReadonlySet<number>,
): P[] {
  const now = Date.now();
  return items.filter(
    (item) => !joined.has(item.id) && item.places_left > 0 && Date.parse(item.registration_ends_at) > now,
  );
}

function LatestOrder({ t, locale }: { t: HomeT; locale: Locale }) {
  const read = useData(sharedQueries.orders);
  return (
    <Block
      name="order"
      title={t('portal.home.order.title')}
      link={{ label: t('portal.home.order.link'), href: href('customer-order', {}, locale) }}
    >
      <BlockRead
        read={read}
        t={t}
        loading={t('portal.home.order.loading')}
        icon={<MynaconOrder />}
        empty={{ title: t('portal.home.order.empty') }}
        isEmpty={(history) => history.items.length === 0}
      >
        {(history) => {
          const order = history.items[0];
          if (order === undefined) return null;
          return (
            <div data-order={order.increment_id}>
              <Link
                href={`${href('customer-order', {}, locale)}?order=${encodeURIComponent(order.increment_id)}`}
                variant="standalone"
              >
                {t('portal.home.order.number', { number: order.increment_id })}
              </Link>
              <p className={metaLine}>
                <time dateTime={order.created_at}>{formatDate(order.created_at, locale)}</time>
                <span>
                  {new Intl.NumberFormat(locale, { style: 'currency', currency: order.order_currency_code }).format(
                    order.grand_total,
                  )}
                </span>
                <span>{t('portal.home.order.items', { count: order.items.length })}</span>
              </p>
            </div>
          );
        }}
      </BlockRead>
    </Block>
  );
}

/** The open statuses the home lists, each with its words (literal keys: the type check knows each). */
const openTicketStatusKeys: Partial<
  Record<string, 'portal.home.support.ticketStatus.open' | 'portal.home.support.ticketStatus.pending'>
> = {
  open: 'portal.home.support.ticketStatus.open',
  pending: 'portal.home.support.ticketStatus.pending',
};
const openPostStatuses = new Set<CommunityPost['status']>(['none', 'not_planned', 'planned']);

function SupportRequests({ t, locale }: { t: HomeT; locale: Locale }) {
  const tickets = useData(sharedQueries.tickets);
  const community = useData(sharedQueries.communityData);
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

function Shortcuts({ t, locale }: { t: HomeT; locale: Locale }) {
  const links = [
    { label: t('portal.home.shortcuts.hub'), href: href('support', {}, locale) },
    { label: t('portal.home.shortcuts.games'), href: href('support-games', {}, locale) },
    { label: t('portal.home.shortcuts.products'), href: href('support-products', {}, locale) },
    { label: t('portal.home.shortcuts.shop'), href: href('support-ecommerce', {}, locale) },
    { label: t('portal.home.shortcuts.contact'), href: href('contact', {}, locale) },
  ];
  return (
    <Block name="shortcuts" title={t('portal.home.shortcuts.title')}>
      <ul className={compactList} aria-label={t('portal.home.shortcuts.title')}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="standalone">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** `/` (sign-in required): the player's home. */
export function HomePage() {
  const { t, locale } = useT<typeof homeMessages>();
  const user = useSession((state) => state.session?.user);
  const title = t('portal.page.home.title');
  usePageTitle(title);
  return (
    <Stack gap={6} data-component="HomePage">
      <PageHeader
        title={title}
        description={user?.name ? t('portal.home.greeting', { name: user.name }) : t('portal.home.greetingAnonymous')}
      />
      <Grid columns={{ mobile: 1, md: 2, lg: 3 }} gap={6}>
        <Notifications t={t} locale={locale} />
        <Playtests t={t} locale={locale} />
        <SupportRequests t={t} locale={locale} />
        <Favorites t={t} locale={locale} />
        {user === undefined ? null : <OwnProfiles t={t} locale={locale} userId={user.user_id} />}
        <LatestOrder t={t} locale={locale} />
        <Shortcuts t={t} locale={locale} />
      </Grid>
    </Stack>
  );
}
