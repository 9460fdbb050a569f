import { Alert, Button } from '@mynacon/ui';
import { useState } from 'react';
import { useT } from '../../lib/i18n/useT';
import { dismissSignOutNotice, signOutAndLeave, useSignOutNotice } from '../session-flow';

/**
 * Why the last sign-out did not go through, at the top of the page: announced at once (the player is still
 * signed in, which they did not ask for), with a way to try again.
 */
export function SignOutNotice() {
  const { t, locale } = useT();
  const { failure, attempt } = useSignOutNotice();
  const [retrying, setRetrying] = useState(false);
  if (failure === null) return null;
  const retry = async () => {
    setRetrying(true);
    try {
      await signOutAndLeave(locale);
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert
      key={attempt}
      tone="danger"
      live
      title={t('portal.account.signOutFailed.title')}
      data-sign-out-failure={failure}
      onDismiss={dismissSignOutNotice}
      actions={
        <Button variant="secondary" size="small" isLoading={retrying} onPress={() => void retry()}>
          {t('portal.retry')}
        </Button>
      }
    >
      {failure === 'csrf' ? t('portal.account.signOutFailed.csrf') : t('portal.account.signOutFailed.other')}
    </Alert>
  );
}
