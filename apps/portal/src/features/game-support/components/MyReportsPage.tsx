import type { Game } from '@mynacon/contract';
import { Alert } from '@mynacon/ui';
import { useLocation } from 'react-router';
import { href } from '../../../config/paths';
import {
  Empty,
  GamePage,
  type GameSupportT,
  LoadView,
  PostList,
  useCommunityData,
  useGameSupportT,
  useSignInHref,
} from './shared';

function MyReports({ game, t }: { game: Game; t: GameSupportT }) {
  const { locale } = useGameSupportT();
  const mine = useCommunityData();
  const signIn = useSignInHref();
  const created = (useLocation().state as { created?: number } | null)?.created;
  if (!mine.signedIn) {
    return (
      <Empty
        title={t('portal.gameSupport.mine.anonymous.title')}
        description={t('portal.gameSupport.mine.anonymous.description')}
        action={{ label: t('portal.gameSupport.mine.anonymous.action'), href: signIn }}
      />
    );
  }
  return (
    <LoadView
      view={mine.view}
      reload={mine.reload}
      t={t}
      ready={(posts) => {
        const own = posts.filter((post) => post.topic_id === game.zendesk_topic_id);
        return (
          <>
            {created !== undefined && own.some((post) => post.id === created) ? (
              <Alert tone="success" title={t('portal.gameSupport.mine.created.title')} data-page-state="created">
                {t('portal.gameSupport.mine.created.description')}
              </Alert>
            ) : null}
            {own.length === 0 ? (
              <Empty
                title={t('portal.gameSupport.mine.empty.title')}
                description={t('portal.gameSupport.mine.empty.description')}
                {...(game.is_active
                  ? {
                      action: {
                        label: t('portal.gameSupport.dashboard.report'),
                        href: href('support-game-create-report', { code: game.code }, locale),
                      },
                    }
                  : {})}
              />
            ) : (
              <PostList posts={own} code={game.code} t={t} label={t('portal.page.support-game-my-reports.title')} />
            )}
          </>
        );
      }}
    />
  );
}

/** `/support/game/{code}/my-reports`: the player's reports on this game's board, newest first. */
export function MyReportsPage() {
  const { t } = useGameSupportT();
  return <GamePage route="support-game-my-reports">{(game) => <MyReports game={game} t={t} />}</GamePage>;
}
