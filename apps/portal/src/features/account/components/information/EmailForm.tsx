import { Alert, EmailField, FormSubmit, type FormValues, PasswordField } from '@mynacon/ui';
import { useState } from 'react';
import { useRuntimeConfig } from '../../../../lib/config/useRuntimeConfig';
import { validateEmailDns } from '../../../../lib/http/calls/validate-email-dns';
import { changeEmail } from '../../api/change-email';
import type { AccountInformation } from '../../api/get-user-information';
import type { Translate } from '../shared';
import { FormSection } from './FormSection';

/** An e-mail change, confirmed from the new mailbox. */
export function EmailForm({ info, t }: { info: AccountInformation; t: Translate }) {
  const dnsCheck = useRuntimeConfig()?.config.features.enableDnsValidation ?? true;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const submit = async (values: FormValues) => {
    const email = String(values.email ?? '').trim();
    await changeEmail(email, String(values.password ?? ''));
    setSentTo(email);
    setRound((value) => value + 1);
  };
  return (
    <FormSection
      id="account-info-email"
      title={t('portal.account.info.emailTitle')}
      intro={t('portal.account.info.emailIntro', { email: info.email })}
      notice={
        sentTo === null ? null : (
          <Alert tone="success" title={t('portal.account.info.emailSent.title')} data-part="email-sent">
            {t('portal.account.info.emailSent.description', { email: sentTo })}
          </Alert>
        )
      }
      formKey={round}
      t={t}
      fields={['email', 'password']}
      onSubmit={submit}
      busyOnly
      onFailure={() => setSentTo(null)}
    >
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
    </FormSection>
  );
}
