import { Form, FormSubmissionError, FormSubmit, type FormValues, Heading, PasswordField, Text } from '@mynacon/ui';
import { useId, useState } from 'react';
import { changePassword } from '../../api/change-password';
import { formColumn, section } from '../AccountPage.css';
import { submissionError, type Translate } from '../shared';
import type { Show } from './show';

/** A password change: the other sessions end, this one stays. */
export function PasswordForm({ t, show }: { t: Translate; show: Show }) {
  const [round, setRound] = useState(0);
  const [password, setPassword] = useState('');
  const formId = useId();
  const submit = async (values: FormValues) => {
    const current = String(values.currentPassword ?? '');
    const next = String(values.password ?? '');
    if (next !== String(values.confirmPassword ?? '')) {
      return new FormSubmissionError({ fieldErrors: { confirmPassword: t('portal.account.info.passwordMismatch') } });
    }
    try {
      await changePassword(current, next);
      setRound((value) => value + 1);
      setPassword('');
      show('success', t('portal.account.info.passwordChanged'), true);
    } catch (error) {
      return submissionError(t, error, formId, (path) =>
        path === 'currentPassword' || path === 'password' ? path : undefined,
      );
    }
  };
  return (
    <section className={section} aria-labelledby="account-info-password">
      <Heading level={2} id="account-info-password">
        {t('portal.account.info.passwordTitle')}
      </Heading>
      <Text tone="muted">{t('portal.account.info.passwordIntro')}</Text>
      <Form key={round} id={formId} onSubmit={submit} aria-labelledby="account-info-password" className={formColumn}>
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
      </Form>
    </section>
  );
}
