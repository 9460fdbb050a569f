// The one way a form says that the server could not take a submission now (decision 048): a busy server (503) or
// too many requests (429), worded by `retryFailureOf`, with "Try again", which submits the same form once more
// (a refusal keeps every value). Focus moves to the notice, so that a screen reader announces it.
import { Alert, Button, Form, type FormProps } from '@mynacon/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type RetryFailure, retryFailureOf, textOf } from '../http/refusals';
import { useT } from '../i18n/useT';
import { pageState } from './BlockState';

function SubmitRetryNotice({ failure, attempt, formId }: { failure: RetryFailure; attempt: number; formId: string }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new refusal is announced again.
  useEffect(() => {
    ref.current?.focus();
  }, [attempt]);
  const again = () => {
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  };
  return (
    <div ref={ref} tabIndex={-1} data-part="submit-retry">
      <Alert
        key={attempt}
        tone="warning"
        title={textOf(failure.message, t)}
        {...pageState(failure.kind === 'busy' ? 'busy' : 'too-many')}
        actions={
          <Button variant="secondary" size="small" onPress={again}>
            {t('portal.retry')}
          </Button>
        }
      />
    </div>
  );
}

export interface SubmitRetry {
  /** The id `RetryForm` gives its form, so that "Try again" (and a summary's links) find that form. */
  formId: string;
  /**
   * Called with a submission's failure: true when it is one to try again (the notice shows it, the form returns
   * nothing more), false for any other (the form words it, and the notice goes). `busyOnly` leaves a 429 to the
   * form: a lockout counted in minutes (registration's attempts), where trying again at once cannot help.
   */
  offered: (error: unknown, options?: { busyOnly?: boolean }) => boolean;
  /** A submission went through: the notice goes. */
  clear: () => void;
  /** The notice, or null: `RetryForm` draws it as the form's first child, so that it reads as the form's own outcome. */
  notice: ReactNode;
}

/** A form's "the server could not take it now, try again" state. */
export function useSubmitRetry(): SubmitRetry {
  const formId = useId();
  const [offer, setOffer] = useState<{ failure: RetryFailure; attempt: number } | null>(null);
  const offered = (error: unknown, { busyOnly = false }: { busyOnly?: boolean } = {}) => {
    const found = retryFailureOf(error);
    const failure = busyOnly && found?.kind !== 'busy' ? null : found;
    setOffer((last) => (failure === null ? null : { failure, attempt: (last?.attempt ?? 0) + 1 }));
    return failure !== null;
  };
  return {
    formId,
    offered,
    clear: () => setOffer(null),
    notice:
      offer === null ? null : <SubmitRetryNotice failure={offer.failure} attempt={offer.attempt} formId={formId} />,
  };
}

/**
 * A form that sends something, through the kit: it carries the kit's id, so that "Try again" submits it once more,
 * and the kit's notice as its first child. Every such form is one of these (page-states.test.ts checks it).
 */
export function RetryForm({ retry, children, ...props }: Omit<FormProps, 'id'> & { retry: SubmitRetry }) {
  return (
    <Form {...props} id={retry.formId}>
      {retry.notice}
      {children}
    </Form>
  );
}
