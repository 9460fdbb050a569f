import { FormSubmissionError, FormSubmit, type FormValues, PasswordField } from '@mynacon/ui';
import { useState } from 'react';
import { changePassword } from '../../api/change-password';
import type { Translate } from '../shared';
import { FormSection } from './FormSection';
import type { Show } from './show';

/** A password change: the other sessions end, this one stays. */
export function PasswordForm({ t, show }: { t: Translate; show: Show }) {
  const [round, setRound] = useState(0);
  const [password, setPassword] = useState('');
  const submit = async (values: FormValues) => {
    const current = String(values.currentPassword ?? '');
    const next = String(values.password ?? '');
    if (next !== String(values.confirmPassword ?? '')) {
      return new FormSubmissionError({ fieldErrors: { confirmPassword: t('portal.account.info.passwordMismatch') } });
    }
    await changePassword(current, next);
    setRound((value) => value + 1);
    setPassword('');
    show('success', t('portal.account.info.passwordChanged'), true);
  };
  return (
    <FormSection
      id="account-info-password"
      title={t('portal.account.info.passwordTitle')}
      intro={t('portal.account.info.passwordIntro')}
      formKey={round}
      t={t}
      fields={['currentPassword', 'password']}
      onSubmit={submit}
      busyOnly
    >
      <PasswordField
        name="currentPassword"
        label={t('portal.account.info.currentPassword')}
        purpose="current"
        isRequired
      />
      <PasswordField
        name="password"
        label={t('portal.account.info.newPassword')}
        purpose="new"
        isRequired
        onChange={setPassword}
      />
      <PasswordField
        name="confirmPassword"
        label={t('portal.account.info.confirmPassword')}
        mustMatch={password}
        isRequired
        errorMessage={t('portal.account.info.passwordMismatch')}
      />
      <FormSubmit>{t('portal.account.info.passwordSubmit')}</FormSubmit>
    </FormSection>
  );
}
