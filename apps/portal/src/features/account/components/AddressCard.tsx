// One address on the account's addresses page: its lines, and editing, making it the default, removing it.
import { Badge, Button, Card, Dialog, DialogContent, DialogTitle, DialogTrigger, VisuallyHidden } from '@mynacon/ui';
import { useState } from 'react';
import type { Address } from '../api/get-user-addresses';
import { updateUserAddress } from '../api/update-user-address';
import { addressFieldsOf, type CountryOption } from '../lib/address-form';
import { cardActions, serverText } from './AccountPage.css';
import { AddressForm } from './AddressForm';
import { ConfirmRemoval, type Translate } from './shared';

export function addressName(address: Address): string {
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

export function AddressCard({
  address,
  t,
  country,
  countries,
  busy,
  onEdited,
  onSetDefault,
  onRemove,
}: AddressCardProps) {
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
