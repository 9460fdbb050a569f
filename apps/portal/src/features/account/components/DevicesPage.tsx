import {
  Card,
  Dialog,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  EmptyState,
  FormSubmit,
  type FormValues,
  Heading,
  MynaconDevices,
  PageHeader,
  PlatformSelect,
  platformDisplayName,
  Text,
  TextField,
  VisuallyHidden,
} from '@mynacon/ui';
import { useId, useState } from 'react';
import { sharedQueries } from '../../../lib/data/queries';
import { addUserDevice } from '../../../lib/http/calls/add-user-device';
import type { PlatformList } from '../../../lib/http/calls/get-platforms';
import type { Device } from '../../../lib/http/calls/get-user-devices';
import { failureOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { removeUserDevice } from '../api/remove-user-device';
import { renameUserDevice } from '../api/rename-user-device';
import { formatDate } from '../lib/dates';
import { accountQueries } from '../lib/queries';
import type accountMessages from '../messages/en-GB.json';
import {
  accountPage,
  cardActions,
  cardList,
  details,
  detailTerm,
  detailValue,
  formColumn,
  section,
  serverText,
} from './AccountPage.css';
import {
  ConfirmRemoval,
  failureText,
  LoadFailed,
  Loading,
  Notice,
  submissionError,
  type Translate,
  useNotice,
  useResource,
} from './shared';

const deviceNameMax = 50;
const serialPattern = /^[A-Za-z0-9-]{4,40}$/;
const deviceFieldOf = (path: string) => (['name', 'platform', 'serial'].includes(path) ? path : undefined);

type Platforms = PlatformList['items'];

function RenameDevice({ device, t, onRenamed }: { device: Device; t: Translate; onRenamed: (device: Device) => void }) {
  const [open, setOpen] = useState(false);
  const retry = useSubmitRetry();
  const submit = async (values: FormValues) => {
    try {
      const renamed = await renameUserDevice(device.id, String(values.name ?? '').trim());
      retry.clear();
      setOpen(false);
      onRenamed(renamed);
    } catch (error) {
      if (retry.offered(error)) return undefined;
      return submissionError(t, error, retry.formId, (path) => (path === 'name' ? 'name' : undefined));
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger variant="secondary" size="small">
        {t('portal.account.devices.rename')}
        <VisuallyHidden> {device.name}</VisuallyHidden>
      </DialogTrigger>
      <DialogContent size="small">
        <DialogTitle>{t('portal.account.devices.renameTitle', { name: device.name })}</DialogTitle>
        <RetryForm
          retry={retry}
          onSubmit={submit}
          aria-label={t('portal.account.devices.renameTitle', { name: device.name })}
        >
          <TextField
            name="name"
            label={t('portal.account.devices.name')}
            defaultValue={device.name}
            isRequired
            maxLength={deviceNameMax}
            showCounter
          />
          <FormSubmit>{t('portal.account.save')}</FormSubmit>
        </RetryForm>
      </DialogContent>
    </Dialog>
  );
}

function DeviceCard({
  device,
  t,
  locale,
  onRenamed,
  onRemove,
}: {
  device: Device;
  t: Translate;
  locale: string;
  onRenamed: (device: Device) => void;
  onRemove: (device: Device) => Promise<string | null>;
}) {
  const titleId = useId();
  return (
    <Card
      as="li"
      headingLevel={3}
      title={
        <span id={titleId} className={serverText}>
          {device.name}
        </span>
      }
      data-device={device.id}
      footer={
        <div className={cardActions}>
          <RenameDevice device={device} t={t} onRenamed={onRenamed} />
          <ConfirmRemoval
            triggerLabel={t('portal.account.remove')}
            itemName={device.name}
            title={t('portal.account.devices.removeTitle', { name: device.name })}
            description={t('portal.account.devices.removeDescription')}
            confirmLabel={t('portal.account.devices.removeConfirm')}
            onConfirm={() => onRemove(device)}
          />
        </div>
      }
    >
      <dl className={details}>
        <dt className={detailTerm}>{t('portal.account.devices.platform')}</dt>
        <dd className={detailValue}>{platformDisplayName(device.platform)}</dd>
        {device.serial === null ? null : (
          <>
            <dt className={detailTerm}>{t('portal.account.devices.serial')}</dt>
            <dd className={`${detailValue} ${serverText}`}>{device.serial}</dd>
          </>
        )}
        <dt className={detailTerm}>{t('portal.account.devices.registered')}</dt>
        <dd className={detailValue}>
          <time dateTime={device.registered_at}>{formatDate(device.registered_at, locale)}</time>
        </dd>
      </dl>
    </Card>
  );
}

function AddDeviceForm({
  platforms,
  t,
  onAdded,
}: {
  platforms: Platforms;
  t: Translate;
  onAdded: (device: Device) => void;
}) {
  // A new key after each device added: the form starts empty again.
  const [round, setRound] = useState(0);
  const retry = useSubmitRetry();
  const submit = async (values: FormValues) => {
    const platform = platforms.find((option) => String(option.id) === String(values.platform ?? ''));
    const serial = String(values.serial ?? '').trim();
    try {
      const device = await addUserDevice({
        name: String(values.name ?? '').trim(),
        platform: platform?.name ?? String(values.platform ?? ''),
        serial: serial === '' ? null : serial,
      });
      retry.clear();
      setRound((value) => value + 1);
      onAdded(device);
    } catch (error) {
      if (retry.offered(error)) return undefined;
      return submissionError(t, error, retry.formId, deviceFieldOf);
    }
  };
  return (
    <RetryForm
      retry={retry}
      key={round}
      onSubmit={submit}
      aria-label={t('portal.account.devices.addTitle')}
      className={formColumn}
    >
      <TextField
        name="name"
        label={t('portal.account.devices.name')}
        description={t('portal.account.devices.nameHint')}
        isRequired
        maxLength={deviceNameMax}
        showCounter
      />
      <PlatformSelect
        name="platform"
        label={t('portal.account.devices.platform')}
        placeholder={t('portal.account.devices.platformPlaceholder')}
        options={platforms}
        isRequired
      />
      <TextField
        name="serial"
        label={t('portal.account.devices.serial')}
        description={t('portal.account.devices.serialHint')}
        rules={[(value) => (value.trim() === '' || serialPattern.test(value.trim()) ? null : { key: 'form.invalid' })]}
      />
      <FormSubmit>{t('portal.account.devices.add')}</FormSubmit>
    </RetryForm>
  );
}

/**
 * The player's devices (`/account/device`): the list with rename (a dialog with its form) and remove (an
 * accessible confirmation), and the form that adds one on a platform of the support platform list.
 */
export function DevicesPage() {
  const { t, locale } = useT<typeof accountMessages>();
  const title = t('portal.page.account-device.title');
  usePageTitle(title);
  const devices = useResource(accountQueries.devices);
  const platforms = useResource(sharedQueries.platforms);
  const { notice, show, clear, ref } = useNotice();

  const remove = async (device: Device): Promise<string | null> => {
    try {
      await removeUserDevice(device.id);
    } catch (error) {
      const failure = failureOf(error);
      // Already gone (another tab): the list catches up and the removal is done.
      if (failure.kind !== 'notFound') return failureText(t, failure);
    }
    devices.update((list) => list.filter((item) => item.id !== device.id));
    show('success', t('portal.account.devices.removed', { name: device.name }), true);
    return null;
  };

  let list: React.ReactNode;
  if (devices.state.status === 'loading') list = <Loading label={t('portal.account.devices.loading')} />;
  else if (devices.state.status === 'failed') {
    list = (
      <LoadFailed
        title={t('portal.account.devices.failed')}
        failure={devices.state.failure}
        onRetry={() => void devices.reload()}
      />
    );
  } else if (devices.state.data.length === 0) {
    list = (
      <EmptyState
        icon={<MynaconDevices />}
        headingLevel={3}
        title={t('portal.account.devices.empty.title')}
        description={t('portal.account.devices.empty.description')}
      />
    );
  } else {
    list = (
      <ul className={cardList} aria-labelledby="account-devices-list">
        {devices.state.data.map((device) => (
          <DeviceCard
            key={device.id}
            device={device}
            t={t}
            locale={locale}
            onRenamed={(renamed) => {
              devices.update((items) => items.map((item) => (item.id === renamed.id ? renamed : item)));
              show('success', t('portal.account.devices.renamed', { name: renamed.name }));
            }}
            onRemove={remove}
          />
        ))}
      </ul>
    );
  }

  let addForm: React.ReactNode;
  if (platforms.state.status === 'loading') addForm = <Loading label={t('portal.account.devices.platformsLoading')} />;
  else if (platforms.state.status === 'failed') {
    addForm = (
      <LoadFailed
        title={t('portal.account.devices.platformsFailed')}
        failure={platforms.state.failure}
        onRetry={() => void platforms.reload()}
      />
    );
  } else {
    addForm = (
      <AddDeviceForm
        platforms={platforms.state.data}
        t={t}
        onAdded={(device) => {
          devices.update((items) => [...items, device]);
          show('success', t('portal.account.devices.added', { name: device.name }));
        }}
      />
    );
  }

  return (
    <div className={accountPage} data-component="DevicesPage">
      <PageHeader title={title} description={t('portal.account.devices.intro')} />
      <Notice notice={notice} noticeRef={ref} onDismiss={clear} />
      <section className={section} aria-labelledby="account-devices-list">
        <Heading level={2} id="account-devices-list">
          {t('portal.account.devices.listTitle')}
        </Heading>
        {list}
      </section>
      <section className={section} aria-labelledby="account-devices-add">
        <Heading level={2} id="account-devices-add">
          {t('portal.account.devices.addTitle')}
        </Heading>
        <Text tone="muted">{t('portal.account.devices.addIntro')}</Text>
        {addForm}
      </section>
    </div>
  );
}
