import { Alert, Link } from '@mynacon/ui';
import { type RefObject, useEffect, useRef } from 'react';
import { href } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/useT';
import type authMessages from '../../messages/en-GB.json';
import type { FlowResult } from '../lib/flow';
import type externalMessages from '../messages/en-GB.json';
import { noticeFocus } from './ExternalNotice.css';

export interface ExternalNoticeProps {
  /** What the flow ended with; nothing is shown for a flow that navigated. */
  result: FlowResult;
  /** The label of the method (“Epic Games”), as the configuration names it. */
  label: string;
  /** Counts results, so that the same one shown again is announced again. */
  attempt: number;
  /** Offers the sign-in page to start again (the return pages; the sign-in page has its buttons). */
  offerSignIn?: boolean;
  /** Receives focus with each new result. */
  focusRef?: RefObject<HTMLDivElement | null>;
}

/** The designed outcome of an external sign-in that did not sign the player in: announced, focused. */
export function ExternalNotice({ result, label, attempt, offerSignIn = false, focusRef }: ExternalNoticeProps) {
  const { t, locale } = useT<typeof authMessages & typeof externalMessages>();
  const own = useRef<HTMLDivElement>(null);
  const ref = focusRef ?? own;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt moves focus, so that it is read out
  useEffect(() => {
    ref.current?.focus();
  }, [attempt, ref]);
  if (result.type === 'navigated') return null;
  const signInLink = offerSignIn ? (
    <Link href={href('login', {}, locale)}>{t('portal.external.backToSignIn')}</Link>
  ) : undefined;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={noticeFocus}
      data-component="ExternalNotice"
      data-outcome={noticeOf(result)}
    >
      {result.type === 'problem' ? (
        <Alert
          key={attempt}
          tone={result.problem === 'cancelled' ? 'warning' : 'danger'}
          title={t(`portal.external.problem.${result.problem}.title`, { provider: label })}
          actions={signInLink}
        >
          <p>{t(`portal.external.problem.${result.problem}.description`, { provider: label })}</p>
        </Alert>
      ) : result.type === 'linked' ? (
        <Alert
          key={attempt}
          tone="success"
          title={t('portal.external.linked.title', { provider: label })}
          actions={<Link href={href('account-information', {}, locale)}>{t('portal.external.linked.account')}</Link>}
        >
          <p>{t('portal.external.linked.description', { provider: label, name: result.displayName })}</p>
        </Alert>
      ) : (
        <Alert key={attempt} tone="info" title={t('portal.external.confirmation.title')} actions={signInLink}>
          <p>{t('portal.external.confirmation.description', { provider: label, email: result.email })}</p>
        </Alert>
      )}
    </div>
  );
}

/** A stable name of the result for tests and styling hooks. */
function noticeOf(result: FlowResult): string {
  return result.type === 'problem' ? result.problem : result.type;
}
