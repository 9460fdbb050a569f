import { Alert, Button, Skeleton } from '@mynacon/ui';
import { MalformedResponseError } from '../../../lib/http/errors';
import type { SurveysT } from './types';

/** A read that failed with nothing to show: what went wrong and "Try again". */
export function LoadFailed({
  error,
  reload,
  t,
  which,
}: {
  error: unknown;
  reload: () => unknown;
  t: SurveysT;
  which: 'survey' | 'answers';
}) {
  const failure = error instanceof MalformedResponseError ? 'malformed' : 'unavailable';
  const prefix = which === 'survey' ? `portal.surveys.${failure}` : 'portal.surveys.answers.unavailable';
  return (
    <Alert
      tone="danger"
      title={t(`${prefix}.title` as 'portal.surveys.unavailable.title')}
      data-page-state={which === 'survey' ? failure : 'answers-failed'}
      actions={
        <Button variant="secondary" size="small" onPress={() => void reload()}>
          {t('portal.retry')}
        </Button>
      }
    >
      {t(`${prefix}.description` as 'portal.surveys.unavailable.description')}
    </Alert>
  );
}

export function Loading({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div data-page-state="loading">
      <Skeleton lines={lines} label={label} />
    </div>
  );
}
