import type { Game } from '@mynacon/contract';
import {
  Alert,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  PlatformSelect,
  SeveritySelect,
  TextArea,
  TextField,
} from '@mynacon/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { appData } from '../../../lib/data/store';
import { failureOf, invalidInputOf, textOf } from '../../../lib/http/refusals';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { siteData } from '../../../lib/startup/site-data';
import { createCommunityReport } from '../api/create-community-report';
import { formColumn } from './gameSupport.css';
import { Suggestions } from './Suggestions';
import { GamePage, type GameSupportT, LoadView, useGamePlatforms, useGameSupportT } from './shared';

const fields = ['title', 'body', 'severity', 'platform_model'] as const;
const fieldOf = (path: string) =>
  path === 'platform_model' ? 'platform' : (fields as readonly string[]).includes(path) ? path : undefined;

function ReportForm({ game, t }: { game: Game; t: GameSupportT }) {
  const { locale } = useGameSupportT();
  const navigate = useNavigate();
  const retry = useSubmitRetry();
  const platforms = useGamePlatforms(game);
  // The title as typed once typing pauses (the field's 400 ms debounce, spec section 5), for the suggestions.
  const [title, setTitle] = useState('');
  if (!game.is_active) {
    return (
      <Alert tone="info" title={t('portal.gameSupport.create.inactive.title')} data-page-state="refused">
        {t('portal.gameSupport.create.inactive.description')}
      </Alert>
    );
  }
  return (
    <LoadView
      view={platforms.view}
      reload={platforms.reload}
      t={t}
      ready={(options) => {
        const submit = async (values: FormValues) => {
          const platform = options.find((option) => String(option.id) === String(values.platform ?? ''));
          try {
            const post = await createCommunityReport(game, {
              title: String(values.title ?? '').trim(),
              body: String(values.body ?? '').trim(),
              severity: String(values.severity ?? '') as 'low',
              platform_model: platform?.name ?? '',
            });
            // The new report is the player's own, in moderation: first in their community data.
            appData.update(siteData.communityData, (data) => ({ ...data, posts: [post, ...data.posts] }));
            retry.clear();
            navigate(href('support-game-my-reports', { code: game.code }, locale), { state: { created: post.id } });
          } catch (error) {
            if (retry.offered(error)) return undefined;
            const failure = failureOf(error, fieldOf);
            if (failure.kind === 'invalid') {
              return new FormSubmissionError(invalidInputOf(failure, t as never));
            }
            if (failure.kind === 'tooMany') {
              return new FormSubmissionError({ formError: textOf(failure.message, t as never) });
            }
            return new FormSubmissionError({
              formError: t(
                failure.kind === 'signedOut'
                  ? 'portal.gameSupport.create.signedOut'
                  : failure.kind === 'notFound'
                    ? 'portal.gameSupport.create.inactive.description'
                    : 'portal.gameSupport.create.failed',
              ),
            });
          }
        };
        return (
          <RetryForm
            retry={retry}
            onSubmit={submit}
            aria-label={t('portal.page.support-game-create-report.title')}
            className={formColumn}
          >
            <TextField
              name="title"
              label={t('portal.gameSupport.create.title')}
              isRequired
              maxLength={150}
              showCounter
              onChange={setTitle}
            />
            <Suggestions game={game} title={title} t={t} />
            <TextArea
              name="body"
              label={t('portal.gameSupport.create.body')}
              description={t('portal.gameSupport.create.bodyHint')}
              isRequired
              minLength={10}
              maxLength={10000}
              rows={6}
            />
            <SeveritySelect name="severity" label={t('portal.gameSupport.create.severity')} isRequired />
            <PlatformSelect
              name="platform"
              label={t('portal.gameSupport.create.platform')}
              placeholder={t('portal.gameSupport.create.platformPlaceholder')}
              options={options}
              isRequired
            />
            <FormSubmit>{t('portal.gameSupport.create.submit')}</FormSubmit>
          </RetryForm>
        );
      }}
    />
  );
}

/** `/support/game/{code}/create-report` (sign-in required): a new bug report, which waits for moderation. */
export function CreateReportPage() {
  const { t } = useGameSupportT();
  return <GamePage route="support-game-create-report">{(game) => <ReportForm game={game} t={t} />}</GamePage>;
}
