import { Alert, Button } from '@mynacon/ui';
import { useState } from 'react';
import { useSession } from '../../lib/auth/session-store';
import { useT } from '../../lib/i18n/useT';
import { signOutAndLeave } from '../session-flow';

/**
 * After a silent sign-in by cross-login (spec section 4), whose account this is, at the top of the page and
 * announced: someone who could set a cookie for the parent domain could otherwise sign a player into the wrong
 * account unnoticed. "Not you? Sign out" ends that session; dismissing keeps it.
 */
export function SilentSignInNotice() {
  const { t, locale } = useT();
  const session = useSession((state) => state.session);
  const silentSignIn = useSession((state) => state.silentSignIn);
  const acknowledge = useSession((state) => state.acknowledgeSilentSignIn);
  const [leaving, setLeaving] = useState(false);
  if (session === null || silentSignIn !== session.user.user_id) return null;
  const signOut = async () => {
    setLeaving(true);
    try {
      await signOutAndLeave(locale);
    } finally {
      setLeaving(false);
    }
  };
  return (
    <Alert
      tone="info"
      live
      title={t('portal.account.silentSignIn.title', { name: session.user.name })}
      data-part="silent-sign-in"
      onDismiss={acknowledge}
      actions={
        <Button variant="secondary" size="small" isLoading={leaving} onPress={() => void signOut()}>
          {t('portal.account.silentSignIn.signOut')}
        </Button>
      }
    >
      {t('portal.account.silentSignIn.description', { email: session.user.email })}
    </Alert>
  );
}
