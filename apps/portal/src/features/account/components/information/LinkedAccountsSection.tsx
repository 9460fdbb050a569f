import { Button, Card, EmptyState, Heading, MynaconLogin, PasswordField, Text, TextField } from '@mynacon/ui';
import { useRef, useState } from 'react';
import { signInMethodNames } from '../../../../lib/auth/sign-in-methods';
import { reauthenticate } from '../../../../lib/http/calls/reauthenticate';
import { requestReauthCode } from '../../../../lib/http/calls/request-reauth-code';
import { ApiRequestError } from '../../../../lib/http/errors';
import { failureOf } from '../../../../lib/http/refusals';
import type { LinkedAccount, LinkedAccounts } from '../../api/get-linked-accounts';
import { unlinkAccount } from '../../api/unlink-account';
import { formatDate } from '../../lib/dates';
import { accountQueries } from '../../lib/queries';
import { cardActions, cardList, details, detailTerm, detailValue, section, serverText } from '../AccountPage.css';
import { ConfirmRemoval, failureText, LoadFailed, Loading, type Translate, useResource } from '../shared';
import type { Show } from './show';

/** The linked external sign-in accounts, with unlink. */
export function LinkedAccountsSection({ t, locale, show }: { t: Translate; locale: string; show: Show }) {
  const linked = useResource(accountQueries.linkedAccounts);
  // Unlinking needs a proof from the last 10 minutes (decision 036): asked for only when the server wants one.
  const [needsProof, setNeedsProof] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const proof = useRef('');
  const hasPassword = linked.state.status === 'ready' && linked.state.data.has_password;
  const unlink = async (account: LinkedAccount): Promise<string | null> => {
    const name = signInMethodNames[account.provider];
    if (needsProof) {
      try {
        await reauthenticate(hasPassword ? { password: proof.current } : { code: proof.current });
      } catch (error) {
        const failure = failureOf(error);
        if (failure.kind === 'invalid')
          return t(hasPassword ? 'portal.account.reauth.wrongPassword' : 'portal.account.reauth.wrongCode');
        return failureText(t, failure);
      }
    }
    try {
      const next = await unlinkAccount(account.provider);
      linked.update(() => next);
      setNeedsProof(false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 403 && error.reason === 'reauth_required') {
        setNeedsProof(true);
        return t('portal.account.reauth.needed');
      }
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
                  >
                    {needsProof && hasPassword ? (
                      <PasswordField
                        label={t('portal.account.reauth.password')}
                        debounceMs={0}
                        onChange={(value) => {
                          proof.current = value;
                        }}
                      />
                    ) : null}
                    {needsProof && !hasPassword ? (
                      <>
                        <Button
                          variant="secondary"
                          size="small"
                          onPress={() =>
                            void requestReauthCode().then(
                              () => setCodeSent(true),
                              () => setCodeSent(false),
                            )
                          }
                        >
                          {t('portal.account.reauth.sendCode')}
                        </Button>
                        {codeSent ? <Text role="status">{t('portal.account.reauth.codeSent')}</Text> : null}
                        <TextField
                          label={t('portal.account.reauth.code')}
                          inputMode="numeric"
                          autoComplete="one-time-code"
                          debounceMs={0}
                          onChange={(value) => {
                            proof.current = value.trim();
                          }}
                        />
                      </>
                    ) : null}
                  </ConfirmRemoval>
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
