import { DateField, FormSubmit, type FormValues, TextField, username as usernameCharacters } from '@mynacon/ui';
import { useSession } from '../../../../lib/auth/session-store';
import { useMinimumAge } from '../../../../lib/config/useMinimumAge';
import type { AccountInformation } from '../../api/get-user-information';
import { type InformationChange, updateUserInformation } from '../../api/update-user-information';
import type { Translate } from '../shared';
import { FormSection } from './FormSection';

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
    const saved = await updateUserInformation(change);
    if (saved.username !== info.username) await showNewName();
    onSaved(saved);
  };
  return (
    <FormSection
      id="account-info-identity"
      title={t('portal.account.info.identityTitle')}
      intro={t('portal.account.info.identityIntro')}
      t={t}
      fields={['username', 'date_of_birth']}
      onSubmit={submit}
    >
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
    </FormSection>
  );
}
