import { Button, EmailField, FormSubmissionError, FormSubmit, type FormValues, Text } from '@mynacon/ui';
import { useEffect, useRef, useState } from 'react';
import { callProblemOf, fieldMessagesOf, retryMinutes, textOf } from '../../../lib/http/refusals';
import { useT } from '../../../lib/i18n/useT';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { getBotToken } from '../../../lib/platform/bot-protection';
import { requestPasswordReset } from '../api/request-password-reset';
import { registrationIssueKeys } from '../lib/issue-keys';
import type authMessages from '../messages/en-GB.json';
import { accountActions, outcomeFocus } from './AccountPages.css';

export interface ResetRequestFormProps {
  /** The address to start with, such as the one the sign-in form or the reset link holds. */
  defaultEmail?: string;
  /** Moves focus to the e-mail field once shown (a panel the player just opened). @default false */
  focusOnMount?: boolean;
  /**
   * Sends a bot-protection token of the `reset` action: on the sign-in page, which loads the bot check; never on the
   * recovery pages, which load no third-party script. @default false
   */
  botProtected?: boolean;
}

/**
 * Asks for a password-reset link. The answer is the same whether or not an account uses the address, so the page
 * says the same too: if there is an account, the link is on its way.
 */
export function ResetRequestForm({
  defaultEmail = '',
  focusOnMount = false,
  botProtected = false,
}: ResetRequestFormProps) {
  const { t } = useT<typeof authMessages>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState(defaultEmail);
  const rootRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const title = t('portal.reset.request.title');
  // Its 429 is the mail limit, counted over an hour in its own words: "Try again" is for a busy server only.
  const retry = useSubmitRetry();

  useEffect(() => {
    if (focusOnMount) rootRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus();
  }, [sentTo]);

  const submit = async (values: FormValues) => {
    const address = String(values.email ?? '').trim();
    try {
      await requestPasswordReset(address, botProtected ? await getBotToken('reset') : undefined);
      retry.clear();
    } catch (error) {
      if (retry.offered(error, { busyOnly: true })) return undefined;
      const refused = fieldMessagesOf(error, ['email'], registrationIssueKeys);
      if (refused !== null && refused.fields.email !== undefined) {
        return new FormSubmissionError({ fieldErrors: { email: textOf(refused.fields.email, t) } });
      }
      // The bot check's refusal (on the `botToken` the form has no field for).
      const [other] = refused?.other ?? [];
      if (other !== undefined) return new FormSubmissionError({ formError: textOf(other, t) });
      const problem = callProblemOf(error);
      const minutes = retryMinutes(error);
      const formError =
        problem === 'throttled'
          ? minutes === null
            ? t('portal.reset.error.throttledLater')
            : t('portal.reset.error.throttled', { minutes })
          : t(`portal.reset.error.${problem}`);
      return new FormSubmissionError({ formError });
    }
    setEmail(address);
    setSentTo(address);
  };

  if (sentTo !== null) {
    return (
      <div ref={sentRef} tabIndex={-1} className={outcomeFocus} data-part="reset-requested">
        <Text as="p" weight="bold">
          {t('portal.reset.request.sent.title')}
        </Text>
        <Text as="p">{t('portal.reset.request.sent.description', { email: sentTo })}</Text>
        <div className={accountActions}>
          <Button variant="secondary" onPress={() => setSentTo(null)}>
            {t('portal.reset.request.again')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div ref={rootRef}>
      <RetryForm retry={retry} onSubmit={submit} aria-label={title}>
        <EmailField
          name="email"
          label={t('portal.reset.request.email.label')}
          defaultValue={email}
          isRequired
          maxLength={254}
        />
        <FormSubmit>{t('portal.reset.request.submit')}</FormSubmit>
      </RetryForm>
    </div>
  );
}
