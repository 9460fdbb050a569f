// The account-linking page after an external sign-in: /{locale}/register/link/{method} (account layout). The
// external account is known to nobody here: create an account with it, or sign in and link it to yours.
import { PageHeader, Text } from '@mynacon/ui';
import { useLocation, useParams } from 'react-router';
import { signInMethodLabel } from '../../../lib/auth/sign-in-methods';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import type authMessages from '../messages/en-GB.json';
import { ExternalNotice } from './components/ExternalNotice';
import { LinkRegisterForm } from './components/LinkRegisterForm';
import { LinkSignInForm } from './components/LinkSignInForm';
import { choiceSection, returnPage, sectionTitle } from './external.css';
import type { FlowResult } from './lib/flow';
import { stateFor, updateLinkPage, useLinkPageStore } from './lib/link-page-store';
import type { ExternalProblem } from './lib/problems';
import { forgetTicket, readTicket, type StoredTicket } from './lib/storage';
import type externalMessages from './messages/en-GB.json';

/** Problems after which the ticket is of no use: the page offers to sign in with the provider again. */
const ticketGone: ReadonlySet<ExternalProblem> = new Set<ExternalProblem>([
  'ticketInvalid',
  'ticketUsed',
  'ticketExpired',
]);

/** The ticket stored by the return page for this method, unless it has expired. */
function liveTicket(method: string): StoredTicket | null {
  const ticket = readTicket(method);
  return ticket !== null && Date.parse(ticket.expires) > Date.now() ? ticket : null;
}

/** The page component. */
export function Component() {
  const { t } = useT<typeof authMessages & typeof externalMessages>();
  // `{method...}`: the method is the first segment.
  const method = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const label = signInMethodLabel(method, useRuntimeConfig()?.config.signInMethods);
  const entry = useLocation().key;
  const stored = () => liveTicket(method);
  const { ticket, notice, done } = stateFor(useLinkPageStore(), entry, stored);
  const title = t('portal.external.link.title', { provider: label });
  usePageTitle(title);

  const update = (change: Parameters<typeof updateLinkPage>[2]) => updateLinkPage(entry, stored, change);
  const show = (result: FlowResult) =>
    update({ notice: { result, attempt: (useLinkPageStore.getState().notice?.attempt ?? 0) + 1 } });
  const onProblem = (problem: ExternalProblem) => {
    if (ticketGone.has(problem)) {
      forgetTicket();
      update({ ticket: null });
    }
    show({ type: 'problem', problem });
  };

  return (
    <div className={returnPage} data-component="RegisterLinkPage">
      <PageHeader title={title} />
      {notice ? (
        <ExternalNotice result={notice.result} label={label} attempt={notice.attempt} offerSignIn={ticket === null} />
      ) : null}
      {ticket === null && notice === null ? (
        <ExternalNotice result={{ type: 'problem', problem: 'ticketMissing' }} label={label} attempt={0} offerSignIn />
      ) : null}
      {done?.kind === 'registered' ? (
        <ExternalNotice result={{ type: 'confirmation', email: done.email }} label={label} attempt={1} />
      ) : null}
      {ticket !== null && done === null ? (
        <>
          <Text>{t('portal.external.link.intro', { provider: label, name: ticket.displayName })}</Text>
          <section className={choiceSection} aria-labelledby="link-existing-title">
            <h2 id="link-existing-title" className={sectionTitle}>
              {t('portal.external.link.existing.title')}
            </h2>
            <LinkSignInForm
              ticket={ticket.ticket}
              provider={label}
              onProblem={onProblem}
              onLinked={(displayName) => {
                forgetTicket();
                update({ done: { kind: 'linked' } });
                show({ type: 'linked', method: ticket.method, displayName });
              }}
            />
          </section>
          <section className={choiceSection} aria-labelledby="link-create-title">
            <h2 id="link-create-title" className={sectionTitle}>
              {t('portal.external.link.create.title')}
            </h2>
            <LinkRegisterForm
              ticket={ticket.ticket}
              provider={label}
              onProblem={onProblem}
              onRegistered={(email) => {
                forgetTicket();
                update({ notice: null, done: { kind: 'registered', email } });
              }}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
