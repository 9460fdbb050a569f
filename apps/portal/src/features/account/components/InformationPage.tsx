import {
  Alert,
  Card,
  Checkbox,
  DateField,
  EmailField,
  EmptyState,
  Form,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  Heading,
  MynaconLogin,
  PageHeader,
  PasswordField,
  Text,
  TextField,
  username as usernameCharacters,
} from '@mynacon/ui';
import { useId, useState } from 'react';
import { useSession } from '../../../lib/auth/session-store';
import { signInMethodNames } from '../../../lib/auth/sign-in-methods';
import { useMinimumAge } from '../../../lib/config/useMinimumAge';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { validateEmailDns } from '../../../lib/http/calls/validate-email-dns';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { changeEmail } from '../api/change-email';
import { changePassword } from '../api/change-password';
import { type AccountInformation, getInformation } from '../api/get-information';
import { getLinkedAccounts, type LinkedAccount, type LinkedAccounts } from '../api/get-linked-accounts';
import { unlinkAccount } from '../api/unlink-account';
import { type InformationChange, updateInformation } from '../api/update-information';
import { accountData } from '../lib/data';
import { formatCalendarDate, formatDate } from '../lib/dates';
import { failureOf } from '../lib/failure';
import type accountMessages from '../messages/en-GB.json';
import {
  accountPage,
  cardActions,
  cardList,
  details,
  detailTerm,
  detailValue,
  fieldPair,
  formColumn,
  section,
  serverText,
} from './AccountPage.css';
import {
  ConfirmRemoval,
  failureText,
  LoadFailed,
  Loading,
  Notice,
  type NoticeState,
  submissionError,
  type Translate,
  useNotice,
  useResource,
} from './shared';

type Show = (tone: NoticeState['tone'], text: string, focus?: boolean) => void;

function Overview({ info, t, locale }: { info: AccountInformation; t: Translate; locale: string }) {
  return (
    <section className={section} aria-labelledby="account-info-overview">
      <Heading level={2} id="account-info-overview">
        {t('portal.account.info.overviewTitle')}
      </Heading>
      <dl className={details} data-part="overview">
        <dt className={detailTerm}>{t('portal.account.info.username')}</dt>
        <dd className={`${detailValue} ${serverText}`} data-field="username">
          {info.username}
        </dd>
        <dt className={detailTerm}>{t('portal.account.info.email')}</dt>
        <dd className={`${detailValue} ${serverText}`} data-field="email">
          {info.email}
        </dd>
        <dt className={detailTerm}>{t('portal.account.info.dateOfBirth')}</dt>
        <dd className={detailValue} data-field="date_of_birth">
          {info.date_of_birth === null ? (
            t('portal.account.info.notGiven')
          ) : (
            <time dateTime={info.date_of_birth}>{formatCalendarDate(info.date_of_birth, locale)}</time>
          )}
        </dd>
      </dl>
    </section>
  );
}

function PersonalForm({
  info,
  t,
  onSaved,
}: {
  info: AccountInformation;
  t: Translate;
  onSaved: (info: AccountInformation) => void;
}) {
  const formId = useId();
  const submit = async (values: FormValues) => {
    const firstname = String(values.firstname ?? '').trim();
    const lastname = String(values.lastname ?? '').trim();
    const change: InformationChange = {
      newsletter_subscribed: values.newsletter === true || values.newsletter === 'on',
      ...(firstname === '' ? {} : { firstname }),
      ...(lastname === '' ? {} : { lastname }),
    };
    try {
      onSaved(await updateInformation(change));
    } catch (error) {
      return submissionError(t, error, formId, (path) =>
        path === 'firstname' || path === 'lastname' ? path : undefined,
      );
    }
  };
  return (
    <section className={section} aria-labelledby="account-info-personal">
      <Heading level={2} id="account-info-personal">
        {t('portal.account.info.personalTitle')}
      </Heading>
      <Form id={formId} onSubmit={submit} aria-labelledby="account-info-personal" className={formColumn}>
        <div className={fieldPair}>
          <TextField
            name="firstname"
            label={t('portal.account.info.firstname')}
            autoComplete="given-name"
            defaultValue={info.firstname}
            maxLength={64}
          />
          <TextField
            name="lastname"
            label={t('portal.account.info.lastname')}
            autoComplete="family-name"
            defaultValue={info.lastname}
            maxLength={64}
          />
        </div>
        <Checkbox name="newsletter" defaultSelected={info.newsletter_subscribed}>
          {t('portal.account.info.newsletter')}
        </Checkbox>
        <FormSubmit>{t('portal.account.save')}</FormSubmit>
      </Form>
    </section>
  );
}

/** The header's name follows a new username: a session read carries the account's current name. */
async function showNewName(): Promise<void> {
  await useSession
    .getState()
    .refresh()
    .catch(() => null);
}

function IdentityForm({
  info,
  t,
  onSaved,
}: {
  info: AccountInformation;
  t: Translate;
  onSaved: (info: AccountInformation) => void;
}) {
  const formId = useId();
  const minAge = useMinimumAge(info.country_id);
  const submit = async (values: FormValues) => {
    const username = String(values.username ?? '');
    const birth = typeof values.date_of_birth === 'string' ? values.date_of_birth : '';
    const change: InformationChange = {
      ...(username === info.username ? {} : { username }),
      ...(birth === '' || birth === info.date_of_birth ? {} : { date_of_birth: birth }),
    };
    if (Object.keys(change).length === 0) {
      onSaved(info);
      return;
    }
    try {
      const saved = await updateInformation(change);
      if (saved.username !== info.username) await showNewName();
      onSaved(saved);
    } catch (error) {
      return submissionError(t, error, formId, (path) =>
        path === 'username' || path === 'date_of_birth' ? path : undefined,
      );
    }
  };
  return (
    <section className={section} aria-labelledby="account-info-identity">
      <Heading level={2} id="account-info-identity">
        {t('portal.account.info.identityTitle')}
      </Heading>
      <Text tone="muted">{t('portal.account.info.identityIntro')}</Text>
      <Form id={formId} onSubmit={submit} aria-labelledby="account-info-identity" className={formColumn}>
        <TextField
          name="username"
          label={t('portal.account.info.username')}
          autoComplete="username"
          defaultValue={info.username}
          isRequired
          minLength={3}
          maxLength={30}
          rules={[usernameCharacters]}
        />
        <DateField
          name="date_of_birth"
          label={t('portal.account.info.dateOfBirth')}
          defaultValue={info.date_of_birth}
          minAge={minAge}
          isRequired={info.date_of_birth !== null}
        />
        <FormSubmit>{t('portal.account.save')}</FormSubmit>
      </Form>
    </section>
  );
}

function EmailForm({ info, t }: { info: AccountInformation; t: Translate }) {
  const dnsCheck = useRuntimeConfig()?.config.features.enableDnsValidation ?? true;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const formId = useId();
  const submit = async (values: FormValues) => {
    const email = String(values.email ?? '').trim();
    try {
      await changeEmail(email, String(values.password ?? ''));
      setSentTo(email);
      setRound((value) => value + 1);
    } catch (error) {
      setSentTo(null);
      return submissionError(t, error, formId, (path) => (path === 'email' || path === 'password' ? path : undefined));
    }
  };
  return (
    <section className={section} aria-labelledby="account-info-email">
      <Heading level={2} id="account-info-email">
        {t('portal.account.info.emailTitle')}
      </Heading>
      <Text tone="muted">{t('portal.account.info.emailIntro', { email: info.email })}</Text>
      {sentTo === null ? null : (
        <Alert tone="success" title={t('portal.account.info.emailSent.title')} data-part="email-sent">
          {t('portal.account.info.emailSent.description', { email: sentTo })}
        </Alert>
      )}
      <Form key={round} id={formId} onSubmit={submit} aria-labelledby="account-info-email" className={formColumn}>
        <EmailField
          name="email"
          label={t('portal.account.info.newEmail')}
          isRequired
          maxLength={254}
          validateDns={validateEmailDns}
          dnsCheck={dnsCheck}
        />
        <PasswordField name="password" label={t('portal.account.info.currentPassword')} purpose="current" isRequired />
        <FormSubmit>{t('portal.account.info.emailSubmit')}</FormSubmit>
      </Form>
    </section>
  );
}

function PasswordForm({ t, show }: { t: Translate; show: Show }) {
  const [round, setRound] = useState(0);
  const [password, setPassword] = useState('');
  const formId = useId();
  const submit = async (values: FormValues) => {
    const current = String(values.currentPassword ?? '');
    const next = String(values.password ?? '');
    if (next !== String(values.confirmPassword ?? '')) {
      return new FormSubmissionError({ fieldErrors: { confirmPassword: t('portal.account.info.passwordMismatch') } });
    }
    try {
      await changePassword(current, next);
      setRound((value) => value + 1);
      setPassword('');
      show('success', t('portal.account.info.passwordChanged'), true);
    } catch (error) {
      return submissionError(t, error, formId, (path) =>
        path === 'currentPassword' || path === 'password' ? path : undefined,
      );
    }
  };
  return (
    <section className={section} aria-labelledby="account-info-password">
      <Heading level={2} id="account-info-password">
        {t('portal.account.info.passwordTitle')}
      </Heading>
      <Text tone="muted">{t('portal.account.info.passwordIntro')}</Text>
      <Form key={round} id={formId} onSubmit={submit} aria-labelledby="account-info-password" className={formColumn}>
        <PasswordField
          name="currentPassword"
          label={t('portal.account.info.currentPassword')}
          purpose="current"
          isRequired
        />
        <PasswordField
          name="password"
          label={t('portal.account.info.newPassword')}
          purpose="new"
          isRequired
          onChange={setPassword}
        />
        <PasswordField
          name="confirmPassword"
          label={t('portal.account.info.confirmPassword')}
          mustMatch={password}
          isRequired
          errorMessage={t('portal.account.info.passwordMismatch')}
        />
        <FormSubmit>{t('portal.account.info.passwordSubmit')}</FormSubmit>
      </Form>
    </section>
  );
}

function LinkedAccountsSection({ t, locale, show }: { t: Translate; locale: string; show: Show }) {
  const linked = useResource(accountData.linkedAccounts, getLinkedAccounts);
  const unlink = async (account: LinkedAccount): Promise<string | null> => {
    const name = signInMethodNames[account.provider];
    try {
      const next = await unlinkAccount(account.provider);
      linked.update(() => next);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'conflict') return t('portal.account.linked.refused', { provider: name });
      if (failure.kind !== 'notFound') return failureText(t, failure);
      linked.update((current: LinkedAccounts) => ({
        ...current,
        items: current.items.filter((item) => item.provider !== account.provider),
      }));
    }
    show('success', t('portal.account.linked.unlinked', { provider: name }), true);
    return null;
  };

  let body: React.ReactNode;
  if (linked.state.status === 'loading') body = <Loading label={t('portal.account.linked.loading')} />;
  else if (linked.state.status === 'failed') {
    body = (
      <LoadFailed
        title={t('portal.account.linked.failed')}
        failure={linked.state.failure}
        onRetry={() => void linked.reload()}
      />
    );
  } else if (linked.state.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<MynaconLogin />}
        headingLevel={3}
        title={t('portal.account.linked.empty.title')}
        description={t('portal.account.linked.empty.description')}
      />
    );
  } else {
    body = (
      <ul className={cardList} aria-labelledby="account-info-linked">
        {linked.state.data.items.map((account) => {
          const name = signInMethodNames[account.provider];
          return (
            <Card
              key={account.provider}
              as="li"
              headingLevel={3}
              title={name}
              data-linked={account.provider}
              footer={
                <div className={cardActions}>
                  <ConfirmRemoval
                    triggerLabel={t('portal.account.linked.unlink')}
                    itemName={name}
                    title={t('portal.account.linked.unlinkTitle', { provider: name })}
                    description={t('portal.account.linked.unlinkDescription', { provider: name })}
                    confirmLabel={t('portal.account.linked.unlinkConfirm')}
                    onConfirm={() => unlink(account)}
                  />
                </div>
              }
            >
              <dl className={details}>
                <dt className={detailTerm}>{t('portal.account.linked.displayName')}</dt>
                <dd className={`${detailValue} ${serverText}`}>{account.display_name}</dd>
                <dt className={detailTerm}>{t('portal.account.linked.linkedAt')}</dt>
                <dd className={detailValue}>
                  <time dateTime={account.linked_at}>{formatDate(account.linked_at, locale)}</time>
                </dd>
              </dl>
            </Card>
          );
        })}
      </ul>
    );
  }
  return (
    <section className={section} aria-labelledby="account-info-linked">
      <Heading level={2} id="account-info-linked">
        {t('portal.account.linked.title')}
      </Heading>
      <Text tone="muted">{t('portal.account.linked.intro')}</Text>
      {body}
    </section>
  );
}

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
  const information = useResource(accountData.information, getInformation);
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
    body = (
      <>
        <Overview info={info} t={t} locale={locale} />
        <IdentityForm
          info={info}
          t={t}
          onSaved={(saved) => {
            information.update(() => saved);
            show('success', t('portal.account.info.saved'));
          }}
        />
        <PersonalForm
          info={info}
          t={t}
          onSaved={(saved) => {
            information.update(() => saved);
            show('success', t('portal.account.info.saved'));
          }}
        />
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
