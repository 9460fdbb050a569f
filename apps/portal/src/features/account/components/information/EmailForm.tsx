import { Alert, EmailField, Form, FormSubmit, type FormValues, Heading, PasswordField, Text } from '@mynacon/ui';
import { useId, useState } from 'react';
import { useRuntimeConfig } from '../../../../lib/config/useRuntimeConfig';
import { validateEmailDns } from '../../../../lib/http/calls/validate-email-dns';
import { changeEmail } from '../../api/change-email';
import type { AccountInformation } from '../../api/get-information';
import { formColumn, section } from '../AccountPage.css';
import { submissionError, type Translate } from '../shared';

/** An e-mail change, confirmed from the new mailbox. */
export function EmailForm({ info, t }: { info: AccountInformation; t: Translate }) {
  const dnsCheck = useRuntimeConfig()?.config.features.enableDnsValidation ?? true;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const formId = useId();
  const submit = async (values: FormValues) => {
    const email = String(values.email ?? '').trim();
    try {
      await changeEmail(email, String(values.password ?? ''));
      setSentTo(email);
      setRound((value) => value + 1);
    } catch (error) {
      setSentTo(null);
      return submissionError(t, error, formId, (path) => (path === 'email' || path === 'password' ? path : undefined));
    }
  };
  return (
    <section className={section} aria-labelledby="account-info-email">
      <Heading level={2} id="account-info-email">
        {t('portal.account.info.emailTitle')}
      </Heading>
      <Text tone="muted">{t('portal.account.info.emailIntro', { email: info.email })}</Text>
      {sentTo === null ? null : (
        <Alert tone="success" title={t('portal.account.info.emailSent.title')} data-part="email-sent">
          {t('portal.account.info.emailSent.description', { email: sentTo })}
        </Alert>
      )}
      <Form key={round} id={formId} onSubmit={submit} aria-labelledby="account-info-email" className={formColumn}>
        <EmailField
          name="email"
          label={t('portal.account.info.newEmail')}
          isRequired
          maxLength={254}
          validateDns={validateEmailDns}
          dnsCheck={dnsCheck}
        />
        <PasswordField name="password" label={t('portal.account.info.currentPassword')} purpose="current" isRequired />
        <FormSubmit>{t('portal.account.info.emailSubmit')}</FormSubmit>
      </Form>
    </section>
  );
}
