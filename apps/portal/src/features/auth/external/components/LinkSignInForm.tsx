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
import { useT } from '../../../../lib/i18n/useT';
import { getBotToken } from '../../../../lib/platform/bot-protection';
import { refusalOfError, refusalOfResult } from '../../lib/sign-in-refusal';
import type authMessages from '../../messages/en-GB.json';
import { attachLinkedAccount } from '../api/attach-linked';
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

  const attach = async () => {
    try {
      onLinked((await attachLinkedAccount(ticket)).displayName);
    } catch (error) {
      onProblem(problemOfError(error) ?? 'failed');
    }
  };

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
