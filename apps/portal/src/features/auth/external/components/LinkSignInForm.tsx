import {
  Button,
  Form,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  PasswordField,
  Text,
  TextField,
} from '@mynacon/ui';
import { useState } from 'react';
import { useSession } from '../../../../lib/auth/session-store';
import { reauthenticate } from '../../../../lib/http/calls/reauthenticate';
import { requestReauthCode } from '../../../../lib/http/calls/request-reauth-code';
import { ApiRequestError } from '../../../../lib/http/errors';
import { failureOf } from '../../../../lib/http/refusals';
import { useT } from '../../../../lib/i18n/useT';
import { RetryForm, type SubmitRetry, useSubmitRetry } from '../../../../lib/page/SubmitRetry';
import { getBotToken } from '../../../../lib/platform/bot-protection';
import { refusalOfError, refusalOfResult } from '../../lib/sign-in-refusal';
import type authMessages from '../../messages/en-GB.json';
import { attachExternalAccount } from '../api/attach-external-account';
import { type ExternalProblem, problemOfError } from '../lib/problems';
import type externalMessages from '../messages/en-GB.json';

export interface LinkSignInFormProps {
  ticket: string;
  provider: string;
  /** Called with the external account's name once it is linked. */
  onLinked: (displayName: string) => void;
  onProblem: (problem: ExternalProblem) => void;
}

/** Links the external account to an existing account: the signed-in player's, or after signing in here. */
export function LinkSignInForm({ ticket, provider, onLinked, onProblem }: LinkSignInFormProps) {
  const { t } = useT<typeof authMessages & typeof externalMessages>();
  const status = useSession((state) => state.status);
  const name = useSession((state) => state.session?.user.name);
  const signIn = useSession((state) => state.signIn);
  const [attaching, setAttaching] = useState(false);
  // Linking needs a proof from the last 10 minutes (decision 036): asked for only when the server wants one.
  const [proofNeeded, setProofNeeded] = useState(false);

  const attach = async () => {
    try {
      onLinked((await attachExternalAccount(ticket)).displayName);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 403 && error.reason === 'reauth_required') {
        setProofNeeded(true);
        return;
      }
      onProblem(problemOfError(error) ?? 'failed');
    }
  };

  if (status === 'authenticated' && proofNeeded) {
    return <ProveItIsYou provider={provider} onProved={attach} />;
  }

  if (status === 'authenticated') {
    return (
      <>
        <Text>{t('portal.external.link.existing.signedIn', { name: name ?? '', provider })}</Text>
        <div>
          <Button
            isLoading={attaching}
            onPress={async () => {
              if (attaching) return;
              setAttaching(true);
              await attach();
              setAttaching(false);
            }}
          >
            {t('portal.external.link.existing.attach', { provider })}
          </Button>
        </div>
      </>
    );
  }

  const submit = async (values: FormValues) => {
    const login = String(values.login ?? '').trim();
    const password = String(values.password ?? '');
    let refusal: ReturnType<typeof refusalOfError> | null;
    try {
      const recaptchaToken = await getBotToken('signin');
      const fields = recaptchaToken ? { email: login, password, recaptchaToken } : { email: login, password };
      refusal = refusalOfResult(await signIn('credentials', fields));
    } catch (error) {
      refusal = refusalOfError(error);
    }
    if (refusal !== null) {
      const message =
        refusal.kind === 'bot' ? t('portal.platform.botRefused') : t(`portal.login.error.${refusal.kind}.description`);
      return new FormSubmissionError({ formError: message });
    }
    await attach();
  };

  return (
    <Form onSubmit={submit} aria-label={t('portal.external.link.existing.title')}>
      <TextField name="login" label={t('portal.login.login.label')} autoComplete="username" isRequired />
      <PasswordField name="password" label={t('portal.login.password.label')} purpose="current" isRequired />
      <FormSubmit>{t('portal.external.link.existing.submit', { provider })}</FormSubmit>
    </Form>
  );
}

/**
 * The proof that it is the player before a link (decision 036): the password, or for an account without one a code
 * mailed to its address. A wrong answer shows on its field and keeps the page; a right one links at once.
 */
function ProveItIsYou({ provider, onProved }: { provider: string; onProved: () => Promise<void> }) {
  const { t } = useT<typeof externalMessages>();
  const [codeSent, setCodeSent] = useState(false);
  // Each proof's form has its notice. A 429 here is the password checks' lockout, counted in minutes: "Try again"
  // is for a busy server only.
  const byPassword = useSubmitRetry();
  const byCode = useSubmitRetry();
  const prove = async (
    proof: { password: string } | { code: string },
    field: 'password' | 'code',
    retry: SubmitRetry,
  ) => {
    try {
      await reauthenticate(proof);
      retry.clear();
    } catch (error) {
      if (retry.offered(error, { busyOnly: true })) return undefined;
      const failure = failureOf(error);
      if (failure.kind === 'invalid') {
        const key = field === 'password' ? 'wrongPassword' : 'wrongCode';
        return new FormSubmissionError({ fieldErrors: { [field]: t(`portal.external.link.reauth.${key}`) } });
      }
      return new FormSubmissionError({ formError: t('portal.external.problem.failed.description') });
    }
    await onProved();
    return undefined;
  };
  return (
    <section aria-labelledby="link-reauth-title" data-part="reauth">
      <h2 id="link-reauth-title">{t('portal.external.link.reauth.title')}</h2>
      <Text>{t('portal.external.link.reauth.description', { provider })}</Text>
      <RetryForm
        retry={byPassword}
        aria-label={t('portal.external.link.reauth.title')}
        onSubmit={(values) => prove({ password: String(values.password ?? '') }, 'password', byPassword)}
      >
        <PasswordField name="password" label={t('portal.external.link.reauth.password')} purpose="current" isRequired />
        <FormSubmit>{t('portal.external.link.reauth.submit', { provider })}</FormSubmit>
      </RetryForm>
      <Text>{t('portal.external.link.reauth.noPassword')}</Text>
      <div>
        <Button
          variant="secondary"
          onPress={() =>
            void requestReauthCode().then(
              () => setCodeSent(true),
              () => setCodeSent(false),
            )
          }
        >
          {t('portal.external.link.reauth.sendCode')}
        </Button>
      </div>
      {codeSent ? <Text role="status">{t('portal.external.link.reauth.codeSent')}</Text> : null}
      {codeSent ? (
        <RetryForm
          retry={byCode}
          aria-label={t('portal.external.link.reauth.code')}
          onSubmit={(values) => prove({ code: String(values.code ?? '').trim() }, 'code', byCode)}
        >
          <TextField
            name="code"
            label={t('portal.external.link.reauth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
          />
          <FormSubmit>{t('portal.external.link.reauth.codeSubmit', { provider })}</FormSubmit>
        </RetryForm>
      ) : null}
    </section>
  );
}
