import { Checkbox, Form, FormSubmit, type FormValues, Heading, TextField } from '@mynacon/ui';
import { useId } from 'react';
import type { AccountInformation } from '../../api/get-information';
import { type InformationChange, updateInformation } from '../../api/update-information';
import { fieldPair, formColumn, section } from '../AccountPage.css';
import { submissionError, type Translate } from '../shared';

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
  const formId = useId();
  const submit = async (values: FormValues) => {
    const firstname = String(values.firstname ?? '').trim();
    const lastname = String(values.lastname ?? '').trim();
    const change: InformationChange = {
      newsletter_subscribed: values.newsletter === true || values.newsletter === 'on',
      ...(firstname === '' ? {} : { firstname }),
      ...(lastname === '' ? {} : { lastname }),
    };
    try {
      onSaved(await updateInformation(change));
    } catch (error) {
      return submissionError(t, error, formId, (path) =>
        path === 'firstname' || path === 'lastname' ? path : undefined,
      );
    }
  };
  return (
    <section className={section} aria-labelledby="account-info-personal">
      <Heading level={2} id="account-info-personal">
        {t('portal.account.info.personalTitle')}
      </Heading>
      <Form id={formId} onSubmit={submit} aria-labelledby="account-info-personal" className={formColumn}>
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
      </Form>
    </section>
  );
}
