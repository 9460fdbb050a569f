// The address form of the account's addresses page: a new address or a change to one, with the store's rules.
import { Checkbox, FormSubmit, type FormValues, Select, TextField } from '@mynacon/ui';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import type { Address } from '../api/get-user-addresses';
import {
  addressFieldOf,
  addressMaxLengths,
  type CountryOption,
  formValuesOf,
  isPostcode,
  isTelephone,
} from '../lib/address-form';
import { fieldPair, formColumn } from './AccountPage.css';
import { submissionError, type Translate } from './shared';

const invalid = { key: 'form.invalid' } as const;
/** The address's three street lines; the first is required. */
const streetLines = [0, 1, 2] as const;

export interface AddressFormProps {
  t: Translate;
  label: string;
  countries: (keep?: string) => CountryOption[];
  address?: Address;
  submitLabel: string;
  /** Offers “make this my default address” (new addresses). */
  offerDefault?: boolean;
  onSubmit: (values: FormValues) => Promise<unknown>;
}

/** The fields of an address: names, up to three street lines, city, postcode, country, telephone. */
export function AddressForm({
  t,
  label,
  countries,
  address,
  submitLabel,
  offerDefault = false,
  onSubmit,
}: AddressFormProps) {
  const start = address ? formValuesOf(address) : undefined;
  const retry = useSubmitRetry();
  return (
    <RetryForm
      retry={retry}
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
          retry.clear();
        } catch (error) {
          if (retry.offered(error)) return undefined;
          return submissionError(t, error, retry.formId, addressFieldOf);
        }
      }}
      aria-label={label}
      className={formColumn}
    >
      <div className={fieldPair}>
        <TextField
          name="firstname"
          label={t('portal.account.addresses.firstname')}
          autoComplete="given-name"
          defaultValue={start?.firstname}
          isRequired
          maxLength={addressMaxLengths.name}
        />
        <TextField
          name="lastname"
          label={t('portal.account.addresses.lastname')}
          autoComplete="family-name"
          defaultValue={start?.lastname}
          isRequired
          maxLength={addressMaxLengths.name}
        />
      </div>
      {streetLines.map((line) => (
        <TextField
          key={line}
          name={`street${line}`}
          label={t('portal.account.addresses.street', { line: line + 1 })}
          autoComplete={`address-line${line + 1}`}
          defaultValue={start?.[`street${line}`]}
          isRequired={line === 0}
          maxLength={addressMaxLengths.streetLine}
        />
      ))}
      <div className={fieldPair}>
        <TextField
          name="postcode"
          label={t('portal.account.addresses.postcode')}
          description={t('portal.account.addresses.postcodeHint')}
          autoComplete="postal-code"
          defaultValue={start?.postcode}
          isRequired
          rules={[(value) => (isPostcode(value) ? null : invalid)]}
        />
        <TextField
          name="city"
          label={t('portal.account.addresses.city')}
          autoComplete="address-level2"
          defaultValue={start?.city}
          isRequired
          maxLength={addressMaxLengths.name}
        />
      </div>
      <Select
        name="country"
        label={t('portal.account.addresses.country')}
        placeholder={t('portal.account.addresses.countryPlaceholder')}
        items={countries(start?.country)}
        defaultSelectedKey={start?.country ?? null}
        isRequired
      />
      <TextField
        name="telephone"
        type="tel"
        label={t('portal.account.addresses.telephone')}
        autoComplete="tel"
        defaultValue={start?.telephone}
        rules={[(value) => (value.trim() === '' || isTelephone(value) ? null : invalid)]}
      />
      {offerDefault ? <Checkbox name="is_default">{t('portal.account.addresses.makeDefault')}</Checkbox> : null}
      <FormSubmit>{submitLabel}</FormSubmit>
    </RetryForm>
  );
}
