import { Alert, Button, Card, EmptyState, Heading, MynaconReferral, PageHeader, Text } from '@mynacon/ui';
import { useRef, useState } from 'react';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { formatDate } from '../lib/dates';
import { accountQueries } from '../lib/queries';
import type accountMessages from '../messages/en-GB.json';
import { accountPage, cardList, code, copyRow, section, serverText } from './AccountPage.css';
import { LoadFailed, Loading, useResource } from './shared';

type Copied = { what: 'code' | 'link' | 'failed'; id: number } | null;

/** Copies a text with the Clipboard API; false where the browser refuses (no permission, an insecure page). */
async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The referral page (`/account/referral`, only with the referral-program flag): the player's code and link with
 * copy buttons, and the friends who joined with them. A program switched off on the server is said as such.
 */
export function ReferralPage() {
  const { t, locale } = useT<typeof accountMessages>();
  const title = t('portal.page.account-referral.title');
  usePageTitle(title);
  const referral = useResource(accountQueries.referral);
  const [copied, setCopied] = useState<Copied>(null);
  const counter = useRef(0);

  const copy = async (what: 'code' | 'link', value: string) => {
    counter.current += 1;
    setCopied({ what: (await copyText(value)) ? what : 'failed', id: counter.current });
  };

  let body: React.ReactNode;
  if (referral.state.status === 'loading') body = <Loading label={t('portal.account.referral.loading')} />;
  else if (referral.state.status === 'failed') {
    body =
      referral.state.failure.kind === 'notFound' ? (
        <Alert tone="info" title={t('portal.account.referral.off.title')} data-page-state="referral-off">
          {t('portal.account.referral.off.description')}
        </Alert>
      ) : (
        <LoadFailed
          title={t('portal.account.referral.failed')}
          failure={referral.state.failure}
          onRetry={() => void referral.reload()}
        />
      );
  } else {
    const data = referral.state.data;
    body = (
      <>
        <section className={section} aria-labelledby="account-referral-share">
          <Heading level={2} id="account-referral-share">
            {t('portal.account.referral.shareTitle')}
          </Heading>
          <Text tone="muted">{t('portal.account.referral.shareIntro')}</Text>
          <Heading level={3} size="md">
            {t('portal.account.referral.code')}
          </Heading>
          <div className={copyRow}>
            <span className={code} data-part="referral-code">
              {data.code}
            </span>
            <Button variant="secondary" size="small" onPress={() => void copy('code', data.code)}>
              {t('portal.account.referral.copyCode')}
            </Button>
          </div>
          <Heading level={3} size="md">
            {t('portal.account.referral.link')}
          </Heading>
          <div className={copyRow}>
            <span className={serverText} data-part="referral-link">
              {data.url}
            </span>
            <Button variant="secondary" size="small" onPress={() => void copy('link', data.url)}>
              {t('portal.account.referral.copyLink')}
            </Button>
          </div>
          {/* Always in the page, so that each copy is announced. */}
          <div role="status" data-part="copy-status">
            {copied === null ? null : (
              <Text key={copied.id} tone={copied.what === 'failed' ? 'danger' : 'success'}>
                {copied.what === 'failed'
                  ? t('portal.account.referral.copyFailed')
                  : t(`portal.account.referral.copied.${copied.what}`)}
              </Text>
            )}
          </div>
        </section>
        <section className={section} aria-labelledby="account-referral-friends">
          <Heading level={2} id="account-referral-friends">
            {t('portal.account.referral.friendsTitle')}
          </Heading>
          <Text>{t('portal.account.referral.friendsCount', { count: data.referred_count })}</Text>
          {data.referred.length === 0 ? (
            <EmptyState
              icon={<MynaconReferral />}
              headingLevel={3}
              title={t('portal.account.referral.empty.title')}
              description={t('portal.account.referral.empty.description')}
            />
          ) : (
            <ul className={cardList} aria-labelledby="account-referral-friends">
              {data.referred.map((friend) => (
                <Card
                  key={`${friend.username}-${friend.joined_at}`}
                  as="li"
                  headingLevel={3}
                  title={<span className={serverText}>{friend.username}</span>}
                  data-friend={friend.username}
                >
                  <Text tone="muted">
                    {t('portal.account.referral.joined')}{' '}
                    <time dateTime={friend.joined_at}>{formatDate(friend.joined_at, locale)}</time>
                  </Text>
                </Card>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <div className={accountPage} data-component="ReferralPage">
      <PageHeader title={title} description={t('portal.account.referral.intro')} />
      {body}
    </div>
  );
}
