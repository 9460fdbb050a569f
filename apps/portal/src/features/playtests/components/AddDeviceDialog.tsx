import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  PlatformSelect,
  Skeleton,
  TextField,
} from '@mynacon/ui';
import { type FormEvent, useState } from 'react';
import { playerQueries } from '../../../lib/data/player-queries';
import { sharedQueries } from '../../../lib/data/queries';
import { appData } from '../../../lib/data/store';
import { useData } from '../../../lib/data/useData';
import { addUserDevice } from '../../../lib/http/calls/add-user-device';
import type { Device } from '../../../lib/http/calls/get-user-devices';
import { failureOf, invalidInputOf, textOf } from '../../../lib/http/refusals';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import type { PlaytestsT } from './states';

const deviceNameMax = 50;

// The dialog's panel lives in a portal, but React still bubbles its form's submit event to the registration form
// around the trigger: stopped here, so adding a device never submits the registration.
const keepSubmitInside = (event: FormEvent) => event.stopPropagation();

function AddDeviceForm({ t, onAdded }: { t: PlaytestsT; onAdded: (device: Device) => void }) {
  const retry = useSubmitRetry();
  const platforms = useData(sharedQueries.platforms);
  if (platforms.view.status === 'loading') return <Skeleton lines={2} label={t('portal.playtests.device.loading')} />;
  if (platforms.view.status === 'failed') {
    return (
      <Alert
        tone="danger"
        title={t('portal.playtests.device.platformsFailed')}
        actions={
          <Button variant="secondary" size="small" onPress={() => void platforms.reload()}>
            {t('portal.retry')}
          </Button>
        }
      />
    );
  }
  const options = platforms.view.value;
  const submit = async (values: FormValues) => {
    const platform = options.find((option) => String(option.id) === String(values.platform ?? ''));
    try {
      const device = await addUserDevice({
        name: String(values.name ?? '').trim(),
        platform: platform?.name ?? String(values.platform ?? ''),
        serial: null,
      });
      appData.update(playerQueries.devices.key, (list) => [...list, device]);
      retry.clear();
      onAdded(device);
    } catch (error) {
      if (retry.offered(error)) return;
      const failure = failureOf(error);
      if (failure.kind === 'signedOut') return;
      if (failure.kind === 'invalid') {
        return new FormSubmissionError(invalidInputOf(failure, t as never));
      }
      return new FormSubmissionError({
        formError:
          failure.kind === 'conflict'
            ? failure.message
            : failure.kind === 'tooMany'
              ? textOf(failure.message, t as never)
              : t('portal.playtests.device.failed'),
      });
    }
  };
  return (
    <div onSubmit={keepSubmitInside}>
      <RetryForm retry={retry} onSubmit={submit} aria-label={t('portal.playtests.device.title')}>
        <TextField
          name="name"
          label={t('portal.playtests.device.name')}
          isRequired
          maxLength={deviceNameMax}
          showCounter
        />
        <PlatformSelect
          name="platform"
          label={t('portal.playtests.device.platform')}
          placeholder={t('portal.playtests.device.platformPlaceholder')}
          options={options}
          isRequired
        />
        <FormSubmit>{t('portal.playtests.device.add')}</FormSubmit>
      </RetryForm>
    </div>
  );
}

/**
 * Adds a device in a dialog over the registration form, which stays as the player left it; the new device is
 * chosen in the form. Uses the account's devices call and store entry, so the devices page shows it too.
 */
export function AddDeviceDialog({ t, onAdded }: { t: PlaytestsT; onAdded: (device: Device) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger variant="secondary" size="small">
        {t('portal.playtests.device.open')}
      </DialogTrigger>
      <DialogContent size="small">
        <DialogTitle>{t('portal.playtests.device.title')}</DialogTitle>
        <DialogDescription>{t('portal.playtests.device.description')}</DialogDescription>
        <AddDeviceForm
          t={t}
          onAdded={(device) => {
            setOpen(false);
            onAdded(device);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
