import { EmptyState, Heading, MynaconAddress, PageHeader, Text } from '@mynacon/ui';
import { useState } from 'react';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { joinViews, useData } from '../../../lib/data/useData';
import { failureOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { addUserAddress } from '../api/add-user-address';
import { type Address, getUserAddresses } from '../api/get-user-addresses';
import { removeUserAddress } from '../api/remove-user-address';
import { setDefaultUserAddress } from '../api/set-default-user-address';
import { addressFieldsOf, countryName, countryOptions } from '../lib/address-form';
import { accountQueries } from '../lib/queries';
import type accountMessages from '../messages/en-GB.json';
import { accountPage, cardList, section } from './AccountPage.css';
import { AddressCard, addressName } from './AddressCard';
import { AddressForm } from './AddressForm';
import { failureText, LoadFailed, Loading, Notice, resourceOf, useNotice } from './shared';

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
