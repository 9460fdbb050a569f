import type { Locale } from '@mynacon/contract/locale';
import {
  Checkbox,
  DateField,
  EmailField,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  PasswordField,
  Select,
  TextField,
  username,
} from '@mynacon/ui';
import { useRuntimeConfig } from '../../../../lib/config/useRuntimeConfig';
import { ApiRequestError } from '../../../../lib/http/errors';
import { useT } from '../../../../lib/i18n/useT';
import { RetryForm, useSubmitRetry } from '../../../../lib/page/SubmitRetry';
import { getBotToken } from '../../../../lib/platform/bot-protection';
import type authMessages from '../../messages/en-GB.json';
import { registerWithExternalAccount } from '../api/register-with-external-account';
import { type ExternalProblem, problemOfError } from '../lib/problems';
import { countriesOf, fieldErrorsOf, registrationBody, registrationFields } from '../lib/registration';
import type externalMessages from '../messages/en-GB.json';

export interface LinkRegisterFormProps {
  ticket: string;
  /** The method's label. */
  provider: string;
  /** Called with the address once the account is created (its confirmation mail is on its way). */
  onRegistered: (email: string) => void;
  /** Called with a problem of the whole request (ticket spent, server down); the typed values stay. */
  onProblem: (problem: ExternalProblem) => void;
}

/** A new account for the external account: the registration form without a required password. */
export function LinkRegisterForm({ ticket, provider, onRegistered, onProblem }: LinkRegisterFormProps) {
  const { t, locale } = useT<typeof authMessages & typeof externalMessages>();
  const countries = countriesOf(useRuntimeConfig()?.infos, locale as Locale);

  const retry = useSubmitRetry();
  const submit = async (values: FormValues) => {
    try {
      const botToken = await getBotToken('register');
      const body = registrationBody(values, ticket, locale as Locale, botToken);
      await registerWithExternalAccount(body);
      retry.clear();
      onRegistered(body.email);
    } catch (error) {
      if (retry.offered(error)) return undefined;
      const problem = problemOfError(error, registrationFields);
      if (problem === null && error instanceof ApiRequestError) {
        return new FormSubmissionError({ fieldErrors: fieldErrorsOf(error.issues) });
      }
      onProblem(problem ?? 'failed');
    }
  };

  return (
    <RetryForm retry={retry} onSubmit={submit} aria-label={t('portal.external.link.create.title')}>
      <EmailField name="email" label={t('portal.external.link.email')} isRequired />
      <TextField
        name="username"
        label={t('portal.external.link.username')}
        description={t('portal.external.link.usernameHelp')}
        autoComplete="username"
        isRequired
        minLength={3}
        rules={[username]}
      />
      <PasswordField
        name="password"
        label={t('portal.external.link.password')}
        description={t('portal.external.link.passwordHelp', { provider })}
        purpose="new"
      />
      <DateField name="dateOfBirth" label={t('portal.external.link.dateOfBirth')} isRequired />
      <Select
        name="country"
        label={t('portal.external.link.country')}
        placeholder={t('portal.external.link.countryPlaceholder')}
        items={countries.map((country) => ({ id: country.id, label: country.name }))}
        isRequired
      />
      <Checkbox name="terms" isRequired>
        {t('portal.external.link.terms')}
      </Checkbox>
      <Checkbox name="newsletter">{t('portal.external.link.newsletter')}</Checkbox>
      <FormSubmit>{t('portal.external.link.create.submit')}</FormSubmit>
    </RetryForm>
  );
}
