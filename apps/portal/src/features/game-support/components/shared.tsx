// Pieces every game-support page shares: the game of the address, the page frame with its loading, failure and
// unknown-game states, the player's own posts, a post in a list, and the sign-in link that comes back.

import type { CommunityPost, Game } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { Link, MynaconBug, PageHeader, platformDisplayName, SeverityBadge, StatusBadge } from '@mynacon/ui';
import { type ReactNode, type Ref, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { playerQueries } from '../../../lib/data/player-queries';
import { sharedQueries, ticketPlatformOptionsQuery } from '../../../lib/data/queries';
import { fetchQuery } from '../../../lib/data/query';
import { appData } from '../../../lib/data/store';
import { freshFor, type ReadView, useData, viewOf } from '../../../lib/data/useData';
import { type Translate, usePageTitle, useT } from '../../../lib/i18n/useT';
import type { BlockStateTexts, EmptyProps, LoadViewProps } from '../../../lib/page/BlockState';
import { BlockEmpty, BlockFailed, BlockState } from '../../../lib/page/BlockState';
import { compactList, metaLine, pageColumn } from '../../../lib/page/page.css';
import { useStore } from '../../../lib/startup/hydrating-store';
import { siteData } from '../../../lib/startup/site-data';
import { faqQuery } from '../lib/queries';
import type gameSupportMessages from '../messages/en-GB.json';

export type GameSupportT = Translate<typeof gameSupportMessages>;

/** This feature's translator. */
export const useGameSupportT = () => useT<typeof gameSupportMessages>();

/** The game's code: the `code` parameter, or the first segment of the dashboard's rest (`{code...}`). */
export function useGameCode(): { code: string; rest: string[] } {
  const params = useParams();
  if (params.code !== undefined) return { code: params.code, rest: [] };
  const [code = '', ...rest] = (params['*'] ?? '').split('/').filter(Boolean);
  return { code, rest };
}

/** The sign-in link that comes back to the current page. */
export function useSignInHref(): string {
  const { locale } = useT();
  const location = useLocation();
  return `${href('login', {}, locale)}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

export const useSignedIn = () => useSession((state) => state.status === 'authenticated');

/** The game-support pages' wording of the shared block states (lib/page/BlockState). */
export const gameSupportStateTexts = (t: GameSupportT): BlockStateTexts => ({
  loading: t('portal.gameSupport.loading'),
  retry: t('portal.retry'),
  malformed: {
    title: t('portal.gameSupport.malformed.title'),
    description: t('portal.gameSupport.malformed.description'),
  },
  unavailable: {
    title: t('portal.gameSupport.unavailable.title'),
    description: t('portal.gameSupport.unavailable.description'),
  },
});

/** The failure of a read with nothing to show, and "Try again". */
export function LoadFailed({ error, reload, t }: { error: unknown; reload: () => unknown; t: GameSupportT }) {
  return <BlockFailed error={error} reload={reload} texts={gameSupportStateTexts(t)} />;
}

/** Loading, failed or ready: the states of one read. */
export function LoadView<T>({ t, ...props }: LoadViewProps<T, GameSupportT>) {
  return <BlockState {...props} texts={gameSupportStateTexts(t)} />;
}

/** Nothing to list. */
export function Empty(props: EmptyProps) {
  return <BlockEmpty icon={<MynaconBug />} {...props} />;
}

/**
 * A game-support page: its title, the game's name, and the page's content once the game of the address is known.
 * The games list is the start-up's (loaded here when it is not there yet); a code no game has gets its own state.
 */
export function GamePage({
  route,
  children,
  wide = false,
}: {
  route:
    | 'support-game-dashboard'
    | 'support-game-faq'
    | 'support-game-reports'
    | 'support-game-report'
    | 'support-game-my-reports'
    | 'support-game-create-report';
  children: (game: Game) => ReactNode;
  wide?: boolean;
}) {
  const { t, locale } = useGameSupportT();
  const { code, rest } = useGameCode();
  const games = useData(sharedQueries.games);
  const game = games.view.status === 'ready' ? games.view.value.find((item) => item.code === code) : undefined;
  const title = t(`portal.page.${route}.title`);
  usePageTitle(title);
  return (
    <div className={pageColumn} data-component="GameSupportPage" data-route={route} data-wide={wide || undefined}>
      <PageHeader title={title} {...(game === undefined ? {} : { eyebrow: game.name })} />
      <LoadView
        view={games.view}
        reload={games.reload}
        t={t}
        ready={() =>
          game === undefined || rest.length > 0 ? (
            <Empty
              title={t('portal.gameSupport.unknownGame.title')}
              description={t('portal.gameSupport.unknownGame.description')}
              action={{ label: t('portal.gameSupport.unknownGame.action'), href: href('support-games', {}, locale) }}
            />
          ) : (
            children(game)
          )
        }
      />
    </div>
  );
}

/**
 * The signed-in player's community data (own posts, newest first), loaded when missing; anonymous players have
 * none (spec section 6), and nothing is asked for them.
 */
export function useCommunityData(): { signedIn: boolean; view: ReadView<CommunityPost[]>; reload: () => unknown } {
  const signedIn = useSignedIn();
  const entry = useStore(appData.state, (state) => state.entries[siteData.communityData.name]);
  const load = (force = false) => fetchQuery(playerQueries.communityData, force ? { force } : { freshFor });
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again only when the player signs in.
  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn]);
  if (!signedIn) return { signedIn, view: { status: 'ready', value: [], error: undefined }, reload: () => undefined };
  const view = viewOf(
    (entry as { status: string; value: { posts: CommunityPost[] } | undefined; error: unknown } | undefined) ?? {
      status: 'loading',
      value: undefined,
      error: undefined,
    },
  );
  return {
    signedIn,
    view: view.status === 'ready' ? { ...view, value: view.value.posts } : view,
    reload: () => load(true),
  };
}

/** The ids of the player's own posts (empty until known, and for anonymous players). */
export function ownIdsOf(view: ReadView<CommunityPost[]>): Set<number> {
  return new Set(view.status === 'ready' ? view.value.map((post) => post.id) : []);
}

/** A date in the player's locale. */
export const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** A post in a list: its title (a link to it, as text), status, severity, platform and date. */
export function PostItem({
  post,
  code,
  t,
  itemRef,
}: {
  post: CommunityPost;
  code: string;
  t: GameSupportT;
  /** Set on the item that takes focus (the first of a page added), which can then be focused. */
  itemRef?: Ref<HTMLLIElement>;
}) {
  const { locale } = useT();
  return (
    <li data-post={post.id} {...(itemRef === undefined ? {} : { ref: itemRef, tabIndex: -1 })}>
      <Link href={href('support-game-report', { code, id: String(post.id) }, locale)} variant="standalone">
        {post.title}
      </Link>
      <p className={metaLine}>
        <StatusBadge status={post.status} />
        <SeverityBadge severity={post.details.severity} />
        <span>
          {t('portal.gameSupport.post.platform', { platform: platformDisplayName(post.details.platform_model) })}
        </span>
        <time dateTime={post.created_at}>{formatDate(post.created_at, locale)}</time>
        {post.me_too.count > 0 && (
          <span data-part="me-too">{t('portal.gameSupport.post.meToo', { count: post.me_too.count })}</span>
        )}
      </p>
    </li>
  );
}

export function PostList({
  posts,
  code,
  t,
  label,
}: {
  posts: readonly CommunityPost[];
  code: string;
  t: GameSupportT;
  label: string;
}) {
  return (
    <ul className={compactList} aria-label={label}>
      {posts.map((post) => (
        <PostItem key={post.id} post={post} code={code} t={t} />
      ))}
    </ul>
  );
}

/** The game's platforms (its ticket platform options), as a report and a "me too" name them. */
export function useGamePlatforms(game: Game) {
  return useData(ticketPlatformOptionsQuery(game.code));
}

/** The game's FAQ in the help-centre locale of the player's. */
export function useFaq(game: Game, locale: Locale) {
  return useData(faqQuery(game, locale));
}
