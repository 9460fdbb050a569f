import { Checkbox, FormSubmit, type FormValues, TextField } from '@mynacon/ui';
import type { AccountInformation } from '../../api/get-user-information';
import { type InformationChange, updateUserInformation } from '../../api/update-user-information';
import { fieldPair } from '../AccountPage.css';
import type { Translate } from '../shared';
import { FormSection } from './FormSection';

/** First and last name and the newsletter. */
export function PersonalForm({
  info,
  t,
  onSaved,
}: {
  info: AccountInformation;
  t: Translate;
  onSaved: (info: AccountInformation) => void;
}) {
  const submit = async (values: FormValues) => {
    const firstname = String(values.firstname ?? '').trim();
    const lastname = String(values.lastname ?? '').trim();
    const change: InformationChange = {
      newsletter_subscribed: values.newsletter === true || values.newsletter === 'on',
      ...(firstname === '' ? {} : { firstname }),
      ...(lastname === '' ? {} : { lastname }),
    };
    onSaved(await updateUserInformation(change));
  };
  return (
    <FormSection
      id="account-info-personal"
      title={t('portal.account.info.personalTitle')}
      t={t}
      fields={['firstname', 'lastname']}
      onSubmit={submit}
    >
      <div className={fieldPair}>
        <TextField
          name="firstname"
          label={t('portal.account.info.firstname')}
          autoComplete="given-name"
          defaultValue={info.firstname}
          maxLength={64}
        />
        <TextField
          name="lastname"
          label={t('portal.account.info.lastname')}
          autoComplete="family-name"
          defaultValue={info.lastname}
          maxLength={64}
        />
      </div>
      <Checkbox name="newsletter" defaultSelected={info.newsletter_subscribed}>
        {t('portal.account.info.newsletter')}
      </Checkbox>
      <FormSubmit>{t('portal.account.save')}</FormSubmit>
    </FormSection>
  );
}
