import { Alert, Button, EmptyState, MynaconPlaytest, Skeleton } from '@mynacon/ui';
import type { ReactNode } from 'react';
import type { ReadView } from '../../../lib/data/useData';
import { MalformedResponseError } from '../../../lib/http/errors';
import type { Translate } from '../../../lib/i18n/useT';
import type playtestsMessages from '../messages/en-GB.json';

export type PlaytestsT = Translate<typeof playtestsMessages>;

/** The loading and failure states every playtest page shares; `ready` draws the page's own content. */
export function LoadView<T>({
  view,
  reload,
  t,
  ready,
}: {
  view: ReadView<T>;
  reload: () => unknown;
  t: PlaytestsT;
  ready: (value: T) => ReactNode;
}) {
  if (view.status === 'loading') return <Skeleton lines={4} label={t('portal.playtests.loading')} />;
  if (view.status === 'failed') {
    const failure = view.error instanceof MalformedResponseError ? 'malformed' : 'unavailable';
    return (
      <Alert
        tone="danger"
        title={t(`portal.playtests.${failure}.title`)}
        data-playtests-state={failure}
        actions={
          <Button variant="secondary" size="small" onPress={() => void reload()}>
            {t('portal.playtests.retry')}
          </Button>
        }
      >
        {t(`portal.playtests.${failure}.description`)}
      </Alert>
    );
  }
  return <>{ready(view.value)}</>;
}

/** A list with nothing in it. */
export function Empty({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: { label: string; href: string };
}) {
  return (
    <EmptyState
      icon={<MynaconPlaytest />}
      headingLevel={2}
      title={title}
      description={description}
      {...(action === undefined ? {} : { action })}
      data-playtests-state="empty"
    />
  );
}
