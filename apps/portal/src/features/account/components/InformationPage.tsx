import { PageHeader } from '@mynacon/ui';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import type { AccountInformation } from '../api/get-user-information';
import { accountQueries } from '../lib/queries';
import type accountMessages from '../messages/en-GB.json';
import { accountPage } from './AccountPage.css';
import { EmailForm } from './information/EmailForm';
import { IdentityForm } from './information/IdentityForm';
import { LinkedAccountsSection } from './information/LinkedAccountsSection';
import { Overview } from './information/Overview';
import { PasswordForm } from './information/PasswordForm';
import { PersonalForm } from './information/PersonalForm';
import { LoadFailed, Loading, Notice, useNotice, useResource } from './shared';

/**
 * The player's account information (`/account/information`): username, e-mail and date of birth; a new username
 * or date of birth under the registration rules; first and last name and the newsletter; an e-mail change confirmed
 * from the new mailbox; a password change (the other sessions end, this one stays); the linked external sign-in
 * accounts with unlink.
 */
export function InformationPage() {
  const { t, locale } = useT<typeof accountMessages>();
  const title = t('portal.page.account-information.title');
  usePageTitle(title);
  const information = useResource(accountQueries.information);
  const { notice, show, clear, ref } = useNotice();

  let body: React.ReactNode;
  if (information.state.status === 'loading') body = <Loading label={t('portal.account.info.loading')} />;
  else if (information.state.status === 'failed') {
    body = (
      <LoadFailed
        title={t('portal.account.info.failed')}
        failure={information.state.failure}
        onRetry={() => void information.reload()}
      />
    );
  } else {
    const info = information.state.data;
    const onSaved = (saved: AccountInformation) => {
      information.update(() => saved);
      show('success', t('portal.account.info.saved'));
    };
    body = (
      <>
        <Overview info={info} t={t} locale={locale} />
        <IdentityForm info={info} t={t} onSaved={onSaved} />
        <PersonalForm info={info} t={t} onSaved={onSaved} />
        <EmailForm info={info} t={t} />
        <PasswordForm t={t} show={show} />
        <LinkedAccountsSection t={t} locale={locale} show={show} />
      </>
    );
  }

  return (
    <div className={accountPage} data-component="InformationPage">
      <PageHeader title={title} description={t('portal.account.info.intro')} />
      <Notice notice={notice} noticeRef={ref} onDismiss={clear} />
      {body}
    </div>
  );
}
