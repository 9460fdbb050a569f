// Pieces every account page uses: loading a resource with its designed states, the failure alert, the server's
// refusals as form errors, the notice after a change, and the confirmation before a removal.
import { Alert, Button, FormSubmissionError, Skeleton } from '@mynacon/ui';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Query } from '../../../lib/data/query';
import { type ReadView, useData } from '../../../lib/data/useData';
import { type CallFailure, type FieldOf, failureOf, type ShownMessage } from '../../../lib/http/refusals';
import { type Translate as TranslateOf, useT } from '../../../lib/i18n/useT';
import { ConfirmAction, type ConfirmActionProps } from '../../../lib/page/ConfirmAction';
import { accountIssueKeys } from '../lib/issue-keys';
import type accountMessages from '../messages/en-GB.json';
import { notice as noticeClass } from './AccountPage.css';

/** The account pages' translator: this feature's keys, the portal's and the design system's. */
export type Translate = TranslateOf<typeof accountMessages>;

/** A shown message in words: translated, or the server's text as it came. */
export function say(t: Translate, message: ShownMessage): string {
  // The refusal mapper names keys of the bundles as strings.
  return 'key' in message ? t(message.key as Parameters<Translate>[0], message.values) : message.text;
}

/** The words of a failure that is not about a field. */
export function failureText(t: Translate, failure: CallFailure): string {
  switch (failure.kind) {
    case 'signedOut':
      return t('portal.account.error.signedOut');
    case 'invalid':
      return failure.other.map((message) => say(t, message)).join(' ') || t('portal.account.error.invalid');
    case 'conflict':
      return failure.message;
    case 'notFound':
      return t('portal.account.error.notFound');
    case 'tooMany':
      return say(t, failure.message);
    case 'malformed':
      return t('portal.account.error.malformed');
    case 'unavailable':
      return t('portal.account.error.unavailable');
  }
}

/**
 * Moves focus to a form's summary once it shows. The design system's `Form` focuses its summary in the same task
 * that fills it, while the summary is still hidden, so a message about the whole form would not take focus.
 */
function focusSummary(formId: string): void {
  let frames = 0;
  const attempt = () => {
    const summary = document.getElementById(formId)?.querySelector<HTMLElement>('[data-part="summary"]');
    if (summary?.dataset.state === 'open') summary.focus();
    else if (frames++ < 30) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * A failed submission as the form shows it: field messages on the fields, the rest at the top. The typed values
 * stay; focus moves to the first field with a message, or to the summary (`formId`: the form's id).
 */
export function submissionError(t: Translate, error: unknown, formId: string, fieldOf?: FieldOf): FormSubmissionError {
  const failure = failureOf(error, fieldOf, accountIssueKeys);
  if (failure.kind === 'invalid') {
    const fieldErrors = Object.fromEntries(
      Object.entries(failure.fields).map(([field, message]) => [field, say(t, message)]),
    );
    const other = failure.other.map((message) => say(t, message)).join(' ');
    if (Object.keys(fieldErrors).length === 0) focusSummary(formId);
    return new FormSubmissionError({
      fieldErrors,
      ...(other === '' && Object.keys(fieldErrors).length > 0 ? {} : { formError: other || failureText(t, failure) }),
    });
  }
  focusSummary(formId);
  return new FormSubmissionError({ formError: failureText(t, failure) });
}

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'failed'; failure: CallFailure }
  | { status: 'ready'; data: T };

/** A read of the data store in the account pages' terms: the failure sorted as the pages show it. */
export function resourceOf<T>(view: ReadView<T>): Resource<T> {
  if (view.status === 'ready') return { status: 'ready', data: view.value };
  if (view.status === 'failed') return { status: 'failed', failure: failureOf(view.error) };
  return { status: 'loading' };
}

/** Reads a key of the data store (`useData`); `reload` tries again, `update` changes the data after a change. */
export function useResource<T>(read: Query<T>) {
  const { view, reload, update } = useData(read);
  return { state: resourceOf(view), reload, update };
}

/** The placeholder while a page's data loads. */
export function Loading({ label }: { label: string }) {
  return <Skeleton lines={4} label={label} />;
}

/**
 * A load that failed: what happened and a way to try again. A player whose session ended sees a short note while
 * the app takes them to the sign-in page.
 */
export function LoadFailed({ title, failure, onRetry }: { title: string; failure: CallFailure; onRetry: () => void }) {
  const { t } = useT<typeof accountMessages>();
  if (failure.kind === 'signedOut') {
    return <Alert tone="info" title={t('portal.account.error.signedOut')} data-page-state="signed-out" />;
  }
  return (
    <Alert
      tone="danger"
      title={title}
      data-page-state="failed"
      data-failure={failure.kind}
      actions={
        <Button variant="secondary" size="small" onPress={onRetry}>
          {t('portal.retry')}
        </Button>
      }
    >
      {failureText(t, failure)}
    </Alert>
  );
}

export interface NoticeState {
  tone: 'success' | 'danger';
  text: string;
  /** Counts notices, so that the same text shown again is announced again. */
  id: number;
}

/** The notice after a change or a failed action; `show` puts it up and, with `focus`, moves focus to it. */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const wantsFocus = useRef(false);
  const show = useCallback((tone: NoticeState['tone'], text: string, focus = false) => {
    wantsFocus.current = focus;
    setNotice((last) => ({ tone, text, id: (last?.id ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  useEffect(() => {
    if (notice === null || !wantsFocus.current) return;
    wantsFocus.current = false;
    // After a dialog closes its focus scope gives focus back to its trigger in a task of its own; this one comes
    // later, so that a removed item's notice, not the page's top, has focus.
    const timer = window.setTimeout(() => ref.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return { notice, show, clear, ref };
}

/** Where a page's notices appear (always in the page, so that screen readers hear a new one). */
export function Notice({
  notice,
  noticeRef,
  onDismiss,
}: {
  notice: NoticeState | null;
  noticeRef: RefObject<HTMLDivElement | null>;
  onDismiss: () => void;
}) {
  return (
    <div ref={noticeRef} tabIndex={-1} className={noticeClass} data-part="notice">
      {notice ? (
        <Alert
          key={notice.id}
          tone={notice.tone}
          live={notice.tone === 'danger'}
          title={notice.text}
          data-notice={notice.tone}
          onDismiss={onDismiss}
        />
      ) : null}
    </div>
  );
}

export type ConfirmRemovalProps = Omit<ConfirmActionProps, 'cancelLabel'>;

/** A removal behind the shared confirmation, with the account pages' “Cancel”. */
export function ConfirmRemoval(props: ConfirmRemovalProps) {
  const { t } = useT<typeof accountMessages>();
  return <ConfirmAction {...props} cancelLabel={t('portal.account.cancel')} />;
}
