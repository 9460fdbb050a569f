import type { PendingLink } from '@mynacon/contract';
import { Button, Heading, Link, PageHeader, Spinner, Text } from '@mynacon/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { ApiRequestError } from '../../../lib/http/errors';
import { callProblemOf, type LinkProblem, linkProblemOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { navigateTo } from '../../../lib/navigation/navigate';
import { choosePendingLinks } from '../api/choose-pending-links';
import { confirmEmail } from '../api/confirm-email';
import { confirmEmailChange } from '../api/confirm-email-change';
import { resendConfirmation } from '../api/resend-confirmation';
import { type ConfirmationLink, confirmationLinkOf } from '../lib/confirmation-link';
import type authMessages from '../messages/en-GB.json';

/** A key of this feature's bundle, as the outcome table names it. */
type AuthKey = keyof typeof authMessages;

import { accountActions, accountPage, outcomeFocus } from './AccountPages.css';
import { PendingLinksChoice } from './PendingLinksChoice';

/** Where a confirmation ended. */
type Outcome =
  | { kind: 'signedIn' }
  /**
   * Confirmed, with external accounts an external sign-up linked: they wait for the player's choice (decision 042).
   * `signedIn` when the confirmation's sign-in worked.
   */
  | { kind: 'choose'; links: PendingLink[]; signedIn: boolean }
  /** Confirmed, but the automatic sign-in did not happen: the player signs in. */
  | { kind: 'confirmed' }
  | { kind: 'emailChanged' }
  | { kind: 'link'; problem: LinkProblem }
  /** An e-mail change whose new address was taken meanwhile (409). */
  | { kind: 'addressTaken' }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

type SignIn = ReturnType<typeof useSession.getState>['signIn'];

/**
 * Spends the link once: the registration link confirms the address and signs the player in with the single-use
 * token it answers; the e-mail change link applies the new address.
 */
async function confirm(link: ConfirmationLink, signIn: SignIn, homePath: string): Promise<Outcome> {
  if (link.kind === 'emailChange') {
    try {
      await confirmEmailChange(link.payload);
      return { kind: 'emailChanged' };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) return { kind: 'addressTaken' };
      const problem = linkProblemOf(error, ['token']);
      if (problem !== null) return { kind: 'link', problem };
      return { kind: callProblemOf(error) === 'unavailable' ? 'unavailable' : 'failed' };
    }
  }
  let token: string | undefined;
  let pendingLinks: PendingLink[];
  try {
    ({ signInToken: token, pendingLinks } = await confirmEmail(link.email, link.confirm));
  } catch (error) {
    const problem = linkProblemOf(error, ['email', 'confirm']);
    if (problem === 'used') {
      // Opened again (a reload) after it confirmed the address: the link still chooses what waits, until it expires.
      const waiting = await stillPending(link);
      if (waiting.length > 0) return { kind: 'choose', links: waiting, signedIn: false };
    }
    if (problem !== null) return { kind: 'link', problem };
    return { kind: callProblemOf(error) === 'unavailable' ? 'unavailable' : 'failed' };
  }
  // At once, before any choice: the sign-in token lives a minute; the choice may take longer.
  const signedIn = token !== undefined && (await signInWith(token, signIn, homePath));
  if (pendingLinks.length > 0) return { kind: 'choose', links: pendingLinks, signedIn };
  return signedIn ? { kind: 'signedIn' } : { kind: 'confirmed' };
}

async function signInWith(token: string, signIn: SignIn, homePath: string): Promise<boolean> {
  try {
    return (await signIn('token', { token }, { callbackUrl: homePath })).ok;
  } catch {
    return false;
  }
}

/** The links still waiting for a choice of a link already spent; none when it cannot say (the used link shows). */
async function stillPending(link: Extract<ConfirmationLink, { kind: 'registration' }>): Promise<PendingLink[]> {
  try {
    return (await choosePendingLinks(link.email, link.confirm, [])).pendingLinks;
  } catch {
    return [];
  }
}

// One request per link at a time, even when React runs the effect twice: the link works only once. Forgotten once
// settled, so that opening the link again later asks the server again (which then says it was used).
const attempts = new Map<string, Promise<Outcome>>();

function attemptFor(key: string, start: () => Promise<Outcome>, fresh = false): Promise<Outcome> {
  const running = fresh ? undefined : attempts.get(key);
  if (running !== undefined) return running;
  const attempt = start();
  attempts.set(key, attempt);
  void attempt.finally(() => {
    if (attempts.get(key) === attempt) attempts.delete(key);
  });
  return attempt;
}

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The confirmation page (minimal layout): `?email=…&confirm=…` from the registration mail confirms the address,
 * signs the player in and goes on to the home screen; `?payload=…` from an e-mail change applies the new address.
 * When an external sign-up linked external accounts, the page lists them and asks, for each, to keep or drop it
 * before going on: confirming keeps none (decision 042). A used, expired or unknown link says so and offers a new one.
 */
export function ConfirmationPage() {
  const { t, locale } = useT<typeof authMessages>();
  const [searchParams] = useSearchParams();
  const signIn = useSession((state) => state.signIn);
  const link = confirmationLinkOf(searchParams);
  const linkKey = searchParams.toString();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [resend, setResend] = useState<ResendState>('idle');
  const focusRef = useRef<HTMLDivElement>(null);
  const homePath = href('home', {}, locale);

  useEffect(() => {
    const query = confirmationLinkOf(new URLSearchParams(linkKey));
    if (query === null) {
      setOutcome({ kind: 'link', problem: 'invalid' });
      return;
    }
    let current = true;
    void attemptFor(linkKey, () => confirm(query, signIn, homePath)).then((result) => {
      if (!current) return;
      if (result.kind === 'signedIn') {
        navigateTo(homePath, { replace: true });
        return;
      }
      setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [linkKey, signIn, homePath]);

  useEffect(() => {
    if (outcome !== null) focusRef.current?.focus();
  }, [outcome]);

  const retry = () => {
    if (link === null) return;
    setOutcome(null);
    void attemptFor(linkKey, () => confirm(link, signIn, homePath), true).then((result) => {
      if (result.kind === 'signedIn') navigateTo(homePath, { replace: true });
      else setOutcome(result);
    });
  };

  const sendLinkAgain = async (email: string) => {
    setResend('sending');
    try {
      await resendConfirmation(email);
      setResend('sent');
    } catch {
      setResend('failed');
    }
  };

  const isEmailChange = link?.kind === 'emailChange';
  const view = viewOf(outcome, isEmailChange);
  const title = t('portal.page.confirmation.title');
  usePageTitle(title);
  const outcomeTitle = t(view.title as AuthKey);

  const signInLink = (
    <Link variant="standalone" href={href('login', {}, locale)}>
      {t('portal.confirmation.signIn')}
    </Link>
  );
  const resendEmail = link?.kind === 'registration' ? link.email : null;

  return (
    <div className={accountPage} data-component="ConfirmationPage">
      <PageHeader title={title} />
      {outcome === null ? (
        <Spinner size="large" label={outcomeTitle} />
      ) : (
        <div ref={focusRef} tabIndex={-1} className={outcomeFocus} data-outcome={outcome.kind}>
          <Heading level={2} size="xl">
            {outcomeTitle}
          </Heading>
          {view.description ? <Text as="p">{t(view.description as AuthKey)}</Text> : null}
          {outcome.kind === 'choose' && link?.kind === 'registration' ? (
            <PendingLinksChoice
              t={t}
              links={outcome.links}
              choose={(choice) => choosePendingLinks(link.email, link.confirm, [choice])}
              whenChosen={
                <div className={accountActions}>
                  <Link variant="standalone" href={outcome.signedIn ? homePath : href('login', {}, locale)}>
                    {t(outcome.signedIn ? 'portal.confirmation.links.continue' : 'portal.confirmation.signIn')}
                  </Link>
                </div>
              }
            />
          ) : null}
          {outcome.kind === 'link' && resendEmail !== null && resend === 'sent' ? (
            <Text as="p" tone="success" role="status">
              {t('portal.confirmation.resent', { email: resendEmail })}
            </Text>
          ) : null}
          {resend === 'failed' ? (
            <Text as="p" tone="danger" role="status">
              {t('portal.confirmation.resendFailed')}
            </Text>
          ) : null}
          <div className={accountActions}>
            {outcome.kind === 'link' && resendEmail !== null && resend !== 'sent' ? (
              <Button isLoading={resend === 'sending'} onPress={() => void sendLinkAgain(resendEmail)}>
                {t('portal.confirmation.resend')}
              </Button>
            ) : null}
            {outcome.kind === 'unavailable' ? <Button onPress={retry}>{t('portal.retry')}</Button> : null}
            {isEmailChange ? (
              <Link variant="standalone" href={href('account-information', {}, locale)}>
                {t('portal.confirmation.account')}
              </Link>
            ) : outcome.kind === 'choose' ? null : (
              signInLink
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** The heading and text of each outcome (message keys of this feature). */
function viewOf(outcome: Outcome | null, isEmailChange: boolean): { title: string; description?: string } {
  const base = 'portal.confirmation';
  if (outcome === null) return { title: `${base}.working.title` };
  switch (outcome.kind) {
    case 'signedIn':
      return { title: `${base}.working.title` };
    case 'confirmed':
      return { title: `${base}.confirmed.title`, description: `${base}.confirmed.description` };
    case 'choose':
      return { title: `${base}.confirmed.title`, description: `${base}.links.description` };
    case 'emailChanged':
      return { title: `${base}.emailChanged.title`, description: `${base}.emailChanged.description` };
    case 'addressTaken':
      return { title: `${base}.addressTaken.title`, description: `${base}.addressTaken.description` };
    case 'link':
      return {
        title: `${base}.${outcome.problem}.title`,
        description: isEmailChange ? `${base}.emailChange.linkDescription` : `${base}.${outcome.problem}.description`,
      };
    default:
      return { title: `${base}.${outcome.kind}.title`, description: `${base}.${outcome.kind}.description` };
  }
}
