import {
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  Heading,
  Link,
  PageHeader,
  PasswordField,
  Text,
  TextField,
} from '@mynacon/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { callProblemOf, fieldMessagesOf, type LinkProblem, linkProblemOf, textOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { resetPassword } from '../api/reset-password';
import { isWellFormedToken } from '../lib/confirmation-link';
import { registrationIssueKeys } from '../lib/issue-keys';
import type authMessages from '../messages/en-GB.json';
import { accountActions, accountPage, outcomeFocus } from './AccountPages.css';
import { ResetRequestForm } from './ResetRequestForm';

type Stage = { kind: 'form' } | { kind: 'done' } | { kind: 'link'; problem: LinkProblem };

/**
 * The password-reset page (minimal layout), opened from the reset mail with `email` and `token`: a new password
 * and its confirmation. The API then ends every session, so the player signs in again with the new password. A
 * used, expired or unknown link says so and offers to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t, locale } = useT<typeof authMessages>();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const [stage, setStage] = useState<Stage>(() =>
    isWellFormedToken(token) ? { kind: 'form' } : { kind: 'link', problem: 'invalid' },
  );
  const [password, setPassword] = useState('');
  // A busy password-hash queue (503) is the refusal this form meets; no limit counts its calls.
  const retry = useSubmitRetry();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const title = t('portal.page.customer-resetpassword.title');
  usePageTitle(title);

  const firstRender = useRef(true);
  useEffect(() => {
    // Not on arrival (the page's heading comes first), but whenever the stage changes after a submission.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (stage.kind !== 'form') outcomeRef.current?.focus();
  }, [stage.kind]);

  const submit = async (values: FormValues) => {
    try {
      await resetPassword({ email, token, password: String(values.password ?? '') });
      retry.clear();
    } catch (error) {
      if (retry.offered(error)) return undefined;
      const problem = linkProblemOf(error, ['email', 'token']);
      if (problem !== null) {
        setStage({ kind: 'link', problem });
        return;
      }
      const refused = fieldMessagesOf(error, ['password'], registrationIssueKeys);
      if (refused !== null && refused.fields.password !== undefined) {
        return new FormSubmissionError({
          fieldErrors: { password: textOf(refused.fields.password, t) },
        });
      }
      return new FormSubmissionError({ formError: t(`portal.reset.error.${callProblemOf(error)}`) });
    }
    setStage({ kind: 'done' });
    // Every session ended with the reset: a player signed in here learns it now rather than at the next call.
    if (useSession.getState().status === 'authenticated')
      void useSession
        .getState()
        .refresh()
        .catch(() => null);
  };

  return (
    <div className={accountPage} data-component="ResetPasswordPage">
      <PageHeader title={title} description={stage.kind === 'form' ? t('portal.reset.intro', { email }) : undefined} />
      {stage.kind === 'form' ? (
        <RetryForm retry={retry} onSubmit={submit} aria-label={title}>
          <TextField
            name="email"
            label={t('portal.reset.email.label')}
            value={email}
            isReadOnly
            autoComplete="username"
          />
          <PasswordField
            name="password"
            label={t('portal.reset.password.label')}
            purpose="new"
            isRequired
            onChange={setPassword}
          />
          <PasswordField
            name="passwordConfirmation"
            label={t('portal.reset.passwordConfirmation.label')}
            isRequired
            mustMatch={password}
          />
          <FormSubmit>{t('portal.reset.submit')}</FormSubmit>
        </RetryForm>
      ) : null}
      {stage.kind === 'done' ? (
        <div ref={outcomeRef} tabIndex={-1} className={outcomeFocus} data-outcome="done">
          <Heading level={2} size="lg">
            {t('portal.reset.done.title')}
          </Heading>
          <Text as="p">{t('portal.reset.done.description')}</Text>
          <div className={accountActions}>
            <Link variant="standalone" href={href('login', {}, locale)}>
              {t('portal.reset.signIn')}
            </Link>
          </div>
        </div>
      ) : null}
      {stage.kind === 'link' ? (
        <>
          <div ref={outcomeRef} tabIndex={-1} className={outcomeFocus} data-outcome={`link-${stage.problem}`}>
            <Heading level={2} size="lg">
              {t(`portal.reset.${stage.problem}.title`)}
            </Heading>
            <Text as="p">{t(`portal.reset.${stage.problem}.description`)}</Text>
          </div>
          <section aria-labelledby="reset-request-title" className={outcomeFocus}>
            <Heading level={2} size="md" id="reset-request-title">
              {t('portal.reset.newLink.title')}
            </Heading>
            <ResetRequestForm defaultEmail={email} />
          </section>
        </>
      ) : null}
    </div>
  );
}
