import type { Game } from '@mynacon/contract';
import { Card, Inline, Link } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { joinViews, useData } from '../../../lib/data/useData';
import { latestOf } from '../lib/board-filters';
import { latestPostsQuery } from '../lib/queries';
import { columns } from './gameSupport.css';
import { GamePage, type GameSupportT, LoadView, ownIdsOf, PostList, useCommunityData, useGameSupportT } from './shared';

type GameRoute = 'support-game-faq' | 'support-game-reports' | 'support-game-my-reports' | 'support-game-create-report';

function Dashboard({ game, t }: { game: Game; t: GameSupportT }) {
  const { locale } = useGameSupportT();
  const latest = useData(latestPostsQuery(game));
  const mine = useCommunityData();
  const code = game.code;
  const links: Array<{ route: GameRoute; label: string }> = [
    { route: 'support-game-faq', label: t('portal.gameSupport.dashboard.faq') },
    { route: 'support-game-reports', label: t('portal.gameSupport.dashboard.board') },
    { route: 'support-game-my-reports', label: t('portal.gameSupport.dashboard.myReports') },
    ...(game.is_active
      ? [{ route: 'support-game-create-report' as const, label: t('portal.gameSupport.dashboard.report') }]
      : []),
  ];
  return (
    <>
      <nav aria-label={t('portal.gameSupport.dashboard.links')}>
        <Inline gap={4}>
          {links.map((item) => (
            <Link key={item.route} href={href(item.route, { code }, locale)} variant="standalone">
              {item.label}
            </Link>
          ))}
        </Inline>
      </nav>
      <LoadView
        view={joinViews(latest.view, mine.view)}
        reload={() => Promise.all([latest.reload(), mine.reload()])}
        t={t}
        ready={([posts, own]) => {
          const ownIds = ownIdsOf({ status: 'ready', value: own, error: undefined });
          // The player's own posts of this board count too: a report in moderation is shown to its author.
          const all = [
            ...posts,
            ...own.filter((post) => post.topic_id === game.zendesk_topic_id && !posts.some((p) => p.id === post.id)),
          ];
          const bugs = latestOf(all, ['not_planned', 'planned'], ownIds);
          const resolved = latestOf(all, ['completed'], ownIds);
          const waiting = latestOf(all, ['none'], ownIds);
          return (
            <div className={columns}>
              {waiting.length > 0 ? (
                <Card as="section" headingLevel={2} title={t('portal.gameSupport.dashboard.moderation')}>
                  <PostList posts={waiting} code={code} t={t} label={t('portal.gameSupport.dashboard.moderation')} />
                </Card>
              ) : null}
              <Card as="section" headingLevel={2} title={t('portal.gameSupport.dashboard.latest')}>
                {bugs.length === 0 ? (
                  <p>{t('portal.gameSupport.dashboard.noLatest')}</p>
                ) : (
                  <PostList posts={bugs} code={code} t={t} label={t('portal.gameSupport.dashboard.latest')} />
                )}
              </Card>
              <Card as="section" headingLevel={2} title={t('portal.gameSupport.dashboard.resolved')}>
                {resolved.length === 0 ? (
                  <p>{t('portal.gameSupport.dashboard.noResolved')}</p>
                ) : (
                  <PostList posts={resolved} code={code} t={t} label={t('portal.gameSupport.dashboard.resolved')} />
                )}
              </Card>
            </div>
          );
        }}
      />
    </>
  );
}

/** `/support/game/{code...}`: the game's dashboard (spec section 9): latest bug reports and resolved issues. */
export function DashboardPage() {
  const { t } = useGameSupportT();
  return <GamePage route="support-game-dashboard">{(game) => <Dashboard game={game} t={t} />}</GamePage>;
}
