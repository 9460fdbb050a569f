// The address form of the account's addresses page: a new address or a change to one, with the store's rules.
import { Checkbox, Form, FormSubmit, type FormValues, Select, TextField } from '@mynacon/ui';
import { useSubmitRetry } from '../../../lib/page/SubmitRetry';
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
    <Form
      id={retry.formId}
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
      {retry.notice}
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
      <TextField
        name="street0"
        label={t('portal.account.addresses.street', { line: 1 })}
        autoComplete="address-line1"
        defaultValue={start?.street0}
        isRequired
        maxLength={addressMaxLengths.streetLine}
      />
      <TextField
        name="street1"
        label={t('portal.account.addresses.street', { line: 2 })}
        autoComplete="address-line2"
        defaultValue={start?.street1}
        maxLength={addressMaxLengths.streetLine}
      />
      <TextField
        name="street2"
        label={t('portal.account.addresses.street', { line: 3 })}
        autoComplete="address-line3"
        defaultValue={start?.street2}
        maxLength={addressMaxLengths.streetLine}
      />
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
    </Form>
  );
}
