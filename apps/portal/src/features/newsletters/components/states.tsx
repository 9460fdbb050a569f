import { Alert, Button, Skeleton } from '@mynacon/ui';
import type { ReactNode } from 'react';
import type { ReadView } from '../../../lib/data/useData';
import { MalformedResponseError } from '../../../lib/http/errors';
import type { Translate } from '../../../lib/i18n/useT';
import type newslettersMessages from '../messages/en-GB.json';

export type NewslettersT = Translate<typeof newslettersMessages>;

/** A load that failed with nothing to show: what went wrong and "Try again". */
export function LoadFailure({ error, reload, t }: { error: unknown; reload: () => unknown; t: NewslettersT }) {
  const failure = error instanceof MalformedResponseError ? 'malformed' : 'unavailable';
  return (
    <Alert
      tone="danger"
      title={t(`portal.newsletters.${failure}.title`)}
      data-page-state={failure}
      actions={
        <Button variant="secondary" size="small" onPress={() => void reload()}>
          {t('portal.retry')}
        </Button>
      }
    >
      {t(`portal.newsletters.${failure}.description`)}
    </Alert>
  );
}

/** The loading and failure states of a read; `ready` draws the page's own content. */
export function LoadView<T>({
  view,
  reload,
  t,
  loading,
  ready,
}: {
  view: ReadView<T>;
  reload: () => unknown;
  t: NewslettersT;
  /** The skeleton's name for screen readers. */
  loading: string;
  ready: (value: T) => ReactNode;
}) {
  if (view.status === 'loading') {
    return (
      <div data-page-state="loading">
        <Skeleton lines={4} label={loading} />
      </div>
    );
  }
  if (view.status === 'failed') return <LoadFailure error={view.error} reload={reload} t={t} />;
  return <>{ready(view.value)}</>;
}
