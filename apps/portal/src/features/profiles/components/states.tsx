import { Alert, Button, EmptyState, MynaconGamepad, Skeleton } from '@mynacon/ui';
import type { ReactNode } from 'react';
import type { ReadView } from '../../../lib/data/useData';
import { MalformedResponseError } from '../../../lib/http/errors';
import type { ProfilesT } from './ProfileCard';

/** The loading and failure states every profile page shares; `ready` draws the page's own content. */
export function LoadView<T>({
  view,
  reload,
  t,
  ready,
}: {
  view: ReadView<T>;
  reload: () => unknown;
  t: ProfilesT;
  ready: (value: T) => ReactNode;
}) {
  if (view.status === 'loading') return <Skeleton lines={4} label={t('portal.profiles.loading')} />;
  if (view.status === 'failed') {
    const failure = view.error instanceof MalformedResponseError ? 'malformed' : 'unavailable';
    return (
      <Alert
        tone="danger"
        title={t(`portal.profiles.${failure}.title`)}
        data-profiles-state={failure}
        actions={
          <Button variant="secondary" size="small" onPress={() => void reload()}>
            {t('portal.profiles.retry')}
          </Button>
        }
      >
        {t(`portal.profiles.${failure}.description`)}
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
  description?: string;
  action?: { label: string; href: string };
}) {
  return (
    <EmptyState
      icon={<MynaconGamepad />}
      headingLevel={2}
      title={title}
      {...(description === undefined ? {} : { description })}
      {...(action === undefined ? {} : { action })}
      data-profiles-state="empty"
    />
  );
}
