import type { CommunityPost, Game } from '@mynacon/contract';
import { Card, Link, platformDisplayName, SeverityBadge, Skeleton, StatusBadge } from '@mynacon/ui';
import { useParams } from 'react-router';
import { href } from '../../../config/paths';
import { useData } from '../../../lib/data/useData';
import { metaLine } from '../../../lib/page/page.css';
import { communityPostQuery } from '../lib/queries';
import { userText } from './gameSupport.css';
import { MeToo } from './MeToo';
import {
  Empty,
  formatDate,
  GamePage,
  type GameSupportT,
  LoadFailed,
  useCommunityData,
  useGameSupportT,
} from './shared';

type Read =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'missing' }
  | { status: 'ready'; post: CommunityPost };

function Report({ game, t }: { game: Game; t: GameSupportT }) {
  const { locale } = useGameSupportT();
  const id = useParams().id ?? '';
  const mine = useCommunityData();
  // The author's own post comes from their community data (a post in moderation is theirs alone to read).
  const own =
    mine.view.status === 'ready'
      ? mine.view.value.find((post) => String(post.id) === id && post.topic_id === game.zendesk_topic_id)
      : undefined;
  const valid = /^[1-9][0-9]{0,14}$/.test(id);
  const waitForOwn = mine.signedIn && mine.view.status === 'loading';
  const board = useData(communityPostQuery(game, id), { enabled: valid && own === undefined && !waitForOwn });
  const shown: Read =
    own !== undefined
      ? { status: 'ready', post: own }
      : !valid
        ? { status: 'missing' }
        : board.view.status === 'ready'
          ? board.view.value === null
            ? { status: 'missing' }
            : { status: 'ready', post: board.view.value }
          : board.view.status === 'failed'
            ? { status: 'failed', error: board.view.error }
            : { status: 'loading' };
  if (shown.status === 'loading') return <Skeleton lines={5} label={t('portal.gameSupport.loading')} />;
  if (shown.status === 'failed') return <LoadFailed error={shown.error} reload={board.reload} t={t} />;
  if (shown.status === 'missing') {
    return (
      <Empty
        title={t('portal.gameSupport.report.missing.title')}
        description={t('portal.gameSupport.report.missing.description')}
        action={{
          label: t('portal.gameSupport.report.back'),
          href: href('support-game-reports', { code: game.code }, locale),
        }}
      />
    );
  }
  const { post } = shown;
  return (
    <Card as="article" headingLevel={2} title={<span className={userText}>{post.title}</span>} data-post={post.id}>
      <p className={metaLine}>
        <StatusBadge status={post.status} />
        <SeverityBadge severity={post.details.severity} />
      </p>
      <dl className={metaLine}>
        <dt>{t('portal.gameSupport.report.platform')}</dt>
        <dd>{platformDisplayName(post.details.platform_model)}</dd>
        <dt>{t('portal.gameSupport.report.author')}</dt>
        <dd className={userText}>{post.author_name}</dd>
        <dt>{t('portal.gameSupport.report.created')}</dt>
        <dd>
          <time dateTime={post.created_at}>{formatDate(post.created_at, locale)}</time>
        </dd>
        <dt>{t('portal.gameSupport.report.votes')}</dt>
        <dd>{t('portal.gameSupport.report.voteCount', { count: post.vote_count })}</dd>
        <dt>{t('portal.gameSupport.report.comments')}</dt>
        <dd>{t('portal.gameSupport.report.commentCount', { count: post.comment_count })}</dd>
      </dl>
      <p className={userText} data-part="body">
        {post.details.body}
      </p>
      <MeToo
        game={game}
        post={post}
        t={t}
        isAuthor={own !== undefined}
        onChanged={(changed) => board.update(() => changed)}
      />
      <p>
        <Link href={href('support-game-reports', { code: game.code }, locale)} variant="standalone">
          {t('portal.gameSupport.report.back')}
        </Link>
      </p>
    </Card>
  );
}

/** `/support/game/{code}/reports/{id}`: one report. */
export function ReportPage() {
  const { t } = useGameSupportT();
  return <GamePage route="support-game-report">{(game) => <Report game={game} t={t} />}</GamePage>;
}
