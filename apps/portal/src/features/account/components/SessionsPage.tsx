import { Badge, Card, EmptyState, Heading, MynaconLogin, PageHeader, Text } from '@mynacon/ui';
import { failureOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { endOtherSessions } from '../api/end-other-sessions';
import { endSession } from '../api/end-session';
import type { ActiveSession } from '../api/get-sessions';
import { accountQueries } from '../lib/queries';
import type accountMessages from '../messages/en-GB.json';
import { accountPage, cardActions, cardList, details, detailTerm, detailValue, section } from './AccountPage.css';
import {
  ConfirmRemoval,
  failureText,
  LoadFailed,
  Loading,
  Notice,
  type Translate,
  useNotice,
  useResource,
} from './shared';

/** A date and time in the player's language and time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** “Firefox 130 on Windows”, or what is known of it. */
export function browserName(t: Translate, item: { browser: string; os: string }): string {
  const browser = item.browser || t('portal.account.sessions.unknownBrowser');
  return item.os === '' ? browser : t('portal.account.sessions.on', { browser, os: item.os });
}

function SessionCard({
  session,
  t,
  locale,
  onEnd,
}: {
  session: ActiveSession;
  t: Translate;
  locale: string;
  onEnd: (session: ActiveSession) => Promise<string | null>;
}) {
  const name = browserName(t, session);
  return (
    <Card
      as="li"
      headingLevel={3}
      title={name}
      header={session.current ? <Badge tone="success">{t('portal.account.sessions.current')}</Badge> : undefined}
      data-session={session.id}
      data-current={session.current ? 'true' : undefined}
      footer={
        session.current ? undefined : (
          <div className={cardActions}>
            <ConfirmRemoval
              triggerLabel={t('portal.account.sessions.signOut')}
              itemName={name}
              title={t('portal.account.sessions.signOutTitle')}
              description={t('portal.account.sessions.signOutDescription', { name })}
              confirmLabel={t('portal.account.sessions.signOut')}
              onConfirm={() => onEnd(session)}
            />
          </div>
        )
      }
    >
      <Text tone="muted">{t(`portal.account.sessions.device.${session.device}`)}</Text>
      <dl className={details}>
        <dt className={detailTerm}>{t('portal.account.sessions.address')}</dt>
        <dd className={detailValue}>{session.address || t('portal.account.sessions.unknownAddress')}</dd>
        <dt className={detailTerm}>{t('portal.account.sessions.lastUsed')}</dt>
        <dd className={detailValue}>
          <time dateTime={session.last_used_at}>{formatDateTime(session.last_used_at, locale)}</time>
        </dd>
        <dt className={detailTerm}>{t('portal.account.sessions.signedIn')}</dt>
        <dd className={detailValue}>
          <time dateTime={session.created_at}>{formatDateTime(session.created_at, locale)}</time>
        </dd>
      </dl>
    </Card>
  );
}

/**
 * The signed-in devices page (`/account/sessions`): every live session with its browser, system, address and last
 * use, this one marked; “Sign out” on each other one and “Sign out everywhere else”. An ended session's access
 * tokens stop working at once (decision 034).
 */
export function SessionsPage() {
  const { t, locale } = useT<typeof accountMessages>();
  const title = t('portal.page.account-sessions.title');
  usePageTitle(title);
  const sessions = useResource(accountQueries.sessions);
  const { notice, show, clear, ref } = useNotice();

  const end = async (session: ActiveSession): Promise<string | null> => {
    try {
      const left = await endSession(session.id);
      sessions.update(() => left);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind !== 'notFound') {
        void sessions.reload();
        return failureText(t, failure);
      }
      sessions.update((list) => list.filter((item) => item.id !== session.id));
    }
    show('success', t('portal.account.sessions.signedOut'), true);
    return null;
  };

  const endOthers = async (): Promise<string | null> => {
    const before = sessions.state.status === 'ready' ? sessions.state.data.length : 1;
    try {
      const left = await endOtherSessions();
      sessions.update(() => left);
      show('success', t('portal.account.sessions.signedOutOthers', { count: Math.max(0, before - left.length) }), true);
      return null;
    } catch (error) {
      return failureText(t, failureOf(error));
    }
  };

  let body: React.ReactNode;
  if (sessions.state.status === 'loading') body = <Loading label={t('portal.account.sessions.loading')} />;
  else if (sessions.state.status === 'failed') {
    body = (
      <LoadFailed
        title={t('portal.account.sessions.failed')}
        failure={sessions.state.failure}
        onRetry={() => void sessions.reload()}
      />
    );
  } else {
    const items = sessions.state.data;
    const others = items.filter((item) => !item.current).length;
    body = (
      <section className={section} aria-labelledby="account-sessions-list">
        <Heading level={2} id="account-sessions-list">
          {t('portal.account.sessions.listLabel')}
        </Heading>
        <ul className={cardList} aria-labelledby="account-sessions-list">
          {items.map((session) => (
            <SessionCard key={session.id} session={session} t={t} locale={locale} onEnd={end} />
          ))}
        </ul>
        {others === 0 ? (
          <EmptyState
            icon={<MynaconLogin />}
            headingLevel={3}
            title={t('portal.account.sessions.onlyThis')}
            data-page-state="only-this"
          />
        ) : (
          <div className={cardActions}>
            <ConfirmRemoval
              triggerLabel={t('portal.account.sessions.signOutOthers')}
              itemName=""
              title={t('portal.account.sessions.signOutOthersTitle')}
              description={t('portal.account.sessions.signOutOthersDescription')}
              confirmLabel={t('portal.account.sessions.signOutOthers')}
              onConfirm={endOthers}
            />
          </div>
        )}
      </section>
    );
  }

  return (
    <div className={accountPage} data-component="SessionsPage">
      <PageHeader title={title} description={t('portal.account.sessions.intro')} />
      <Notice notice={notice} noticeRef={ref} onDismiss={clear} />
      {body}
    </div>
  );
}
