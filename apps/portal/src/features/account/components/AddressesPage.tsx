import {
  Badge,
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  EmptyState,
  Form,
  FormSubmit,
  type FormValues,
  Heading,
  MynaconAddress,
  PageHeader,
  Select,
  Text,
  TextField,
  VisuallyHidden,
} from '@mynacon/ui';
import { useId, useState } from 'react';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { joinViews, useData } from '../../../lib/data/useData';
import { failureOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { addUserAddress } from '../api/add-user-address';
import { type Address, getUserAddresses } from '../api/get-user-addresses';
import { removeUserAddress } from '../api/remove-user-address';
import { setDefaultUserAddress } from '../api/set-default-user-address';
import { updateUserAddress } from '../api/update-user-address';
import {
  addressFieldOf,
  addressFieldsOf,
  type CountryOption,
  countryName,
  countryOptions,
  formValuesOf,
  isPostcode,
  isTelephone,
} from '../lib/address-form';
import { accountQueries } from '../lib/queries';
import type accountMessages from '../messages/en-GB.json';
import { accountPage, cardActions, cardList, fieldPair, formColumn, section, serverText } from './AccountPage.css';
import {
  ConfirmRemoval,
  failureText,
  LoadFailed,
  Loading,
  Notice,
  resourceOf,
  submissionError,
  type Translate,
  useNotice,
} from './shared';

const invalid = { key: 'form.invalid' } as const;

interface AddressFormProps {
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
function AddressForm({ t, label, countries, address, submitLabel, offerDefault = false, onSubmit }: AddressFormProps) {
  const start = address ? formValuesOf(address) : undefined;
  const formId = useId();
  return (
    <Form
      id={formId}
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          return submissionError(t, error, formId, addressFieldOf);
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
          maxLength={64}
        />
        <TextField
          name="lastname"
          label={t('portal.account.addresses.lastname')}
          autoComplete="family-name"
          defaultValue={start?.lastname}
          isRequired
          maxLength={64}
        />
      </div>
      <TextField
        name="street0"
        label={t('portal.account.addresses.street', { line: 1 })}
        autoComplete="address-line1"
        defaultValue={start?.street0}
        isRequired
        maxLength={100}
      />
      <TextField
        name="street1"
        label={t('portal.account.addresses.street', { line: 2 })}
        autoComplete="address-line2"
        defaultValue={start?.street1}
        maxLength={100}
      />
      <TextField
        name="street2"
        label={t('portal.account.addresses.street', { line: 3 })}
        autoComplete="address-line3"
        defaultValue={start?.street2}
        maxLength={100}
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
          maxLength={64}
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

function addressName(address: Address): string {
  return `${address.firstname} ${address.lastname}`;
}

interface AddressCardProps {
  address: Address;
  t: Translate;
  country: string;
  countries: (keep?: string) => CountryOption[];
  busy: boolean;
  onEdited: (address: Address) => void;
  onSetDefault: (address: Address) => void;
  onRemove: (address: Address) => Promise<string | null>;
}

function AddressCard({ address, t, country, countries, busy, onEdited, onSetDefault, onRemove }: AddressCardProps) {
  const [editing, setEditing] = useState(false);
  const name = addressName(address);
  const editTitle = t('portal.account.addresses.editTitle', { name });
  return (
    <Card
      as="li"
      headingLevel={3}
      title={<span className={serverText}>{name}</span>}
      header={address.is_default ? <Badge tone="accent">{t('portal.account.addresses.default')}</Badge> : undefined}
      data-address={address.id}
      data-default={address.is_default}
      footer={
        <div className={cardActions}>
          <Dialog open={editing} onOpenChange={setEditing}>
            <DialogTrigger variant="secondary" size="small">
              {t('portal.account.edit')}
              <VisuallyHidden> {name}</VisuallyHidden>
            </DialogTrigger>
            <DialogContent size="large">
              <DialogTitle>{editTitle}</DialogTitle>
              <AddressForm
                t={t}
                label={editTitle}
                countries={countries}
                address={address}
                submitLabel={t('portal.account.save')}
                onSubmit={async (values) => {
                  const saved = await updateUserAddress(address.id, addressFieldsOf(values));
                  setEditing(false);
                  onEdited(saved);
                }}
              />
            </DialogContent>
          </Dialog>
          {address.is_default ? null : (
            <Button variant="secondary" size="small" isLoading={busy} onPress={() => onSetDefault(address)}>
              {t('portal.account.addresses.setDefault')}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          )}
          <ConfirmRemoval
            triggerLabel={t('portal.account.remove')}
            itemName={name}
            title={t('portal.account.addresses.removeTitle', { name })}
            description={
              address.is_default
                ? t('portal.account.addresses.removeDefaultDescription')
                : t('portal.account.addresses.removeDescription')
            }
            confirmLabel={t('portal.account.addresses.removeConfirm')}
            onConfirm={() => onRemove(address)}
          />
        </div>
      }
    >
      <address className={serverText}>
        {address.street.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: street lines have no identity but their place
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
        {address.postcode} {address.city}
        <br />
        {country}
        {address.telephone === null ? null : (
          <>
            <br />
            <span>
              {t('portal.account.addresses.telephone')}: {address.telephone}
            </span>
          </>
        )}
      </address>
    </Card>
  );
}

/**
 * The player's addresses (`/account/address`): each with edit (a dialog with the form), “set as default” and
 * remove (an accessible confirmation); the form that adds one. Countries are the allowed countries of the
 * player's store (public infos, item 1).
 */
export function AddressesPage() {
  const { t, locale } = useT<typeof accountMessages>();
  const title = t('portal.page.account-address.title');
  usePageTitle(title);
  const infos = useRuntimeConfig()?.infos;
  const addresses = useData(accountQueries.addresses);
  const information = useData(accountQueries.information);
  const joined = joinViews(addresses.view, information.view);
  const data = {
    state: resourceOf(
      joined.status === 'ready'
        ? { ...joined, value: { addresses: joined.value[0], storeCode: joined.value[1].store_code } }
        : joined,
    ),
    reload: () => Promise.all([addresses.reload(), information.reload()]),
  };
  const { notice, show, clear, ref } = useNotice();
  const [defaultPending, setDefaultPending] = useState<number | null>(null);
  const [round, setRound] = useState(0);

  const setAddresses = (change: (addresses: Address[]) => Address[]) => addresses.update(change);

  const makeDefault = async (address: Address) => {
    if (defaultPending !== null) return;
    setDefaultPending(address.id);
    try {
      const addresses = await setDefaultUserAddress(address.id);
      setAddresses(() => addresses);
      show('success', t('portal.account.addresses.defaultSet', { name: addressName(address) }));
    } catch (error) {
      show('danger', failureText(t, failureOf(error)));
    } finally {
      setDefaultPending(null);
    }
  };

  const remove = async (address: Address): Promise<string | null> => {
    try {
      await removeUserAddress(address.id);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind !== 'notFound') return failureText(t, failure);
    }
    // Removing the default makes another one the default: read the list again rather than guess which.
    try {
      const addresses = await getUserAddresses();
      setAddresses(() => addresses);
    } catch {
      setAddresses((addresses) => addresses.filter((item) => item.id !== address.id));
    }
    show('success', t('portal.account.addresses.removed', { name: addressName(address) }), true);
    return null;
  };

  let body: React.ReactNode;
  if (data.state.status === 'loading') body = <Loading label={t('portal.account.addresses.loading')} />;
  else if (data.state.status === 'failed') {
    body = (
      <LoadFailed
        title={t('portal.account.addresses.failed')}
        failure={data.state.failure}
        onRetry={() => void data.reload()}
      />
    );
  } else {
    const { addresses, storeCode } = data.state.data;
    const countries = (keep?: string) => countryOptions(infos, storeCode, locale, keep);
    body = (
      <>
        <section className={section} aria-labelledby="account-addresses-list">
          <Heading level={2} id="account-addresses-list">
            {t('portal.account.addresses.listTitle')}
          </Heading>
          {addresses.length === 0 ? (
            <EmptyState
              icon={<MynaconAddress />}
              headingLevel={3}
              title={t('portal.account.addresses.empty.title')}
              description={t('portal.account.addresses.empty.description')}
            />
          ) : (
            <ul className={cardList} aria-labelledby="account-addresses-list">
              {addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  t={t}
                  country={countryName(infos, address.country_id)}
                  countries={countries}
                  busy={defaultPending === address.id}
                  onEdited={(saved) => {
                    setAddresses((items) => items.map((item) => (item.id === saved.id ? saved : item)));
                    show('success', t('portal.account.addresses.saved', { name: addressName(saved) }));
                  }}
                  onSetDefault={(item) => void makeDefault(item)}
                  onRemove={remove}
                />
              ))}
            </ul>
          )}
        </section>
        <section className={section} aria-labelledby="account-addresses-add">
          <Heading level={2} id="account-addresses-add">
            {t('portal.account.addresses.addTitle')}
          </Heading>
          {countries().length === 0 ? (
            <Text tone="muted">{t('portal.account.addresses.noCountries')}</Text>
          ) : (
            <AddressForm
              key={round}
              t={t}
              label={t('portal.account.addresses.addTitle')}
              countries={countries}
              submitLabel={t('portal.account.addresses.add')}
              offerDefault={addresses.length > 0}
              onSubmit={async (values) => {
                const isDefault = values.is_default === true || values.is_default === 'on';
                const added = await addUserAddress({ ...addressFieldsOf(values), is_default: isDefault });
                // A new default takes over from the previous one, and comes first as the list has it.
                if (added.is_default) {
                  setAddresses((items) => [added, ...items.map((item) => ({ ...item, is_default: false }))]);
                } else setAddresses((items) => [...items, added]);
                setRound((value) => value + 1);
                show('success', t('portal.account.addresses.added', { name: addressName(added) }));
              }}
            />
          )}
        </section>
      </>
    );
  }

  return (
    <div className={accountPage} data-component="AddressesPage">
      <PageHeader title={title} description={t('portal.account.addresses.intro')} />
      <Notice notice={notice} noticeRef={ref} onDismiss={clear} />
      {body}
    </div>
  );
}
