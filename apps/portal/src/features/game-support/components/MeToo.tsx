// "Me too, on my platform" on one report (decision 033): the counts per platform as text for everyone, and for a
// signed-in player the platform they have the problem on, which they can change later (once per player).
import type { CommunityPost, Game } from '@mynacon/contract';
import {
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  Link,
  PlatformSelect,
  platformDisplayName,
  Text,
} from '@mynacon/ui';
import { useId } from 'react';
import { appData } from '../../../lib/data/store';
import type { TicketPlatformOptions } from '../../../lib/http/calls/get-ticket-platform-options';
import { failureOf, textOf } from '../../../lib/http/refusals';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { useStore } from '../../../lib/startup/hydrating-store';
import { siteData } from '../../../lib/startup/site-data';
import { meToo } from '../api/me-too';
import { meToo as meTooStyle, sectionHeading } from './gameSupport.css';
import { type GameSupportT, LoadView, useGamePlatforms, useSignedIn, useSignInHref } from './shared';

/** The counts of a post as text: how many in all, then per platform model, the most named first. */
export function MeTooCounts({ post, t }: { post: CommunityPost; t: GameSupportT }) {
  const { count, platforms } = post.me_too;
  return (
    <div data-part="me-too-counts">
      <Text as="p">{t('portal.gameSupport.meToo.count', { count })}</Text>
      {platforms.length > 0 && (
        <ul aria-label={t('portal.gameSupport.meToo.perPlatform')}>
          {platforms.map((entry) => (
            <li key={entry.platform_model}>
              {t('portal.gameSupport.meToo.platformCount', {
                platform: platformDisplayName(entry.platform_model),
                count: entry.count,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The player's own "me too" on a post, from their community data (none when unknown or anonymous). */
function useOwnMeToo(postId: number): string | undefined {
  return useStore(appData.state, (state) => {
    const data = state.entries[siteData.communityData.name]?.value as
      | { me_too?: Array<{ post_id: number; platform_model: string }> }
      | undefined;
    return data?.me_too?.find((entry) => entry.post_id === postId)?.platform_model;
  });
}

function MeTooForm({
  game,
  post,
  t,
  onChanged,
}: {
  game: Game;
  post: CommunityPost;
  t: GameSupportT;
  onChanged: (post: CommunityPost) => void;
}) {
  const platforms = useGamePlatforms(game);
  return (
    <LoadView
      view={platforms.view}
      reload={platforms.reload}
      t={t}
      ready={(options) => <MeTooChoice game={game} post={post} t={t} options={options} onChanged={onChanged} />}
    />
  );
}

function MeTooChoice({
  game,
  post,
  t,
  options,
  onChanged,
}: {
  game: Game;
  post: CommunityPost;
  t: GameSupportT;
  options: TicketPlatformOptions;
  onChanged: (post: CommunityPost) => void;
}) {
  const retry = useSubmitRetry();
  const own = useOwnMeToo(post.id);
  const chosen = options.find((option) => option.name === (own ?? post.details.platform_model));
  const submit = async (values: FormValues) => {
    const platform = options.find((option) => String(option.id) === String(values.platform ?? ''));
    if (platform === undefined) {
      return new FormSubmissionError({ fieldErrors: { platform: t('portal.gameSupport.meToo.choose') } });
    }
    try {
      const changed = await meToo(game, post.id, platform.name);
      appData.update(siteData.communityData, (data) => ({
        ...data,
        me_too: [
          ...data.me_too.filter((entry) => entry.post_id !== post.id),
          { post_id: post.id, platform_model: platform.name },
        ],
      }));
      retry.clear();
      onChanged(changed);
    } catch (error) {
      if (retry.offered(error)) return undefined;
      const failure = failureOf(error, () => undefined);
      if (failure.kind === 'tooMany')
        return new FormSubmissionError({ formError: textOf(failure.message, t as never) });
      return new FormSubmissionError({
        formError: t(
          failure.kind === 'signedOut'
            ? 'portal.gameSupport.meToo.signedOut'
            : failure.kind === 'notFound'
              ? 'portal.gameSupport.meToo.gone'
              : 'portal.gameSupport.meToo.failed',
        ),
      });
    }
    return undefined;
  };
  return (
    <>
      {own !== undefined && (
        <Text as="p" role="status" data-part="me-too-own">
          {t('portal.gameSupport.meToo.own', { platform: platformDisplayName(own) })}
        </Text>
      )}
      <RetryForm
        retry={retry}
        onSubmit={submit}
        aria-label={t('portal.gameSupport.meToo.title')}
        className={meTooStyle}
      >
        <PlatformSelect
          name="platform"
          label={t('portal.gameSupport.meToo.platform')}
          options={options}
          defaultSelectedKey={chosen?.id ?? null}
          isRequired
        />
        <FormSubmit>
          {own === undefined ? t('portal.gameSupport.meToo.add') : t('portal.gameSupport.meToo.change')}
        </FormSubmit>
      </RetryForm>
    </>
  );
}

/** The report's "me too" section: counts for everyone, the form for a signed-in player, sign-in otherwise. */
export function MeToo({
  game,
  post,
  t,
  isAuthor,
  onChanged,
}: {
  game: Game;
  post: CommunityPost;
  t: GameSupportT;
  /** The report is the player's own: their report already says they have the problem. */
  isAuthor: boolean;
  onChanged: (post: CommunityPost) => void;
}) {
  const signedIn = useSignedIn();
  const signIn = useSignInHref();
  const headingId = useId();
  // A post in moderation is not on the board yet: nobody can say "me too" on it.
  const open = post.status !== 'none' && game.is_active && !isAuthor;
  return (
    <section aria-labelledby={headingId} data-part="me-too">
      <h3 id={headingId} className={sectionHeading}>
        {t('portal.gameSupport.meToo.title')}
      </h3>
      <MeTooCounts post={post} t={t} />
      {open &&
        (signedIn ? (
          <MeTooForm game={game} post={post} t={t} onChanged={onChanged} />
        ) : (
          <Link href={signIn} variant="standalone">
            {t('portal.gameSupport.meToo.signIn')}
          </Link>
        ))}
    </section>
  );
}
