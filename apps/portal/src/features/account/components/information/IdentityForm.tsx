import {
  DateField,
  Form,
  FormSubmit,
  type FormValues,
  Heading,
  Text,
  TextField,
  username as usernameCharacters,
} from '@mynacon/ui';
import { useId } from 'react';
import { useSession } from '../../../../lib/auth/session-store';
import { useMinimumAge } from '../../../../lib/config/useMinimumAge';
import type { AccountInformation } from '../../api/get-information';
import { type InformationChange, updateInformation } from '../../api/update-information';
import { formColumn, section } from '../AccountPage.css';
import { submissionError, type Translate } from '../shared';

/** The header's name follows a new username: a session read carries the account's current name. */
async function showNewName(): Promise<void> {
  await useSession
    .getState()
    .refresh()
    .catch(() => null);
}

/** A new username or date of birth, under the registration rules. */
export function IdentityForm({
  info,
  t,
  onSaved,
}: {
  info: AccountInformation;
  t: Translate;
  onSaved: (info: AccountInformation) => void;
}) {
  const formId = useId();
  const minAge = useMinimumAge(info.country_id);
  const submit = async (values: FormValues) => {
    const username = String(values.username ?? '');
    const birth = typeof values.date_of_birth === 'string' ? values.date_of_birth : '';
    const change: InformationChange = {
      ...(username === info.username ? {} : { username }),
      ...(birth === '' || birth === info.date_of_birth ? {} : { date_of_birth: birth }),
    };
    if (Object.keys(change).length === 0) {
      onSaved(info);
      return;
    }
    try {
      const saved = await updateInformation(change);
      if (saved.username !== info.username) await showNewName();
      onSaved(saved);
    } catch (error) {
      return submissionError(t, error, formId, (path) =>
        path === 'username' || path === 'date_of_birth' ? path : undefined,
      );
    }
  };
  return (
    <section className={section} aria-labelledby="account-info-identity">
      <Heading level={2} id="account-info-identity">
        {t('portal.account.info.identityTitle')}
      </Heading>
      <Text tone="muted">{t('portal.account.info.identityIntro')}</Text>
      <Form id={formId} onSubmit={submit} aria-labelledby="account-info-identity" className={formColumn}>
        <TextField
          name="username"
          label={t('portal.account.info.username')}
          autoComplete="username"
          defaultValue={info.username}
          isRequired
          minLength={3}
          maxLength={30}
          rules={[usernameCharacters]}
        />
        <DateField
          name="date_of_birth"
          label={t('portal.account.info.dateOfBirth')}
          defaultValue={info.date_of_birth}
          minAge={minAge}
          isRequired={info.date_of_birth !== null}
        />
        <FormSubmit>{t('portal.account.save')}</FormSubmit>
      </Form>
    </section>
  );
}
